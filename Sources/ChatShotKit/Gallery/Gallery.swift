import Foundation

/// The render inputs of one job, as plain data (it crosses process boundaries as JSON).
public struct RenderSpec: Codable, Hashable, Sendable {
    public var transcript: String
    public var manifests: [String] = []
    public var overrides: [String] = []
    public var screen: String = RenderRequest.Screen.channel.rawValue
    public var width: Double?
    public var height: Double?
    public var scale: Double = 1
    public var appearance: String = "light"
    public var currentUser: String?
    public var now: String?
    public var timeZone: String = "UTC"
    public var contentSize: String = "large"
    public var rightToLeft: Bool = false
    public var threadParent: String?
    public var fullTranscript: Bool = false

    public init(transcript: String) { self.transcript = transcript }

    /// The request for `renderPNG`; width/height fall back to RenderRequest's defaults.
    public func request() throws -> RenderRequest {
        guard let screen = RenderRequest.Screen(rawValue: screen) else {
            throw ChatShotError.badInput("unknown screen '\(screen)'")
        }
        guard let appearance = RenderRequest.AppearanceStyle(rawValue: appearance) else {
            throw ChatShotError.badInput("unknown appearance '\(appearance)'")
        }
        var r = RenderRequest(transcriptPath: transcript, manifestPaths: manifests, overrides: overrides, screen: screen,
                              scale: scale, appearance: appearance, currentUserId: currentUser, now: now, timeZone: timeZone,
                              contentSize: contentSize, rightToLeft: rightToLeft, threadParentId: threadParent,
                              fullTranscript: fullTranscript)
        if let width { r.width = width }
        if let height { r.height = height }
        return r
    }
}

/// How a shot is compared with its baseline (per shot in the gallery; defaults: pixelmatch's 0.1, no pixel allowed).
public struct CompareSettings: Codable, Hashable, Sendable {
    public var threshold: Double = 0.1
    public var includeAA: Bool = false
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    public init() {}

    public var options: PixelMatchOptions { PixelMatchOptions(threshold: threshold, includeAA: includeAA) }
    public var criteria: DiffCriteria { DiffCriteria(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio) }
}

/// One image to render: a shot with one value on each variant axis.
public struct GalleryJob: Codable, Hashable, Sendable {
    /// The stable file name without `.png`: the shot name, then the values of the axes that vary (`channel--dark--3x`).
    public var name: String
    public var shot: String
    /// The variant values in axis order (`device`, `appearance`, `contentSize`, `direction`, `scale`).
    public var variant: [Axis]
    public var spec: RenderSpec
    public var compare: CompareSettings

    public struct Axis: Codable, Hashable, Sendable {
        public var axis: String
        public var value: String
    }

    public var fileName: String { name + ".png" }
}

/// A gallery file: shots with their variants, expanded into render jobs.
public struct Gallery: Sendable {
    public var path: String
    public var shots: [Shot]

    public struct Shot: Sendable {
        public var name: String
        /// Resolved values of each matrix axis, in axis order; an axis with more than one value varies.
        public var axes: [(axis: String, values: [String])]
        public var base: RenderSpec
        public var compare: CompareSettings
        /// Sizes of the `device` axis values (points).
        public var devices: [String: (Double, Double)]
    }

    public static let axisOrder = ["device", "appearance", "contentSize", "direction", "scale"]

    public static let builtInDevices: [String: (Double, Double)] = [
        "iphone-se": (375, 667), "iphone-mini": (375, 812), "iphone-14": (390, 844), "iphone-15": (393, 852),
        "iphone-15-plus": (430, 932), "iphone-15-pro-max": (430, 932), "ipad-mini": (744, 1133), "ipad": (820, 1180),
    ]

    public static let contentSizes = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    static let settingKeys = [
        "transcript", "manifests", "manifest", "overrides", "screen", "thread", "width", "height", "device", "appearance",
        "scale", "contentSize", "direction", "currentUser", "now", "timezone", "fullTranscript",
        "threshold", "includeAA", "maxDiffPixels", "maxDiffPixelRatio",
    ]

    /// Every job of the gallery, shots in file order and variants in axis order.
    public func jobs() -> [GalleryJob] {
        var out: [GalleryJob] = []
        for shot in shots {
            var combos: [[GalleryJob.Axis]] = [[]]
            for (axis, values) in shot.axes {
                combos = combos.flatMap { c in values.map { c + [GalleryJob.Axis(axis: axis, value: $0)] } }
            }
            for combo in combos {
                var spec = shot.base
                var nameParts = [shot.name]
                for a in combo {
                    switch a.axis {
                    case "device":
                        if let (w, h) = shot.devices[a.value] { spec.width = w; spec.height = h }
                    case "appearance": spec.appearance = a.value
                    case "contentSize": spec.contentSize = a.value
                    case "direction": spec.rightToLeft = a.value == "rtl"
                    case "scale": spec.scale = Double(a.value.dropLast()) ?? 1
                    default: break
                    }
                    if shot.axes.first(where: { $0.axis == a.axis })!.values.count > 1 { nameParts.append(a.value) }
                }
                out.append(GalleryJob(name: nameParts.joined(separator: "--"), shot: shot.name, variant: combo, spec: spec,
                                      compare: shot.compare))
            }
        }
        return out
    }
}

