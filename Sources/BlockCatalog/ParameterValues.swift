import SwipeEngine
import SwipeScenario

extension BlockConfiguration {
    /// The API parameters in which this configuration differs from `base`, with their values as
    /// a manifest or a scenario's `parameters` writes them: applied over `base` (as `simulate`
    /// applies a recording's parameters over the block's own), they give this configuration.
    /// Actions are written whole when they differ.
    public func parameters(differingFrom base: BlockConfiguration) -> [(key: String, value: JSONValue)] {
        catalogKind.parameters(differingFrom: base.options)
    }
}

/// How a manifest writes colours and actions (a kind's `parameters(differingFrom:)` uses them).
enum ParameterValues {
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
