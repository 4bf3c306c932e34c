import Localization
import SwipeEngine

/// One row of the parameter panel, made from an option of the kind's schema (`panelOptions`):
/// the option's words and API name, its control holding the option's value, and the change an
/// input makes (the option `setting` the value). No kind is named here.
struct PanelRow {
    let option: OptionDescriptor
    /// The option's words, in the user's language ("Corner Radius").
    let title: String
    let control: Control

    enum Control {
        /// A spin button over `range` in steps of `step`, showing `digits` decimals.
        case spin(value: Double, range: ClosedRange<Double>, step: Double, digits: UInt32)
        /// A drop-down of `choices`, `selected` shown (the first when none is the option's value).
        case choices([Choice], selected: Int)
    }

    /// A value a drop-down offers, in words ("End Only").
    struct Choice {
        let words: String
        let value: OptionValue
    }

    /// The API name (`cornerRadius`).
    var key: String { option.key }

    /// The panel's rows for `configuration`, in the order its kind's schema gives.
    static func rows(for configuration: BlockConfiguration) -> [PanelRow] {
        type(of: configuration.options).schema.panelOptions.compactMap { row($0, in: configuration.options) }
    }

    /// `configuration` with this row's option set to `value`.
    func setting(_ value: OptionValue, in configuration: BlockConfiguration) -> BlockConfiguration {
        let options: any SwipeKind = option.setting(value, in: configuration.options)
        return BlockConfiguration(options)
    }

    private static func row(_ option: OptionDescriptor, in options: any SwipeKind) -> PanelRow? {
        guard let panel = option.panel else { return nil }
        let value = option.value(in: options)
        let control: Control
        switch panel.control {
        case let .spin(range, step, digits):
            control = .spin(value: value.number ?? range.lowerBound, range: range, step: step, digits: digits)
        case let .presets(presets):
            control = choices(presets.map { Choice(words: Localization.translate($0.words), value: $0.value) }, value)
        case .cases:
            control = choices(cases(of: option.type), value)
        }
        return PanelRow(option: option, title: Localization.translate(panel.title), control: control)
    }

    private static func choices(_ choices: [Choice], _ value: OptionValue) -> Control {
        .choices(choices, selected: choices.firstIndex { $0.value == value } ?? 0)
    }

    /// What a drop-down of an option's cases offers: a choice's cases, or GNOME's named colours.
    private static func cases(of type: OptionType) -> [Choice] {
        switch type {
        case let .choice(set): set.cases.map { Choice(words: Localization.translate($0.words), value: .choice($0.name)) }
        case .colour: namedColours.compactMap { name, words in RGBA.named[name].map { Choice(words: words, value: .colour($0)) } }
        default: preconditionFailure("the panel offers the cases of a choice or a colour, not of a \(type.swiftType)")
        }
    }

    /// The colours a colour's drop-down offers: GNOME's named colours (`RGBA.named`), in words.
    static var namedColours: [(name: String, words: String)] {
        [
            ("green", tr("Green")), ("blue", tr("Blue")), ("indigo", tr("Indigo")), ("purple", tr("Purple")),
            ("orange", tr("Orange")), ("red", tr("Red")), ("teal", tr("Teal")), ("yellow", tr("Yellow")), ("gray", tr("Gray")),
        ]
    }
}
