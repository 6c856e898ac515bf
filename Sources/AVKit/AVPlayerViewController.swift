import AVFoundation
import UIKit

/// A view controller that shows a player's video with its playback controls (AVKit's `AVPlayerViewController`).
/// Drawn as a player is before its first frame: the view is black, with the player's layer (`AVPlayerLayer`,
/// black too) over its bounds and the `contentOverlayView` above it, where an app adds its own views. The system's
/// playback controls are not drawn (they fade out while a video plays; a still picture shows the video area), and
/// everything else — picture in picture, full screen, the delegate — is kept and inert.
open class AVPlayerViewController: UIViewController {
    /// The layer the player's video appears in.
    private let playerLayer = AVPlayerLayer()

    /// The player whose video is shown.
    open var player: AVPlayer? {
        get { playerLayer.player }
        set { playerLayer.player = newValue }
    }
    /// How the video fits the view.
    open var videoGravity: AVLayerVideoGravity {
        get { playerLayer.videoGravity }
        set { playerLayer.videoGravity = newValue }
    }
    /// Where the video is, in the view: its bounds (no video size is known offline).
    open var videoBounds: CGRect { bounds }
    /// Whether the first frame is ready: `false` (no frames offline).
    open var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
    /// Whether the system's playback controls show (kept; they are not drawn).
    open var showsPlaybackControls = true
    /// Whether the timecode shows (kept).
    open var showsTimecodes = false
    /// Whether picture in picture is allowed (kept).
    open var allowsPictureInPicturePlayback = true
    /// Whether the video goes full screen when playback starts (kept).
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether full screen ends when playback ends (kept).
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the player updates the system's Now Playing information (kept).
    open var updatesNowPlayingInfoCenter = true
    /// Whether the player may continue in picture in picture when the app leaves (kept).
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// The controller's delegate (kept; no event happens in a still picture).
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// A view between the video and the controls, for the app's own views; constraints pin it to the view's edges.
    public let contentOverlayView: UIView? = UIView()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpVideoArea()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpVideoArea()
    }

    /// A black view, the player's layer in it and the overlay view above.
    private func setUpVideoArea() {
        backgroundColor = .black
        layer.addSublayer(playerLayer)
        guard let overlay = contentOverlayView else { return }
        overlay.translatesAutoresizingMaskIntoConstraints = false
        addSubview(overlay)
        NSLayoutConstraint.activate([
            overlay.leadingAnchor.constraint(equalTo: leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: trailingAnchor),
            overlay.topAnchor.constraint(equalTo: topAnchor),
            overlay.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }

    open override func layoutSubviews() {
        playerLayer.frame = bounds
        super.layoutSubviews()
    }
}
