import AdwBridge
import CGtk
import GtkBridge
import Localization
import SwipeEngine
import SwipeScenario

/// The window folded to one side at a time (narrow) or showing both: which side shows, and the
/// place kept as it folds.
extension MainWindow {
    var isFolded: Bool { leaflet.isFolded }

    /// Folded, the page slides in when a block is chosen (Return or a click on it), with focus
    /// on its Back button, the top of the page — also when the leaflet would give it back to
    /// where it was on an earlier visit (it does so as it switches; this runs after).
    func showPage() {
        place.chose(activated: true, folded: isFolded)
        guard isFolded else { return }
        leaflet.visibleChild = contentPage
        MainLoop.idle { [weak self] in
            guard let self, self.isFolded, self.leaflet.visibleChild == self.contentPage else { return }
            gtk_widget_grab_focus(self.backButton)
        }
    }

    /// Folded, back to the block list (also Alt+Left, the back mouse button, a swipe).
    func showList() {
        leaflet.visibleChild = sidebarPage
    }

    /// Folded, the side not shown leaves the accessibility tree too (GTK 4.8 reports it as on
    /// screen otherwise), and focus follows the side shown: the page's Back button (so a screen
    /// reader says where the person is), or the block that was shown in the list.
    func visibleSideChanged() {
        let visible = leaflet.visibleChild
        Accessibility.setHidden(sidebarPage, isFolded && visible != sidebarPage)
        Accessibility.setHidden(contentPage, isFolded && visible != contentPage)
        guard isFolded, let visible else { return }
        place.folded(showing: visible == contentPage ? .page : .list)
        let focus = gtk_root_get_focus(window.opaque)
        if visible == contentPage, focus.map({ gtk_widget_is_ancestor($0, contentPage) == 0 }) ?? true {
            gtk_widget_grab_focus(backButton)
        } else if visible == sidebarPage, focus.map({ gtk_widget_is_ancestor($0, sidebarPage) == 0 }) ?? true {
            sidebar.focusSelection()
        }
    }

    /// When the window folds it keeps the person's place (`FoldPlace`): a page being read stays,
    /// the list one Back away. Focus stays where it was on the page; from the folded-away list it
    /// goes to Back, the top of the page (the leaflet would restore an earlier visit's focus).
    func foldedChanged() {
        if isFolded {
            let focusOnPage = gtk_root_get_focus(window.opaque).map { gtk_widget_is_ancestor($0, contentPage) != 0 } ?? false
            let side = place.sideWhenFolding(focusOnPage: focusOnPage)
            leaflet.visibleChild = side == .page ? contentPage : sidebarPage
            if side == .page, !focusOnPage { gtk_widget_grab_focus(backButton) }
        }
        visibleSideChanged()
    }
}
