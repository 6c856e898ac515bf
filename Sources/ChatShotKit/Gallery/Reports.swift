import ChatCanvas
import Foundation

/// Writes and merges check reports: `results.json` (machine-readable), `report.html` (for people),
/// `junit.xml` (for CI systems), `changed-baselines.txt` and `new-baselines/` (the images that would
/// replace changed or missing baselines, named like the baselines).
public enum CheckReport {
    /// Writes every report file into `folder` (atomically, file by file).
    public static func write(_ results: CheckResults, to folder: String) throws {
        try GalleryRun.prepareFolder(folder, what: "report")
        let fm = FileManager.default
        // New baselines: the actual image of every changed or missing shot.
        var changed: [String] = []
        for s in results.shots where s.status == .changed || s.status == .missing {
            changed.append(s.fileName)
            if let actual = s.actualImage {
                let src = (folder as NSString).appendingPathComponent(actual)
                if fm.fileExists(atPath: src) {
                    try AtomicFile.copyOutput(
                        from: src, to: (folder as NSString).appendingPathComponent("new-baselines/\(s.fileName)"))
                }
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.writeOutput(
            try encoder.encode(results), to: (folder as NSString).appendingPathComponent("results.json"))
        try AtomicFile.writeOutput(
            Data((changed.sorted().joined(separator: "\n") + (changed.isEmpty ? "" : "\n")).utf8),
            to: (folder as NSString).appendingPathComponent("changed-baselines.txt"))
        try AtomicFile.writeOutput(
            Data(junit(results, folder: folder).utf8), to: (folder as NSString).appendingPathComponent("junit.xml"))
        try AtomicFile.writeOutput(
            Data(html(results).utf8), to: (folder as NSString).appendingPathComponent("report.html"))
    }

    /// Reads `results.json` of a report folder.
    public static func read(folder: String) throws -> CheckResults {
        let path = (folder as NSString).appendingPathComponent("results.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ChatShotError.file(
                path,
                problem: "no such file, expected the results.json of a "
                    + "`chatshot check --report` folder")
        }
        do { return try JSONDecoder().decode(CheckResults.self, from: data) } catch {
            throw ChatShotError.file(path, problem: "not a chatshot results.json (\(describe(error)))")
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let k, let c): return "missing key '\(k.stringValue)' at \(path(c))"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "unexpected value at \(path(c))"
        case DecodingError.dataCorrupted(let c):
            return c.codingPath.isEmpty ? "invalid JSON" : "invalid value at \(path(c))"
        default: return "\(error)"
        }
    }

