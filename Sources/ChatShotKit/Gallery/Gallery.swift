import ChatManifest
import Foundation
import StreamChatUI
import UIKit

/// How a shot is compared with its baseline (per shot in the gallery; defaults: pixelmatch's 0.1, no pixel allowed).
public struct CompareSettings: Codable, Hashable, Sendable {
    public var threshold: Double = 0.1
    public var includeAA: Bool = false
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?
    /// The per-pixel measure (nil: pixelmatch, whose `threshold` and `includeAA` apply).
    public var comparator: PixelComparator?
    /// With the delta-e comparator: a pixel differs when its ΔE₀₀ exceeds (1 − p) × 100 (nil: 0.98).
    public var perceptualPrecision: Double?
    public init() {}

    public var options: PixelMatchOptions {
        PixelMatchOptions(
            threshold: threshold, includeAA: includeAA, comparator: comparator ?? .pixelmatch,
            perceptualPrecision: perceptualPrecision ?? DeltaE2000.defaultPrecision)
    }

    /// These settings with a run's `--compare` and `--perceptual-precision`, when given, in place of the gallery's.
    public func overridden(comparator: PixelComparator?, perceptualPrecision: Double?) -> CompareSettings {
        var s = self
        if let comparator { s.comparator = comparator == .pixelmatch ? nil : comparator }
        if let perceptualPrecision { s.perceptualPrecision = perceptualPrecision }
        return s
    }
    public var criteria: DiffCriteria {
        DiffCriteria(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }
}

/// One image to render: a gallery shot with one value on each of its axes.
public struct GalleryJob: Codable, Hashable, Sendable {
    /// The stable file name without `.png`: the shot name, then the values of the axes that vary (`channel--dark--3x`).
    public var name: String
    /// The gallery shot's name.
    public var shotName: String
    /// The axis values in axis order (`device`, `appearance`, `content-size`, `layout-direction`, `scale`, `locale`).
    public var variant: [Axis]
    /// What to render.
    public var shot: Shot
    public var compare: CompareSettings

    public struct Axis: Codable, Hashable, Sendable {
        public var axis: String
        public var value: String
        public init(axis: String, value: String) {
            self.axis = axis
            self.value = value
        }
    }

    /// `name.png` (or `.pdf`, `.svg`: the shot's format).
    public var fileName: String { name + "." + shot.format.fileExtension }
}

/// A gallery file: shots, each with the values of its axes, expanded into render jobs. Read with `Gallery.load`.
public struct Gallery: Sendable {
    public var path: String
    public var entries: [Entry]
    /// What the reader noticed but did not refuse, one line each with `file:line:column` (a shot's allowance that
    /// another one shadows).
    public var warnings: [String] = []

    /// One shot of the gallery before its axes are expanded.
    public struct Entry: Sendable {
        public var name: String
        /// Where the shot is written (its `name`), for messages.
        public var location: SourceLocation
        /// Values of each axis, in axis order; an axis with more than one value varies (and names the files).
        public var axes: [(dimension: Dimension, values: [String])]
        /// The shot with every key applied but the axes.
        public var shot: Shot
        public var compare: CompareSettings
        /// Devices by name (built-in and the gallery's own, which are generic phones of their size).
        public var devices: [String: Device]
        /// Where each key of the shot (or of `defaults`) is written, for messages about it.
        var keyLocations: [String: SourceLocation]
    }

    /// The axes of a shot: keys that take a list of values and render each. The raw value is the key's name.
    public enum Dimension: String, Sendable, CaseIterable {
        case device, appearance
        case contentSize = "content-size"
        case layoutDirection = "layout-direction"
        case scale
        case locale
    }

    /// Every job of the gallery, shots in file order and variants in axis order.
    public func jobs() -> [GalleryJob] {
        entries.flatMap { $0.jobs() }
    }
}

extension Gallery.Entry {
    /// The jobs of this shot: one per combination of axis values.
    func jobs() -> [GalleryJob] {
        var combos: [[GalleryJob.Axis]] = [[]]
        for (dimension, values) in axes {
            combos = combos.flatMap { c in values.map { c + [GalleryJob.Axis(axis: dimension.rawValue, value: $0)] } }
        }
        return combos.map { combo in
            var shot = self.shot
            var nameParts = [name]
            for a in combo {
                let dimension = Gallery.Dimension(rawValue: a.axis)!
                switch dimension {
                case .device:
                    if let d = devices[a.value] {
                        shot.display.width = d.width
                        shot.display.height = d.height
                        shot.display.device = d
                    }
                case .appearance: shot.display.style = UIUserInterfaceStyle(rawValue: a.value)!
                case .contentSize: shot.display.contentSize = .init(rawValue: a.value)!
                case .layoutDirection:
                    shot.display.layoutDirection = UITraitEnvironmentLayoutDirection(rawValue: a.value)!
                case .scale: shot.display.scale = Int(a.value.dropLast())!
                case .locale: shot.display.locale = ChatLocale(rawValue: a.value)!
                }
                if axes.first(where: { $0.dimension == dimension })!.values.count > 1 { nameParts.append(a.value) }
            }
            return GalleryJob(
                name: nameParts.joined(separator: "--"), shotName: name, variant: combo, shot: shot, compare: compare)
        }
    }
}

// MARK: - Shards

/// `--shard K/N`: the K-th of N disjoint parts of a gallery (1 ≤ K ≤ N). Jobs are sorted by file name
/// and dealt round-robin, so every machine computes the same split and the parts cover everything.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        let option = "--shard \(index)/\(count)"
        guard count >= 1 else { throw ChatShotError.option(option, problem: "the number of shards must be at least 1") }
        guard (1...count).contains(index) else {
            throw ChatShotError.option(option, problem: "expected K/N with 1 ≤ K ≤ N (shards count from 1)")
        }
        self.index = index
        self.count = count
    }

    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ChatShotError.option("--shard '\(text)'", problem: "expected K/N, two whole numbers such as 2/4")
        }
        try self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    public func select(_ jobs: [GalleryJob]) -> [GalleryJob] {
        let sorted = jobs.sorted { $0.name < $1.name }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
