import AdwBridge
import CGtk
import GtkBridge
import Localization
import SwipeEngine

/// Live parameters of the selected block — the options its kind's schema offers the panel
/// (`PanelRow`) — as a preferences group: each a row labelled in words ("Corner Radius") with its
/// API name below (cornerRadius), its control at the end; each change rebuilds the demo at once,
/// and Reset to Defaults puts back the block's own values.
@MainActor
enum ParameterPanel {
    /// Controls for `configuration`; `onChange` receives the edited configuration, `onReset` runs
    /// when the person asks for the defaults (offered only when something differs from them).
    static func make(
        _ configuration: BlockConfiguration, defaults: BlockConfiguration,
        onChange report: @escaping @MainActor (BlockConfiguration) -> Void,
        onReset: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let group = Adw.PreferencesGroup(title: tr("Parameters"))
        Style.add("parameter-panel", to: group)
        let reset = Make.button(tr("Reset to Defaults"), classes: ["flat"], wrap: true, action: onReset)
        gtk_widget_set_valign(reset, GTK_ALIGN_CENTER)
        gtk_widget_set_sensitive(reset, gbool(configuration != defaults))
        group.headerSuffix = reset
        func onChange(_ edited: BlockConfiguration) {
            gtk_widget_set_sensitive(reset, gbool(edited != defaults))
            report(edited)
        }

        // The rows in a boxed list of the panel's own, read as a group named "Parameters", not as
        // the group's list: Orca counts a list's items by role, and a combo row is none ("List
        // with 1 item" over two rows).
        let list = Accessibility.widget(gtk_list_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        Style.add("boxed-list", to: list)
        Accessibility.setLabel(list, tr("Parameters"))
        group.add(list)

        // The panel keeps the configuration as edited so far; each control changes its option in it.
        var current = configuration
        for row in PanelRow.rows(for: configuration) {
            func set(_ value: OptionValue) {
                current = row.setting(value, in: current)
                onChange(current)
            }
            switch row.control {
            case let .choices(choices, selected):
                let combo = comboRow(row, choices.map(\.words), selected: selected) { index in
                    if choices.indices.contains(index) { set(choices[index].value) }
                }
                gtk_list_box_append(list.opaque, combo.widget)
            case let .spin(value, range, step, digits):
                let spin = Make.spinButton(value, range: range, step: step, digits: digits, name: row.title) { set(.number($0)) }
                gtk_list_box_append(list.opaque, actionRow(row, control: spin).widget)
            }
        }
        return group.widget
    }

    /// A row for a number: the parameter's words, its API name below, the spin button at the
    /// end — the one Tab stop (the row itself is not one).
    private static func actionRow(_ parameter: PanelRow, control: UnsafeMutablePointer<GtkWidget>) -> Adw.ActionRow {
        let row = Adw.ActionRow(title: parameter.title, subtitle: parameter.key)
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        row.addSuffix(control)
        gtk_widget_set_focusable(row.widget, .no)
        gtk_list_box_row_set_activatable(row.cast(), .no)
        return row
    }

    /// A row for a choice (AdwComboRow): the parameter's words, its API name below, the choice
    /// shown at the end; the row is the Tab stop, and Space, Return or a click opens its list.
    /// Screen readers hear it as the parameter and the choice ("Tint: Green").
    private static func comboRow(
        _ parameter: PanelRow, _ choices: [String], selected: Int, onChange: @escaping @MainActor (Int) -> Void
    ) -> Adw.ComboRow {
        let model = ListModels.strings(choices)
        let row = Adw.ComboRow(title: parameter.title, subtitle: parameter.key, model: model, selected: selected)
        g_object_unref(UnsafeMutableRawPointer(model))
        // Named "Tint: Green" alone, not also by its title label (libadwaita's labelled-by).
        Accessibility.clearLabelledBy(row)
        func describe() {
            let index = row.selected
            Accessibility.setLabel(row, choices.indices.contains(index) ? "\(parameter.title): \(choices[index])" : parameter.title)
        }
        describe()
        Accessibility.nameChoices(in: row, list: parameter.title)
        Signal.connectIgnoringArgument(row, "notify::selected") {
            describe()
            onChange(row.selected)
        }
        return row
    }
}
