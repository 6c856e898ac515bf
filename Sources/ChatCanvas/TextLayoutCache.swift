import Foundation

@_implementationOnly import CPangoCairo

/// The Pango layouts a thread's environment has shaped, by everything that shapes them, so text measured again with
/// the same inputs — a label asked for its size by its stack, then by Auto Layout, then laid out — reuses the layout
/// and its metrics instead of itemizing and shaping the text again. A layout is never changed after it is made
/// (drawing reads its lines), so `TextLayout`s with equal inputs share one; each holds its own reference.
///
/// Guarded by the environment's lock. Emptied when fonts are added to the configuration (the environment's font
/// generation) and when it holds `capacity` layouts, so memory stays bounded however many shots a thread renders.
struct TextLayoutCache {
    /// Everything `TextLayout.init` shapes from.
    struct Key: Hashable {
        var text: StyledText
        var font: Font
        var color: Color
        var width: Double?
        var maxLines: Int
        var alignment: TextAlignment
        var lineBreakMode: LineBreakMode
        var direction: TextDirection
        var lineSpacing: Double
        var justify: Bool
        var lastLineOwnHeight: Bool
    }

    /// A shaped layout (one reference owned by the cache) and its measurements.
    struct Entry {
        let layout: OpaquePointer
        let metrics: TextLayout.Metrics
    }

    /// At most this many layouts are kept (a 3x chat screen shapes about 80 different texts).
    static let capacity = 256

    private var entries: [Key: Entry] = [:]

    /// How many layouts are kept.
    var count: Int { entries.count }

    /// The layout for `key` with a new reference for the caller, or nil.
    func retained(_ key: Key) -> Entry? {
        guard let entry = entries[key] else { return nil }
        g_object_ref(UnsafeMutableRawPointer(entry.layout))
        return entry
    }

    /// Keeps `entry` (taking a reference of its own), emptying the cache first when it is full.
    mutating func insert(_ entry: Entry, for key: Key) {
        if entries.count >= Self.capacity { removeAll() }
        g_object_ref(UnsafeMutableRawPointer(entry.layout))
        entries[key] = entry
    }

    /// Drops every layout (the `TextLayout`s using them keep theirs).
    mutating func removeAll() {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        entries = [:]
    }
}
