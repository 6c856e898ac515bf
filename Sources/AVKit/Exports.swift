// `import AVKit` on Linux. As Apple's framework does, the module brings AVFoundation (players, assets, the audio
// session) and UIKit, whose view controllers it extends.
@_exported import AVFoundation
@_exported import UIKit
