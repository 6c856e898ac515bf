import ChatCanvas
import Foundation
import StreamChatUI
import UIKit

extension ManifestValidator {
    static let resolverSlot = "messageLayoutOptionsResolver"
    static let resolverKeys = ["remove", "insert", "rules"]
    static let ruleKeys = ["when", "remove", "insert"]
    static let overrideStructureKeys = ["layout", "newViews"]
    static let layoutOperationNames = ["remove", "move", "reverse", "reorder"]
    static let newViewKeys = ["name", "kind", "container", "at", "properties", "showWhen", "keepSpace"]
    static let conditionCombinators = ["all", "any", "not"]
    static let conditionKeys = ["option", "type"]
    /// Predicates on channels (the channel list's item views).
    static let channelPredicateNames = ["hasUnread", "isMuted", "isDirectMessageChannel"]
    static var predicateNames: [String] { MessageConditionEvaluator.predicateNames + channelPredicateNames }

    /// Every key `components` accepts.
    static var componentKeys: [String] { Components.flagNames + [resolverSlot] + Components.viewSlotNames }

    // MARK: - components

    mutating func components(_ r: NodeReader) throws -> ComponentsSpec {
        let o = try r.object()
        var spec = ComponentsSpec()
        for (key, value, _) in o.children {
            if Components.flagNames.contains(key) {
                spec.flags.append((key, try value.bool()))
            } else if key == Self.resolverSlot {
                spec.resolver = try resolver(value)
            } else if Components.viewSlotNames.contains(key) {
                spec.overrides.append((key, try viewOverride(value, slot: key)))
            } else {
                throw o.keyError(
                    key,
                    "unknown component (expected a Components flag, messageLayoutOptionsResolver or a view slot)"
                        + Suggestions.hint(for: key, in: Self.componentKeys, listIfShort: false))
            }
        }
        return spec
    }

    // MARK: - messageLayoutOptionsResolver

