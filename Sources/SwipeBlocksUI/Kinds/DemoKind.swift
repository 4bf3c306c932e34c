import Localization
import SwipeEngine

/// What the window's demo needs of a kind: the options a person can change live, and whether
/// the demo offers the swipe group's controls. Each kind answers in its folder (`Kinds/<Kind>/`).
protocol DemoKind: SwipeKind {
    /// The options the parameter panel shows, with these options' values.
    var liveParameters: [LiveParameter] { get }
    /// The demo shows "Open Leading/Trailing" and "Close Row", as the reference's group does.
    static var showsGroupControls: Bool { get }
}

extension DemoKind {
    static var showsGroupControls: Bool { false }

    /// A drop-down over `choices` for the option `name`, labelled `label` (the words the panel
    /// shows, in the user's language: `tr("Corner Radius")`).
    static func choice(
        _ name: String, _ label: String, _ choices: [LiveParameter.Choice], selected: Int,
        set: @escaping @Sendable (inout Self, Int) -> Void
    ) -> LiveParameter {
        LiveParameter(name: name, label: label, control: .choice(choices, selected: max(selected, 0))) { configuration, value in
            Self.applying(configuration) { set(&$0, Int(value)) }
        }
    }

    /// A spin button over `range` for the option `name`, labelled `label`.
    static func number(
        _ name: String, _ label: String, _ value: Double, range: ClosedRange<Double>, step: Double, digits: UInt32 = 0,
        set: @escaping @Sendable (inout Self, Double) -> Void
    ) -> LiveParameter {
        LiveParameter(name: name, label: label, control: .number(value, range: range, step: step, digits: digits)) { configuration, value in
            Self.applying(configuration) { set(&$0, value) }
        }
    }

    /// The tint drop-down's choices: GNOME's named colours, in words.
    static var tints: [LiveParameter.Choice] {
        [
            .init("green", tr("Green")), .init("blue", tr("Blue")), .init("indigo", tr("Indigo")),
            .init("purple", tr("Purple")), .init("orange", tr("Orange")), .init("red", tr("Red")),
            .init("teal", tr("Teal")), .init("yellow", tr("Yellow")), .init("gray", tr("Gray")),
        ]
    }

    private static func applying(_ configuration: BlockConfiguration, _ change: (inout Self) -> Void) -> BlockConfiguration {
        guard var options = configuration.options(Self.self) else { return configuration }
        change(&options)
        return BlockConfiguration(options)
    }
}

/// One option the window lets a person change while the demo runs.
struct LiveParameter: Sendable {
    /// One value a drop-down offers: its API name (`titleAndIcon`) and its words ("Title and Icon").
    struct Choice: Sendable, Equatable {
        var name: String
        var label: String
        init(_ name: String, _ label: String) {
            self.name = name
            self.label = label
        }
    }

    enum Control: Sendable {
        /// One of several values, by index.
        case choice([Choice], selected: Int)
        /// A number in a range.
        case number(Double, range: ClosedRange<Double>, step: Double, digits: UInt32)
    }

    /// The API parameter name (`cornerRadius`).
    var name: String
    /// Its words, in the user's language ("Corner Radius").
    var label: String
    var control: Control
    /// The configuration with this option set to the control's value (a choice's index, or the number).
    var apply: @Sendable (BlockConfiguration, Double) -> BlockConfiguration
}

extension BlockConfiguration {
    /// The demo's half of the configuration's kind (none: no live parameters, no group controls).
    var demoKind: (any DemoKind)? { options as? any DemoKind }
}
