import CGtk
import GtkBridge
import Localization

/// The live demo's own toolbar: the switches that change how the demo behaves, in words, bound to
/// the window's `rtl` and `reduce-motion` actions (so Ctrl+R and Ctrl+M toggle them too).
@MainActor
enum DemoToolbar {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let bar = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["demo-toolbar"])
        Accessibility.setLabel(bar, tr("Demo settings"))
        for (text, tooltip, action) in [
            (tr("Reduce Motion"), tr("Reduce Motion (Ctrl+M)"), "win.reduce-motion"),
            (tr("Right to Left"), tr("Right to Left (Ctrl+R)"), "win.rtl"),
        ] {
            let toggle = Make.toggleButton(text: text)
            gtk_widget_set_tooltip_text(toggle, tooltip)
            gtk_actionable_set_action_name(toggle.opaque, action)
            Make.append(bar, toggle)
        }
        return bar
    }
}
