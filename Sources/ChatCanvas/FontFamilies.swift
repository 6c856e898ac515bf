import Foundation
import Synchronization

@_implementationOnly import CPangoCairo

/// What `FontSetup.useFamily(_:)` found for a family name.
public enum FontFamilyLookup: Equatable, Sendable {
    /// Pinned (or a generic name for a pinned family): looks the same on every machine.
    case pinned
    /// Installed on this machine only; its files were added to chatshot's configuration.
    case installed
    /// Not found; the closest installed families, best first.
    case notFound(closest: [String])
}

/// A font file that cannot be used.
public struct FontFileError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// Families beyond the pinned ones: families installed on the machine and font files named by path. Each is added
/// to chatshot's configuration on request only, so renders that do not ask for one are unchanged.
extension FontSetup {
    /// Bumped whenever fonts are added; each Pango font map refreshes its caches when it sees a new value.
    public static var generation: Int { additions.withLock { $0.generation } }

    /// What was added.
    private struct Additions {
        var generation = 0
        /// Normalized names of the families added.
        var known: Set<String> = []
        /// Font file path → its family.
        var files: [String: String] = [:]
    }
    private static let additions = Mutex(Additions())

    /// Makes `name` usable in a `Font`: a pinned family or generic name as is; else a family installed on this
    /// machine, whose files are added to the configuration. Case and spaces are compared loosely, as fontconfig does.
    public static func useFamily(_ name: String) throws -> FontFamilyLookup {
        let config = try configOrThrow()
        let key = normalized(name)
        if genericFamilies.keys.contains(where: { normalized($0) == key }) { return .pinned }
        if families(in: config).contains(where: { normalized($0) == key }) {
            return additions.withLock { $0.known.contains(key) } ? .installed : .pinned
        }
        guard let system = systemConfig.config else { return .notFound(closest: []) }
        let files = fontFiles(ofFamily: name, in: system)
        if files.isEmpty {
            return .notFound(closest: closestFamilies(to: name, in: families(in: config) + families(in: system)))
        }
        try additions.withLock { (state: inout Additions) throws(FontFileError) in
            for file in files where FcConfigAppFontAddFile(config, file) != FcTrue {
                throw FontFileError(message: "cannot load \(file) for the font family \"\(name)\"")
            }
            state.known.insert(key)
            state.generation += 1
        }
        guard families(in: config).contains(where: { normalized($0) == key }) else {
            // Files our configuration rejects (the Noto variants left out of the fallback chain).
            return .notFound(closest: closestFamilies(to: name, in: families(in: config)))
        }
        return .installed
    }

    /// Adds a font file (TrueType/OpenType) to the configuration and returns its family name.
    public static func addFontFile(_ path: String) throws -> String {
        let config = try configOrThrow()
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if let family = additions.withLock({ $0.files[absolute] }) { return family }
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(absolute, 0, nil, &count) else {
            throw FontFileError(message: "not a font file fontconfig can read: \(path)")
        }
        defer { FcPatternDestroy(pattern) }
        var value: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else {
            throw FontFileError(message: "the font file \(path) names no family")
        }
        let family = String(cString: value)
        try additions.withLock { (state: inout Additions) throws(FontFileError) in
            guard FcConfigAppFontAddFile(config, absolute) == FcTrue else {
                throw FontFileError(message: "cannot load the font file \(path)")
            }
            state.files[absolute] = family
            state.known.insert(normalized(family))
            state.generation += 1
        }
        return family
    }

    /// The families installed on this machine, sorted (for the live preview's font menu).
    public static func installedFamilies() -> [String] { systemConfig.config.map(families(in:)) ?? [] }

    /// The families a configuration knows, sorted (the first name of each font).
    static func families(in config: OpaquePointer) -> [String] {
        var names = Set<String>()
        for setName in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, setName) else { continue }
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var value: UnsafeMutablePointer<FcChar8>? = nil
                if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                    names.insert(String(cString: value))
                }
            }
        }
        return names.sorted()
    }

    /// The files of every font whose family (any of its names) is `name`.
    private static func fontFiles(ofFamily name: String, in config: OpaquePointer) -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, name)
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FILE)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var files: [String] = []
        for i in 0..<Int(list.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>? = nil
            if let font = list.pointee.fonts[i], FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch,
                let value
            {
                files.append(String(cString: value))
            }
        }
        return files.sorted()
    }

    /// Up to three families: those containing the name (or contained in it) first, then the nearest by spelling.
    static func closestFamilies(to name: String, in candidates: [String]) -> [String] {
        let key = normalized(name)
        let unique = Array(Set(candidates)).sorted()
        func distance(_ a: String) -> Int {
            let b = normalized(a)
            if b.contains(key) || key.contains(b) { return -1 }
            return editDistance(Array(key), Array(b))
        }
        return unique.map { ($0, distance($0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Lower case without spaces (fontconfig compares family names this way).
    static func normalized(_ name: String) -> String { name.lowercased().filter { $0 != " " } }

    /// The machine's own fontconfig configuration (every installed font), loaded on first need.
    private static let systemConfig = SystemConfig()

    private final class SystemConfig: @unchecked Sendable {
        let config: OpaquePointer? = FcInitLoadConfigAndFonts()
    }
}
