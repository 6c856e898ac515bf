import Foundation

/// The chatshot package's folder (where `Package.swift` is), for tests that read its examples and fixtures.
public enum PackageRoot {
    /// The package folder.
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The package's `Examples` folder (transcripts, customizations, the gallery and its baselines).
    public static let examples = url.appendingPathComponent("Examples")
    /// A path inside the package (`Examples/transcripts/group-chat.json`).
    public static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