// MARK: - Loading and validation

extension Gallery {
    /// Reads and validates a gallery. Every problem is a `ChatShotError.badInput` naming the file,
    /// line and column, the key and what was expected; missing transcripts and manifests are named too.
    public static func load(path: String) throws -> Gallery {
        let root = try GalleryNode.load(path: path)
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent()
        var defaults: [(key: String, value: GalleryNode)] = []
        var devices = builtInDevices
        var shotNodes: [GalleryNode] = []
        var sawShots = false
        for (key, value) in try root.mapping(allowedKeys: ["defaults", "devices", "shots"]) {
            switch key {
            case "defaults":
                defaults = try value.mapping(allowedKeys: settingKeys)
            case "devices":
                for (name, size) in try value.mapping(allowedKeys: try deviceNames(value)) {
                    var w: Double?, h: Double?
                    for (k, v) in try size.mapping(allowedKeys: ["width", "height"]) {
                        let d = try v.double()
                        if d <= 0 || d > 10_000 { throw v.expected("a size in points from 1 to 10000") }
                        if k == "width" { w = d } else { h = d }
                    }
                    guard let w, let h else { throw size.error("a device needs both 'width' and 'height'") }
                    devices[name] = (w, h)
                }
            default:
                sawShots = true
                shotNodes = try value.list()
            }
        }
        guard sawShots else { throw root.error("missing key 'shots': expected a list of shots") }

        var shots: [Shot] = []
        var seen: [String: String] = [:]
        for node in shotNodes {
            let entries = try node.mapping(allowedKeys: ["name"] + settingKeys)
            guard let nameNode = entries.first(where: { $0.key == "name" })?.value else {
                throw node.error("missing key 'name': every shot needs a name (it names the image files)")
            }
            let name = try nameNode.nonEmptyString()
            guard name.range(of: "^[A-Za-z0-9][A-Za-z0-9._-]*$", options: .regularExpression) != nil, !name.contains("--") else {
                throw nameNode.error("invalid shot name '\(name)': expected letters, digits, '.', '_' and '-' (not '--'), starting with a letter or digit")
            }
            if let first = seen[name] { throw nameNode.error("duplicate shot name '\(name)' (first at \(first))") }
            seen[name] = nameNode.location
            // The shot's keys win over the defaults; a device and an explicit size do not mix on one level.
            let own = entries.filter { $0.key != "name" }
            let ownKeys = Set(own.map(\.key))
            if ownKeys.contains("device") && (ownKeys.contains("width") || ownKeys.contains("height")) {
                throw node.error("use either 'device' or 'width'/'height', not both")
            }
            var merged = defaults.filter { d in
                if ownKeys.contains(d.key) { return false }
                if ownKeys.contains("device") && (d.key == "width" || d.key == "height") { return false }
                if (ownKeys.contains("width") || ownKeys.contains("height")) && d.key == "device" { return false }
                if ownKeys.contains("manifest") && d.key == "manifests" || ownKeys.contains("manifests") && d.key == "manifest" { return false }
                return true
            }
            merged += own
            shots.append(try shot(name: name, node: node, settings: merged, dir: dir, devices: devices))
        }
        if shots.isEmpty { throw root.error("the gallery has no shots") }
        let gallery = Gallery(path: path, shots: shots)
        // Different variants must never write the same file.
        var names: [String: String] = [:]
        for job in gallery.jobs() {
            if let other = names[job.name] {
                throw ChatShotError.badInput("\(path): shots '\(other)' and '\(job.shot)' both make the image \(job.fileName); rename one")
            }
            names[job.name] = job.shot
        }
        return gallery
    }

    private static func deviceNames(_ node: GalleryNode) throws -> [String] {
        guard case .mapping(let m) = node.node else { throw node.expected("a mapping of device names to sizes") }
        return m.keys.compactMap { $0.string }
    }

