import UIKit

/// The view a video plays in (`Components.playerView`): inert in a still picture (no video frame is decoded);
/// it shows its background.
open class PlayerView: _View {}
