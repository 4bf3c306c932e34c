import CGtk
import GtkBridge
import Localization

/// A block's API table as a GtkColumnView: Parameter, Type, Default, Summary.
@MainActor
enum ApiTableView {
    /// A new column view showing `parameters`, named `name` for screen readers; `firstColumn`
    /// titles the name column.
    static func make(
        _ parameters: [BlockPage.Parameter], name: String = tr("API reference"),
        firstColumn: String = tr("Parameter")
    ) -> UnsafeMutablePointer<GtkWidget> {
        let model = ListModels.strings(parameters.indices.map(String.init))
        let selection = gtk_no_selection_new(model)
        let view = gtk_column_view_new(selection)!
        Style.add("api-table", to: view)
        gtk_column_view_set_reorderable(view.opaque, .no)
        gtk_column_view_set_show_row_separators(view.opaque, .yes)
        Accessibility.setLabel(view, name)
        // One Tab stop: Up and Down read the parameters, Tab goes on. The rows are in a list view
        // inside the column view, which GTK leaves unnamed.
        Focus.tabLeaves(view)
        Accessibility.labelDescendants(of: view, ofType: gtk_list_view_get_type(), name)
        let columns: [(String, KeyPath<BlockPage.Parameter, String>, Bool)] = [
            (firstColumn, \.name, true), (tr("Type"), \.type, true), (tr("Default"), \.defaultValue, true),
            (tr("Summary"), \.summary, false),
        ]
        for (title, path, monospace) in columns {
            let factory = ListModels.factory(
                setup: {
                    let label = Make.label("", classes: monospace ? ["monospace"] : [], wrap: !monospace, selectable: false)
                    if !monospace { gtk_label_set_max_width_chars(label.opaque, 40) }
                    // Each cell's text at the top of its row, as tables set text: a summary that
                    // wraps to many lines would otherwise leave the other cells floating mid-row.
                    gtk_label_set_yalign(label.opaque, 0)
                    return label
                },
                bind: { label, key in
                    guard let index = Int(key), parameters.indices.contains(index) else { return }
                    gtk_label_set_text(label.opaque, parameters[index][keyPath: path])
                    // The row (GTK's, otherwise read by its class name) is read as the whole parameter.
                    if path == \.name, let row = gtk_widget_get_parent(label).flatMap(gtk_widget_get_parent) {
                        Accessibility.setLabel(row, spoken(parameters[index]))
                    }
                }
            )
            let column = gtk_column_view_column_new(title, factory)!
            gtk_column_view_column_set_expand(column, gbool(!monospace))
            gtk_column_view_column_set_resizable(column, .yes)
            gtk_column_view_append_column(view.opaque, column)
            g_object_unref(column.raw)
        }
        return view
    }

    /// A parameter as one sentence: "tint, Color, default .green: The colour behind the checkmark."
    static func spoken(_ p: BlockPage.Parameter) -> String {
        tr(
            "{name}, {type}, default {default}: {summary}",
            ["name": p.name, "type": p.type, "default": p.defaultValue, "summary": p.summary])
    }
}
