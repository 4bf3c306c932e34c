import Localization
import SwipeEngine
import SwipeScenario

/// The Swipe Action Row: buttons revealed under a horizontal swipe, one open row at a time.
extension ActionRowConfiguration: CatalogKind {
    static let swiftRowType = "SwipeActionRow"

    /// A manifest must give the row's actions, at least one.
    static func check(_ options: Self, settings: [(key: String, value: JSONValue)], path: String, reader: FieldReader) {
        let field = join(path, "actions")
        if settings[member: "actions"] == nil {
            reader.diagnostics.report(field, tr("missing required field"))
        } else if options.actions.isEmpty, !reader.diagnostics.problems.contains(where: { $0.field.hasPrefix(field) }) {
            reader.diagnostics.report(field, tr("must have at least one action"))
        }
    }
}
