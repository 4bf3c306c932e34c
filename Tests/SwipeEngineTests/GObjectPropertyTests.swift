import Testing

@testable import SwipeEngine

/// The schemas' GObject face: every GObject option is a property with a value type and a
/// default, the defaults applied give the kind's defaults, and parts apply after their option.
struct GObjectPropertyTests {
    @Test func everyKindIsFoundByItsNameAndNamesItsGObjectType() {
        for kind in SwipeKinds.all {
            #expect(SwipeKinds.named(kind.name) == kind)
            #expect(kind.schema.gobjectType?.hasPrefix("Swipe") == true, "\(kind.name)")
        }
        #expect(SwipeKinds.named("nothing") == nil)
    }

    @Test func everyGObjectOptionIsAPropertyWhoseDefaultsGiveTheKindsDefaults() {
        for kind in SwipeKinds.all {
            let schema = kind.schema
            #expect(schema.gobjectProperties.map(\.name) == schema.gobjectOptions.compactMap(\.property), "\(kind.name)")
            let applied = schema.gobjectProperties.reduce(schema.defaults) { $1.setting($1.defaultValue, in: $0) }
            #expect(AnyHashable(applied) == AnyHashable(schema.defaults), "\(kind.name)")
        }
    }

    @Test func aPositiveFractionExcludesZeroAndTheRestKeepTheirUnitsRange() {
        let threshold = DismissRowConfiguration.schema.gobjectProperties.first { $0.name == "swipe-threshold" }
        guard case let .double(range)? = threshold?.type else { Issue.record("swipe-threshold is no double"); return }
        #expect(range.lowerBound > 0 && range.lowerBound == 0.nextUp && range.upperBound == 1)
        let distance = CardListConfiguration.schema.gobjectProperties.first { $0.name == "minimum-distance" }
        #expect(distance?.type == .double(NumberUnit.length.range))
    }

    /// The rounded shape's radius and spacing, and the frozen drag's edge, apply after the
    /// option they are part of, as a row applies its properties in the schema's order.
    @Test func theCardRowsPartsApplyAfterTheirOption() {
        let values: [String: GObjectValue] = [
            "button-shape": .enumeration("rounded"), "button-corner-radius": .double(30), "button-spacing": .double(4),
            "debug-progress": .double(0.4), "debug-edge": .enumeration("leading"), "label-style": .enumeration("icon-only"),
            "full-swipe-edges": .flags(["trailing"]),
        ]
        let schema = CardListConfiguration.schema
        let applied = schema.gobjectProperties.reduce(schema.defaults) { options, property in
            values[property.name].map { property.setting($0, in: options) } ?? options
        }
        let card = applied as? CardListConfiguration
        #expect(card?.buttonShape == .rounded(cornerRadius: 30, spacing: 4))
        #expect(card?.debugProgress == DebugProgress(progress: 0.4, edge: .leading))
        #expect(card?.labelStyle == .iconOnly)
        #expect(card?.fullSwipeEdges == [.trailing])
    }

    @Test func aValueOfAnotherTypeChangesNothing() {
        let tint = CompletionRowConfiguration.schema.gobjectProperties.first { $0.name == "tint" }!
        let defaults = CompletionRowConfiguration()
        #expect(tint.setting(.double(3), in: defaults) as? CompletionRowConfiguration == defaults)
        #expect(tint.setting(.rgba(nil), in: defaults) as? CompletionRowConfiguration == defaults)
    }
}
