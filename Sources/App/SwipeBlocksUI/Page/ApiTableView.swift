import CGtk
import GtkBridge
import Localization

/// A block's API table: Parameter, Type, Default, Summary, one row a parameter, the columns lined
/// up across the rows. Every row is laid out whole, at the height its wrapped summary needs: GTK
/// 4.8's column view, which showed it before, measured the rows it had not made at a guessed
/// height and cut longer tables off after a few rows. One Tab stop: Up and Down move through the
/// parameters, each read as one sentence; Tab goes on.
@MainActor
enum ApiTableView {
    /// A new table showing `parameters`, named `name` for screen readers; `firstColumn` titles the
    /// name column.
    static func make(
        _ parameters: [BlockPage.Parameter], name: String = tr("API reference"),
        firstColumn: String = tr("Parameter")
    ) -> UnsafeMutablePointer<GtkWidget> {
        let columns = ApiTableColumns()
        let root = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["api-table"])
        let titles = [firstColumn, tr("Type"), tr("Default"), tr("Summary")]
        let header = columns.row(
            titles.map { title in Make.label(title, classes: ["api-cell", "api-heading", "dim-label"]) }, isHeader: true)
        Accessibility.setHidden(header, true)  // each row is read whole, its column names in it

        let list = Accessibility.widget(gtk_list_box_get_type(), role: GTK_ACCESSIBLE_ROLE_TREE_GRID)
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        gtk_list_box_set_show_separators(list.opaque, .yes)
        Accessibility.setLabel(list, name)
        Focus.tabLeaves(list)
        for parameter in parameters {
            let cells = [
                code(parameter.name), code(parameter.type), code(parameter.defaultValue), summary(parameter.summary),
            ]
            let row = Accessibility.widget(gtk_list_box_row_get_type(), role: GTK_ACCESSIBLE_ROLE_ROW)
            gtk_list_box_row_set_activatable(row.cast(), .no)
            gtk_list_box_row_set_child(row.cast(), columns.row(cells))
            Accessibility.setLabel(row, spoken(parameter))
            gtk_list_box_append(list.opaque, row)
        }
        Make.append(root, header, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, list)
        return root
    }

    /// A name, type or default: code, on one line unless the table is narrower than it.
    private static func code(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = Make.label(text, classes: ["api-cell", "monospace"], wrap: true)
        gtk_label_set_yalign(label.opaque, 0)
        return label
    }

    /// A summary: wrapped, with room for a few words a line whatever the code beside it takes.
    private static func summary(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = Make.label(text, classes: ["api-cell"], wrap: true)
        gtk_label_set_width_chars(label.opaque, 16)
        gtk_label_set_max_width_chars(label.opaque, 40)
        gtk_label_set_yalign(label.opaque, 0)
        return label
    }

    /// A parameter as one sentence: "tint, Color, default .green: The colour behind the checkmark."
    static func spoken(_ p: BlockPage.Parameter) -> String {
        tr(
            "{name}, {type}, default {default}: {summary}",
            ["name": p.name, "type": p.type, "default": p.defaultValue, "summary": p.summary])
    }
}
