import ChatManifest

/// Writes the gallery's JSON Schema (draft 2020-12) from the keys' declarations (`GalleryKeys`) — the same tables
/// the gallery reader parses and applies with — so `Schemas/chatshot-gallery.schema.json` cannot disagree with the
/// binary (a test compares them).
public enum GallerySchema {
    public static let fileName = "chatshot-gallery.schema.json"

    /// The schema as pretty-printed JSON (stable output, ending in a newline).
    public static func generate() -> String { JSONValue.render(schema()) + "\n" }

    static func schema() -> JSONValue {
        let settings = GalleryKeys.shot.map { ($0.name, property($0)) }
        let name: JSONValue = .object([
            ("description", "The shot's name: the image files are NAME.png or NAME--VARIANT.png."),
            ("type", "string"), ("pattern", "^[A-Za-z0-9][A-Za-z0-9._-]*$"), ("maxLength", 200)
        ])
        let size: JSONValue = .object([("type", "number"), ("minimum", 1), ("maximum", .number(Shot.maxPoints))])
        let deviceSize: JSONValue = .object([
            ("type", "object"), ("additionalProperties", false), ("required", .array(["width", "height"])),
            ("properties", .object([("width", size), ("height", size)]))
        ])
        let devicesDescription =
            "Device sizes in points, beside the built-in ones (" + Devices.names.joined(separator: ", ") + ")."
        let devices: JSONValue = .object([
            ("description", .string(devicesDescription)), ("type", "object"), ("additionalProperties", deviceSize)
        ])
        let shots: JSONValue = .object([
            ("type", "array"), ("minItems", 1), ("items", .object([("$ref", "#/$defs/shot")]))
        ])
        let defaults: JSONValue = .object([
            ("description", "Keys every shot inherits (a shot's own keys win)."), ("$ref", "#/$defs/settings")
        ])
        let panelObject: JSONValue = .object([
            ("type", "object"), ("additionalProperties", false), ("minProperties", 1),
            ("properties", .object(GalleryKeys.panel.map { ($0.name, property($0)) }))
        ])
        let panel: JSONValue = .object([
            (
                "anyOf",
                .array([
                    .object([("description", "A manifest file."), ("type", "string"), ("minLength", 1)]), panelObject
                ])
            )
        ])
        let shot: JSONValue = .object([
            ("type", "object"), ("additionalProperties", false), ("required", .array(["name"])),
            ("properties", .object([("name", name)] + settings))
        ])
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", .string("https://chatshot.dev/schemas/" + fileName)),
            ("title", "chatshot gallery"),
            (
                "description",
                "Shots for chatshot batch and chatshot check. A shot's keys are the command line's option names. Generated from the Swift key table; do not edit by hand."
            ),
            ("type", "object"),
            ("additionalProperties", false),
            ("required", .array(["shots"])),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", "string")])),
                    ("defaults", defaults), ("devices", devices), ("shots", shots)
                ])
            ),
            (
                "$defs",
                .object([
                    (
                        "settings",
                        .object([("type", "object"), ("additionalProperties", false), ("properties", .object(settings))]
                        )
                    ),
                    ("shot", shot), ("panel", panel)
                ])
            )
        ])
    }

    static func property<Target>(_ key: GalleryKey<Target>) -> JSONValue {
        .object([("description", .string(key.help))] + body(key.kind))
    }

    /// The schema keywords of a kind of value.
    static func body(_ kind: GalleryKeyKind) -> [(String, JSONValue)] {
        let text: JSONValue = .object([("type", "string"), ("minLength", 1)])
        func oneOrList(_ item: JSONValue, unique: Bool = false) -> [(String, JSONValue)] {
            var list: [(String, JSONValue)] = [("type", "array"), ("minItems", 1), ("items", item)]
            if unique { list.append(("uniqueItems", true)) }
            return [("anyOf", .array([item, .object(list)]))]
        }
        switch kind {
        case .path, .text, .timeZone: return [("type", "string"), ("minLength", 1)]
        case .paths: return oneOrList(text)
        case .texts(let pattern):
            return oneOrList(pattern.map { .object([("type", "string"), ("pattern", .string($0))]) } ?? text)
        case .boolean: return [("type", "boolean")]
        case .number(let r):
            return [("type", "number"), ("minimum", .number(r.lowerBound)), ("maximum", .number(r.upperBound))]
        case .integer(let r):
            return [
                ("type", "integer"), ("minimum", .number(Double(r.lowerBound))),
                ("maximum", .number(Double(r.upperBound)))
            ]
        case .choice(let names): return [("enum", .array(names.map { .string($0) }))]
        case .axis(let names): return oneOrList(.object([("enum", .array(names.map { .string($0) }))]), unique: true)
        case .scaleAxis: return oneOrList(.object([("enum", .array([1, 2, 3]))]), unique: true)
        case .deviceAxis: return oneOrList(text, unique: true)
        case .date: return [("type", "string"), ("format", "date-time")]
        case .panel: return [("$ref", "#/$defs/panel")]
        case .panels: return oneOrList(.object([("$ref", "#/$defs/panel")]))
        case .vary: return [("type", "string"), ("pattern", "^[^=]+=[^,]+(,[^,]+)*$")]
        }
    }
}