    func resolver(_ r: NodeReader) throws -> ResolverSpec {
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.resolverKeys, what: "resolver key")
        var spec = ResolverSpec()
        // Options anyone inserts may be removed again (custom options are extensible).
        var inserted = Set<String>()
        var ruleReaders: [NodeReader] = []
        if let rs = o.optional("rules") { ruleReaders = try rs.array() }
        if let i = o.optional("insert") {
            spec.insert = try optionNames(i, removing: false, inserted: [])
            inserted.formUnion(spec.insert)
        }
        for rule in ruleReaders {
            if let i = try rule.object().optional("insert") {
                inserted.formUnion(try optionNames(i, removing: false, inserted: []))
            }
        }
        if let rm = o.optional("remove") { spec.remove = try optionNames(rm, removing: true, inserted: inserted) }
        for rule in ruleReaders {
            let ro = try rule.object()
            try ro.rejectUnknownKeys(allowed: Self.ruleKeys, what: "rule key")
            let when = try condition(try ro.required("when", "a condition such as {hasAttachments: true}"))
            let remove = try ro.optional("remove").map { try optionNames($0, removing: true, inserted: inserted) } ?? []
            let insert = try ro.optional("insert").map { try optionNames($0, removing: false, inserted: []) } ?? []
            if remove.isEmpty && insert.isEmpty {
                throw rule.error("a rule needs remove: and/or insert:")
            }
            spec.rules.append(LayoutOptionsRule(when: when, remove: remove, insert: insert))
        }
        return spec
    }

    /// A list of option names (or one name). Removing: names must be known or inserted somewhere (did-you-mean);
    /// inserting: custom names are allowed, but a near-miss of a known name is taken as a typo.
    func optionNames(_ r: NodeReader, removing: Bool, inserted: Set<String>) throws -> [String] {
        let known = ChatMessageLayoutOptions.knownOptionNames
        var result: [String] = []
        for item in try r.arrayOrSingle() {
            let name = try item.nonEmptyString()
            guard name.first!.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw item.error(
                    "expected a layout option name such as flipped or shareAttachments, found \(item.node.shortDescription)"
                )
            }
            if !known.contains(name) {
                if removing, !inserted.contains(name) {
                    throw item.error(
                        "unknown layout option \(item.node.shortDescription)"
                            + Suggestions.hint(for: name, in: known, listIfShort: false)
                            + (Suggestions.closest(to: name, in: known) == nil
                                ? " (known options: \(known.joined(separator: ", ")))" : ""))
                }
                if !removing,
                    let near = known.first(where: {
                        Suggestions.distance($0.lowercased(), name.lowercased()) <= (name.count > 6 ? 2 : 1)
                    })
                {
                    throw item.error(
                        "unknown layout option \(item.node.shortDescription); did you mean \"\(near)\"? (custom options must not look like the SDK's)"
                    )
                }
            }
            if !result.contains(name) { result.append(name) }
        }
        return result
    }

    // MARK: - Conditions

    /// `{option: shareAttachments}`, `{isSentByCurrentUser: true}`, `{type: [ephemeral, error]}`, `{all: […]}`,
    /// `{any: […]}`, `{not: {…}}`; several keys in one mapping must all hold. A bare predicate name means `true`.
    func condition(_ r: NodeReader) throws -> Condition {
        if r.isScalar {
            let name = try r.string()
            if name.hasPrefix("!"), Self.predicateNames.contains(String(name.dropFirst())) {
                return .predicate(String(name.dropFirst()), false)
            }
            guard Self.predicateNames.contains(name) else {
                throw r.error(
                    "expected a condition such as {hasAttachments: true} or {option: shareAttachments}, found \(r.node.shortDescription)"
                        + Suggestions.hint(for: name, in: Self.predicateNames, listIfShort: false))
            }
            return .predicate(name, true)
        }
        if r.isSequence { return .all(try r.array().map(condition)) }
        let o = try r.object()
        if o.entries.isEmpty { throw r.error("expected a condition, found an empty mapping") }
        var parts: [Condition] = []
        for (key, value, _) in o.children {
            switch key {
            case "option":
                let names = try value.arrayOrSingle().map { try $0.nonEmptyString() }
                parts.append(contentsOf: names.map { .option($0) })
            case "type":
                parts.append(.messageType(try value.arrayOrSingle().map { try $0.nonEmptyString() }))
            case "all": parts.append(.all(try value.array().map(condition)))
            case "any": parts.append(.any(try value.array().map(condition)))
            case "not": parts.append(.not(try condition(value)))
            default:
                guard Self.predicateNames.contains(key) else {
                    throw o.keyError(
                        key,
                        "unknown condition"
                            + Suggestions.hint(
                                for: key, in: Self.conditionKeys + Self.conditionCombinators + Self.predicateNames,
                                listIfShort: false)
                            + "; expected option, type, all, any, not or a predicate (\(Self.predicateNames.joined(separator: ", ")))"
                    )
                }
                parts.append(.predicate(key, try value.bool()))
            }
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    // MARK: - View overrides

    /// `components.<slot>`: properties of the view, subview overrides by name, `layout:` operations, `newViews:`.
    mutating func viewOverride(_ r: NodeReader, slot: String) throws -> ViewOverrideSpec {
        let o = try r.object()
        let properties = Components.overridableProperties(forSlot: slot) ?? [:]
        let subviewNames = Components.subviewNames(forSlot: slot) ?? []
        var spec = ViewOverrideSpec()

        // New views first: their names may be used by layout operations and by later new views' containers.
        var newViewNames: [String] = []
        if let nv = o.optional("newViews") {
            for item in try nv.array() {
                let draft = try newView(
                    item, slot: slot, properties: properties,
                    containers: subviewNames + newViewNames, taken: subviewNames + newViewNames)
                newViewNames.append(draft.name)
                spec.newViews.append(draft)
            }
        }
        let viewNames = subviewNames + newViewNames
        let allowed = properties.keys.sorted() + subviewNames + Self.overrideStructureKeys
        for (key, value, _) in o.children {
            if key == "newViews" { continue }
            if key == "layout" {
                spec.layout = try value.array().map { try layoutOperation($0, views: viewNames) }
            } else if let name = Self.propertyName(key, in: properties) {
                spec.properties[name] = try property(value, name: name, kind: properties[name]!)
            } else if subviewNames.contains(key) {
                spec.subviews[key] = try subviewOverride(value, properties: properties)
            } else {
                throw o.keyError(
                    key,
                    "unknown property or subview of \(slot)"
                        + Suggestions.hint(for: key, in: allowed, listIfShort: false))
            }
        }
        return spec
    }

    /// A named subview's override: its properties only.
    mutating func subviewOverride(_ r: NodeReader, properties: [String: OverrideValueKind]) throws -> ViewOverrideSpec {
        let o = try r.object()
        var spec = ViewOverrideSpec()
        for (key, value, _) in o.children {
            guard let name = Self.propertyName(key, in: properties) else {
                throw o.keyError(
                    key,
                    "unknown property" + Suggestions.hint(for: key, in: properties.keys.sorted(), listIfShort: false))
            }
            spec.properties[name] = try property(value, name: name, kind: properties[name]!)
        }
        return spec
    }

    /// `remove: view`, `move: {view, into, at}`, `reverse: container`, `reorder: {container, order: […]}`.
    func layoutOperation(_ r: NodeReader, views: [String]) throws -> LayoutOperation {
        let o = try r.object()
        guard o.entries.count == 1, let first = o.children.first else {
            throw r.error(
                "expected one operation per item (remove, move, reverse or reorder), found \(o.keys.count) keys")
        }
        let op = first.key
        let value = first.value
        func viewName(_ r: NodeReader, _ what: String = "view") throws -> String {
            let name = try r.nonEmptyString()
            guard views.contains(name) else {
                throw r.error(
                    "unknown \(what) \(r.node.shortDescription)"
                        + Suggestions.hint(for: name, in: views, listIfShort: true))
            }
            return name
        }
        switch op {
        case "remove":
            return .remove(view: try viewName(value))
        case "reverse":
            return .reverse(container: try viewName(value, "container"))
        case "move":
            let m = try value.object()
            try m.rejectUnknownKeys(allowed: ["view", "into", "at"], what: "key of move")
            return .move(
                view: try viewName(try m.required("view", "a view name")),
                into: try viewName(try m.required("into", "a container name"), "container"),
                at: try m.optional("at")?.int(minimum: 0))
        case "reorder":
            let m = try value.object()
            try m.rejectUnknownKeys(allowed: ["container", "order"], what: "key of reorder")
            let container = try viewName(try m.required("container", "a container name"), "container")
            let order = try m.required("order", "a list of view names").array().map { try viewName($0) }
            return .reorder(container: container, order: order)
        default:
            throw o.keyError(op, "unknown layout operation" + Suggestions.hint(for: op, in: Self.layoutOperationNames))
        }
    }

    mutating func newView(
        _ r: NodeReader, slot: String, properties: [String: OverrideValueKind],
        containers: [String], taken: [String]
    ) throws -> NewViewSpecDraft {
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: Self.newViewKeys, what: "key of a new view")
        let nameReader = try o.required("name", "a name for the new view")
        let name = try nameReader.nonEmptyString()
        guard name.first!.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw nameReader.error(
                "expected a name made of letters and digits, found \(nameReader.node.shortDescription)")
        }
        if taken.contains(name) { throw nameReader.error("\(slot) already has a view named \"\(name)\"") }
        let kindReader = try o.required(
            "kind", "a kind: \(NewViewSpec.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        let kindName = try kindReader.string()
        guard let kind = NewViewSpec.Kind(rawValue: kindName) else {
            throw kindReader.error(
                "unknown kind \(kindReader.node.shortDescription)"
                    + Suggestions.hint(for: kindName, in: NewViewSpec.Kind.allCases.map(\.rawValue)))
        }
        let containerReader = try o.required("container", "the name of the container it goes into")
        let container = try containerReader.nonEmptyString()
        guard containers.contains(container) else {
            throw containerReader.error(
                "unknown container \(containerReader.node.shortDescription)"
                    + Suggestions.hint(for: container, in: containers))
        }
        var props: [String: PropertySpec] = [:]
        if let p = o.optional("properties") {
            let po = try p.object()
            for (key, value, _) in po.children {
                guard let name = Self.propertyName(key, in: properties) else {
                    throw po.keyError(
                        key,
                        "unknown property"
                            + Suggestions.hint(for: key, in: properties.keys.sorted(), listIfShort: false))
                }
                props[name] = try property(value, name: name, kind: properties[name]!)
            }
        }
        return NewViewSpecDraft(
            name: name, kind: kind, container: container,
            index: try o.optional("at")?.int(minimum: 0),
            properties: props,
            showWhen: try o.optional("showWhen").map { try condition($0) },
            keepSpace: try o.optional("keepSpace")?.bool() ?? false)
    }

    // MARK: - Property values

    /// UIKit names the guides use for a property chatshot knows under another name.
    static let propertyAliases = ["directionalLayoutMargins": "layoutMargins"]

    /// The property a key names (itself or through an alias), if the slot has it.
    static func propertyName(_ key: String, in properties: [String: OverrideValueKind]) -> String? {
        if properties[key] != nil { return key }
        if let alias = propertyAliases[key], properties[alias] != nil { return alias }
        return nil
    }

    /// Lengths in points (sizes, radii, margins, spacing) are at most this large: 10,000 pt is some forty
    /// screens, and anything larger is a mistake or an attack (`width: 1e308`).
    static let maxLength = 10_000.0

    /// The range of each number property.
    static let numberRanges: [String: ClosedRange<Double>] = [
        "width": 0...maxLength, "height": 0...maxLength, "cornerRadius": 0...maxLength, "borderWidth": 0...maxLength,
        "shadowRadius": 0...maxLength, "spacing": -maxLength...maxLength, "alpha": 0...1, "shadowOpacity": 0...1,
        "numberOfLines": 0...maxLength, "maxContentWidthMultiplier": 0...100
    ]

    mutating func property(_ r: NodeReader, name: String, kind: OverrideValueKind) throws -> PropertySpec {
        switch kind {
        case .color: return .color(try color(r))
        case .number:
            return .value(.number(try r.double(in: Self.numberRanges[name] ?? -Self.maxLength...Self.maxLength)))
        case .bool: return .value(.bool(try r.bool()))
        case .string: return .value(.string(try r.string()))
        case .font: return .font(try font(r))
        case .image: return .value(.image(try image(r)))
        case .insets: return .value(.insets(try insets(r)))
        case .size: return .value(.size(try size(r)))
        }
    }

    /// A number (all sides) or `{top, left, bottom, right}` (also `leading`/`trailing`); missing sides are 0.
    func insets(_ r: NodeReader) throws -> UIEdgeInsets {
        if r.isScalar {
            guard (try? r.double()) != nil else { throw r.expected("insets: a number or {top, left, bottom, right}") }
            let v = try r.double(in: -Self.maxLength...Self.maxLength)
            return UIEdgeInsets(top: v, left: v, bottom: v, right: v)
        }
        guard r.isMapping else { throw r.expected("insets: a number or {top, left, bottom, right}") }
        let o = try r.object()
        try o.rejectUnknownKeys(
            allowed: ["top", "left", "bottom", "right", "leading", "trailing", "horizontal", "vertical"],
            what: "inset")
        var e = UIEdgeInsets()
        let range = -Self.maxLength...Self.maxLength
        if let v = o.optional("horizontal") {
            let d = try v.double(in: range)
            e.left = d
            e.right = d
        }
        if let v = o.optional("vertical") {
            let d = try v.double(in: range)
            e.top = d
            e.bottom = d
        }
        if let v = o.optional("top") { e.top = try v.double(in: range) }
        if let v = o.optional("bottom") { e.bottom = try v.double(in: range) }
        if let v = o.optional("left") ?? o.optional("leading") { e.left = try v.double(in: range) }
        if let v = o.optional("right") ?? o.optional("trailing") { e.right = try v.double(in: range) }
        return e
    }

    /// `{width, height}` or a number (a square).
    func size(_ r: NodeReader) throws -> CGSize {
        if r.isScalar {
            guard (try? r.double(minimum: 0)) != nil else { throw r.expected("a size: a number or {width, height}") }
            let v = try r.double(in: 0...Self.maxLength)
            return CGSize(width: v, height: v)
        }
        guard r.isMapping else { throw r.expected("a size: a number or {width, height}") }
        let o = try r.object()
        try o.rejectUnknownKeys(allowed: ["width", "height"], what: "size key")
        return CGSize(
            width: try o.required("width", "a number").double(in: 0...Self.maxLength),
            height: try o.required("height", "a number").double(in: 0...Self.maxLength))
    }
}
