import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How stroked lines meet at corners.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How painted colours combine with what is below (kept: chatshot paints with normal blending).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    case clear = 16
    case copy = 17
    case sourceIn = 18
    case sourceOut = 19
    case sourceAtop = 20
    case destinationOver = 21
    case destinationIn = 22
    case destinationOut = 23
    case destinationAtop = 24
    case xor = 25
    case plusDarker = 26
    case plusLighter = 27
}

/// How image pixels are interpolated when scaled (kept).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case medium = 3
    case high = 4
}

/// Whether a gradient's end colours continue past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// A colour space (chatshot draws in sRGB whatever the space).
open class CGColorSpace: @unchecked Sendable {
    /// The space's name.
    /// The space's name (Core Foundation strings are Swift strings here).
    public let name: String?
    init(spaceName: String?) { self.name = spaceName }
    /// A named colour space.
    public convenience init?(name: String) { self.init(spaceName: name) }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(spaceName: nil) }
/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(spaceName: nil) }
