import SwipeEngine
import SwipeScenario

extension BlockConfiguration {
    /// The API parameters in which this configuration differs from `base`, with their values as
    /// a manifest or a scenario's `parameters` writes them: applied over `base` (as `simulate`
    /// applies a recording's parameters over the block's own), they give this configuration.
    /// Actions are written whole when they differ.
    public func parameters(differingFrom base: BlockConfiguration) -> [(key: String, value: JSONValue)] {
        var out: [(key: String, value: JSONValue)] = []
        func add<T: Equatable>(_ key: String, _ new: T, _ old: T, _ value: (T) -> JSONValue) {
            if new != old { out.append((key, value(new))) }
        }
        switch (self, base) {
        case let (.completion(c), .completion(b)):
            add("tint", c.tint, b.tint, Self.colour)
            add("rowBackground", c.rowBackground, b.rowBackground) { $0.map(Self.colour) ?? .null }
            add("cornerRadius", c.cornerRadius, b.cornerRadius, JSONValue.number)
            add("actionName", c.actionName, b.actionName, JSONValue.string)
        case let (.actionRow(c), .actionRow(b)):
            add("actions", c.actions, b.actions, Self.actions)
            add("buttonWidth", c.buttonWidth, b.buttonWidth, JSONValue.number)
        case let (.cardList(c), .cardList(b)):
            add("style", c.style, b.style) { .string($0.rawValue) }
            add("buttonWidth", c.buttonWidth, b.buttonWidth, JSONValue.number)
            add("fullSwipeEdges", c.fullSwipeEdges, b.fullSwipeEdges) { edges in
                .array(SwipeEdge.allCases.filter(edges.contains).map { .string($0.rawValue) })
            }
            add("fullSwipeThreshold", c.fullSwipeThreshold, b.fullSwipeThreshold, JSONValue.number)
            add("rubberBanding", c.rubberBanding, b.rubberBanding, JSONValue.bool)
            add("hapticsEnabled", c.hapticsEnabled, b.hapticsEnabled, JSONValue.bool)
            add("labelStyle", c.labelStyle, b.labelStyle) { .string($0.rawValue) }
            add("buttonShape", c.buttonShape, b.buttonShape) { shape in
                switch shape {
                case .rectangle: .string("rectangle")
                case let .rounded(radius, spacing):
                    .object([("rounded", .object([("cornerRadius", .number(radius)), ("spacing", .number(spacing))]))])
                }
            }
            add("cornerRadius", c.cornerRadius, b.cornerRadius, JSONValue.number)
            add("combinesAccessibilityChildren", c.combinesAccessibilityChildren, b.combinesAccessibilityChildren, JSONValue.bool)
            add("minimumDistance", c.minimumDistance, b.minimumDistance, JSONValue.number)
            add("leading", c.leading, b.leading, Self.actions)
            add("trailing", c.trailing, b.trailing, Self.actions)
            add("debugProgress", c.debugProgress, b.debugProgress) { progress in
                progress.map { .object([("progress", .number($0.progress)), ("edge", .string($0.edge.rawValue))]) } ?? .null
            }
        default:
            break
        }
        return out
    }

    static func colour(_ colour: RGBA) -> JSONValue {
        .string(RGBA.named.keys.sorted().first { RGBA.named[$0] == colour } ?? colour.hex)
    }

    static func actions(_ actions: [SwipeActionSpec]) -> JSONValue {
        .array(actions.map { action in
            .object([("id", .string(action.id)), ("title", .string(action.title)), ("icon", .string(action.icon)),
                     ("tint", colour(action.tint)), ("role", .string(action.role.rawValue))])
        })
    }
}
