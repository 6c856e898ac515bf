import ChatCanvas
import Foundation
import Synchronization

/// The app's asset catalogs (`*.xcassets`) as `UIImage(named:)` and `UIColor(named:)` read them. chatshot's command
/// line fills it from the app folder before it renders (`--app DIR`); without one it is empty and those return nil.
package struct AssetCatalog: Sendable {
    /// One file of an image set: the scale it is for (1 for a vector file that serves every scale) and whether
    /// it is the dark appearance.
    package struct ImageFile: Sendable, Equatable {
        package var path: String
        package var scale: CGFloat
        package var isDark: Bool
        package var isVector: Bool
        package init(path: String, scale: CGFloat, isDark: Bool, isVector: Bool) {
            self.path = path
            self.scale = scale
            self.isDark = isDark
            self.isVector = isVector
        }
    }

    /// An image set: its files and whether it renders as a template (`template-rendering-intent`).
    package struct ImageSet: Sendable, Equatable {
        package var files: [ImageFile]
        package var isTemplate: Bool
        package init(files: [ImageFile], isTemplate: Bool) {
            self.files = files
            self.isTemplate = isTemplate
        }
    }

    package var colors: [String: UIColor] = [:]
    package var images: [String: ImageSet] = [:]
    package init() {}

    private static let shared = Mutex(AssetCatalog())
    private static let decoded = Mutex([String: Image]())

    /// The catalogs every render reads.
    package static var current: AssetCatalog {
        get { shared.withLock { $0 } }
        set {
            shared.withLock { $0 = newValue }
            decoded.withLock { $0.removeAll() }
        }
    }

    func color(named name: String) -> UIColor? { colors[name] }

    /// The file of an image set that UIKit would pick for these traits: the appearance's own files (dark, else
    /// any), a vector file if there is one, else the smallest scale at least the display's, else the largest.
    func file(named name: String, for traits: UITraitCollection) -> (ImageFile, isTemplate: Bool)? {
        guard let set = images[name] else { return nil }
        let dark = set.files.filter(\.isDark)
        let candidates = traits.userInterfaceStyle == .dark && !dark.isEmpty ? dark : set.files.filter { !$0.isDark }
        if let vector = candidates.first(where: \.isVector) { return (vector, set.isTemplate) }
        let sorted = candidates.sorted { $0.scale < $1.scale }
        guard let file = sorted.first(where: { $0.scale >= traits.displayScale }) ?? sorted.last else { return nil }
        return (file, set.isTemplate)
    }

    /// A decoded image file, decoded once per catalog.
    static func image(at path: String) -> Image? {
        if let image = decoded.withLock({ $0[path] }) { return image }
        guard let image = try? Image.load(path: path) else { return nil }
        decoded.withLock { $0[path] = image }
        return image
    }
}
