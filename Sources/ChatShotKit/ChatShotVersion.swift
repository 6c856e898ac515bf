import CCairo
import CPangoCairo
import ChatCanvas
import Foundation

/// chatshot's version: `chatshot --version`, results.json and the HTML report.
public enum ChatShotVersion {
    public static let current = "0.2.0"
}

/// What a picture depends on beside the inputs: chatshot's version, the Cairo and Pango libraries it runs with, and
/// the versions of the font packages it loads (`FontFiles`). Recorded in results.json and shown by the report, so a
/// difference between machines can be told from a change.
public struct RenderEnvironment: Codable, Hashable, Sendable {
    public var chatshot: String
    public var cairo: String
    public var pango: String
    /// Font package → installed version (`dpkg-query`); empty where dpkg is not available.
    public var fonts: [String: String]

    public init(chatshot: String, cairo: String, pango: String, fonts: [String: String]) {
        self.chatshot = chatshot
        self.cairo = cairo
        self.pango = pango
        self.fonts = fonts
    }

    /// This process's environment (the font versions are read once).
    public static let current = RenderEnvironment(
        chatshot: ChatShotVersion.current,
        cairo: String(cString: cairo_version_string()),
        pango: String(cString: pango_version_string()),
        fonts: installedVersions(of: FontFiles.packages))

    /// One line: `chatshot 0.2.0 · cairo 1.16.0 · pango 1.50.12 · fonts-inter 3.19+ds-2, …`.
    public var summary: String {
        var parts = ["chatshot \(chatshot)", "cairo \(cairo)", "pango \(pango)"]
        parts += fonts.keys.sorted().map { "\($0) \(fonts[$0]!)" }
        return parts.joined(separator: " · ")
    }

    /// Installed versions of Debian packages, by `dpkg-query`; packages it does not know are left out.
    static func installedVersions(of packages: [String]) -> [String: String] {
        guard !packages.isEmpty,
            let dpkg = ["/usr/bin/dpkg-query", "/bin/dpkg-query"].first(where: FileManager.default.isExecutableFile)
        else { return [:] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dpkg)
        process.arguments = ["-W", "-f", "${Package}\t${Version}\n"] + packages
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return [:] }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var versions: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if fields.count == 2, !fields[1].isEmpty { versions[fields[0]] = fields[1] }
        }
        return versions
    }
}
