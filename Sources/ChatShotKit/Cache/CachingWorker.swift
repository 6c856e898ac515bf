import ChatCanvas
import Foundation

/// A render worker that asks the render cache first: a PNG job whose key has a cached render with unchanged inputs
/// gets that image (from the baseline when it has the same bytes, else from `cas/`) instead of a render; any other
/// job is rendered by `inner`, recording the files it reads, and the render is stored. What happened is recorded in
/// the session under the job's name.
public final class CachingWorker: RenderWorker {
    let session: RenderCacheSession
    /// The baseline folder: an image whose cached digest is its baseline's is copied from there (no download).
    let baseline: String?
    /// Makes the worker that renders, on the first job the cache does not serve (a run served entirely by the cache
    /// starts no worker process).
    private let makeInner: () throws -> RenderWorker
    private var started: RenderWorker?

    public init(session: RenderCacheSession, baseline: String? = nil, makeInner: @escaping () throws -> RenderWorker) {
        self.session = session
        self.baseline = baseline
        self.makeInner = makeInner
    }

    public convenience init(inner: RenderWorker, session: RenderCacheSession, baseline: String? = nil) {
        self.init(session: session, baseline: baseline, makeInner: { inner })
    }

    private func inner() throws -> RenderWorker {
        if let started { return started }
        let worker = try makeInner()
        started = worker
        return worker
    }

    public func render(_ job: GalleryJob, to output: String) throws {
        _ = try renderKeepingPixels(job, to: output)
    }

    public func renderKeepingPixels(_ job: GalleryJob, to output: String) throws -> RGBAImage? {
        guard job.shot.format == .png, session.isUsable,
            let key = session.hasher.key(for: job.shot, settings: session.settings)
        else { return try inner().renderKeepingPixels(job, to: output) }
        if let found = session.find(key: key) {
            let use = RenderCacheSession.Use(
                inputHash: found.inputHash, imageSHA256: found.imageSHA256, reused: true)
            if let baseline {
                // The baseline has the cached image's bytes: copied, not downloaded.
                let path = (baseline as NSString).appendingPathComponent(job.fileName)
                if FileDigests.sha256(ofFile: path) == found.imageSHA256 {
                    try AtomicFile.copyOutput(from: path, to: output)
                    session.record(job.name, use)
                    return nil
                }
            }
            if let png = session.image(found) {
                try AtomicFile.writeOutput(png, to: output, protecting: job.shot.inputFiles)
                session.record(job.name, use)
                return nil
            }
        }
        let (pixels, reads) = try inner().renderRecordingReads(job, to: output)
        if let reads, let png = try? Data(contentsOf: URL(fileURLWithPath: output)) {
            session.record(job.name, session.store(key: key, reads: reads, png: png))
        }
        return pixels
    }

    public func renderRecordingReads(_ job: GalleryJob, to output: String) throws -> (RGBAImage?, [String]?) {
        (try renderKeepingPixels(job, to: output), nil)
    }

    public func close() { started?.close() }
}
