import ChatCanvas
import Foundation
import Synchronization

/// Which baselines `check --update` writes.
public enum UpdateMode: String, Sendable, CaseIterable, Codable {
    /// Write nothing into the baseline folder (the default).
    case none
    /// Only baselines that do not exist yet.
    case missing
    /// Missing baselines and those that differ beyond the criteria (`--update` alone). Matching ones are not touched.
    case changed
    /// Every baseline of the run, matching or not.
    case all

    /// Parses the value of `--update[=missing|changed|all]`; nil value means `--update` alone.
    public init(option value: String?) throws {
        guard let value else {
            self = .changed
            return
        }
        guard let m = UpdateMode(rawValue: value), m != .none else {
            throw ChatShotError.option(
                "--update=\(value)",
                problem: "expected --update, --update=missing, --update=changed or --update=all")
        }
        self = m
    }
}

/// The outcome of one shot in a check.
public struct ShotResult: Codable, Sendable, Equatable {
    /// `stale`: a baseline image that no shot of the gallery makes.
    public enum Status: String, Codable, Sendable { case passed, changed, missing, error, stale }

    public var name: String
    public var shot: String
    public var variant: [GalleryJob.Axis]
    public var status: Status
    /// The baseline was written in this run.
    public var updated: Bool = false
    public var compare: CompareSettings
    public var diff: ImageDiffResult?
    public var message: String?
    /// Images next to the report, relative to its folder.
    public var expectedImage: String?
    public var actualImage: String?
    public var diffImage: String?
    /// The smallest rectangle holding every differing pixel (in the expected image's pixels).
    public var changedRegion: PixelRegion?
    public var milliseconds: Double?
    /// With a render cache: the SHA-256 of everything that made the image (`ShotInputHash`).
    public var inputHash: String?
    /// With a render cache: how it served this shot (nil: rendered).
    public var cache: CacheUse?

    /// How the render cache served a shot.
    public enum CacheUse: String, Codable, Sendable {
        /// The inputs made exactly the baseline's bytes before: neither rendered nor compared.
        case unchangedByInput = "unchanged-by-input"
        /// The image came from the cache instead of a render, and was compared.
        case reused
    }

    public var fileName: String { name + ".png" }
    /// Failed in CI terms: differs, missing or broken, and not fixed by an update.
    public var isFailure: Bool { status != .passed && !(updated && status != .error) }
}

extension ShotResult {
    /// A result made outside a gallery check (`chatshot docs`: a picture not rendered again, or no longer
    /// referenced).
    public init(
        name: String, shot: String, status: Status, message: String? = nil, compare: CompareSettings = CompareSettings()
    ) {
        self.name = name
        self.shot = shot
        self.variant = []
        self.status = status
        self.message = message
        self.compare = compare
    }
}

/// All results of a check run (one shard), or of several merged: `results.json`.
public struct CheckResults: Codable, Sendable {
    public var version = 1
    public var gallery: String
    public var baseline: String
    /// The shards these results cover (`["2/4"]`); empty for a whole-gallery run.
    public var shards: [String]
    /// How many jobs the whole gallery has (all shards together; with `--only`, the selected ones).
    public var totalJobs: Int
    public var update: UpdateMode
    public var shots: [ShotResult]
    /// The `--only` patterns of the run (nil: the whole gallery).
    public var only: [String]?
    /// chatshot, Cairo, Pango and font versions of the machine that rendered (nil in results of older versions).
    public var environment: RenderEnvironment?
    /// After `report merge`: the shards of the run that have no report (`["3/3"]`). Their images were never checked,
    /// so the merged run fails.
    public var missingShards: [String]?
    /// After `report merge`: images of the gallery that no merged report holds (those of missing shards included).
    public var uncheckedImages: Int?

    public init(
        gallery: String, baseline: String, shards: [String], totalJobs: Int, update: UpdateMode, shots: [ShotResult],
        only: [String]? = nil, environment: RenderEnvironment? = nil
    ) {
        self.gallery = gallery
        self.baseline = baseline
        self.shards = shards
        self.totalJobs = totalJobs
        self.update = update
        self.shots = shots
        self.only = only
        self.environment = environment
    }

