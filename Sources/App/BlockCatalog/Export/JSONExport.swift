import SwipeEngine
import SwipeScenario

/// The catalogue as JSON: the manifest fields of each block, plus its description.
public enum JSONExport {
    /// A pretty-printed JSON array of `value(_:)` for each block, ending with a newline.
    public static func document(_ blocks: [Block]) -> String {
        JSONValue.array(blocks.map(value)).prettyPrinted + "\n"
    }

    /// One block as a JSON object: the manifest's fields in manifest order, `description` last.
    public static func value(_ block: Block) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(block.id)),
            ("title", .string(block.title)),
            ("summary", .string(block.summary)),
            ("category", .string(block.category)),
            ("platform", .string(block.platform)),
            ("level", .string(block.level)),
            ("origin", .string(block.origin)),
            ("tags", .object(block.tags.map { ($0.language, .array($0.tags.map(JSONValue.string))) })),
            (
                "parameters",
                .array(
                    block.parameters.map { parameter in
                        .object([
                            ("name", .string(parameter.name)),
                            ("type", .string(parameter.type)),
                            ("default", parameter.defaultValue.map(JSONValue.string) ?? .null),
                            ("summary", .string(parameter.summary)),
                        ])
                    })
            ),
            ("engine", .object([("kind", .string(block.kind))] + block.engineSettings)),
        ]
        if let demo = block.demo { members.append(("demo", value(demo))) }
        if let behaviour = block.behaviour { members.append(("behaviour", .string(behaviour))) }
        if let description = block.description { members.append(("description", .string(description))) }
        return .object(members)
    }

    static func value(_ demo: DemoData) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("heading", .string(demo.heading)),
            ("rowHeight", .number(demo.rowHeight)),
            (
                "rows",
                .array(
                    demo.rows.map { row in
                        var fields: [(key: String, value: JSONValue)] = [("title", .string(row.title))]
                        if let subtitle = row.subtitle { fields.append(("subtitle", .string(subtitle))) }
                        if let icon = row.icon { fields.append(("icon", .string(icon))) }
                        if let section = row.section { fields.append(("section", .string(section))) }
                        return .object(fields)
                    })
            ),
        ]
        if let emptyTitle = demo.emptyTitle { members.append(("emptyTitle", .string(emptyTitle))) }
        return .object(members)
    }
}

extension JSONValue {
    /// JSON text indented by two spaces; short arrays of scalars stay on one line.
    public var prettyPrinted: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case let .array(items) where items.isEmpty:
            out += "[]"
        case let .array(items) where items.allSatisfy(\.isScalar) && JSONValue.array(items).serialized.count <= 80:
            out += "[" + items.map(\.serialized).joined(separator: ", ") + "]"
        case let .array(items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case let .object(members) where members.isEmpty:
            out += "{}"
        case let .object(members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner + JSONValue.quote(member.key) + ": "
                member.value.writePretty(to: &out, indent: inner)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            out += serialized
        }
    }
}