    static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."]
        )
    }

    /// Merges shard report folders into one report in `out`. Shots appearing twice keep the first. The merged run
    /// knows from the reports' `shards` (`K/N`) and `totalJobs` what is missing: shards without a report and images
    /// no report holds are recorded (`missingShards`, `uncheckedImages`) and fail the merged run — never a silent
    /// green. Reports of different shard counts (`1/3` with `2/4`) are bad input.
    public static func merge(_ folders: [String], into out: String) throws -> (CheckResults, warnings: [String]) {
        guard !folders.isEmpty else {
            throw ChatShotError.option("report merge", problem: "expected one or more report folders")
        }
        let parts = try folders.map { ($0, try read(folder: $0)) }
        // The shard count of the run: every sharded report must agree on it.
        var shardCount: Int? = nil
        var present = Set<Int>()
        var wholeRun = false
        for (folder, r) in parts {
            if r.shards.isEmpty { wholeRun = true }
            for text in r.shards {
                let kn = text.split(separator: "/").compactMap { Int($0) }
                guard kn.count == 2 else {
                    throw ChatShotError.file("\(folder)/results.json", problem: "shard \(quoted(text)); expected K/N")
                }
                if let n = shardCount, n != kn[1] {
                    throw ChatShotError.file(
                        folder,
                        problem: "a report of shard \(text), but others are of \(n) "
                            + "shards; merge the reports of one run")
                }
                shardCount = kn[1]
                present.insert(kn[0])
            }
        }
        try GalleryRun.prepareFolder(out, what: "report")
        var warnings: [String] = []
        var shots: [ShotResult] = []
        var seen = Set<String>()
        var shards: [String] = []
        let fm = FileManager.default
        for (folder, r) in parts {
            shards += r.shards
            for s in r.shots {
                if !seen.insert(s.name).inserted {
                    warnings.append("\(folder): \(s.fileName) is in more than one shard; kept the first")
                    continue
                }
                for rel in [s.expectedImage, s.actualImage, s.diffImage].compactMap({ $0 }) {
                    let src = (folder as NSString).appendingPathComponent(rel)
                    if fm.fileExists(atPath: src) {
                        try AtomicFile.copyOutput(from: src, to: (out as NSString).appendingPathComponent(rel))
                    } else {
                        warnings.append("\(src): missing image")
                    }
                }
                shots.append(s)
            }
        }
        let first = parts[0].1
        let total = parts.map(\.1.totalJobs).max() ?? shots.count
        if parts.contains(where: { $0.1.gallery != first.gallery }) {
            warnings.append("the folders come from different galleries")
        }
        let environments = Set(parts.compactMap(\.1.environment))
        if environments.count > 1 {
            warnings.append(
                "the shards ran with different versions (pictures may differ for that reason): "
                    + environments.map(\.summary).sorted().joined(separator: " | "))
        }
        let missingShards =
            wholeRun ? [] : shardCount.map { n in (1...n).filter { !present.contains($0) }.map { "\($0)/\(n)" } } ?? []
        let checked = shots.filter { $0.status != .stale }.count
        shots.sort { $0.name < $1.name }
        var merged = CheckResults(
            gallery: first.gallery, baseline: first.baseline,
            shards: shards.sorted { (shardIndex($0) ?? 0) < (shardIndex($1) ?? 0) },
            totalJobs: total, update: first.update, shots: shots, only: first.only,
            environment: first.environment)
        merged.missingShards = missingShards
        merged.uncheckedImages = max(0, total - checked)
        try write(merged, to: out)
        return (merged, warnings)
    }

    /// K of a `K/N` shard.
    static func shardIndex(_ text: String) -> Int? { text.split(separator: "/").first.flatMap { Int($0) } }

    /// How many of `total` jobs shard `K/N` holds (jobs are dealt round-robin, see `Shard`).
    public static func jobCount(ofShard text: String, total: Int) -> Int? {
        let kn = text.split(separator: "/").compactMap { Int($0) }
        guard kn.count == 2, kn[0] >= 1, kn[1] >= kn[0] else { return nil }
        return kn[0] - 1 < total ? (total - kn[0] + kn[1]) / kn[1] : 0
    }

    /// "1 image was" / "3 images were".
    static func images(_ n: Int) -> String { n == 1 ? "1 image was" : "\(n) images were" }

    /// One line per shard without a report, and one for other images no report holds (empty when complete).
    public static func gaps(_ r: CheckResults) -> [(name: String, message: String)] {
        var out: [(String, String)] = []
        var explained = 0
        for shard in r.missingShards ?? [] {
            let n = jobCount(ofShard: shard, total: r.totalJobs) ?? 0
            explained += n
            out.append(("shard \(shard)", "no report for shard \(shard): \(images(n)) not checked"))
        }
        let rest = (r.uncheckedImages ?? 0) - explained
        if rest > 0 {
            out.append(("unchecked images", "\(images(rest)) of the gallery's \(r.totalJobs) in no merged report"))
        }
        return out
    }

    // MARK: Text

    /// The summary `check` and `report merge` print: every changed, missing or broken shot, then the counts.
    /// `failuresOnly` (`--quiet`): only the images that fail, then the counts.
    public static func summary(_ r: CheckResults, failuresOnly: Bool = false) -> String {
        var lines: [String] = []
        for s in r.shots where failuresOnly ? s.isFailure : (s.status != .passed || s.updated) {
            var line: String
            switch s.status {
            case .passed: line = "  updated  \(s.fileName)"
            case .changed: line = "  changed  \(s.fileName): \(s.message ?? "")"
            case .missing: line = "  missing  \(s.fileName): no baseline"
            case .error: line = "  error    \(s.fileName): \(s.message ?? "")"
            case .stale: line = "  stale    \(s.fileName): \(s.message ?? "")"
            }
            if s.updated && s.status != .passed && s.status != .stale { line += " — baseline written" }
            lines.append(line)
        }
        for gap in gaps(r) { lines.append("  missing  \(gap.message)") }
        var counts =
            "\(r.shots.count) shots: \(r.count(.passed)) passed, \(r.count(.changed)) changed, \(r.count(.missing)) missing"
        if r.count(.error) > 0 { counts += ", \(r.count(.error)) failed to render" }
        if r.count(.stale) > 0 { counts += ", \(r.count(.stale)) stale baselines" }
        if r.updatedCount > 0 { counts += "; \(r.updatedCount) baselines written" }
        let unchanged = r.shots.filter { $0.cache == .unchangedByInput }.count
        if unchanged > 0 { counts += "; \(unchanged) unchanged by input (not rendered)" }
        if !r.shards.isEmpty { counts += " (shards \(r.shards.joined(separator: ", ")))" }
        if let missing = r.missingShards, !missing.isEmpty {
            counts += "; INCOMPLETE: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) missing"
        }
        if let unchecked = r.uncheckedImages, unchecked > 0 { counts += "; \(images(unchecked)) not checked" }
        lines.append(counts)
        return lines.joined(separator: "\n")
    }

    // MARK: JUnit

    static func xml(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if ch.value < 0x20 && ch != "\n" && ch != "\t" { continue }
                out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// JUnit XML: a test case per image (`failure` for changed, missing and stale images, `error` for a render that
    /// failed) and one `error` per missing shard or other unchecked images. A failure's `<system-out>` lists its
    /// expected, actual and diff images as `[[ATTACHMENT|path]]` lines (paths under `folder`, the report's folder),
    /// which CI systems (Jenkins, GitLab) show beside the test.
    public static func junit(_ r: CheckResults, folder: String? = nil) -> String {
        let gaps = gaps(r)
        let failures = r.shots.filter { $0.isFailure && $0.status != .error }.count
        let errors = r.shots.filter { $0.status == .error }.count + gaps.count
        let tests = r.shots.count + gaps.count
        let time = String(format: "%.3f", r.shots.compactMap(\.milliseconds).reduce(0, +) / 1000)
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x +=
            "<testsuites name=\"chatshot check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        x +=
            "  <testsuite name=\"\(xml(URL(fileURLWithPath: r.gallery).lastPathComponent))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\">\n"
        for gap in gaps {
            x += "    <testcase classname=\"chatshot.shards\" name=\"\(xml(gap.name))\" time=\"0.000\">\n"
            x +=
                "      <error message=\"\(xml(gap.message))\" type=\"missing-shard\">\(xml(gap.message)); the merged report is incomplete: re-run the missing shard and merge again.</error>\n"
            x += "    </testcase>\n"
        }
        for s in r.shots {
            let t = String(format: "%.3f", (s.milliseconds ?? 0) / 1000)
            x += "    <testcase classname=\"chatshot.\(xml(s.shot))\" name=\"\(xml(s.fileName))\" time=\"\(t)\""
            if !s.isFailure {
                x += ">\n"
                if s.updated { x += "      <system-out>baseline written</system-out>\n" }
                x += "    </testcase>\n"
                continue
            }
            x += ">\n"
            let message = s.message ?? s.status.rawValue
            switch s.status {
            case .error: x += "      <error message=\"\(xml(message))\" type=\"render\">\(xml(message))</error>\n"
            case .missing:
                x +=
                    "      <failure message=\"\(xml(message))\" type=\"missing\">No baseline \(xml(s.fileName)) in \(xml(r.baseline)); run chatshot check --update=missing to record it.</failure>\n"
            case .stale:
                x +=
                    "      <failure message=\"\(xml(message))\" type=\"stale\">No shot makes the baseline \(xml(s.fileName)) in \(xml(r.baseline)); run chatshot check --prune to remove it.</failure>\n"
            default:
                var detail = message
                if let d = s.diff, let t = d.tightestPassingThreshold, !d.sizeMismatch {
                    detail +=
                        "\nwould pass with threshold \(ImageDiffResult.format(t)) or maxDiffPixels \(d.diffPixels)"
                } else if let d = s.diff, let p = d.tightestPassingPrecision, !d.sizeMismatch {
                    detail +=
                        "\nwould pass with perceptual precision \(ImageDiffResult.format(p)) or maxDiffPixels \(d.diffPixels)"
                }
                if let box = s.changedRegion {
                    detail += "\nchanged region: \(box.width)×\(box.height) pixels at (\(box.x), \(box.y))"
                }
                x += "      <failure message=\"\(xml(message))\" type=\"changed\">\(xml(detail))</failure>\n"
            }
            let images = [s.expectedImage, s.actualImage, s.diffImage].compactMap { $0 }
            if !images.isEmpty {
                let paths = images.map { rel in folder.map { ($0 as NSString).appendingPathComponent(rel) } ?? rel }
                x +=
                    "      <system-out>" + paths.map { "[[ATTACHMENT|\(xml($0))]]" }.joined(separator: "\n")
                    + "</system-out>\n"
            }
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    static func metaLine(_ s: ShotResult) -> String {
        var parts: [String] = []
        if let d = s.diff {
            if d.sizeMismatch {
                parts.append(
                    "size changed: expected <b>\(d.width)×\(d.height)</b>, actual <b>\(d.actualWidth)×\(d.actualHeight)</b>"
                )
            } else {
                parts.append(
                    "<b>\(d.diffPixels)</b> of \(d.totalPixels) pixels differ (<b>\(String(format: "%.4f", d.diffRatio * 100))%</b>)"
                )
                parts.append(
                    "\(h(d.measure)), allowed <b>\(ImageDiffResult.format(d.allowedDiffPixels))</b> pixels"
                        + (d.maxDiffPixelRatio.map { " (maxDiffPixelRatio \(ImageDiffResult.format($0)))" } ?? ""))
                if d.antialiasedPixels > 0 && !d.includeAA {
                    parts.append("\(d.antialiasedPixels) anti-aliased pixels ignored")
                }
                var pass: [String] = []
                if let t = d.tightestPassingThreshold, t <= 1 {
                    pass.append("threshold ≥ <b>\(ImageDiffResult.format(t))</b>")
                }
                if let p = d.tightestPassingPrecision, p > 0 {
                    pass.append("perceptual precision ≤ <b>\(ImageDiffResult.format(p))</b>")
                }
                pass.append("maxDiffPixels ≥ <b>\(d.diffPixels)</b>")
                pass.append(
                    "maxDiffPixelRatio ≥ <b>\(String(format: "%.6f", (d.diffRatio * 1e6).rounded(.up) / 1e6))</b>")
                parts.append("would pass with " + pass.joined(separator: " or "))
            }
        } else if let m = s.message {
            parts.append(h(m))
        }
        return parts.joined(separator: " · ")
    }
}