    public func count(_ s: ShotResult.Status) -> Int { shots.filter { $0.status == s }.count }
    public var failures: [ShotResult] { shots.filter(\.isFailure) }
    public var updatedCount: Int { shots.filter(\.updated).count }
    /// Every image was checked and none failed: no failure, no missing shard, no unchecked image.
    public var passed: Bool { failures.isEmpty && (missingShards ?? []).isEmpty && (uncheckedImages ?? 0) == 0 }
}

/// `chatshot check`: render, compare with baselines, update on request, report.
public struct BaselineCheck: Sendable {
    public var galleryPath: String
    public var baseline: String
    public var update: UpdateMode
    /// Remove stale baselines (images no shot makes). Only for whole-gallery runs.
    public var prune: Bool
    public var shard: Shard?
    /// `--only`: shot or image names (glob patterns) to check; stale baselines are not looked for then.
    public var only: [String]
    public var report: String?
    /// Where rendered images go; nil: a temporary folder removed afterwards.
    public var out: String?
    public var runner: BatchRunner
    /// `--compare` and `--perceptual-precision`: in place of every shot's own, when given.
    public var comparator: PixelComparator?
    public var perceptualPrecision: Double?
    /// The render cache (`--cache`); nil renders everything.
    public var cache: RenderCacheSession?

    public init(
        galleryPath: String, baseline: String, update: UpdateMode = .none, prune: Bool = false, shard: Shard? = nil,
        only: [String] = [], report: String? = nil, out: String? = nil, runner: BatchRunner
    ) {
        self.galleryPath = galleryPath
        self.baseline = baseline
        self.update = update
        self.prune = prune
        self.shard = shard
        self.only = only
        self.report = report
        self.out = out
        self.runner = runner
    }

    public func run() throws -> CheckResults {
        // Baselines are pixels: a shot written as PDF or SVG by `batch` is checked as its PNG.
        let (galleryJobs, selected) = try GalleryRun.jobs(galleryPath: galleryPath, shard: shard, only: only)
        let png: (GalleryJob) -> GalleryJob = {
            var job = $0
            job.shot.format = .png
            return job
        }
        let (all, jobs) = (galleryJobs.map(png), selected.map(png))
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: baseline, isDirectory: &isDir), !isDir.boolValue {
            throw ChatShotError.file(baseline, problem: "is a file, expected the baseline folder")
        }
        if update != .none { try GalleryRun.prepareFolder(baseline, what: "baseline") }
        if let report { try GalleryRun.prepareFolder(report, what: "report") }
        let renderFolder: String
        var temporary: String? = nil
        if let out {
            try GalleryRun.prepareFolder(out, what: "output")
            renderFolder = out
        } else {
            let t = NSTemporaryDirectory() + "chatshot-check-\(getpid())-\(UUID().uuidString.prefix(8))"
            try GalleryRun.prepareFolder(t, what: "temporary")
            renderFolder = t
            temporary = t
        }
        defer { if let temporary { try? fm.removeItem(atPath: temporary) } }

