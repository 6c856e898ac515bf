import Foundation

/// UIKit's index paths of table and collection views: a section and a row (or item).
extension IndexPath {
    /// The index path of a row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of an item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index).
    public var section: Int {
        get { count > 1 ? self[0] : 0 }
        set { self = IndexPath(indexes: [newValue, item]) }
    }
    /// The row (the second index; a one-index path's only one).
    public var row: Int {
        get { count > 1 ? self[1] : (count == 1 ? self[0] : 0) }
        set { self = IndexPath(indexes: [section, newValue]) }
    }
    /// The item: the same as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
