import SwipeEngine
import SwipeScenario

extension BlockConfiguration {
    /// The API parameters in which this configuration differs from `base`, with their values as
    /// a manifest or a scenario's `parameters` writes them: applied over `base` (as `simulate`
    /// applies a recording's parameters over the block's own), they give this configuration.
    /// Actions are written whole when they differ; none when `base` is of another kind.
    public func parameters(differingFrom base: BlockConfiguration) -> [(key: String, value: JSONValue)] {
        guard base.kind == kind else { return [] }
        return schema.manifestOptions.compactMap { option in
            let value = option.value(in: options)
            return value == option.value(in: base.options) ? nil : (option.key, ParameterValues.json(value))
        }
    }
}

/// How a manifest writes an option's value (the parameters writer); `FieldReader.value` reads it back.
enum ParameterValues {
    static func json(_ value: OptionValue) -> JSONValue {
        switch value {
        case let .number(number): .number(number)
        case let .boolean(flag): .bool(flag)
        case let .text(text): .string(text)
        case let .choice(name): .string(name)
        case let .flags(names): .array(names.map(JSONValue.string))
        case let .colour(colour): colour.map(Self.colour) ?? .null
        case let .actions(actions): Self.actions(actions)
        case .shape(.rectangle): .string("rectangle")
        case let .shape(.rounded(radius, spacing)):
            .object([("rounded", .object([("cornerRadius", .number(radius)), ("spacing", .number(spacing))]))])
        case let .progress(progress):
            progress.map { .object([("progress", .number($0.progress)), ("edge", .string($0.edge.rawValue))]) } ?? .null
        }
    }

    /// A named tint's name, or the colour's hex.
    static func colour(_ colour: RGBA) -> JSONValue {
        .string(RGBA.named.keys.sorted().first { RGBA.named[$0] == colour } ?? colour.hex)
    }

    static func actions(_ actions: [SwipeActionSpec]) -> JSONValue {
        .array(
            actions.map { action in
                .object([
                    ("id", .string(action.id)), ("title", .string(action.title)), ("icon", .string(action.icon)),
                    ("tint", colour(action.tint)), ("role", .string(action.role.rawValue)),
                ])
            })
    }
}