        // Each image is compared on its worker's thread as soon as it is rendered, with the pixels the worker drew
        // (the file is read back only when the worker has none, as a child process).
        let box = ResultBox(count: jobs.count)
        _ = cachingRunner().run(jobs, into: renderFolder) { index, outcome, pixels in
            box.set(
                index,
                cache.map { compareCached(outcome, rendered: pixels, session: $0) }
                    ?? compareOne(outcome, rendered: pixels))
        }
        // Only a run of the whole gallery knows every image a baseline may belong to.
        let wholeGallery = shard == nil && only.isEmpty
        let shots = box.results.map { $0! } + (wholeGallery ? staleBaselines(known: Set(all.map(\.fileName))) : [])
        return CheckResults(
            gallery: galleryPath, baseline: baseline, shards: shard.map { [$0.description] } ?? [],
            totalJobs: all.count, update: update, shots: shots, only: only.isEmpty ? nil : only,
            environment: .current)
    }

    /// Baseline images that no job makes (a removed or renamed shot), removed with `prune`.
    func staleBaselines(known: Set<String>) -> [ShotResult] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: baseline)) ?? []
        return files.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") && !known.contains($0) }.sorted().map { file in
            var r = ShotResult(
                name: String(file.dropLast(4)), shot: "", variant: [], status: .stale, compare: CompareSettings())
            r.message = "no shot of the gallery makes this baseline"
            if prune {
                do {
                    try FileManager.default.removeItem(atPath: (baseline as NSString).appendingPathComponent(file))
                    r.updated = true
                    r.message = "removed (--prune)"
                } catch {
                    r.message = "not removed: \(error.localizedDescription)"
                }
            }
            return r
        }
    }

    /// Compares one rendered image (`rendered`: its pixels; nil: read its file) with its baseline, copies images for
    /// the report, updates the baseline if asked.
    func compareOne(_ outcome: JobOutcome, rendered: RGBAImage? = nil) -> ShotResult {
        var job = outcome.job
        job.compare = job.compare.overridden(comparator: comparator, perceptualPrecision: perceptualPrecision)
        var r = ShotResult(
            name: job.name, shot: job.shotName, variant: job.variant, status: .passed, compare: job.compare,
            milliseconds: outcome.milliseconds)
        if let e = outcome.error {
            r.status = .error
            r.message = e
            return r
        }
        let basePath = (baseline as NSString).appendingPathComponent(job.fileName)
        let imagesDir = report.map { ($0 as NSString).appendingPathComponent("images") }
        func reportCopy(_ source: String, _ suffix: String) -> String? {
            guard let imagesDir else { return nil }
            let rel = "images/\(job.name).\(suffix).png"
            do {
                try AtomicFile.copyOutput(
                    from: source, to: (imagesDir as NSString).appendingPathComponent("\(job.name).\(suffix).png"))
            } catch {
                return nil
            }
            return rel
        }
        if !FileManager.default.fileExists(atPath: basePath) {
            r.status = .missing
            r.message = "no baseline \(job.fileName)"
        } else {
            do {
                let (expected, actual) =
                    try rendered.map { (try ImageDiff.read(basePath), $0) }
                    ?? ImageDiff.readPair(basePath, outcome.output)
                // One pass: the counts, the tightest passing threshold and — unless the pixels are bit-identical, when
                // there is nothing to show — the diff image, with darker pixels in blue.
                var options = job.compare.options
                options.diffColorAlt = RGBColor(0, 160, 255)
                var (diff, image) = ImageDiff.compare(
                    expected, actual, options: options, criteria: job.compare.criteria,
                    wantDiffImage: expected != actual, computeTightest: true)
                r.status = diff.passed ? .passed : .changed
                if !diff.passed { r.message = diff.summary }  // without file names: the line names the shot
                diff.expected = basePath
                diff.actual = job.fileName
                r.diff = diff
                if !diff.passed {
                    r.expectedImage = reportCopy(basePath, "expected")
                    if let image {
                        r.changedRegion = image.boundingBox(ofColors: [options.diffColor, options.diffColorAlt!])
                        if let imagesDir, let png = try? image.pngData(),
                            (try? AtomicFile.writeOutput(
                                png, to: (imagesDir as NSString).appendingPathComponent("\(job.name).diff.png"))) != nil
                        {
                            r.diffImage = "images/\(job.name).diff.png"
                        }
                    }
                }
            } catch {
                // An unreadable baseline is a changed one: --update replaces it.
                r.status = .changed
                r.message = "baseline \(job.fileName) cannot be read: \(error)"
            }
        }
        if r.status != .passed { r.actualImage = reportCopy(outcome.output, "actual") }
        let write: Bool
        switch update {
        case .none: write = false
        case .missing: write = r.status == .missing
        case .changed: write = r.status == .missing || r.status == .changed
        case .all: write = true
        }
        if write {
            do {
                try AtomicFile.copyOutput(from: outcome.output, to: basePath)
                r.updated = true
            } catch {
                r.message = (r.message.map { $0 + "; " } ?? "") + "baseline not written: \(error)"
            }
        }
        return r
    }
}

private final class ResultBox: Sendable {
    private let slots: Mutex<[ShotResult?]>
    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }
    func set(_ i: Int, _ r: ShotResult) { slots.withLock { $0[i] = r } }
    var results: [ShotResult?] { slots.withLock { $0 } }
}
