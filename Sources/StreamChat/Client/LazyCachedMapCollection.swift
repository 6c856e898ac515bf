/// The collection controllers return their items in (the SDK's `LazyCachedMapCollection`): random access, indexed
/// from 0. Offline, the items are there already.
public struct LazyCachedMapCollection<Element>: RandomAccessCollection {
    private let elements: [Element]

    public init<Source: Collection>(source: Source, map: (Source.Element) -> Element) {
        elements = source.map(map)
    }

    init(_ elements: [Element]) {
        self.elements = elements
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
}

extension LazyCachedMapCollection: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.elements = elements
    }
}

extension LazyCachedMapCollection: Equatable where Element: Equatable {}
extension LazyCachedMapCollection: Sendable where Element: Sendable {}
