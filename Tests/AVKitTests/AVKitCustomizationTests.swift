import CustomizationBuild
import XCTest

/// An app's video screen that imports AVKit type-checks through the customization build, which finds AVKit and
/// AVFoundation beside UIKit.
final class AVKitCustomizationTests: XCTestCase {
    static let source = """
        import AVKit
        import UIKit

        final class LiveVideoViewController: UIViewController {
            private let url = URL(string: "https://example.com/live/master.m3u8")!
            private let videoView = UIView()
            private lazy var player: AVPlayer = {
                let asset = AVAsset(url: url)
                return AVPlayer(playerItem: AVPlayerItem(asset: asset))
            }()
            private lazy var playerLayer = AVPlayerLayer(player: player)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(videoView)
                videoView.layer.addSublayer(playerLayer)
                player.play()
                try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                playerLayer.frame = videoView.bounds
                playerLayer.videoGravity = .resizeAspect
            }

            func showFullScreen() {
                let controller = AVPlayerViewController()
                controller.player = player
                controller.showsPlaybackControls = true
                present(controller, animated: true) { controller.player?.play() }
                player.seek(to: CMTime(seconds: 10, preferredTimescale: 600))
            }
        }
        """

    func testAnAppsVideoScreenTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/LiveVideo.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }
}
