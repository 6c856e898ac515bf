import ChatCanvas
import Foundation
import TestSupport
import UIKit
import XCTest

@testable import ChatShotKit

/// Renders run on several threads of one process: the pixels are those of the same shots rendered one by one.
final class ConcurrentRenderTests: XCTestCase {
    func transcript(_ name: String) -> String {
        PackageRoot.examples.appendingPathComponent("transcripts/\(name)").path
    }

    func testShotsRenderedOnManyThreadsMatchShotsRenderedOneByOne() throws {
        let squared = PackageRoot.examples.appendingPathComponent("customizations/squared-bubble/manifest.yaml")
            .path
        var shots: [Shot] = []
        for scale in [1, 2, 3] {
            for style in UIUserInterfaceStyle.allCases {
                shots.append(
                    Shot(transcript: transcript("group-chat.json"), display: .init(scale: scale, style: style)))
                shots.append(
                    Shot(transcript: transcript("attachments.json"), display: .init(scale: scale, style: style)))
                shots.append(
                    Shot(
                        transcript: transcript("thread.yaml"), screen: .thread,
                        display: .init(scale: scale, style: style)))
            }
        }
        shots.append(Shot(transcript: transcript("channel-list.json"), screen: .channelList, display: .init(scale: 2)))
        shots.append(
            Shot(
                transcript: transcript("one-to-one.json"), display: .init(scale: 2, layoutDirection: .rightToLeft),
                form: .comparison(.init(after: [.init(manifests: [squared])]))))
        shots.append(
            Shot(
                transcript: transcript("tinted.json"), display: .init(scale: 1, contentSize: .accessibilityLarge),
                form: .variants(.init(key: "appearance.tintColor", values: ["systemPink", "#7B61FF"]))))
        let serial = try shots.map { try renderPNG($0) }

        let jobs = shots.enumerated().map { i, shot in
            GalleryJob(name: "shot\(i)", shotName: "shot\(i)", variant: [], shot: shot, compare: CompareSettings())
        }
        let scratch = try TemporaryFolder("threads")
        let dir = scratch.path
        // Four threads on any machine (more threads than cores still interleave the renders), each image's PNG
        // compressed on its own thread as a batch does when every core renders (the serial ones used all cores).
        let encoderThreads = BatchRunner.encoderThreads(parallelism: 4)
        let outcomes = BatchRunner(parallelism: 4) { ThreadWorker(encoderThreads: encoderThreads) }.run(
            jobs
                + jobs.map {
                    var j = $0
                    j.name += "-again"
                    return j
                }, into: dir)
        XCTAssertTrue(outcomes.allSatisfy { $0.error == nil }, "\(outcomes.compactMap(\.error))")
        for (i, png) in serial.enumerated() {
            for name in ["shot\(i)", "shot\(i)-again"] {
                let threaded = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name).png"))
                XCTAssertEqual(threaded, png, "\(name) differs from the same shot rendered alone")
            }
        }
    }

    /// Bands or shots, not both: a batch that renders one image per core compresses each image on one thread.
    func testEncoderThreadsAreTheCoresLeftToEachImage() {
        XCTAssertEqual(BatchRunner.encoderThreads(parallelism: 2, cores: 2), 1)
        XCTAssertEqual(BatchRunner.encoderThreads(parallelism: 1, cores: 2), 2)
        XCTAssertEqual(BatchRunner.encoderThreads(parallelism: 2, cores: 8), 4)
        XCTAssertEqual(BatchRunner.encoderThreads(parallelism: 3, cores: 8), 2)
        XCTAssertEqual(BatchRunner.encoderThreads(parallelism: 16, cores: 8), 1)
    }
}
