import Localization
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
        type(of: configuration.catalogKind).swiftRowType
    }

    /// The configuration type of `configuration` (`CompletionRowConfiguration`, …).
    public static func configurationType(_ configuration: BlockConfiguration) -> String {
        type(of: configuration.catalogKind).swiftConfigurationType
    }

    /// The options of `configuration` with their values in it.
    public static func options(of configuration: BlockConfiguration) -> [Option] {
        options(configuration.options)
    }

    /// The options as the library's defaults have them.
    public static func defaults(of configuration: BlockConfiguration) -> [Option] {
        options(configuration.schema.defaults)
    }

    /// The Swift options whose values in `configuration` differ from the library's defaults, each
    /// as its name and its value in Swift, in the schema's order (their summaries are not looked up).
    static func changedOptions(of configuration: BlockConfiguration) -> [(name: String, value: String)] {
        let options = configuration.options, defaults = configuration.schema.defaults
        return configuration.schema.swiftOptions.compactMap { option in
            let value = SwiftLiteral.value(option.value(in: options))
            return value == SwiftLiteral.value(option.value(in: defaults)) ? nil : (option.key, value)
        }
    }

    /// The Swift options of `options`' kind, in the schema's order, with their values in it.
    static func options(_ options: any SwipeKind) -> [Option] {
        type(of: options).schema.swiftOptions.map { option in
            Option(
                name: option.key, type: option.type.swiftType, value: SwiftLiteral.value(option.value(in: options)),
                summary: Localization.translate(option.summary))
        }
    }

    /// What every row has besides its configuration.
    public static var rowMembers: [Option] {
        [
            Option(
                name: "onEvent", type: "((SwipeRowEvent) -> Void)?", value: "nil",
                summary: tr("Drag started, feedback, opened, closed, action, completed.")),
            Option(name: "reduceMotion", type: "Bool?", value: "nil", summary: tr("Reduce Motion; nil follows GTK's animation setting.")),
            Option(name: "clock", type: "SwipeClock", value: ".monotonic", summary: tr("The clock the row's motion is timed with.")),
        ]
    }

    /// The line that introduces the table: the row type and its configuration type.
    public static func heading(_ configuration: BlockConfiguration) -> String {
        tr(
            "SwipeWidgets: {row}(child:configuration:) with a {configuration}",
            ["row": rowType(configuration), "configuration": configurationType(configuration)])
    }

    /// The library's API of `block` as a Markdown table (Name, Swift type, Default, Summary),
    /// after the line that introduces it.
    public static func markdownTable(_ block: Block) -> String {
        markdownTable(block, MarkdownExport.Words())
    }

    static func markdownTable(_ block: Block, _ words: MarkdownExport.Words) -> String {
        var out = words.libraryHeading.filled(
            "`\(rowType(block.configuration))(child:configuration:)`", "`\(configurationType(block.configuration))`")
        out += "\n\n" + words.libraryHeader
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
}
