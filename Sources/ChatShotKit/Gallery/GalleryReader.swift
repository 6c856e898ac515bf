import ChatCanvas
import ChatManifest
import Foundation

extension Gallery {
    /// Reads and validates a gallery with the project's one YAML/JSON reader. Every problem is a `GalleryError` (or
    /// the `ManifestError`, `TranscriptError` of a file it names) of one line naming the file, line and column, the
    /// key and what was expected: unknown keys, bad values, missing transcripts and manifests, unknown Swift
    /// customizations, and whole shots that `Shot.validate()` refuses.
    public static func load(path: String) throws -> Gallery {
        try GalleryReader(path: path).read()
    }

    /// Decodes every transcript and manifest set the gallery names (without decoding images), so that bad input
    /// fails before any shot renders and before any folder is created.
    public func validateInputs(jobs: [GalleryJob]) throws {
        var transcripts = Set<String>()
        var looks = Set<Shot.Look>()
        for job in jobs {
            if transcripts.insert(job.shot.transcript + "\u{0}" + (job.shot.currentUser ?? "")).inserted {
                _ = try TranscriptLoader.load(
                    path: job.shot.transcript, currentUserId: job.shot.currentUser,
                    loadImages: false)
            }
            for look in job.shot.panels {
                var key = look
                key.caption = nil
                if looks.insert(key).inserted {
                    _ = try ManifestLoader.load(paths: look.manifests, sets: look.sets)
                }
            }
        }
    }
}

/// Reads one gallery file; see `Gallery.load`.
struct GalleryReader {
    let path: String
    let directory: URL