    private static func shot(name: String, node: GalleryNode, settings: [(key: String, value: GalleryNode)], dir: URL,
                             devices: [String: (Double, Double)]) throws -> Shot {
        var spec: RenderSpec? = nil
        var manifests: [String] = []
        var compare = CompareSettings()
        var axisValues: [String: [String]] = [:]
        var transcriptNode: GalleryNode?
        var rest: [(String, GalleryNode)] = []
        for (key, value) in settings {
            if key == "transcript" { transcriptNode = value } else { rest.append((key, value)) }
        }
        guard let transcriptNode else { throw node.error("missing key 'transcript' (in the shot or in 'defaults')") }
        spec = RenderSpec(transcript: try existingFile(transcriptNode, dir: dir, what: "transcript"))
        var s = spec!
        for (key, v) in rest {
            switch key {
            case "manifests", "manifest":
                manifests = try v.list().map { try existingFile($0, dir: dir, what: "manifest") }
            case "overrides":
                s.overrides = try v.list().map { o in
                    let t = try o.string()
                    guard t.contains("=") else { throw o.expected("KEY=VALUE (appearance.tintColor=#FF00AA)") }
                    return t
                }
            case "screen": s.screen = try v.oneOf(RenderRequest.Screen.allCases.map(\.rawValue))
            case "thread": s.threadParent = try v.nonEmptyString()
            case "width", "height":
                let d = try v.double()
                if d <= 0 || d > 10_000 { throw v.expected("a size in points from 1 to 10000") }
                if key == "width" { s.width = d } else { s.height = d }
            case "device":
                axisValues["device"] = try unique(v.list().map { try $0.oneOf(devices.keys.sorted()) }, v)
            case "appearance":
                axisValues["appearance"] = try unique(v.list().map { try $0.oneOf(["light", "dark"]) }, v)
            case "contentSize":
                axisValues["contentSize"] = try unique(v.list().map { try $0.oneOf(contentSizes) }, v)
            case "direction":
                axisValues["direction"] = try unique(v.list().map { try $0.oneOf(["ltr", "rtl"]) }, v)
            case "scale":
                axisValues["scale"] = try unique(v.list().map { n -> String in
                    let d = try n.double()
                    guard [1.0, 2.0, 3.0].contains(d) else { throw n.expected("a scale of 1, 2 or 3") }
                    return "\(Int(d))x"
                }, v)
            case "currentUser": s.currentUser = try v.nonEmptyString()
            case "now":
                let t = try v.nonEmptyString()
                guard ISO8601DateFormatter().date(from: t) != nil || t.range(of: #"^\d{4}-\d{2}-\d{2}T"#, options: .regularExpression) != nil else {
                    throw v.expected("an ISO 8601 date and time (2024-05-01T12:00:00Z)")
                }
                s.now = t
            case "timezone":
                let tz = try v.nonEmptyString()
                guard TimeZone(identifier: tz) != nil else { throw v.expected("a time zone name (UTC, Europe/Berlin)") }
                s.timeZone = tz
            case "fullTranscript": s.fullTranscript = try v.bool()
            case "threshold":
                let t = try v.double()
                guard (0...1).contains(t) else { throw v.expected("a threshold from 0 to 1") }
                compare.threshold = t
            case "includeAA": compare.includeAA = try v.bool()
            case "maxDiffPixels":
                let n = try v.int()
                guard n >= 0 else { throw v.expected("0 or more pixels") }
                compare.maxDiffPixels = n
            case "maxDiffPixelRatio":
                let r = try v.double()
                guard (0...1).contains(r) else { throw v.expected("a ratio from 0 to 1") }
                compare.maxDiffPixelRatio = r
            default: break
            }
        }
        s.manifests = manifests
        // Fixed axes (one value) still apply their value; only varying axes name the file.
        var axes: [(String, [String])] = []
        for a in axisOrder { if let v = axisValues[a] { axes.append((a, v)) } }
        return Shot(name: name, axes: axes, base: s, compare: compare, devices: devices)
    }

    private static func unique(_ values: [String], _ node: GalleryNode) throws -> [String] {
        var seen = Set<String>()
        for v in values where !seen.insert(v).inserted { throw node.error("'\(v)' is listed twice") }
        return values
    }

    /// Resolves a path relative to the gallery's folder and checks that the file exists.
    private static func existingFile(_ node: GalleryNode, dir: URL, what: String) throws -> String {
        let p = try node.nonEmptyString()
        let resolved = p.hasPrefix("/") ? p : dir.appendingPathComponent(p).standardizedFileURL.path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDir) else {
            throw node.error("\(what) file '\(p)' not found (looked for \(resolved))")
        }
        if isDir.boolValue { throw node.error("\(what) '\(p)' is a folder, expected a file") }
        return resolved
    }
}

// MARK: - Shards

/// `--shard K/N`: the K-th of N disjoint parts of a gallery (1 ≤ K ≤ N). Jobs are sorted by file name
/// and dealt round-robin, so every machine computes the same split and the parts cover everything.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1 else { throw ChatShotError.badInput("--shard \(index)/\(count): the number of shards must be at least 1") }
        guard (1...count).contains(index) else {
            throw ChatShotError.badInput("--shard \(index)/\(count): expected K/N with 1 ≤ K ≤ N (shards count from 1)")
        }
        self.index = index; self.count = count
    }

    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ChatShotError.badInput("--shard '\(text)': expected K/N, two whole numbers such as 2/4")
        }
        try self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    public func select(_ jobs: [GalleryJob]) -> [GalleryJob] {
        let sorted = jobs.sorted { $0.name < $1.name }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
