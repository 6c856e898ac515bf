import Foundation

/// A time as a rational number of seconds (Core Media's `CMTime`, which `import AVFoundation` brings): `value` /
/// `timescale`. A still picture never advances a player's clock, so times are only kept and compared.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator: units per second (positive for a valid time).
    public var timescale: Int32

    /// `value` / `timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds` rounded to the nearest unit of `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        let scale = max(preferredTimescale, 1)
        self.init(value: Int64((seconds * Double(scale)).rounded()), timescale: scale)
    }

    /// The time in seconds (`nan` when invalid).
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }
    /// Whether the time has a positive timescale.
    public var isValid: Bool { timescale > 0 }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time (what an item without media reports as its duration).
    public static let invalid = CMTime(value: 0, timescale: 0)

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        lhs.isValid == rhs.isValid && (!lhs.isValid || lhs.seconds == rhs.seconds)
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(isValid ? seconds : .nan) }
}

/// A time of `value` / `timescale` seconds (Core Media's function).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// A time of `seconds`, in units of `preferredTimescale` (Core Media's function).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds (Core Media's function).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
