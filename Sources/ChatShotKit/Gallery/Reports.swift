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
                    try AtomicFile.copyOutput(from: src, to: (folder as NSString).appendingPathComponent("new-baselines/\(s.fileName)"))
                }
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.writeOutput(try encoder.encode(results), to: (folder as NSString).appendingPathComponent("results.json"))
        try AtomicFile.writeOutput(Data((changed.sorted().joined(separator: "\n") + (changed.isEmpty ? "" : "\n")).utf8),
                             to: (folder as NSString).appendingPathComponent("changed-baselines.txt"))
        try AtomicFile.writeOutput(Data(junit(results).utf8), to: (folder as NSString).appendingPathComponent("junit.xml"))
        try AtomicFile.writeOutput(Data(html(results).utf8), to: (folder as NSString).appendingPathComponent("report.html"))
    }

    /// Reads `results.json` of a report folder.
    public static func read(folder: String) throws -> CheckResults {
        let path = (folder as NSString).appendingPathComponent("results.json")
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ChatShotError.badInput("\(path): no such file, expected the results.json of a `chatshot check --report` folder")
        }
        do { return try JSONDecoder().decode(CheckResults.self, from: data) } catch {
            throw ChatShotError.badInput("\(path): not a chatshot results.json (\(describe(error)))")
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let k, let c): return "missing key '\(k.stringValue)' at \(path(c))"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c): return "unexpected value at \(path(c))"
        case DecodingError.dataCorrupted(let c): return c.codingPath.isEmpty ? "invalid JSON" : "invalid value at \(path(c))"
        default: return "\(error)"
        }
    }

    static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: ["."])
    }

    /// Merges shard report folders into one report in `out`. Shots appearing twice keep the first.
    public static func merge(_ folders: [String], into out: String) throws -> (CheckResults, warnings: [String]) {
        guard !folders.isEmpty else { throw ChatShotError.badInput("report merge: expected one or more report folders") }
        let parts = try folders.map { ($0, try read(folder: $0)) }
        try GalleryRun.prepareFolder(out, what: "report")
        var warnings: [String] = []
        var shots: [ShotResult] = []
        var seen = Set<String>()
        var shards: [String] = []
        let fm = FileManager.default
        for (folder, r) in parts {
            shards += r.shards
            for s in r.shots {
                if !seen.insert(s.name).inserted { warnings.append("\(folder): \(s.fileName) is in more than one shard; kept the first"); continue }
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
        if parts.contains(where: { $0.1.gallery != first.gallery }) { warnings.append("the folders come from different galleries") }
        // Which shards are missing?
        let counts = Set(shards.compactMap { $0.split(separator: "/").last.flatMap { Int($0) } })
        if counts.count == 1, let n = counts.first {
            let present = Set(shards.compactMap { $0.split(separator: "/").first.flatMap { Int($0) } })
            let missing = (1...n).filter { !present.contains($0) }
            if !missing.isEmpty { warnings.append("missing shards: \(missing.map { "\($0)/\(n)" }.joined(separator: ", "))") }
        }
        if shots.count < total { warnings.append("\(shots.count) of the gallery's \(total) images are in these reports") }
        shots.sort { $0.name < $1.name }
        let merged = CheckResults(gallery: first.gallery, baseline: first.baseline,
                                  shards: shards.sorted { ($0.split(separator: "/").first.flatMap { Int($0) } ?? 0) < ($1.split(separator: "/").first.flatMap { Int($0) } ?? 0) },
                                  totalJobs: total, update: first.update, shots: shots)
        try write(merged, to: out)
        return (merged, warnings)
    }

    // MARK: Text

    /// The summary `check` and `report merge` print: every changed, missing or broken shot, then the counts.
    public static func summary(_ r: CheckResults) -> String {
        var lines: [String] = []
        for s in r.shots where s.status != .passed || s.updated {
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
        var counts = "\(r.shots.count) shots: \(r.count(.passed)) passed, \(r.count(.changed)) changed, \(r.count(.missing)) missing"
        if r.count(.error) > 0 { counts += ", \(r.count(.error)) failed to render" }
        if r.count(.stale) > 0 { counts += ", \(r.count(.stale)) stale baselines" }
        if r.updatedCount > 0 { counts += "; \(r.updatedCount) baselines written" }
        if !r.shards.isEmpty { counts += " (shards \(r.shards.joined(separator: ", ")))" }
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

    public static func junit(_ r: CheckResults) -> String {
        let failures = r.shots.filter { $0.isFailure && $0.status != .error }.count
        let errors = r.shots.filter { $0.status == .error }.count
        let time = r.shots.compactMap(\.milliseconds).reduce(0, +) / 1000
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"chatshot check\" tests=\"\(r.shots.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(String(format: "%.3f", time))\">\n"
        x += "  <testsuite name=\"\(xml(URL(fileURLWithPath: r.gallery).lastPathComponent))\" tests=\"\(r.shots.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(String(format: "%.3f", time))\">\n"
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
            case .missing: x += "      <failure message=\"\(xml(message))\" type=\"missing\">No baseline \(xml(s.fileName)) in \(xml(r.baseline)); run chatshot check --update=missing to record it.</failure>\n"
            case .stale: x += "      <failure message=\"\(xml(message))\" type=\"stale\">No shot makes the baseline \(xml(s.fileName)) in \(xml(r.baseline)); run chatshot check --prune to remove it.</failure>\n"
            default:
                var detail = message
                if let d = s.diff, let t = d.tightestPassingThreshold, !d.sizeMismatch {
                    detail += "\nwould pass with threshold \(ImageDiffResult.format(t)) or maxDiffPixels \(d.diffPixels)"
                }
                x += "      <failure message=\"\(xml(message))\" type=\"changed\">\(xml(detail))</failure>\n"
            }
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    // MARK: HTML

    static func h(_ s: String) -> String { xml(s) }

    public static func html(_ r: CheckResults) -> String {
        let failing = r.shots.filter { $0.status != .passed || $0.updated }
        let passing = r.shots.filter { $0.status == .passed && !$0.updated }
        var b = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>chatshot check — \(h(URL(fileURLWithPath: r.gallery).lastPathComponent))</title>
        <style>
        body{font:14px/1.45 -apple-system,system-ui,"Inter",sans-serif;margin:24px;color:#1b1d21;background:#f6f7f9}
        h1{font-size:20px;margin:0 0 4px} .sub{color:#666;margin-bottom:20px}
        .counts span{display:inline-block;margin-right:14px;font-weight:600}
        .passed{color:#1a7f37}.changed{color:#cf222e}.missing{color:#9a6700}.error{color:#8250df}.stale{color:#57606a}.updated{color:#0969da}
        .shot{background:#fff;border:1px solid #dde0e4;border-radius:10px;padding:14px 16px;margin:16px 0}
        .shot h2{font-size:15px;margin:0 0 6px;font-family:ui-monospace,Menlo,monospace}
        .badge{font-size:12px;font-weight:700;text-transform:uppercase;margin-left:8px}
        .meta{color:#444;margin:4px 0 10px} .meta b{font-variant-numeric:tabular-nums}
        .row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
        figure{margin:0;flex:1 1 0;min-width:160px;max-width:420px} figcaption{font-size:12px;color:#666;margin-bottom:4px}
        figure img{width:100%;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .compare{position:relative;max-width:420px;flex:1 1 0;min-width:160px}
        .compare img{width:100%;display:block;border:1px solid #ccc}
        .compare .top{position:absolute;left:0;top:0;width:100%;clip-path:inset(0 50% 0 0)}
        .compare input{width:100%} .compare button{margin-top:4px}
        table{border-collapse:collapse;background:#fff;width:100%} td,th{border-bottom:1px solid #eee;padding:4px 8px;text-align:left;font-variant-numeric:tabular-nums}
        code{font-family:ui-monospace,Menlo,monospace}
        </style></head><body>
        <h1>chatshot check — \(h(URL(fileURLWithPath: r.gallery).lastPathComponent))</h1>
        <div class="sub">baseline <code>\(h(r.baseline))</code>\(r.shards.isEmpty ? "" : " · shards \(h(r.shards.joined(separator: ", ")))") · \(r.shots.count) of \(r.totalJobs) images</div>
        <div class="counts"><span class="passed">\(r.count(.passed)) passed</span><span class="changed">\(r.count(.changed)) changed</span><span class="missing">\(r.count(.missing)) missing</span><span class="error">\(r.count(.error)) failed to render</span><span class="stale">\(r.count(.stale)) stale</span><span class="updated">\(r.updatedCount) baselines written</span></div>

        """
        for s in failing {
            let status = s.updated && s.status != .error ? "\(s.status.rawValue), baseline written" : s.status.rawValue
            b += "<section class=\"shot\" id=\"\(h(s.name))\"><h2>\(h(s.fileName))<span class=\"badge \(s.status.rawValue)\">\(h(status))</span></h2>\n"
            b += "<div class=\"meta\">\(metaLine(s))</div>\n"
            if s.expectedImage != nil || s.actualImage != nil {
                b += "<div class=\"row\">"
                if let e = s.expectedImage { b += "<figure><figcaption>expected (baseline)</figcaption><img src=\"\(h(e))\" alt=\"expected\"></figure>" }
                if let a = s.actualImage { b += "<figure><figcaption>actual</figcaption><img src=\"\(h(a))\" alt=\"actual\"></figure>" }
                if let d = s.diffImage { b += "<figure><figcaption>diff (red: changed, blue: darker in actual, yellow: anti-aliasing)</figcaption><img src=\"\(h(d))\" alt=\"diff\"></figure>" }
                if let e = s.expectedImage, let a = s.actualImage, s.diff?.sizeMismatch != true {
                    b += """
                    <div class="compare"><figcaption>slide: expected ◀ ▶ actual</figcaption><div style="position:relative">\
                    <img src="\(h(a))" alt="actual"><img class="top" src="\(h(e))" alt="expected"></div>\
                    <input type="range" min="0" max="100" value="50" oninput="this.parentNode.querySelector('.top').style.clipPath='inset(0 '+(100-this.value)+'% 0 0)'">\
                    <button onclick="var t=this.parentNode.querySelector('.top');t.style.clipPath=t.style.clipPath==='inset(0px)'?'inset(0 100% 0 0)':'inset(0px)'">toggle expected / actual</button></div>
                    """
                }
                b += "</div>\n"
            }
            b += "</section>\n"
        }
        if !passing.isEmpty {
            b += "<h2 style=\"font-size:16px;margin-top:28px\">Passed</h2><table><tr><th>image</th><th>differing pixels</th><th>threshold</th><th>allowed</th><th>tightest passing threshold</th></tr>\n"
            for s in passing {
                let d = s.diff
                b += "<tr><td><code>\(h(s.fileName))</code></td><td>\(d.map { String($0.diffPixels) } ?? "–")</td><td>\(ImageDiffResult.format(s.compare.threshold))</td><td>\(d.map { ImageDiffResult.format($0.allowedDiffPixels) } ?? "–")</td><td>\(d?.tightestPassingThreshold.map { ImageDiffResult.format($0) } ?? "–")</td></tr>\n"
            }
            b += "</table>\n"
        }
        b += "<p class=\"sub\" style=\"margin-top:24px\">A pixel differs when its YIQ colour distance exceeds 35215 × threshold² (pixelmatch 7.2 semantics); anti-aliased pixels are ignored unless includeAA.</p>\n</body></html>\n"
        return b
    }

    static func metaLine(_ s: ShotResult) -> String {
        var parts: [String] = []
        if let d = s.diff {
            if d.sizeMismatch {
                parts.append("size changed: expected <b>\(d.width)×\(d.height)</b>, actual <b>\(d.actualWidth)×\(d.actualHeight)</b>")
            } else {
                parts.append("<b>\(d.diffPixels)</b> of \(d.totalPixels) pixels differ (<b>\(String(format: "%.4f", d.diffRatio * 100))%</b>)")
                parts.append("threshold <b>\(ImageDiffResult.format(d.threshold))</b>, allowed <b>\(ImageDiffResult.format(d.allowedDiffPixels))</b> pixels"
                             + (d.maxDiffPixelRatio.map { " (maxDiffPixelRatio \(ImageDiffResult.format($0)))" } ?? ""))
                if d.antialiasedPixels > 0 && !d.includeAA { parts.append("\(d.antialiasedPixels) anti-aliased pixels ignored") }
                var pass: [String] = []
                if let t = d.tightestPassingThreshold, t <= 1 { pass.append("threshold ≥ <b>\(ImageDiffResult.format(t))</b>") }
                pass.append("maxDiffPixels ≥ <b>\(d.diffPixels)</b>")
                pass.append("maxDiffPixelRatio ≥ <b>\(String(format: "%.6f", (d.diffRatio * 1e6).rounded(.up) / 1e6))</b>")
                parts.append("would pass with " + pass.joined(separator: " or "))
            }
        } else if let m = s.message {
            parts.append(h(m))
        }
        return parts.joined(separator: " · ")
    }
}
