// `import AVFoundation` on Linux. As Apple's framework does, the module brings Foundation, and Core Animation
// (QuartzCore: `AVPlayerLayer` is a `CALayer`) with CoreGraphics.
@_exported import Foundation
@_exported import QuartzCore
