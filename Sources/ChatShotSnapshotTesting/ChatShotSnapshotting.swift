import ChatCanvas
import ChatShotKit
import ChatShotTesting
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Shot, Format == Data {
    /// A shot as a PNG, compared with pixelmatch (threshold 0.1) and no differing pixel allowed:
    /// `assertSnapshot(of: shot, as: .chatshot)`.
    public static var chatshot: Snapshotting { chatshot() }

    /// A shot as a PNG, compared with pixelmatch's `threshold` and the allowance `maxDiffPixels` /
    /// `maxDiffPixelRatio` (none: no pixel may differ; both: the stricter applies), as a gallery's `check` does. A
    /// shot that does not render fails with its reason (its "image" is then that text, which never matches).
    public static func chatshot(
        threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
        includeAA: Bool = false
    ) -> Snapshotting {
        let tolerance = ShotTolerance(
            threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels,
            maxDiffPixelRatio: maxDiffPixelRatio)
        return Snapshotting(pathExtension: "png", diffing: .chatshotPNG(tolerance)) { shot in
            do { return try ShotSnapshot.render(shot) } catch {
                return Data("chatshot: the shot did not render: \(error)".utf8)
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared with pixelmatch within `tolerance`. A failure's message names the diff image, written under
    /// `CHATSHOT_ARTIFACTS` (or the temporary folder); the diff is attached too.
    public static func chatshotPNG(_ tolerance: ShotTolerance = ShotTolerance()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if let text = String(data: actual, encoding: .utf8), text.hasPrefix("chatshot: ") { return (text, []) }
            guard let (message, diffImage) = tolerance.mismatch(expected: reference, actual: actual) else { return nil }
            guard let diffImage, let png = try? diffImage.pngData() else { return (message, []) }
            let path = (ShotSnapshot.artifactsFolder as NSString).appendingPathComponent(
                "snapshot-diff-\(UUID().uuidString).png")
            let written = (try? AtomicFile.write(png, to: path, createFolders: true)) != nil
            return (message + (written ? "\ndiff: \(path)" : ""), [.data(png, name: "diff.png")])
        }
    }
}
