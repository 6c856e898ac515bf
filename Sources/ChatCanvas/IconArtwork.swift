import Foundation

/// chatshot's own icon artwork, as small SVG documents (drawn for this project).
enum IconArtwork {
    struct Artwork: Sendable {
        let svg: String
        let isTemplate: Bool
    }
    static let all: [String: Artwork] = [:]
    static let aliases: [String: String] = [:]
}
