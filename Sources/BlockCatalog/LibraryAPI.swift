import SwipeEngine

/// The SwipeWidgets API of a block's row, as an app writes it: the row's Swift type, its
/// configuration type, and each option with its Swift type and value. The block pages show it
/// after the reference's API table; the usage snippets set the options that differ from the
/// library's defaults. Defaults are read from the configuration types themselves.
public enum LibraryAPI {
    /// One option of a row's configuration.
    public struct Option: Sendable, Hashable {
        /// The Swift property name (the reference's parameter name).
        public var name: String
        /// The Swift type.
        public var type: String
        /// The value as a Swift expression.
        public var value: String
        public var summary: String
    }

    /// The row type that shows `configuration` (`CompletionSwipeRow`, …).
    public static func rowType(_ configuration: BlockConfiguration) -> String {
        switch configuration {
        case .completion: "CompletionSwipeRow"
        case .actionRow: "SwipeActionRow"
        case .cardList: "SwipeCardRow"
        }
    }

    /// The configuration type of `configuration` (`CompletionRowConfiguration`, …).
    public static func configurationType(_ configuration: BlockConfiguration) -> String {
        switch configuration {
        case .completion: "CompletionRowConfiguration"
        case .actionRow: "ActionRowConfiguration"
        case .cardList: "CardListConfiguration"
        }
    }

    /// The options of `configuration` with their values in it.
    public static func options(of configuration: BlockConfiguration) -> [Option] {
        typealias L = SwiftLiteral
        switch configuration {
        case let .completion(c):
            return [
                Option(name: "tint", type: "RGBA", value: L.colour(c.tint), summary: "The tint revealed behind the row and the checkmark's background."),
                Option(name: "rowBackground", type: "RGBA?", value: c.rowBackground.map(L.colour) ?? "nil", summary: "The row's background; nil: the theme's."),
                Option(name: "cornerRadius", type: "Double", value: L.number(c.cornerRadius), summary: "The row's corner radius in points."),
                Option(name: "actionName", type: "String", value: L.string(c.actionName), summary: "The action's name, for the menu and screen readers."),
                Option(name: "actionID", type: "String", value: L.string(c.actionID), summary: "The action's id, as events and widget actions name it."),
                Option(name: "minimumDistance", type: "Double", value: L.number(c.minimumDistance), summary: "Points a drag travels before the row follows."),
            ]
        case let .actionRow(c):
            return [
                Option(name: "actions", type: "[SwipeActionSpec]", value: actions(c.actions), summary: "The buttons behind the row, leading to trailing."),
                Option(name: "buttonWidth", type: "Double", value: L.number(c.buttonWidth), summary: "Each button's width in points."),
                Option(name: "minimumDistance", type: "Double", value: L.number(c.minimumDistance), summary: "Points a drag travels before the row follows."),
            ]
        case let .cardList(c):
            return [
                Option(name: "leading", type: "[SwipeActionSpec]", value: actions(c.leading), summary: "Leading actions; the first is the full-swipe action."),
                Option(name: "trailing", type: "[SwipeActionSpec]", value: actions(c.trailing), summary: "Trailing actions; the first is the full-swipe action."),
                Option(name: "style", type: "RevealStyle", value: ".\(c.style.rawValue)", summary: "How the buttons appear: reveal, drag or expand."),
                Option(name: "buttonWidth", type: "Double", value: L.number(c.buttonWidth), summary: "Each button's width in points."),
                Option(name: "fullSwipeEdges", type: "Set<SwipeEdge>", value: L.edges(c.fullSwipeEdges), summary: "The edges whose first action a full swipe runs."),
                Option(name: "fullSwipeThreshold", type: "Double", value: L.number(c.fullSwipeThreshold), summary: "The fraction of the width that arms a full swipe."),
                Option(name: "rubberBanding", type: "Bool", value: "\(c.rubberBanding)", summary: "Resistance past the buttons' width."),
                Option(name: "hapticsEnabled", type: "Bool", value: "\(c.hapticsEnabled)", summary: "Reports feedback (and pulses) at thresholds."),
                Option(name: "labelStyle", type: "SwipeLabelStyle", value: ".\(c.labelStyle.rawValue)", summary: "Title and icon, icon only or title only."),
                Option(name: "buttonShape", type: "SwipeButtonShape", value: L.shape(c.buttonShape), summary: "Edge-to-edge rectangles or rounded buttons."),
                Option(name: "cornerRadius", type: "Double", value: L.number(c.cornerRadius), summary: "The row's corner radius in points."),
                Option(name: "combinesAccessibilityChildren", type: "Bool", value: "\(c.combinesAccessibilityChildren)", summary: "The row is one element to screen readers, its actions its own."),
                Option(name: "minimumDistance", type: "Double", value: L.number(c.minimumDistance), summary: "Points a drag travels before the row follows."),
                Option(name: "debugProgress", type: "DebugProgress?", value: L.progress(c.debugProgress), summary: "Freezes the row part of the way open (previews)."),
            ]
        }
    }

    /// The options as the library's defaults have them.
    public static func defaults(of configuration: BlockConfiguration) -> [Option] {
        switch configuration {
        case .completion: options(of: .completion(CompletionRowConfiguration()))
        case .actionRow: options(of: .actionRow(ActionRowConfiguration()))
        case .cardList: options(of: .cardList(CardListConfiguration()))
        }
    }

    /// What every row has besides its configuration.
    public static let rowMembers: [Option] = [
        Option(name: "onEvent", type: "((SwipeRowEvent) -> Void)?", value: "nil", summary: "Drag started, feedback, opened, closed, action, completed."),
        Option(name: "reduceMotion", type: "Bool?", value: "nil", summary: "Reduce Motion; nil follows GTK's animation setting."),
        Option(name: "clock", type: "SwipeClock", value: ".monotonic", summary: "The clock the row's motion is timed with."),
    ]

    /// The line that introduces the table: the row type and its configuration type.
    public static func heading(_ configuration: BlockConfiguration) -> String {
        "SwipeWidgets: \(rowType(configuration))(child:configuration:) with a \(configurationType(configuration))"
    }

    /// The library's API of `block` as a Markdown table (Name, Swift type, Default, Summary).
    public static func markdownTable(_ block: Block) -> String {
        var out = "SwipeWidgets: `\(rowType(block.configuration))(child:configuration:)` with a `\(configurationType(block.configuration))`.\n\n"
        out += "| Name | Swift type | Default | Summary |\n| --- | --- | --- | --- |\n"
        for option in defaults(of: block.configuration) + rowMembers {
            let cells = [
                MarkdownEscaping.codeSpan(option.name, inTable: true),
                MarkdownEscaping.codeSpan(option.type, inTable: true),
                MarkdownEscaping.codeSpan(option.value, inTable: true),
                MarkdownEscaping.text(option.summary),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    private static func actions(_ actions: [SwipeActionSpec]) -> String {
        guard !actions.isEmpty else { return "[]" }
        var out = "[\n"
        for action in actions {
            let role = action.role == .destructive ? ", role: .destructive" : ""
            out += "        SwipeActionSpec(id: \(SwiftLiteral.string(action.id)), title: \(SwiftLiteral.string(action.title)), "
            out += "icon: \(SwiftLiteral.string(action.icon)), tint: \(SwiftLiteral.colour(action.tint))\(role)),\n"
        }
        return out + "    ]"
    }
}
