import CGtk
import GtkBridge
import SwipeEngine

/// The catalogue window: header bar, block sidebar, and the selected block's demo and reference.
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let source: CatalogSource
    private let sidebar: Sidebar
    private let reference = ReferencePane()
    private let demoHost: UnsafeMutablePointer<GtkWidget>
    private let contentScroller: UnsafeMutablePointer<GtkWidget>
    private let settings: DemoSettings
    private var current: BlockPage?
    private var searchToggle: UnsafeMutablePointer<GtkWidget>!

    init(application: UnsafeMutablePointer<GtkApplication>, source: CatalogSource, options: WindowOptions,
         events: EventSink) {
        self.source = source
        settings = DemoSettings(rightToLeft: options.rightToLeft, reduceMotion: options.reduceMotion,
                                rows: options.rows, events: events)
        window = gtk_application_window_new(application)!
        gtk_window_set_title(window.cast(), "Swipe Blocks")
        gtk_window_set_default_size(window.cast(), 1100, 760)
        Style.add("swipeblocks", to: window)

        sidebar = Sidebar(source: source)
        demoHost = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-host"])

        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 24, classes: ["content"])
        gtk_widget_set_hexpand(content, .yes)
        Make.margins(content, 24, 32)
        Make.append(content, demoHost, reference.root)
        let clamp = Make.box(GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_size_request(content, 480, -1)
        gtk_widget_set_halign(content, GTK_ALIGN_FILL)
        Make.append(clamp, content)
        contentScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(contentScroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(contentScroller.opaque, clamp)
        gtk_widget_set_hexpand(contentScroller, .yes)

        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_set_start_child(paned.opaque, sidebar.root)
        gtk_paned_set_end_child(paned.opaque, contentScroller)
        gtk_paned_set_resize_start_child(paned.opaque, .no)
        gtk_paned_set_shrink_start_child(paned.opaque, .no)
        // Neither side shrinks below its minimum (clipped content); the window keeps them whole.
        gtk_paned_set_shrink_end_child(paned.opaque, .no)
        gtk_paned_set_position(paned.opaque, 280)
        gtk_window_set_child(window.cast(), paned)

        gtk_window_set_titlebar(window.cast(), headerBar())
        InnerScrollFirst.install(window: window, page: contentScroller, innerClass: "demo-list")
        StaleTouchReset.install(window: window, listClass: "demo-list")
        gtk_search_bar_set_key_capture_widget(sidebar.searchBar.opaque, window)
        installActions(application: application)
        Lifetime.tie(self, to: window, key: "swipeblocks-main-window")

        sidebar.onSelect = { [unowned self] id in self.show(id) }
        reference.onExport = { [unowned self] in self.exportMarkdown() }
        Signal.connectIgnoringArgument(sidebar.searchBar, "notify::search-mode-enabled") { [unowned self] in
            gtk_toggle_button_set_active(self.searchToggle.cast(), gbool(self.sidebar.isSearching))
        }

        let first = options.blockID ?? source.pages.first?.id
        if let first { sidebar.select(first) }
        sidebar.focusSelection()
    }

    private func headerBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_header_bar_new()!
        searchToggle = Make.toggleButton(icon: "system-search-symbolic", name: "Search")
        gtk_widget_set_tooltip_text(searchToggle, "Search (Ctrl+F)")
        Signal.connect(searchToggle, "toggled") { [unowned self] in
            let on = gtk_toggle_button_get_active(self.searchToggle.cast()) != 0
            if on != self.sidebar.isSearching { self.sidebar.setSearching(on) }
        }
        gtk_header_bar_pack_start(bar.opaque, searchToggle)

        let menu = g_menu_new()!
        let section1 = g_menu_new()!
        g_menu_append(section1, "Export Markdown…", "win.export")
        g_menu_append(section1, "Dark Style", "win.dark")
        g_menu_append_section(menu, nil, section1.raw.assumingMemoryBound(to: GMenuModel.self))
        let section2 = g_menu_new()!
        g_menu_append(section2, "Keyboard Shortcuts", "win.show-help-overlay")
        g_menu_append(section2, "About Swipe Blocks", "app.about")
        g_menu_append_section(menu, nil, section2.raw.assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(section1.raw)
        g_object_unref(section2.raw)
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(menuButton.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(menuButton.opaque, menu.raw.assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(menu.raw)
        gtk_widget_set_tooltip_text(menuButton, "Main Menu")
        Accessibility.setLabel(menuButton, "Main Menu")
        gtk_menu_button_set_primary(menuButton.opaque, .yes)
        gtk_header_bar_pack_end(bar.opaque, menuButton)

        let rtl = toggle(icon: "format-text-direction-rtl-symbolic", name: "Right to Left",
                         tooltip: "Right to Left (Ctrl+R)", action: "win.rtl")
        let motion = toggle(icon: "media-playback-pause-symbolic", name: "Reduce Motion",
                            tooltip: "Reduce Motion (Ctrl+M)", action: "win.reduce-motion")
        gtk_header_bar_pack_end(bar.opaque, rtl)
        gtk_header_bar_pack_end(bar.opaque, motion)
        return bar
    }

    private func toggle(icon: String, name: String, tooltip: String, action: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = Make.toggleButton(icon: icon, name: name)
        gtk_widget_set_tooltip_text(button, tooltip)
        gtk_actionable_set_action_name(button.opaque, action)
        return button
    }

    private func installActions(application: UnsafeMutablePointer<GtkApplication>) {
        Actions.add(window, "search") { [unowned self] in
            self.sidebar.setSearching(!self.sidebar.isSearching)
        }
        Actions.add(window, "export") { [unowned self] in self.exportMarkdown() }
        Actions.addToggle(window, "rtl", initial: settings.rightToLeft) { [unowned self] on in
            self.settings.rightToLeft = on
        }
        Actions.addToggle(window, "reduce-motion", initial: settings.reduceMotion) { [unowned self] on in
            self.settings.reduceMotion = on
        }
        Actions.addToggle(window, "dark", initial: Style.prefersDark) { on in Style.setDark(on) }
        Actions.setAccels(application, "win.search", ["<Control>f"])
        Actions.setAccels(application, "win.export", ["<Control>e"])
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

    /// Shows block `id`: its live demo and its reference.
    func show(_ id: String) {
        // The block shown already (Tab into the block list, a search that keeps it) keeps its
        // page, its parameters and its scroll position.
        guard current?.id != id, let page = source.pages.first(where: { $0.id == id }) else { return }
        current = page
        let controls = showDemo(page)
        // The parameters and the reference (API table, usage text) are built once the main loop is
        // idle, so the window and the live demo show first; a newer selection meanwhile wins.
        MainLoop.idle { [weak self] in
            guard let self, self.current?.id == id else { return }
            gtk_box_prepend(controls.cast(), self.parameterPanel(page))
            self.reference.show(page)
        }
        gtk_window_set_title(window.cast(), "\(page.title) — Swipe Blocks")
        let adjustment = gtk_scrolled_window_get_vadjustment(contentScroller.opaque)
        gtk_adjustment_set_value(adjustment, 0)
    }

    /// Shows a live demo of `page` with its drag plot; returns the box the parameters go in.
    private func showDemo(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        Make.removeAllChildren(of: demoHost)
        let plot = DragPlot()
        settings.onTrace = { [weak plot] trace, finished in plot?.show(trace, finished: finished) }
        Make.append(demoHost, settings.makeDemo(for: page))
        let controls = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-controls"])
        Make.append(controls, plot.root)
        Make.append(demoHost, controls)
        return controls
    }

    /// The live parameters of `page`: each change rebuilds the demo (and only the demo).
    private func parameterPanel(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        ParameterPanel.make(page.configuration) { [unowned self] configuration in
            guard var edited = self.current else { return }
            edited.configuration = configuration
            self.current = edited
            self.reference.showUsage(self.source.usage(edited.id, configuration))
            MainLoop.idle { [weak self] in self?.replaceDemo(edited) }
        }
    }

    /// Swaps only the demo, keeping the parameter panel (and its focus) in place.
    private func replaceDemo(_ page: BlockPage) {
        guard let old = gtk_widget_get_first_child(demoHost) else { return }
        let demo = settings.makeDemo(for: page)
        gtk_box_insert_child_after(demoHost.cast(), demo, old)
        gtk_box_remove(demoHost.cast(), old)
    }

    /// Asks where to save, then writes the current block's Markdown export atomically.
    func exportMarkdown() {
        guard let page = current else { return }
        let chooser = gtk_file_chooser_native_new("Export Markdown", window.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")!
        gtk_file_chooser_set_current_name(chooser.opaque, "\(page.id).md")
        let markdown = source.exportMarkdown([page.id])
        Signal.connectInt(chooser, "response") { [unowned self] response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.opaque) else { return }
            defer { g_object_unref(file.raw) }
            guard let cpath = g_file_get_path(file) else { return }
            let path = String(cString: cpath)
            g_free(cpath)
            do {
                try self.source.writeAtomically(markdown, path)
            } catch {
                self.showError("Could not export to \(path)", detail: "\(error)")
            }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    private func showError(_ message: String, detail: String) {
        let dialog = swipeblocks_error_dialog(window.cast(), message, detail)!
        Signal.connectInt(dialog, "response") { _ in gtk_window_destroy(dialog.cast()) }
        gtk_window_present(dialog.cast())
    }
}
