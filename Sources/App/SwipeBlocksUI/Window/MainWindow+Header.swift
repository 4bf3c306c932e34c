import AdwBridge
import CGtk
import GtkBridge
import Localization
import SwipeEngine
import SwipeScenario

/// The window's two header bars, its main menu and its actions (with their shortcuts).
extension MainWindow {
    /// The block list's header: the app's name and the search toggle; it carries the window
    /// buttons and the main menu only when folded (the page's header has them beside it
    /// otherwise). F10 opens whichever main menu is on screen.
    func sidebarHeader() -> UnsafeMutablePointer<GtkWidget> {
        let bar = Adw.HeaderBar()
        bar.titleWidget = Adw.WindowTitle(title: tr("Swipe Blocks")).widget
        searchToggle = Make.toggleButton(icon: "system-search-symbolic", name: tr("Search"))
        Descriptions.tooltip(searchToggle, tr("Search (Ctrl+F)"))
        Signal.connect(searchToggle, "toggled") { [unowned self] in
            let on = gtk_toggle_button_get_active(self.searchToggle.cast()) != 0
            if on != self.sidebar.isSearching { self.sidebar.setSearching(on) }
        }
        bar.packStart(searchToggle)
        let menu = mainMenuButton()
        Properties.bind(leaflet, "folded", to: menu, "visible")
        bar.packEnd(menu)
        Properties.bind(leaflet, "folded", to: bar, "show-end-title-buttons")
        return bar.widget
    }

    /// The page's header: Back (folded only), the block's title, and the main menu.
    func contentHeader() -> UnsafeMutablePointer<GtkWidget> {
        let bar = Adw.HeaderBar()
        bar.titleWidget = windowTitle.widget
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        Descriptions.tooltip(backButton, tr("Back to Blocks (Alt+Left)"))
        Accessibility.setLabel(backButton, tr("Back to Blocks"))
        // Its icon is decoration (otherwise read by its class name, "GtkImage").
        if let image = gtk_button_get_child(backButton.cast()) { Accessibility.setHidden(image, true) }
        Signal.connect(backButton, "clicked") { [unowned self] in self.showList() }
        Properties.bind(leaflet, "folded", to: backButton, "visible")
        Properties.bind(leaflet, "folded", to: bar, "show-start-title-buttons")
        bar.packStart(backButton)
        bar.packEnd(mainMenuButton())
        return bar.widget
    }

    func mainMenuButton() -> UnsafeMutablePointer<GtkWidget> {
        let button = Menus.button(
            icon: "open-menu-symbolic",
            [
                MenuSection([MenuItem(tr("Export Markdown…"), action: "win.export")]),
                MenuSection(title: tr("Style"), StyleChoice.allCases.map { MenuItem($0.title, action: "win.style::\($0.rawValue)") }),
                MenuSection([
                    MenuItem(tr("Keyboard Shortcuts"), action: "win.show-help-overlay"),
                    MenuItem(tr("About Swipe Blocks"), action: "app.about"),
                ]),
            ], primary: true)
        Descriptions.tooltip(button, tr("Main Menu"))
        Accessibility.setLabel(button, tr("Main Menu"))
        return button
    }

    // MARK: Actions

    func installActions(application: UnsafeMutablePointer<GtkApplication>) {
        Actions.add(window, "search") { [unowned self] in
            self.sidebar.setSearching(!self.sidebar.isSearching)
        }
        Actions.add(window, "export") { [unowned self] in self.exportMarkdown() }
        Actions.add(window, "undo") { [unowned self] in self.toasts.undo() }
        Actions.addToggle(window, "rtl", initial: settings.rightToLeft) { [unowned self] on in
            self.settings.rightToLeft = on
        }
        let reduceMotion = Actions.addToggle(window, "reduce-motion", initial: motion.reduced) { [unowned self] on in
            self.motion.choose(on)
            self.settings.reduceMotion = on
        }
        followDesktopAnimations(reduceMotion)
        Actions.addChoice(window, "style", initial: StyleChoice.followSystem.rawValue) { value in
            StyleChoice(rawValue: value)?.apply()
        }
        Actions.setAccels(application, "win.search", ["<Control>f"])
        Actions.setAccels(application, "win.export", ["<Control>e"])
        Actions.setAccels(application, "win.undo", ["<Control>z"])
        Actions.setAccels(application, "win.rtl", ["<Control>r"])
        Actions.setAccels(application, "win.reduce-motion", ["<Control>m"])
        Actions.setAccels(application, "win.show-help-overlay", ["<Control>question"])
        // The shortcuts window is built the first time it is asked for; with this action in place
        // GtkApplicationWindow does not add its own.
        Actions.add(window, "show-help-overlay") { [unowned self] in
            if gtk_application_window_get_help_overlay(self.window.cast()) == nil {
                gtk_application_window_set_help_overlay(self.window.cast(), ShortcutsWindow.make())
            }
            gtk_widget_show(gtk_application_window_get_help_overlay(self.window.cast()).cast())
        }
    }

    /// Reduce Motion (the `action`'s state, and the demos) follows the desktop's Animations
    /// switch as it changes while the window runs, until someone chooses (`ReduceMotionChoice`).
    private func followDesktopAnimations(_ action: OpaquePointer) {
        guard let desktop = gtk_settings_get_default() else { return }
        let id = Signal.connectIgnoringArgument(desktop, "notify::gtk-enable-animations") { [unowned self] in
            guard self.motion.desktopAnimationsChanged(Self.animationsEnabled) else { return }
            g_simple_action_set_state(action, g_variant_new_boolean(gbool(self.motion.reduced)))
            self.settings.reduceMotion = self.motion.reduced
        }
        // The settings outlive the window.
        Signal.connect(window, "destroy") { Signal.disconnect(desktop, id) }
    }
}
