import Foundation

/// Errors reading images; the message names the file and what was wrong.
public struct ImageError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "\(path): \(reason)" }
}

/// A decoded raster image (PNG or JPEG) or a vector image (SVG, drawn crisply at any scale).
public final class Image: @unchecked Sendable {
    /// The natural size in points (pixels for raster images, the SVG's intrinsic size for vectors).
    public var size: Size { fatalError("TODO") }
    /// True for SVG-backed images.
    public var isVector: Bool { fatalError("TODO") }

    /// Loads a PNG, JPEG or SVG file (chosen by content, not extension). Throws `ImageError` for a missing,
    /// unreadable or corrupt file.
    public static func load(path: String) throws -> Image { fatalError("TODO") }
    /// An SVG document from memory.
    public static func svg(_ document: String, name: String = "svg") throws -> Image { fatalError("TODO") }
    /// A raster image from straight-alpha RGBA bytes (width × height × 4).
    public static func rgba(width: Int, height: Int, bytes: [UInt8]) -> Image { fatalError("TODO") }
}

/// How an image fills a rectangle.
public enum ContentMode: Sendable { case scaleToFill, aspectFit, aspectFill, center }
