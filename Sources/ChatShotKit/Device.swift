import ChatManifest

/// A device a screenshot is taken on: its screen in points, the safe area the system keeps for itself, the screen's
/// corner radius and what cuts into the top of the screen. Values are Apple's published point sizes and safe areas
/// (portrait).
public struct Device: Hashable, Codable, Sendable {
    /// What interrupts the top of the screen (drawn only with `--chrome frame`; a screenshot never shows it).
    public enum Cutout: String, Hashable, Codable, Sendable { case none, notch, dynamicIsland }

    public var width: Double
    public var height: Double
    /// The status bar, including the notch or Dynamic Island area (the safe area's top inset).
    public var safeAreaTop: Double
    /// The home indicator area (the safe area's bottom inset); 0 on devices with a home button.
    public var safeAreaBottom: Double
    /// The radius of the screen's corners (0: square corners).
    public var cornerRadius: Double
    public var cutout: Cutout
    public var isPad: Bool

    public init(
        width: Double, height: Double, safeAreaTop: Double = Device.genericSafeAreaTop,
        safeAreaBottom: Double = Device.genericSafeAreaBottom, cornerRadius: Double = Device.genericCornerRadius,
        cutout: Cutout = .none, isPad: Bool = false
    ) {
        self.width = width
        self.height = height
        self.safeAreaTop = safeAreaTop
        self.safeAreaBottom = safeAreaBottom
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.isPad = isPad
    }

    /// A plain width × height (no `--device`, or a gallery's own `devices`) is a generic full-screen phone: the
    /// 44-pt status bar and 34-pt home indicator area of the notched iPhones, 40-pt screen corners, no cutout.
    public static let genericSafeAreaTop = 44.0
    public static let genericSafeAreaBottom = 34.0
    public static let genericCornerRadius = 40.0

    /// A device has a home button (and no home indicator) when nothing is reserved at the bottom.
    public var hasHomeButton: Bool { safeAreaBottom == 0 }
}

/// Device presets: the iPhones and iPads chatshot users render for, by name.
public enum Devices {
    public static let builtIn: [String: Device] = [
        // Home button, 20-pt status bar, square screen corners.
        "iphone-se": Device(width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0, cornerRadius: 0),
        // iPhone 13 mini.
        "iphone-mini": Device(
            width: 375, height: 812, safeAreaTop: 50, safeAreaBottom: 34, cornerRadius: 44, cutout: .notch),
        "iphone-14": Device(
            width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34, cornerRadius: 47.33, cutout: .notch),
        "iphone-15": Device(
            width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, cornerRadius: 55, cutout: .dynamicIsland),
        "iphone-15-plus": Device(
            width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34, cornerRadius: 55, cutout: .dynamicIsland),
        "iphone-15-pro-max": Device(
            width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34, cornerRadius: 55,
            cutout: .dynamicIsland),
        // iPad mini (6th generation) and iPad (10th generation).
        "ipad-mini": Device(
            width: 744, height: 1133, safeAreaTop: 24, safeAreaBottom: 20, cornerRadius: 21.5, isPad: true),
        "ipad": Device(width: 820, height: 1180, safeAreaTop: 24, safeAreaBottom: 20, cornerRadius: 18, isPad: true)
    ]
    public static var names: [String] { builtIn.keys.sorted() }

    public static func device(named name: String) throws -> Device {
        if let device = builtIn[name] { return device }
        throw ShotProblem(field: "device", "unknown device \(quoted(name))" + Suggestions.hint(for: name, in: names))
    }

    public static func size(of name: String) throws -> (width: Double, height: Double) {
        let d = try device(named: name)
        return (d.width, d.height)
    }
}
