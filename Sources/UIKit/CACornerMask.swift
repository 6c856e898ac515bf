/// The corners a layer rounds (`CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)  // top left
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)  // top right
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)  // bottom left
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)  // bottom right
    public static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
}
