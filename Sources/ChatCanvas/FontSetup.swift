import Foundation

@_implementationOnly import CPangoCairo

/// Fonts are missing or fontconfig could not be set up; the message names the package to install.
public struct FontSetupError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The project's own fontconfig configuration: the pinned families (Inter, Inter Display, Noto Color Emoji, the
/// Noto Sans family, Noto Sans Mono, Noto Serif and Nimbus Mono PS, all listed in `FontFiles`) are known from the start, so the
/// default look is the same on every machine that has the font packages installed.
///
/// A manifest may name another family installed on the machine (`useFamily(_:)` adds that family's files to the
/// configuration, and nothing else, so the fallback chain stays on the pinned fonts) or a font file
/// (`addFontFile(_:)`).
///
/// The configuration is built once per process (thread-safe, lazily) and made current before any Pango use.
/// Call `FontSetup.prepare()` early (e.g. at CLI start) to turn a missing font into a clean error; otherwise
/// the first text layout stops the process with the same message.
public enum FontSetup {
    static let interDirectory = "/usr/share/fonts/opentype/inter"
    static let notoDirectory = "/usr/share/fonts/truetype/noto"
    static let urwDirectory = "/usr/share/fonts/opentype/urw-base35"

    /// Files that must exist, with the Debian package that installs them: `FontFiles.required`.
    static var requiredFiles: [(path: String, package: String)] { FontFiles.required }

    /// The generic family names and Apple family names the configuration maps onto pinned families.
    public static let genericFamilies: [String: String] = [
        "sans-serif": "Inter", "system-ui": "Inter", "-apple-system": "Inter", "SF Pro": "Inter",
        "SF Pro Text": "Inter",
        "SF Pro Display": "Inter Display", "Helvetica": "Inter", "Helvetica Neue": "Inter",
        "serif": "Noto Serif", "New York": "Noto Serif",
        "monospace": "Noto Sans Mono", "SF Mono": "Noto Sans Mono", "Menlo": "Noto Sans Mono",
        "Courier": "Nimbus Mono PS",
        "Courier New": "Nimbus Mono PS", "CourierNewPSMT": "Nimbus Mono PS",
        "emoji": "Noto Color Emoji"
    ]

    static var aliasesXML: String {
        genericFamilies.sorted { $0.key < $1.key }
            .map {
                "<alias binding=\"same\"><family>\($0.key)</family><prefer><family>\($0.value)</family></prefer></alias>"
            }
            .joined(separator: "\n")
    }

    /// The fontconfig configuration, as XML. Font directories, caches, which files are used, generic aliases
    /// and the fallback order: the requested family, Inter, Noto Color Emoji, Noto Sans, then the Noto Sans
    /// script families by language.
    static let configurationXML = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(interDirectory)</dir>
          <dir>\(notoDirectory)</dir>
          <dir>\(urwDirectory)</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
          <config><rescan><int>0</int></rescan></config>

