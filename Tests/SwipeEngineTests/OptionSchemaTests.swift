import Testing
@testable import SwipeEngine

/// The options schema's own rules: property names, each option reads back what it writes, the
/// card row's shape and frozen drag spelled as several GObject properties.
struct OptionSchemaTests {
    @Test(arguments: [
        ("swipeEscapeVelocity", "swipe-escape-velocity"), ("actionID", "action-id"), ("tint", "tint"),
        ("combinesAccessibilityChildren", "combines-accessibility-children"),
    ])
    func propertyNamesAreKebabCase(_ key: String, _ property: String) {
        #expect(OptionDescriptor.kebabCase(key) == property)
    }

    /// Each option set to another value of its type reads that value back, and leaves every other
    /// option as it was (the card row with rounded buttons and frozen, so the parts of each apply).
    @Test func everyOptionReadsBackWhatItWrites() {
        var card = CardListConfiguration()
        card.buttonShape = .rounded(cornerRadius: 16, spacing: 8)
        card.debugProgress = DebugProgress(progress: 0.3, edge: .trailing)
        let bases: [any SwipeKind] = SwipeKinds.all.map { $0 == CardListConfiguration.self ? card : $0.schema.defaults }
        for base in bases {
            let kind = type(of: base)
            for option in kind.schema.options {
                let other = Self.anotherValue(option, base)
                let changed = option.setting(other, in: base)
                #expect(option.value(in: changed) == other, "\(kind.name).\(option.key)")
                for sibling in kind.schema.options where sibling.key != option.key && !Self.linked(option.key, sibling.key) {
                    #expect(sibling.value(in: changed) == sibling.value(in: base), "\(kind.name): \(option.key) moved \(sibling.key)")
                }
            }
        }
    }

    @Test func theRoundedShapesPartsFollowTheShape() {
        let schema = CardListConfiguration.schema
        let radius = schema.option("buttonCornerRadius")!, spacing = schema.option("buttonSpacing")!
        var card = CardListConfiguration()
        // A rectangle keeps its shape; the parts read as the rounded shape's defaults.
        card = radius.setting(.number(30), in: card)
        #expect(card.buttonShape == .rectangle)
        #expect(radius.value(in: card) == .number(16))
        card = schema.option("buttonShape")!.setting(.shape(.rounded(cornerRadius: 16, spacing: 8)), in: card)
        card = radius.setting(.number(30), in: card)
        card = spacing.setting(.number(4), in: card)
        #expect(card.buttonShape == .rounded(cornerRadius: 30, spacing: 4))
    }

    @Test func optionsAreOnTheirSurfaces() {
        let card = CardListConfiguration.schema
        #expect(card.gobjectOptions.compactMap(\.property).contains("debug-edge"))
        #expect(!card.gobjectOptions.map(\.key).contains("leading"))
        #expect(!card.swiftOptions.map(\.key).contains("buttonSpacing"))
        #expect(CompletionRowConfiguration.schema.manifestOptions.map(\.key) == ["tint", "rowBackground", "cornerRadius", "actionTitle"])
        // The panel's own order (its drop-downs first), not the API table's.
        #expect(card.panelOptions.prefix(3).map(\.key) == ["style", "buttonShape", "labelStyle"])
    }

    /// The rows read each number within its unit's range: the nearest value inside, NaN as the default.
    @Test func theRowsReadEveryNumberWithinItsRange() {
        var dismiss = DismissRowConfiguration()
        dismiss.animationDuration = -0.24
        dismiss.swipeThreshold = .nan
        dismiss.minimumDistance = .infinity
        let read = DismissRowConfiguration.schema.inRange(dismiss) as? DismissRowConfiguration
        #expect(read?.animationDuration == 0)
        #expect(read?.swipeThreshold == DismissRowConfiguration().swipeThreshold)
        #expect(read?.minimumDistance == NumberUnit.maximumLength)
        var action = ActionRowConfiguration()
        action.buttonWidth = -30  // in its range: the engine treats it as 0, as the reference does
        #expect(ActionRowConfiguration.schema.inRange(action) as? ActionRowConfiguration == action)
    }

    /// Options one of which writes into the other (the shape and its parts, the frozen drag and its edge).
    static func linked(_ a: String, _ b: String) -> Bool {
        let groups: [Set<String>] = [["buttonShape", "buttonCornerRadius", "buttonSpacing"], ["debugProgress", "debugEdge"]]
        return groups.contains { $0.contains(a) && $0.contains(b) }
    }

    static func anotherValue(_ option: OptionDescriptor, _ defaults: any SwipeKind) -> OptionValue {
        let value = option.value(in: defaults)
        switch (option.type, value) {
        case let (.number(unit), .number(n)): return .number(n == unit.range.upperBound ? unit.range.upperBound / 2 : unit.range.upperBound)
        case let (.boolean, .boolean(b)): return .boolean(!b)
        case let (.text, .text(t)): return .text(t + " again")
        case let (.choice(set), .choice(c)): return .choice(set.names.first { $0 != c }!)
        case let (.flags(set), .flags(f)): return .flags(f.count == set.names.count ? [set.names[0]] : set.names)
        case (.colour, _): return .colour(RGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        case (.actions, _):
            return .actions([SwipeActionSpec(id: "x", title: "X", icon: "", tint: RGBA(red: 0, green: 0, blue: 0, alpha: 1))])
        case (.shape, _): return .shape(.rounded(cornerRadius: 12, spacing: 6))
        case (.progress, _): return .progress(DebugProgress(progress: 0.5, edge: .leading))
        default: preconditionFailure("\(option.key): \(value) is not a \(option.type)")
        }
    }
}
