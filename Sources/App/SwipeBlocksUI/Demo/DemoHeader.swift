import CGtk
import GtkBridge
import Localization
import SwipeEngine

/// The demo's heading; for a card list, also the swipe group's controls — the first row opened
/// on either edge and the open row closed from code, as the reference's `SwipeGroup` does; each
/// says what it did to a screen reader (`openedWords`, `closingWords`).
@MainActor
enum DemoHeader {
    static func make(for demo: LiveDemo) -> UnsafeMutablePointer<GtkWidget> {
        let header = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["demo-header"])
        let heading = Make.label(demo.page.demo.heading, classes: ["title-1", "demo-heading"], wrap: true)
        Make.append(header, heading)
        let edges = demo.page.configuration.swipeEdges
        guard let kind = demo.page.configuration.demoKind, type(of: kind).showsGroupControls, !edges.isEmpty else { return header }
        // The buttons wrap under each other when the window is narrow.
        let row = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["swipe-group-controls"])
        Make.append(header, row)
        for edge in edges {
            let (title, tooltip) =
                switch edge {
                case .leading: (tr("Open Leading"), tr("Open the first row's leading actions from code"))
                case .trailing: (tr("Open Trailing"), tr("Open the first row's trailing actions from code"))
                }
            let button = Make.button(title, classes: ["flat"]) { [unowned demo] in
                demo.openFirstRow(edge: edge)
                Accessibility.announce(demo.openedWords(edge: edge), in: demo.root)
            }
            Descriptions.tooltip(button, tooltip)
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            Make.append(row, button)
        }
        let close = Make.button(tr("Close Row"), classes: ["flat"]) { [unowned demo] in
            let words = demo.closingWords()
            demo.closeOpenRow()
            Accessibility.announce(words, in: demo.root)
        }
        Descriptions.tooltip(close, tr("Close the open row from code (Escape)"))
        gtk_widget_set_valign(close, GTK_ALIGN_CENTER)
        Make.append(row, close)
        return header
    }
}