    init(path: String) {
        self.path = path
        directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    func read() throws -> Gallery {
        guard let root = try SourceParser.load(path: path, kind: .gallery) else {
            throw GalleryError(
                location: SourceLocation(file: path), keyPath: "",
                message: "empty gallery; expected a mapping with 'shots'")
        }
        let top = try NodeReader(root).object()
        try top.rejectUnknownKeys(allowed: ["defaults", "devices", "shots"])
        var devices = Devices.builtIn
        if let d = top.optional("devices") {
            for (name, size, _) in try d.object().children {
                let o = try size.object()
                try o.rejectUnknownKeys(allowed: ["width", "height"])
                let w = try o.required("width", "a width in points").double()
                let h = try o.required("height", "a height in points").double()
                for (v, key) in [(w, "width"), (h, "height")] where !(1...Shot.maxPoints).contains(v) {
                    throw try o.required(key).expected("a size in points from 1 to \(Int(Shot.maxPoints))")
                }
                devices[name] = Device(width: w, height: h)
            }
        }
        var defaults: [(key: String, value: NodeReader, keyLocation: SourceLocation)] = []
        if let d = top.optional("defaults") {
            let o = try d.object()
            try o.rejectUnknownKeys(allowed: GalleryKeys.shot.map(\.name))
            defaults = o.children
        }
        let shotList = try top.required("shots", "a list of shots").array()
        var entries: [Gallery.Entry] = []
        var warnings: [String] = []
        var seen: [String: SourceLocation] = [:]
        for node in shotList {
            let o = try node.object()
            try o.rejectUnknownKeys(allowed: ["name"] + GalleryKeys.shot.map(\.name))
            let nameReader = try o.required("name", "a shot name (it names the image files)")
            let name = try nameReader.nonEmptyString()
            guard name.range(of: "^[A-Za-z0-9][A-Za-z0-9._-]*$", options: .regularExpression) != nil,
                !name.contains("--"), name.count <= 200
            else {
                throw nameReader.error(
                    "invalid shot name \(quoted(name)): expected letters, digits, '.', '_' and '-' (not '--'), starting with a letter or digit"
                )
            }
            if let first = seen[name] {
                throw nameReader.error(
                    "duplicate shot name \(quoted(name)) (first at \(first.line ?? 0):\(first.column ?? 0))")
            }
            seen[name] = nameReader.location
            // The shot's keys win over the defaults; a device and an explicit size do not mix on one level.
            let own = o.children.filter { $0.key != "name" }
            let ownKeys = Set(own.map(\.key))
            if ownKeys.contains("device") && (ownKeys.contains("width") || ownKeys.contains("height")) {
                throw o.keyError("device", "use either 'device' or 'width'/'height', not both")
            }
            let inherited = defaults.filter { d in
                if ownKeys.contains(d.key) { return false }
                if ownKeys.contains("device") && (d.key == "width" || d.key == "height") { return false }
                if (ownKeys.contains("width") || ownKeys.contains("height")) && d.key == "device" { return false }
                return true
            }
            let entry = try entry(name: name, at: nameReader, settings: inherited + own, devices: devices)
            if let w = shadowedAllowance(entry, ownKeys: ownKeys), !warnings.contains(w) { warnings.append(w) }
            entries.append(entry)
        }
        if entries.isEmpty { throw try top.required("shots").error("the gallery has no shots") }
        var gallery = Gallery(path: path, entries: entries)
        gallery.warnings = warnings
        // Different variants must never write the same file.
        var names: [String: String] = [:]
        for job in gallery.jobs() {
            if let other = names[job.name] {
                let at = entries.first { $0.name == job.shotName }!.location
                throw GalleryError(
                    location: at, keyPath: "name",
                    message:
                        "shots \(quoted(other)) and \(quoted(job.shotName)) both make the image \(job.fileName); rename one"
                )
            }
            names[job.name] = job.shotName
        }
        return gallery
    }

    /// One shot: every key parsed by its kind, then applied in the keys' order; then the whole shot validated.
    private func entry(
        name: String, at nameReader: NodeReader,
        settings: [(key: String, value: NodeReader, keyLocation: SourceLocation)],
        devices: [String: Device]
    ) throws -> Gallery.Entry {
        var values: [String: GalleryValue] = [:]
        var keyLocations: [String: SourceLocation] = [:]
        for (key, reader, location) in settings {
            values[key] = GalleryValue(
                parsed: try parse(reader, as: GalleryKeys.shotByName[key]!.kind, devices: devices.keys.sorted()),
                reader: reader)
            keyLocations[key] = location
        }
        guard values["transcript"] != nil else {
            throw nameReader.error("shot \(quoted(name)) has no 'transcript' (in the shot or in 'defaults')")
        }
        var draft = GalleryShotDraft()
        for key in GalleryKeys.shot {
            if let value = values[key.name] { try key.apply(&draft, value) }
        }
        var shot = draft.shot
        var before = draft.before
        let readers = values.mapValues(\.reader)
        // The form: a variant sheet, a comparison, or one picture.
        if let vary = draft.vary {
            if draft.after != nil || readers["before"] != nil {
                throw readers["vary"]!.error("a shot has either 'vary' or 'before'/'after', not both")
            }
            shot.form = .variants(Shot.Variants(key: vary.key, values: vary.values, arrangement: draft.arrangement))
        } else if var after = draft.after {
            if before.caption == nil { before.caption = draft.beforeCaption ?? "Before" }
            if let afterCaption = draft.afterCaption {
                for i in after.indices where after[i].caption == nil {
                    after[i].caption = after.count > 1 ? "\(afterCaption) \(i + 1)" : afterCaption
                }
            }
            shot.form = .comparison(Shot.Comparison(before: before, after: after, arrangement: draft.arrangement))
        } else {
            for key in ["before", "before-caption", "after-caption", "arrange"] where readers[key] != nil {
                throw readers[key]!.error("'\(key)' needs 'after' (a comparison) or 'vary' (a variant sheet)")
            }
        }
        var entry = Gallery.Entry(
            name: name, location: nameReader.location, axes: [], shot: shot, compare: draft.compare,
            devices: devices, keyLocations: keyLocations)
        entry.axes = Gallery.Dimension.allCases.compactMap { d in draft.axes.first { $0.0 == d }.map { (d, $0.1) } }
        for job in entry.jobs() {
            do { try job.shot.validate() } catch let p as ShotProblem {
                let location = keyLocations[p.field] ?? nameReader.location
                throw GalleryError(location: location, keyPath: p.field, message: "shot \(quoted(name)): \(p.message)")
            }
        }
        return entry
    }

    /// A warning when a shot has both `max-diff-pixels` and `max-diff-pixel-ratio` (its own or from `defaults`) and
    /// the stricter one makes the other's slack void (`check` allows the smaller number of pixels), e.g.
    /// `max-diff-pixels: 0` in `defaults` under a shot's `max-diff-pixel-ratio: 0.001`. Named at the void key; only
    /// when that key is the shot's own, or both come from `defaults` (then once for the gallery).
    func shadowedAllowance(_ entry: Gallery.Entry, ownKeys: Set<String>) -> String? {
        guard let count = entry.compare.maxDiffPixels, let ratio = entry.compare.maxDiffPixelRatio else { return nil }
        // The pixels of the first image (comparisons and sheets: every panel; captions and margins left out).
        let shot = entry.jobs()[0].shot
        let panels = Double(shot.panels.count)
        let pixels =
            (shot.display.width * Double(shot.display.scale)).rounded()
            * (shot.display.height * Double(shot.display.scale)).rounded() * panels
        let byRatio = ratio * pixels
        let ratioText = "max-diff-pixel-ratio: \(ImageDiffResult.format(ratio))"
        let countText = "max-diff-pixels: \(count)"
        let (voidKey, voidText, strictKey, strictText, allowed): (String, String, String, String, String)
        if Double(count) < byRatio {
            (voidKey, voidText, strictKey, strictText, allowed) = (
                "max-diff-pixel-ratio", ratioText + " (about \(Int(byRatio)) of its \(Int(pixels)) pixels)",
                "max-diff-pixels", countText, "\(count)"
            )
        } else if byRatio < Double(count) {
            (voidKey, voidText, strictKey, strictText, allowed) = (
                "max-diff-pixels", countText, "max-diff-pixel-ratio",
                ratioText, "about \(Int(byRatio)) of its \(Int(pixels))"
            )
        } else {
            return nil
        }
        let fromDefaults: (String) -> Bool = { !ownKeys.contains($0) }
        // The shot tightens the defaults on purpose.
        if fromDefaults(voidKey) && !fromDefaults(strictKey) { return nil }
        let strictAt =
            entry.keyLocations[strictKey].map { " (\(fromDefaults(strictKey) ? "defaults, " : "")\($0))" } ?? ""
        let whose = fromDefaults(voidKey) ? "defaults'" : "shot \(quoted(entry.name))'s"
        let at = entry.keyLocations[voidKey] ?? entry.location
        return "\(at): \(whose) \(voidText) is shadowed by \(strictText)\(strictAt): the stricter allowance applies, "
            + "so at most \(allowed) pixels may differ; remove one of the two"
    }

    /// Parses one value by its key's kind.
    private func parse(_ r: NodeReader, as kind: GalleryKeyKind, devices: [String] = []) throws -> GalleryValue.Parsed {
        switch kind {
        case .path:
            return .string(try existingFile(r))
        case .paths:
            return .strings(try nonEmptyList(r).map(existingFile))
        case .text:
            return .string(try r.nonEmptyString())
        case .texts(let pattern):
            return .strings(
                try nonEmptyList(r).map { item in
                    let s = try item.nonEmptyString()
                    if let pattern, s.range(of: pattern, options: .regularExpression) == nil {
                        throw item.expected("KEY=VALUE such as appearance.tintColor=#FF00AA")
                    }
                    return s
                })
        case .boolean:
            return .bool(try r.bool())
        case .number(let range):
            let d = try r.double()
            guard range.contains(d) else {
                throw r.expected("a number from \(range.lowerBound.clean) to \(range.upperBound.clean)")
            }
            return .number(d)
        case .integer(let range):
            let i = try r.int()
            guard range.contains(i) else {
                throw r.expected("a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return .integer(i)
        case .choice(let names):
            return .string(try choice(r, names))
        case .axis(let names):
            return .strings(try uniqueList(r) { try choice($0, names) })
        case .deviceAxis:
            return .strings(try uniqueList(r) { try choice($0, devices) })
        case .scaleAxis:
            return .strings(
                try uniqueList(r) { item in
                    guard let i = try? item.int(), (1...3).contains(i) else {
                        throw item.expected("a scale of 1, 2 or 3")
                    }
                    return "\(i)x"
                })
        case .date:
            let s = try r.nonEmptyString()
            do { return .date(try Shot.parseNow(s)) } catch let p as ShotProblem { throw r.error(p.message) }
        case .timeZone:
            let s = try r.nonEmptyString()
            do { return .timeZone(try Shot.parseTimeZone(s)) } catch let p as ShotProblem { throw r.error(p.message) }
        case .panel:
            return .panels([try panel(r)])
        case .panels:
            return .panels(try nonEmptyList(r).map(panel))
        case .vary:
            let s = try r.nonEmptyString()
            do { return .vary(try Shot.Variants(parsing: s)) } catch let p as ShotProblem { throw r.error(p.message) }
        }
    }

    /// A panel: a manifest path, or a mapping of `manifest`, `set`, `customization`, `caption`.
    private func panel(_ r: NodeReader) throws -> Shot.Look {
        if r.isScalar { return Shot.Look(manifests: [try existingFile(r)]) }
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: GalleryKeys.panel.map(\.name))
        var look = Shot.Look()
        for (key, value, _) in o.children {
            let spec = GalleryKeys.panelByName[key]!
            try spec.apply(&look, GalleryValue(parsed: try parse(value, as: spec.kind), reader: value))
        }
        if look.isEmpty { throw r.error("a panel needs a 'manifest', a 'set' value or a 'customization'") }
        return look
    }

    private func choice(_ r: NodeReader, _ names: [String]) throws -> String {
        let s = try r.string()
        if names.contains(s) { return s }
        throw r.error("unknown value \(r.node.shortDescription)" + Suggestions.hint(for: s, in: names))
    }

    /// A list (or a single value standing for a list of one) that is not empty.
    private func nonEmptyList(_ r: NodeReader) throws -> [NodeReader] {
        let items = try r.arrayOrSingle()
        if items.isEmpty { throw r.expected("at least one value") }
        return items
    }

    private func uniqueList(_ r: NodeReader, _ read: (NodeReader) throws -> String) throws -> [String] {
        var out: [String] = []
        for item in try nonEmptyList(r) {
            let v = try read(item)
            if out.contains(v) { throw item.error("\(quoted(v)) is listed twice") }
            out.append(v)
        }
        return out
    }

    /// A path relative to the gallery's folder that must name an existing file.
    private func existingFile(_ r: NodeReader) throws -> String {
        let p = try r.nonEmptyString()
        let resolved = p.hasPrefix("/") ? p : directory.appendingPathComponent(p).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw r.error("file \(quoted(p)) not found (looked for \(resolved))")
        }
        if isDirectory.boolValue { throw r.error("\(quoted(p)) is a folder, expected a file") }
        return resolved
    }

    /// Every name must be a Swift customization this executable registers.
    static func checkCustomizations(_ names: [String], _ r: NodeReader) throws {
        for name in names where !SwiftCustomizations.names.contains(name) {
            let known = SwiftCustomizations.names
            throw r.error(
                "no Swift customization named \(quoted(name)) in this executable"
                    + (known.isEmpty
                        ? " (chatshot registers none; render with your own renderer, e.g. chatshot-guides)"
                        : Suggestions.hint(for: name, in: known)))
        }
    }
}
