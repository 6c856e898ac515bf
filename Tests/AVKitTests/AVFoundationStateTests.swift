import AVFoundation
import XCTest

/// Players, items and the audio session keep the state an app's code gives them (nothing plays offline).
final class AVFoundationStateTests: XCTestCase {
    func testPlayAndPauseSetTheRateAndTheStatus() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/master.m3u8"))
        let item = AVPlayerItem(asset: AVURLAsset(url: url))
        let player = AVPlayer(playerItem: item)
        XCTAssertEqual(player.timeControlStatus, .paused)
        player.play()
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.timeControlStatus, .waitingToPlayAtSpecifiedRate, "no media arrives offline")
        player.pause()
        XCTAssertEqual(player.rate, 0)
        XCTAssertEqual(player.timeControlStatus, .paused)
        XCTAssertEqual(item.status, .unknown)
        XCTAssertEqual((item.asset as? AVURLAsset)?.url, url)
        XCTAssertFalse(item.duration.isValid)
    }

    func testSeekingMovesTheItemsTime() throws {
        let player = AVPlayer(url: try XCTUnwrap(URL(string: "https://example.com/a.mp4")))
        var finished: Bool?
        player.seek(to: CMTime(seconds: 2.5, preferredTimescale: 600)) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(player.currentTime().seconds, 2.5, accuracy: 1e-9)
        XCTAssertEqual(CMTimeGetSeconds(CMTimeMake(value: 3, timescale: 2)), 1.5)
        XCTAssertLessThan(CMTime.zero, CMTime(seconds: 1, preferredTimescale: 1))
    }

    func testTheAudioSessionKeepsItsCategoryAndMode() throws {
        let session = AVAudioSession.sharedInstance()
        XCTAssertTrue(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback)
        XCTAssertEqual(session.category, .playback)
        XCTAssertEqual(session.mode, .moviePlayback)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        XCTAssertTrue(session.isActive)
    }
}
