import ChatCanvas
import Foundation

extension BaselineCheck {
    /// The runner, its workers asking the render cache first when there is one.
    func cachingRunner() -> BatchRunner {
        guard let cache else { return runner }
        var r = runner
        let make = runner.makeWorker
        let baseline = self.baseline
        r.makeWorker = { CachingWorker(session: cache, baseline: baseline, makeInner: make) }
        return r
    }

    /// `compareOne` with the render cache: a shot whose cached image has its baseline's bytes, with a recorded
    /// comparison of them, is passed as unchanged by input without comparing; others are compared as without a
    /// cache and carry their input hash.
    func compareCached(_ outcome: JobOutcome, rendered: RGBAImage?, session: RenderCacheSession) -> ShotResult {
        var job = outcome.job
        // The comparison recorded and reported is the one this run makes (`--compare` overrides the gallery's).
        job.compare = job.compare.overridden(comparator: comparator, perceptualPrecision: perceptualPrecision)
        guard let use = session.use(for: job.name), outcome.error == nil else {
            return compareOne(outcome, rendered: rendered)
        }
        let basePath = (baseline as NSString).appendingPathComponent(job.fileName)
        let baselineSHA256 = FileDigests.sha256(ofFile: basePath)
        if use.reused, update != .all, baselineSHA256 == use.imageSHA256,
            var r = session.comparison(image: use.imageSHA256, baseline: use.imageSHA256, compare: job.compare)
        {
            (r.name, r.shot, r.variant, r.compare) = (job.name, job.shotName, job.variant, job.compare)
            r.milliseconds = outcome.milliseconds
            r.diff?.expected = basePath
            r.diff?.actual = job.fileName
            r.inputHash = use.inputHash
            r.cache = .unchangedByInput
            return r
        }
        var r = compareOne(outcome, rendered: rendered)
        r.inputHash = use.inputHash
        if use.reused { r.cache = .reused }
        if r.status == .passed, !r.updated, let baselineSHA256, baselineSHA256 == use.imageSHA256 {
            session.storeComparison(r, image: use.imageSHA256, baseline: baselineSHA256, compare: job.compare)
        } else if r.updated, !session.readOnly, FileDigests.sha256(ofFile: basePath) == use.imageSHA256 {
            // The baseline was just written from this image: compare them as the next check will (the same code,
            // nothing written), so that check finds the shot unchanged by input.
            var probe = self
            probe.update = .none
            probe.report = nil
            let next = probe.compareOne(outcome, rendered: rendered)
            session.storeComparison(next, image: use.imageSHA256, baseline: use.imageSHA256, compare: job.compare)
        }
        return r
    }
}
