import Foundation

@_implementationOnly import CRsvg

/// librsvg, opened when the first SVG document is parsed (see `Sources/CRsvg`): chatshot does not link it, so a
/// process that draws nothing (`--help`, `--version`, `diff`, a `check` answered by the render cache) does not load it
/// and the libraries it brings (libxml2, ICU) at start. Every chat screen draws SVG icons, so a render loads it once.
enum SVGLibrary {
    /// The library's name for the dynamic loader (Debian's librsvg2-2, installed with librsvg2-dev by
    /// Scripts/setup.sh).
    static let name = "librsvg-2.so.2"

    /// Why the library could not be loaded, or nil once it is; tried once per process, thread-safely.
    static let failure: String? = load(name)

    /// Loads the library named (once per process: later calls find it loaded). Returns the loader's message when it
    /// cannot be opened.
    static func load(_ library: String) -> String? {
        var message = [CChar](repeating: 0, count: 512)
        guard crsvg_load(library, &message, message.count) != 0 else { return nil }
        return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The one line a process without librsvg stops with.
    static func problem(_ reason: String) -> String {
        OneLine.escaped(
            "chatshot: cannot draw SVG images: \(reason); install the package librsvg2-2 (or run Scripts/setup.sh)",
            limit: 1000)
    }

    /// Makes sure librsvg is loaded before an SVG is parsed. Without it no chat screen can be drawn (its icons are
    /// SVG), and an icon left out would change the picture silently: the process stops with one line on standard
    /// error and exit status 2, before the render writes its picture.
    static func require() {
        guard let failure else { return }
        FileHandle.standardError.write(Data((problem(failure) + "\n").utf8))
        exit(2)
    }
}
