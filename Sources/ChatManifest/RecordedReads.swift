/// The files a piece of work reads through chatshot's loaders (transcripts, manifests and their `extends:` bases,
/// the images they name, font files they name), on the calling thread: what a render depends on beside its options,
/// for the render cache.
public enum RecordedReads {
    /// Runs `body` and returns its result with the paths it depended on, on this thread (in order, repeats kept): the
    /// files read, and those a cached manifest it used was made of. Recordings nest: an outer one gets the inner
    /// one's paths too.
    public static func recording<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        try FileReads.recordingDependencies(body)
    }
}
