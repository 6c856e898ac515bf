import Foundation

/// How letters of the system font are spaced. SF Pro is tracked by size: tighter at text sizes (−0.43 pt at
/// 17 pt), looser at display sizes. Inter, which stands in for it, is spaced for no size in particular and comes
/// out wider than SF Pro at the sizes the SDK uses; `.sfPro` gives it SF Pro's tracking, so lines are about as
/// long as the SDK's and wrap at the same words. Only the system family (Inter and the names that mean it) is
/// tracked; any other family keeps its own spacing.
public enum FontTracking: String, Hashable, Sendable, CaseIterable {
    /// SF Pro's size-specific tracking (the default).
    case sfPro = "sf-pro"
    /// No tracking: Inter's own advance widths.
    case none

    /// The tracking in points at a size: for `.sfPro`, the table's value at that size, linear between listed sizes
    /// and the nearest listed value outside the table.
    public func points(atSize size: Double) -> Double {
        switch self {
        case .none: return 0
        case .sfPro: return Self.sfProTracking(atSize: size)
        }
    }

    /// The tracking of SF Pro by point size, in points (size, tracking). The values are the "Tracking values" table
    /// of Apple's Human Interface Guidelines, Typography → Specifications (iOS, iPadOS; SF Pro), which lists
    /// tracking for each size from 6 to 96 pt, e.g. 0 at 12 pt, −0.08 at 13, −0.23 at 15, −0.43 at 17, −0.45 at 20.
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
    static let sfProTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36),
        (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
        (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0)
    ]

    static func sfProTracking(atSize size: Double) -> Double {
        let table = sfProTable
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        var lower = first
        for entry in table.dropFirst() {
            if size <= entry.size {
                let t = (size - lower.size) / (entry.size - lower.size)
                return lower.points + (entry.points - lower.points) * t
            }
            lower = entry
        }
        return last.points
    }

    /// Whether a family is the system font's stand-in: Inter, an empty name, or a name meaning the system font
    /// (`sans-serif`, `system-ui`, `-apple-system`, `SF Pro`, `SF Pro Text`, `SF Pro Display`).
    public static func isSystemFamily(_ family: String) -> Bool {
        systemFamilyNames.contains(family.lowercased().filter { $0 != " " })
    }
    private static let systemFamilyNames: Set<String> = [
        "", "inter", "sans-serif", "system-ui", "-apple-system", "sfpro", "sfprotext", "sfprodisplay"
    ]
}
