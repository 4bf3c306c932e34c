import CAdw
import CGtk
import GtkBridge
import Localization
import SwipeEngine

/// Live parameters of the selected block (each kind's `DemoKind.liveParameters`: tint, corner
/// radius, button width, full-swipe threshold, style, label style, button shape) as a preferences group: each a row labelled in
/// words ("Corner Radius") with its API name below (cornerRadius), its control at the end; each
/// change rebuilds the demo at once, and Reset to Defaults puts back the block's own values.
@MainActor
enum ParameterPanel {
    /// Controls for `configuration`; `onChange` receives the edited configuration, `onReset` runs
    /// when the person asks for the defaults (offered only when something differs from them).
    static func make(
        _ configuration: BlockConfiguration, defaults: BlockConfiguration,
        onChange report: @escaping @MainActor (BlockConfiguration) -> Void,
        onReset: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.cast(), tr("Parameters"))
        Style.add("parameter-panel", to: group)
        let reset = Make.button(tr("Reset to Defaults"), classes: ["flat"], action: onReset)
        gtk_widget_set_valign(reset, GTK_ALIGN_CENTER)
        gtk_widget_set_sensitive(reset, gbool(configuration != defaults))
        adw_preferences_group_set_header_suffix(group.cast(), reset)
        func onChange(_ edited: BlockConfiguration) {
            gtk_widget_set_sensitive(reset, gbool(edited != defaults))
            report(edited)
        }

        func add(_ parameter: LiveParameter, _ control: UnsafeMutablePointer<GtkWidget>) {
            let row = adw_action_row_new()!
            adw_preferences_row_set_title(row.cast(), parameter.label)
            adw_action_row_set_subtitle(row.cast(), parameter.name)
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(row.cast(), control)
            // One Tab stop per parameter: its control (the row itself is not a stop).
            gtk_widget_set_focusable(row, .no)
            gtk_list_box_row_set_activatable(row.cast(), .no)
            adw_preferences_group_add(group.cast(), row)
        }
        // The panel keeps the configuration as edited so far; each control changes its option in it.
        var current = configuration
        for parameter in configuration.demoKind?.liveParameters ?? [] {
            let name = parameter.label
            let control: UnsafeMutablePointer<GtkWidget>
            switch parameter.control {
            case let .choice(choices, selected):
                control = Make.dropDown(choices.map(\.label), selected: selected, name: name) { index in
                    current = parameter.apply(current, Double(index))
                    onChange(current)
                }
            case let .number(value, range, step, digits):
                control = Make.spinButton(value, range: range, step: step, digits: digits, name: name) { value in
                    current = parameter.apply(current, value)
                    onChange(current)
                }
            }
            add(parameter, control)
        }
        return group
    }
}
