import CAdw
import CGtk
import GtkBridge
import SwipeEngine

/// Live parameters of the selected block (tint, corner radius, button width, full-swipe
/// threshold, style, label style, button shape) as a preferences group: each a row labelled in
/// words ("Corner Radius") with its API name below (cornerRadius), its control at the end; each
/// change rebuilds the demo at once, and Reset to Defaults puts back the block's own values.
@MainActor
enum ParameterPanel {
    static let tints = ["green", "blue", "indigo", "purple", "orange", "red", "teal", "yellow", "gray"]

    /// Controls for `configuration`; `onChange` receives the edited configuration, `onReset` runs
    /// when the person asks for the defaults (offered only when something differs from them).
    static func make(_ configuration: BlockConfiguration, defaults: BlockConfiguration,
                     onChange report: @escaping @MainActor (BlockConfiguration) -> Void,
                     onReset: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.cast(), "Parameters")
        Style.add("parameter-panel", to: group)
        let reset = Make.button("Reset to Defaults", classes: ["flat"], action: onReset)
        gtk_widget_set_valign(reset, GTK_ALIGN_CENTER)
        gtk_widget_set_sensitive(reset, gbool(configuration != defaults))
        adw_preferences_group_set_header_suffix(group.cast(), reset)
        func onChange(_ edited: BlockConfiguration) {
            gtk_widget_set_sensitive(reset, gbool(edited != defaults))
            report(edited)
        }

        func add(_ parameter: String, _ control: UnsafeMutablePointer<GtkWidget>) {
            let row = adw_action_row_new()!
            adw_preferences_row_set_title(row.cast(), IdentifierWords.title(parameter))
            adw_action_row_set_subtitle(row.cast(), parameter)
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(row.cast(), control)
            // One Tab stop per parameter: its control (the row itself is not a stop).
            gtk_widget_set_focusable(row, .no)
            gtk_list_box_row_set_activatable(row.cast(), .no)
            adw_preferences_group_add(group.cast(), row)
        }
        func name(_ parameter: String) -> String { IdentifierWords.title(parameter) }
        func options(_ values: [String]) -> [String] { values.map(IdentifierWords.title) }
        switch configuration {
        case var .completion(c):
            let current = tints.firstIndex { RGBA.named[$0] == c.tint } ?? 0
            add("tint", Make.dropDown(options(tints), selected: current, name: name("tint")) { i in
                c.tint = RGBA.named[tints[i]]!
                onChange(.completion(c))
            })
            add("cornerRadius", Make.spinButton(c.cornerRadius, range: 0...40, step: 1, name: name("cornerRadius")) { v in
                c.cornerRadius = v
                onChange(.completion(c))
            })
        case var .actionRow(c):
            add("buttonWidth", Make.spinButton(c.buttonWidth, range: 40...160, step: 4, name: name("buttonWidth")) { v in
                c.buttonWidth = v
                onChange(.actionRow(c))
            })
        case var .cardList(c):
            add("style", Make.dropDown(options(RevealStyle.allCases.map(\.rawValue)),
                                       selected: RevealStyle.allCases.firstIndex(of: c.style) ?? 0, name: name("style")) { i in
                c.style = RevealStyle.allCases[i]
                onChange(.cardList(c))
            })
            let shapes = ["rectangle", "cards"]
            let isRounded = if case .rounded = c.buttonShape { true } else { false }
            add("buttonShape", Make.dropDown(options(shapes), selected: isRounded ? 1 : 0, name: name("buttonShape")) { i in
                c.buttonShape = i == 1 ? .rounded(cornerRadius: 16, spacing: 8) : .rectangle
                c.cornerRadius = i == 1 ? max(c.cornerRadius, 16) : c.cornerRadius
                onChange(.cardList(c))
            })
            add("labelStyle", Make.dropDown(options(SwipeLabelStyle.allCases.map(\.rawValue)),
                                            selected: SwipeLabelStyle.allCases.firstIndex(of: c.labelStyle) ?? 0, name: name("labelStyle")) { i in
                c.labelStyle = SwipeLabelStyle.allCases[i]
                onChange(.cardList(c))
            })
            add("buttonWidth", Make.spinButton(c.buttonWidth, range: 40...160, step: 4, name: name("buttonWidth")) { v in
                c.buttonWidth = v
                onChange(.cardList(c))
            })
            add("fullSwipeThreshold", Make.spinButton(c.fullSwipeThreshold, range: 0.3...1, step: 0.05, digits: 2,
                                                      name: name("fullSwipeThreshold")) { v in
                c.fullSwipeThreshold = v
                onChange(.cardList(c))
            })
            add("cornerRadius", Make.spinButton(c.cornerRadius, range: 0...40, step: 1, name: name("cornerRadius")) { v in
                c.cornerRadius = v
                onChange(.cardList(c))
            })
        }
        return group
    }
}
