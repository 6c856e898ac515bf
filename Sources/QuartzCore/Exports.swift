// `import QuartzCore` on Linux. Core Animation's types live in chatshot's UIKit module, beside the views whose layers
// they are (`CALayer` paints through ChatCanvas and takes `UIColor`s), so this module depends on UIKit and re-exports
// just those types, and Foundation and CoreGraphics as Apple's QuartzCore does. UIKit does not import this module:
// there is no cycle. A file that imports both gets the same types.
@_exported import CoreGraphics

@_exported import class UIKit.CAAnimation
@_exported import protocol UIKit.CAAnimationDelegate
@_exported import class UIKit.CABasicAnimation
@_exported import struct UIKit.CACornerMask
@_exported import class UIKit.CAGradientLayer
@_exported import struct UIKit.CAGradientLayerType
@_exported import class UIKit.CALayer
@_exported import struct UIKit.CAMediaTimingFillMode
@_exported import class UIKit.CAMediaTimingFunction
@_exported import struct UIKit.CAMediaTimingFunctionName
@_exported import class UIKit.CAPropertyAnimation
@_exported import class UIKit.CAShapeLayer
@_exported import struct UIKit.CAShapeLayerFillRule
@_exported import struct UIKit.CAShapeLayerLineCap
@_exported import struct UIKit.CAShapeLayerLineJoin
@_exported import class UIKit.CATransaction
@_exported import struct UIKit.CATransform3D
@_exported import func UIKit.CATransform3DConcat
@_exported import func UIKit.CATransform3DEqualToTransform
@_exported import func UIKit.CATransform3DGetAffineTransform
@_exported import var UIKit.CATransform3DIdentity
@_exported import func UIKit.CATransform3DIsAffine
@_exported import func UIKit.CATransform3DIsIdentity
@_exported import func UIKit.CATransform3DMakeAffineTransform
@_exported import func UIKit.CATransform3DMakeRotation
@_exported import func UIKit.CATransform3DMakeScale
@_exported import func UIKit.CATransform3DMakeTranslation
@_exported import func UIKit.CATransform3DRotate
@_exported import func UIKit.CATransform3DScale
@_exported import func UIKit.CATransform3DTranslate
@_exported import typealias UIKit.CFTimeInterval
