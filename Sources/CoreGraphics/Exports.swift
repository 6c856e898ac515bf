// `import CoreGraphics` on Linux: Foundation declares the geometry types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
// `CGAffineTransform`), as Apple's CoreGraphics does; this module re-exports them under Apple's name.
@_exported import Foundation
