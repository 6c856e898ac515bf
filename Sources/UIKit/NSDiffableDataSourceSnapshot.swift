import Foundation

/// The sections and items a diffable data source shows, by identifier, as in UIKit. A still picture applies it at
/// once (nothing animates): reloads and reconfigurations only mark the items.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        let index = indexOfSection(toIdentifier) ?? sections.count
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        let index = indexOfSection(toIdentifier).map { $0 + 1 } ?? sections.count
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = indexOfSection(identifier) else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: indexOfSection(toIdentifier) ?? sections.count)
    }
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = indexOfSection(identifier) else { return }
        let section = sections.remove(at: from)
        sections.insert(section, at: indexOfSection(toIdentifier).map { $0 + 1 } ?? sections.count)
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: Items

    /// Appends items to a section (the last one when nil).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
        else { return }
        sections[index].items += identifiers
    }
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        for s in sections.indices {
            guard let i = sections[s].items.firstIndex(of: anchor) else { continue }
            sections[s].items.insert(contentsOf: identifiers, at: after ? i + 1 : i)
            return
        }
    }
}
