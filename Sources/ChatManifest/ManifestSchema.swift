import ChatCanvas
import Foundation
import StreamChatUI
import UIKit

/// Generates the JSON Schema (draft 2020-12) of the manifest from the same name lists the validator uses, so the
/// schema in `Schemas/chatshot-manifest.schema.json` cannot drift from the code (a test compares them).
package enum ManifestSchema {
    package static let fileName = "chatshot-manifest.schema.json"

    /// The schema as pretty-printed JSON (stable output, ending in a newline).
    package static func generate() -> String {
        JSONValue.render(schema()) + "\n"
    }

    static func schema() -> JSONValue {
        let slots = Components.viewSlotNames
        var defs: [(String, JSONValue)] = [
            ("color", color()),
            ("font", font()),
            ("image", image()),
            ("insets", insets()),
            ("size", size()),
            (
                "optionName",
                .object([
                    (
                        "anyOf",
                        .array([
                            .object([("enum", strings(ChatMessageLayoutOptions.knownOptionNames))]),
                            .object([
                                (
                                    "description",
                                    "A custom option: not a known option's name in other letter case (threadinfo is a typo of threadInfo)."
                                ),
                                ("type", "string"), ("pattern", "^[A-Za-z][A-Za-z0-9_]*$"),
                                (
                                    "not",
                                    .object([
                                        (
                                            "pattern",
                                            .string(
                                                caseInsensitiveAlternation(ChatMessageLayoutOptions.knownOptionNames))
                                        )
                                    ])
                                )
                            ])
                        ])
                    )
                ])
            ),
            (
                "optionList",
                .object([
                    ("anyOf", .array([ref("optionName"), .object([("type", "array"), ("items", ref("optionName"))])]))
                ])
            ),
            ("condition", condition()),
            ("layoutOperation", layoutOperation()),
            ("resolver", resolver())
        ]
        for slot in slots {
            defs.append(("slot_\(slot)", viewOverride(slot: slot)))
            defs.append(("subview_\(slot)", subviewOverride(slot: slot)))
        }

        var components: [(String, JSONValue)] = Components.flagNames.map { ($0, .object([("type", "boolean")])) }
        components.append((ManifestValidator.resolverSlot, ref("resolver")))
        for slot in slots { components.append((slot, ref("slot_\(slot)"))) }

        let appearance: JSONValue = .object([
            ("type", "object"),
            ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("tintColor", ref("color")),
                    (
                        "colorPalette",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            (
                                "properties",
                                .object(
                                    (ColorPalette.names + ManifestValidator.legacyPaletteNames.keys.sorted()).map {
                                        ($0, ref("color"))
                                    })
                            )
                        ])
                    ),
                    (
                        "fonts",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            ("properties", .object(Fonts.names.map { ($0, ref("font")) }))
                        ])
                    ),
                    (
                        "images",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            ("properties", .object(Images.names.map { ($0, ref("image")) }))
                        ])
                    ),
                    ("isMarkdownEnabled", .object([("type", "boolean")])),
                    ("fontTracking", .object([("enum", strings(FontTracking.allCases.map(\.rawValue)))]))
                ])
            )
        ])

        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", "https://chatshot.dev/schemas/chatshot-manifest.schema.json"),
            ("title", "chatshot manifest"),
            (
                "description",
                "Customizations of Stream's iOS chat UI (StreamChatUI) for chatshot: appearance (colours, fonts, images) and components (flags, the layout options resolver, view overrides). Generated from the Swift name lists; do not edit by hand."
            ),
            ("type", "object"),
            ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", "string")])),
                    (
                        "extends",
                        .object([
                            ("description", "Base manifest(s), relative to this file; this file wins."),
                            (
                                "anyOf",
                                .array([
                                    .object([("type", "string")]),
                                    .object([("type", "array"), ("items", .object([("type", "string")]))])
                                ])
                            )
                        ])
                    ),
                    ("appearance", appearance),
                    (
                        "components",
                        .object([
                            ("type", "object"), ("additionalProperties", false), ("properties", .object(components))
                        ])
                    )
                ])
            ),
            ("$defs", .object(defs))
        ])
    }

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
    static func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }

    static func color() -> JSONValue {
        let names =
            UIColor.named.keys.sorted() + ["tintColor"] + ColorPalette.names
            + ManifestValidator.legacyPaletteNames.keys.sorted()
        return .object([
            (
                "anyOf",
                .array([
                    .object([("type", "string"), ("pattern", "^#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
                    .object([("enum", strings(names))]),
                    .object([
                        ("type", "object"), ("additionalProperties", false), ("required", strings(["light", "dark"])),
                        ("properties", .object([("light", ref("color")), ("dark", ref("color"))]))
                    ])
                ])
            )
        ])
    }

    static func font() -> JSONValue {
        let weights = UIFont.Weight.allCases.map { "\($0)" }
        return .object([
            (
                "anyOf",
                .array([
                    .object([("type", "number"), ("exclusiveMinimum", 0)]),
                    .object([("enum", strings(Fonts.names))]),
                    .object([
                        ("type", "object"), ("additionalProperties", false),
                        (
                            "properties",
                            .object([
                                ("base", .object([("enum", strings(Fonts.names))])),
                                ("family", .object([("type", "string")])),
                                ("size", .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", 1000)])),
                                (
                                    "weight",
                                    .object([
                                        (
                                            "anyOf",
                                            .array([
                                                .object([("type", "integer"), ("minimum", 1), ("maximum", 1000)]),
                                                .object([("enum", strings(weights))])
                                            ])
                                        )
                                    ])
                                ),
                                ("italic", .object([("type", "boolean")])),
                                ("textStyle", .object([("enum", strings(UIFont.TextStyle.allCases.map(\.rawValue)))])),
                                ("lineHeight", .object([("type", "number"), ("minimum", 0)])),
                                ("tracking", .object([("enum", strings(FontTracking.allCases.map(\.rawValue)))]))
                            ])
                        )
                    ])
                ])
            )
        ])
    }

    static func image() -> JSONValue {
        let names = Images.builtInNames
        let file: JSONValue = .object([
            ("type", "string"), ("pattern", "(/|\\.([Pp][Nn][Gg]|[Jj][Pp][Ee]?[Gg]|[Ss][Vv][Gg])$)")
        ])
        return .object([
            (
                "anyOf",
                .array([
                    .object([("enum", strings(names))]),
                    file,
                    .object([
                        ("type", "object"), ("additionalProperties", false),
                        (
                            "properties",
                            .object([
                                ("icon", .object([("enum", strings(names))])),
                                ("file", .object([("type", "string")])),
                                ("template", .object([("type", "boolean")]))
                            ])
                        )
                    ])
                ])
            )
        ])
    }

    /// A number within a range.
    static func number(_ range: ClosedRange<Double>) -> JSONValue {
        .object([("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])
    }

    static let lengths = -ManifestValidator.maxLength...ManifestValidator.maxLength
    static let sizes = 0...ManifestValidator.maxLength

    static func insets() -> JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    number(lengths),
                    .object([
                        ("type", "object"), ("additionalProperties", false),
                        (
                            "properties",
                            .object(
                                ["top", "left", "bottom", "right", "leading", "trailing", "horizontal", "vertical"]
                                    .map { ($0, number(lengths)) })
                        )
                    ])
                ])
            )
        ])
    }

    static func size() -> JSONValue {
        .object([
            (
                "anyOf",
                .array([
                    number(sizes),
                    .object([
                        ("type", "object"), ("additionalProperties", false), ("required", strings(["width", "height"])),
                        ("properties", .object([("width", number(sizes)), ("height", number(sizes))]))
                    ])
                ])
            )
        ])
    }

    static func condition() -> JSONValue {
        let predicates = ManifestValidator.predicateNames
        var props: [(String, JSONValue)] = [
            ("option", ref("optionList")),
            (
                "type",
                .object([
                    (
                        "anyOf",
                        .array([
                            .object([("type", "string")]),
                            .object([("type", "array"), ("items", .object([("type", "string")]))])
                        ])
                    )
                ])
            ),
            ("all", .object([("type", "array"), ("items", ref("condition"))])),
            ("any", .object([("type", "array"), ("items", ref("condition"))])),
            ("not", ref("condition"))
        ]
        props += predicates.map { ($0, .object([("type", "boolean")])) }
        return .object([
            (
                "anyOf",
                .array([
                    .object([("enum", strings(predicates + predicates.map { "!" + $0 }))]),
                    .object([("type", "array"), ("items", ref("condition"))]),
                    .object([
                        ("type", "object"), ("additionalProperties", false), ("minProperties", 1),
                        ("properties", .object(props))
                    ])
                ])
            )
        ])
    }

    static func layoutOperation() -> JSONValue {
        .object([
            ("type", "object"), ("minProperties", 1), ("maxProperties", 1), ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("remove", .object([("type", "string")])),
                    ("reverse", .object([("type", "string")])),
                    (
                        "move",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            ("required", strings(["view", "into"])),
                            (
                                "properties",
                                .object([
                                    ("view", .object([("type", "string")])), ("into", .object([("type", "string")])),
                                    ("at", .object([("type", "integer"), ("minimum", 0)]))
                                ])
                            )
                        ])
                    ),
                    (
                        "reorder",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            ("required", strings(["container", "order"])),
                            (
                                "properties",
                                .object([
                                    ("container", .object([("type", "string")])),
                                    ("order", .object([("type", "array"), ("items", .object([("type", "string")]))]))
                                ])
                            )
                        ])
                    )
                ])
            )
        ])
    }

    static func resolver() -> JSONValue {
        .object([
            ("type", "object"), ("additionalProperties", false),
            (
                "properties",
                .object([
                    ("remove", ref("optionList")),
                    ("insert", ref("optionList")),
                    (
                        "rules",
                        .object([
                            ("type", "array"),
                            (
                                "items",
                                .object([
                                    ("type", "object"), ("additionalProperties", false),
                                    ("required", strings(["when"])),
                                    (
                                        "properties",
                                        .object([
                                            ("when", ref("condition")), ("remove", ref("optionList")),
                                            ("insert", ref("optionList"))
                                        ])
                                    )
                                ])
                            )
                        ])
                    )
                ])
            )
        ])
    }

    static func propertySchema(_ kind: OverrideValueKind, name: String) -> JSONValue {
        switch kind {
        case .color: return ref("color")
        case .number: return number(ManifestValidator.numberRanges[name] ?? lengths)
        case .bool: return .object([("type", "boolean")])
        case .string: return .object([("type", "string")])
        case .font: return ref("font")
        case .image: return ref("image")
        case .insets: return ref("insets")
        case .size: return ref("size")
        }
    }

    static func propertyList(slot: String) -> [(String, JSONValue)] {
        let properties = Components.overridableProperties(forSlot: slot) ?? [:]
        var list: [(String, JSONValue)] = properties.keys.sorted().map {
            ($0, propertySchema(properties[$0]!, name: $0))
        }
        for (alias, target) in ManifestValidator.propertyAliases.sorted(by: { $0.key < $1.key }) {
            if let kind = properties[target], properties[alias] == nil {
                list.append((alias, propertySchema(kind, name: target)))
            }
        }
        return list
    }

    /// The properties a named subview (or a new view) of a slot takes.
    static func subviewOverride(slot: String) -> JSONValue {
        .object([("type", "object"), ("additionalProperties", false), ("properties", .object(propertyList(slot: slot)))]
        )
    }

    static func viewOverride(slot: String) -> JSONValue {
        let properties = Components.overridableProperties(forSlot: slot) ?? [:]
        let subviews = Components.subviewNames(forSlot: slot) ?? []
        let propertyList = propertyList(slot: slot)
        let subviewSchema = ref("subview_\(slot)")
        let viewNames = strings(subviews)
        var all = propertyList
        all += subviews.filter { properties[$0] == nil }.map { ($0, subviewSchema) }
        all.append(("layout", .object([("type", "array"), ("items", ref("layoutOperation"))])))
        all.append(
            (
                "newViews",
                .object([
                    ("type", "array"),
                    (
                        "items",
                        .object([
                            ("type", "object"), ("additionalProperties", false),
                            ("required", strings(["name", "kind", "container"])),
                            (
                                "properties",
                                .object([
                                    ("name", .object([("type", "string"), ("pattern", "^[A-Za-z][A-Za-z0-9_]*$")])),
                                    ("kind", .object([("enum", strings(NewViewSpec.Kind.allCases.map(\.rawValue)))])),
                                    ("container", .object([("type", "string"), ("examples", viewNames)])),
                                    ("at", .object([("type", "integer"), ("minimum", 0)])),
                                    ("properties", subviewSchema),
                                    ("showWhen", ref("condition")),
                                    ("keepSpace", .object([("type", "boolean")]))
                                ])
                            )
                        ])
                    )
                ])
            ))
        return .object([
            (
                "description",
                .string(
                    "Override of the view in Components.\(slot): its properties, named subviews, layout operations and new views."
                )
            ),
            ("type", "object"), ("additionalProperties", false), ("properties", .object(all))
        ])
    }
}