          <!-- Only Inter and Inter Display, Noto Color Emoji, Noto Sans (+ script families, + Mono), Noto Serif and
               Nimbus Mono PS (Courier). -->
          <selectfont>
            <acceptfont>
              <glob>\(urwDirectory)/NimbusMonoPS-*</glob>
            </acceptfont>
            <rejectfont>
              <glob>\(urwDirectory)/*</glob>
              <glob>\(notoDirectory)/NotoSerif?*-*</glob>
              <glob>\(notoDirectory)/NotoSansDisplay*</glob>
              <glob>\(notoDirectory)/NotoSansAdlamUnjoined*</glob>
              <glob>\(notoDirectory)/NotoKufi*</glob>
              <glob>\(notoDirectory)/NotoNaskh*</glob>
              <glob>\(notoDirectory)/NotoNastaliq*</glob>
              <glob>\(notoDirectory)/NotoRashi*</glob>
              <glob>\(notoDirectory)/NotoLooped*</glob>
              <glob>\(notoDirectory)/NotoMono-*</glob>
              <glob>\(notoDirectory)/NotoMusic*</glob>
              <glob>\(notoDirectory)/NotoTraditional*</glob>
            </rejectfont>
          </selectfont>

          <!-- Generic and Apple names map onto the pinned families. -->
          \(aliasesXML)

          <!-- Colour emoji are bitmap strikes: scale them to the requested size. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>

          <!-- Emoji runs (Pango tags them with the language und-zsye) come from Noto Color Emoji first. -->
          <match target="pattern">
            <test name="lang" compare="contains"><string>und-zsye</string></test>
            <edit name="family" mode="prepend_first" binding="strong"><string>Noto Color Emoji</string></edit>
          </match>

          <!-- Fallback chain after whatever family was asked for. -->
          <match target="pattern">
            <edit name="family" mode="append_last" binding="strong">
              <string>Inter</string>
              <string>Noto Color Emoji</string>
              <string>Noto Sans</string>
              <string>Noto Sans Symbols</string>
              <string>Noto Sans Symbols2</string>
              <string>Noto Sans Math</string>
            </edit>
          </match>
        </fontconfig>
        """

    /// Builds the configuration (once) and checks the fonts. Throws `FontSetupError` naming the missing package.
    public static func prepare() throws {
        if case .failure(let error) = state { throw error }
    }

    /// The families the configuration knows (for diagnostics and tests), sorted.
    public static func availableFamilies() throws -> [String] {
        families(in: try configOrThrow())
    }

    /// The current configuration; stops the process with a clear message when the fonts are missing.
    static var config: OpaquePointer {
        switch state {
        case .success(let box): return box.config
        case .failure(let error): fatalError("chatshot: \(error.message)")
        }
    }

    static func configOrThrow() throws -> OpaquePointer {
        switch state {
        case .success(let box): return box.config
        case .failure(let error): throw error
        }
    }

    /// A process-wide, never-released FcConfig.
    final class ConfigBox: @unchecked Sendable {
        let config: OpaquePointer
        init(_ config: OpaquePointer) { self.config = config }
    }

    /// Swift runs this initializer once, thread-safely, on first use.
    static let state: Result<ConfigBox, FontSetupError> = build()

    private static func build() -> Result<ConfigBox, FontSetupError> {
        let fm = FileManager.default
        let missing = requiredFiles.filter { !fm.isReadableFile(atPath: $0.path) }
        if !missing.isEmpty {
            let packages = Array(Set(missing.map(\.package))).sorted()
            let files = missing.map(\.path).joined(separator: ", ")
            return .failure(
                FontSetupError(
                    "missing font files (\(files)); install the package\(packages.count > 1 ? "s" : "") "
                        + packages.joined(separator: " ") + " (sudo apt-get install " + packages.joined(separator: " ")
                        + ", or run Scripts/setup.sh)"))
        }
        guard let config = FcConfigCreate() else {
            return .failure(FontSetupError("fontconfig: cannot create a configuration"))
        }
        let parsed = configurationXML.withCString { cString in
            cString.withMemoryRebound(to: FcChar8.self, capacity: configurationXML.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue else {
            FcConfigDestroy(config)
            return .failure(FontSetupError("fontconfig: cannot parse chatshot's font configuration"))
        }
        guard FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return .failure(
                FontSetupError("fontconfig: cannot load the fonts in \(interDirectory) and \(notoDirectory)"))
        }
        guard let set = FcConfigGetFonts(config, FcSetSystem), set.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            return .failure(
                FontSetupError(
                    "fontconfig found no usable fonts in \(interDirectory) and \(notoDirectory); install the packages "
                        + FontFiles.packages.joined(separator: " ") + " (or run Scripts/setup.sh)"))
        }
        guard FcConfigSetCurrent(config) == FcTrue else {
            return .failure(FontSetupError("fontconfig: cannot make chatshot's font configuration current"))
        }
        return .success(ConfigBox(config))
    }
}
