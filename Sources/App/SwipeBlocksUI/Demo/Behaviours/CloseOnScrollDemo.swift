import CGtk
import GtkBridge
import Localization

/// Close on scroll's control: a toggle that keeps rows open while the list scrolls
/// (`SwipeRow.closesOnScroll` off on every row). The header's Close Row closes from code.
@MainActor
enum CloseOnScrollDemo {
    static func make(_ demo: LiveDemo) -> UnsafeMutablePointer<GtkWidget> {
        let bar = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["demo-behaviour"])
        let keep = Make.toggleButton(text: tr("Keep Rows Open While Scrolling"))
        Descriptions.tooltip(keep, tr("An open row stays open while the list scrolls"))
        Signal.connect(keep, "toggled") { [weak demo] in
            demo?.closesOnScroll = gtk_toggle_button_get_active(keep.cast()) == 0
        }
        Make.append(bar, keep)
        return bar
    }
}