/// `^(?:[aA][bB]…|…)$`: a regular expression (ECMA 262, as JSON Schema uses) matching any of the names in any case.
func caseInsensitiveAlternation(_ names: [String]) -> String {
    let alternatives = names.map { name in
        name.map { c -> String in
            let lower = c.lowercased()
            let upper = c.uppercased()
            return lower == upper ? String(c) : "[\(lower)\(upper)]"
        }.joined()
    }
    return "^(?:" + alternatives.joined(separator: "|") + ")$"
}

/// A small ordered JSON value with a stable pretty printer (the schemas are written with it).
package indirect enum JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// Pretty-printed JSON: short objects and lists of scalars on one line, keys in their given order.
    package static func render(_ v: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch v {
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            // Short objects of scalars on one line: {"type": "number"}, {"$ref": "#/$defs/color"}.
            if pairs.count <= 2,
                pairs.allSatisfy({
                    if case .object = $0.1 { return false }
                    if case .array = $0.1 { return false }
                    return true
                })
            {
                let line =
                    "{" + pairs.map { quote($0.0) + ": " + render($0.1, indent: inner) }.joined(separator: ", ") + "}"
                if line.count + indent.count <= 110 { return line }
            }
            return "{\n"
                + pairs.map { inner + quote($0.0) + ": " + render($0.1, indent: inner) }.joined(separator: ",\n") + "\n"
                + indent + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let scalars = items.allSatisfy {
                if case .object = $0 { return false }
                if case .array = $0 { return false }
                return true
            }
            if scalars {
                let line = "[" + items.map { render($0, indent: inner) }.joined(separator: ", ") + "]"
                if line.count + indent.count <= 110 { return line }
            }
            return "[\n" + items.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .string(let s): return quote(s)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
