import CoreGraphics
import Foundation
import UIKit

/// A layer that shows a player's video (AVFoundation's `AVPlayerLayer`). No video frame exists offline, so a still
/// picture shows what a player shows before its first frame arrives: the video area black, over the whole bounds
/// (with no known video size, every gravity covers the bounds). Its sublayers, border and corners are drawn as any
/// layer's.
open class AVPlayerLayer: CALayer {
    /// The player whose video the layer shows.
    open var player: AVPlayer?
    /// How the video fits the bounds (kept: there is no video size to fit).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the first frame is ready: `false` (no frames offline).
    open private(set) var isReadyForDisplay = false
    /// Where the video is drawn in the layer: its bounds (no video size is known).
    open var videoRect: CGRect { CGRect(origin: .zero, size: bounds.size) }

    /// A layer with no player.
    public required init() { super.init() }
    /// A copy of another layer for presentation (a new layer with its player).
    public required convenience init(layer: Any) {
        self.init()
        player = (layer as? AVPlayerLayer)?.player
    }
    /// A layer showing `player`'s video.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    /// Draws the video area: black.
    open override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.black.cgColor)
        ctx.fill(videoRect)
    }
}
