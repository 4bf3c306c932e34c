import CAdw
import CGtk
import GtkBridge
import Localization
import SwipeEngine
import SwipeScenario

/// The catalogue window: the block list and the selected block's page side by side, folding into
/// one page at a time (with a back button) when the window is narrow, under the window's toasts.
@MainActor
final class MainWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    /// The catalogue shown (read again when a user's block folder changes).
    var source: CatalogSource
    let sidebar: Sidebar
    private let reference = ReferencePane()
    let toasts = Toasts()
    private let leaflet: UnsafeMutablePointer<GtkWidget>
    private let sidebarPage: UnsafeMutablePointer<GtkWidget>
    private let contentPage: UnsafeMutablePointer<GtkWidget>
    private let pageTitle = PageTitle()
    private let problemsView = ProblemsView()
    private let demoArea: UnsafeMutablePointer<GtkWidget>
    /// Watches the user's block folders, if there are any.
    var watcher: CatalogWatcher?
    private let windowTitle: UnsafeMutablePointer<GtkWidget>
    private var backButton: UnsafeMutablePointer<GtkWidget>!
    private let demoHost: UnsafeMutablePointer<GtkWidget>
    private let contentScroller: UnsafeMutablePointer<GtkWidget>
    private let settings: DemoSettings
    /// The side the person is on, kept when the window folds.
    private var place: FoldPlace
    /// The id of the block whose page is shown (a valid block, or a broken one's problems).
    private(set) var shownID: String?
    /// The block shown, with its parameters as set; nil while a broken block's problems show.
    private(set) var current: BlockPage?
    /// The block's own parameters, as it was shown (Reset to Defaults puts them back).
    private(set) var defaults: BlockConfiguration?
    /// Counts the pages built; the parts built when idle belong to the newest only.
    private var presentations = 0
    private var demo: UnsafeMutablePointer<GtkWidget>?
    /// The parameter panel shown (built once the main loop is idle after the demo).
    private var parameters: UnsafeMutablePointer<GtkWidget>?
    private var searchToggle: UnsafeMutablePointer<GtkWidget>!
    let exportFolder = ExportFolder()

    /// Side by side, the block list and the page ask for these widths; the window folds them into
    /// one page at a time below their sum (671 px and the window's frame: half a 1366 px screen
    /// still shows both).
    static let sidebarWidth: Int32 = 260
    static let pageWidthUnfolded: Int32 = 410

    init(
        application: UnsafeMutablePointer<GtkApplication>, source: CatalogSource, options: WindowOptions,
        events: EventSink
    ) {
        self.source = source
        place = FoldPlace(openedOnBlock: options.blockID != nil)
        settings = DemoSettings(
            rightToLeft: options.rightToLeft ?? (gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL),
            reduceMotion: options.reduceMotion ?? !Self.animationsEnabled,
            rows: options.rows, events: events)
        if let path = options.recordPath {
            settings.recorder = SessionRecorder(path: path, write: source.writeAtomically, parameters: source.parameters)
        }
        window = adw_application_window_new(application)!
        // However the window ends (Ctrl+Q, close, SIGINT, SIGTERM), the recording is written.
        Signal.connect(window, "destroy") { [settings] in settings.recorder?.finish() }
        demoArea = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-area"])
        gtk_window_set_title(window.cast(), tr("Swipe Blocks"))
        gtk_window_set_default_size(window.cast(), 1100, 760)
        Style.add("swipeblocks", to: window)

        sidebar = Sidebar(source: source)
        demoHost = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-host"])
        windowTitle = adw_window_title_new(tr("Swipe Blocks"), nil)

        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 24, classes: ["content"])
        Make.append(demoArea, DemoToolbar.make(), demoHost)
        Make.append(content, pageTitle.root, problemsView.root, demoArea, reference.root)
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(clamp.opaque, 960)
        adw_clamp_set_tightening_threshold(clamp.opaque, 640)
        adw_clamp_set_child(clamp.opaque, content)
        contentScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(contentScroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(contentScroller.opaque, clamp)
        gtk_scrolled_window_set_propagate_natural_width(contentScroller.opaque, .yes)
        gtk_widget_set_vexpand(contentScroller, .yes)
        // Whatever Tab reaches on the page shows whole, its focus ring and a little room too.
        Focus.keepInView(contentScroller, margin: 12)

        leaflet = adw_leaflet_new()!
        let sidebarBox = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["sidebar-pane"])
        let contentBox = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["content-pane"])
        Make.append(sidebarBox, sidebar.root)
        Make.append(contentBox, contentScroller)
        // Each side asks for its width (its natural width, which the leaflet folds below); either
        // can be narrower only folded, alone in the window.
        sidebarPage = CustomLayout.cappingNaturalWidth(of: sidebarBox, at: Self.sidebarWidth)
        contentPage = CustomLayout.cappingNaturalWidth(of: contentBox, at: Self.pageWidthUnfolded)
        gtk_widget_set_hexpand(contentPage, .yes)
        gtk_box_prepend(sidebarBox.cast(), sidebarHeader())
        gtk_box_prepend(contentBox.cast(), contentHeader())
        adw_leaflet_append(leaflet.opaque, sidebarPage)
        let separator = adw_leaflet_append(leaflet.opaque, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        adw_leaflet_page_set_navigatable(separator, .no)
        adw_leaflet_append(leaflet.opaque, contentPage)
        adw_leaflet_set_can_navigate_back(leaflet.opaque, .yes)
        adw_leaflet_set_fold_threshold_policy(leaflet.opaque, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
        toasts.wrap(leaflet)
        adw_application_window_set_content(window.cast(), toasts.overlay)

        InnerScrollFirst.install(window: window, page: contentScroller, innerClass: "demo-list")
        NestedScrolling.install(page: contentScroller)
        StaleTouchReset.install(window: window, listClass: "demo-list")
        gtk_search_bar_set_key_capture_widget(sidebar.searchBar.opaque, window)
        installActions(application: application)
        Lifetime.tie(self, to: window, key: "swipeblocks-main-window")

        sidebar.onSelect = { [unowned self] id in
            self.show(id)
            self.place.chose(activated: false, folded: self.isFolded)
        }
        sidebar.onActivate = { [unowned self] in self.showPage() }
        reference.onExport = { [unowned self] in self.exportMarkdown() }
        reference.onCopied = { [unowned self] message in self.toasts.show(message, key: "copied") }
        problemsView.onCopied = { [unowned self] in self.toasts.show(tr("Problems copied"), key: "copied") }
        settings.onMessage = { [unowned self] message, undo in
            if let undo { self.toasts.show(message, undo: undo, key: "demo") } else { self.toasts.show(message, key: "demo") }
        }
        Signal.connectIgnoringArgument(sidebar.searchBar, "notify::search-mode-enabled") { [unowned self] in
            gtk_toggle_button_set_active(self.searchToggle.cast(), gbool(self.sidebar.isSearching))
        }
        Signal.connectIgnoringArgument(leaflet, "notify::folded") { [unowned self] in self.foldedChanged() }
        Signal.connectIgnoringArgument(leaflet, "notify::visible-child") { [unowned self] in self.visibleSideChanged() }

        let first = options.blockID ?? source.entries.first?.id
        if let first { sidebar.select(first) }
        // The block selected at start is no choice of the person's: the place stays as opened.
        place = FoldPlace(openedOnBlock: options.blockID != nil)
        sidebar.focusSelection()
        watchUserFolders()
    }

    /// GTK's `gtk-enable-animations` (the desktop's "Animations" switch), which Reduce Motion
    /// follows unless chosen.
    private static var animationsEnabled: Bool {
        gtk_settings_get_default().map { Properties.bool($0, "gtk-enable-animations") } ?? true
    }

    // MARK: Header bars

    /// The block list's header: the app's name and the search toggle; it carries the window
    /// buttons and the main menu only when folded (the page's header has them beside it
    /// otherwise). F10 opens whichever main menu is on screen.
    private func sidebarHeader() -> UnsafeMutablePointer<GtkWidget> {
        let bar = adw_header_bar_new()!
        adw_header_bar_set_title_widget(bar.opaque, adw_window_title_new(tr("Swipe Blocks"), nil))
        searchToggle = Make.toggleButton(icon: "system-search-symbolic", name: tr("Search"))
        gtk_widget_set_tooltip_text(searchToggle, tr("Search (Ctrl+F)"))
        Signal.connect(searchToggle, "toggled") { [unowned self] in
            let on = gtk_toggle_button_get_active(self.searchToggle.cast()) != 0
            if on != self.sidebar.isSearching { self.sidebar.setSearching(on) }
        }
        adw_header_bar_pack_start(bar.opaque, searchToggle)
        let menu = mainMenuButton()
        Properties.bind(leaflet, "folded", to: menu, "visible")
        adw_header_bar_pack_end(bar.opaque, menu)
        Properties.bind(leaflet, "folded", to: bar, "show-end-title-buttons")
        return bar
    }

    /// The page's header: Back (folded only), the block's title, and the main menu.
    private func contentHeader() -> UnsafeMutablePointer<GtkWidget> {
        let bar = adw_header_bar_new()!
        adw_header_bar_set_title_widget(bar.opaque, windowTitle)
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_widget_set_tooltip_text(backButton, tr("Back to Blocks (Alt+Left)"))
        Accessibility.setLabel(backButton, tr("Back to Blocks"))
        // Its icon is decoration (otherwise read by its class name, "GtkImage").
        if let image = gtk_button_get_child(backButton.cast()) { Accessibility.setHidden(image, true) }
        Signal.connect(backButton, "clicked") { [unowned self] in self.showList() }
        Properties.bind(leaflet, "folded", to: backButton, "visible")
        Properties.bind(leaflet, "folded", to: bar, "show-start-title-buttons")
        adw_header_bar_pack_start(bar.opaque, backButton)
        adw_header_bar_pack_end(bar.opaque, mainMenuButton())
        return bar
    }

    private func mainMenuButton() -> UnsafeMutablePointer<GtkWidget> {
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
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        Accessibility.setLabel(button, tr("Main Menu"))
        return button
    }

    // MARK: Actions

    private func installActions(application: UnsafeMutablePointer<GtkApplication>) {
        Actions.add(window, "search") { [unowned self] in
            self.sidebar.setSearching(!self.sidebar.isSearching)
        }
        Actions.add(window, "export") { [unowned self] in self.exportMarkdown() }
        Actions.add(window, "undo") { [unowned self] in self.toasts.undo() }
        Actions.addToggle(window, "rtl", initial: settings.rightToLeft) { [unowned self] on in
            self.settings.rightToLeft = on
        }
        Actions.addToggle(window, "reduce-motion", initial: settings.reduceMotion) { [unowned self] on in
            self.settings.reduceMotion = on
        }
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

    // MARK: Folding

    private var isFolded: Bool { adw_leaflet_get_folded(leaflet.opaque) != 0 }

    /// Folded, the page slides in when a block is chosen (Return or a click on it), with focus
    /// on its Back button, the top of the page — also when the leaflet would give it back to
    /// where it was on an earlier visit (it does so as it switches; this runs after).
    private func showPage() {
        place.chose(activated: true, folded: isFolded)
        guard isFolded else { return }
        adw_leaflet_set_visible_child(leaflet.opaque, contentPage)
        MainLoop.idle { [weak self] in
            guard let self, self.isFolded, adw_leaflet_get_visible_child(self.leaflet.opaque) == self.contentPage else { return }
            gtk_widget_grab_focus(self.backButton)
        }
    }

    /// Folded, back to the block list (also Alt+Left, the back mouse button, a swipe).
    private func showList() {
        adw_leaflet_set_visible_child(leaflet.opaque, sidebarPage)
    }

    /// Folded, the side not shown leaves the accessibility tree too (GTK 4.8 reports it as on
    /// screen otherwise), and focus follows the side shown: the page's Back button (so a screen
    /// reader says where the person is), or the block that was shown in the list.
    private func visibleSideChanged() {
        let visible = adw_leaflet_get_visible_child(leaflet.opaque)
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
    private func foldedChanged() {
        if isFolded {
            let focusOnPage = gtk_root_get_focus(window.opaque).map { gtk_widget_is_ancestor($0, contentPage) != 0 } ?? false
            let side = place.sideWhenFolding(focusOnPage: focusOnPage)
            adw_leaflet_set_visible_child(leaflet.opaque, side == .page ? contentPage : sidebarPage)
            if side == .page, !focusOnPage { gtk_widget_grab_focus(backButton) }
        }
        visibleSideChanged()
    }

    // MARK: The page

    /// Shows block `id`: its title, live demo and reference (or its manifest's problems).
    func show(_ id: String) {
        // The block shown already (Tab into the block list, a search that keeps it) keeps its
        // page, its parameters and its scroll position.
        guard shownID != id else { return }
        present(id)
        let adjustment = gtk_scrolled_window_get_vadjustment(contentScroller.opaque)
        gtk_adjustment_set_value(adjustment, 0)
    }

    /// Builds the page of block `id` with `parameters` (API name → value, as a recording writes
    /// them) set over its own where they still fit it; a broken block's page lists its problems.
    func present(_ id: String, keeping parameters: [(key: String, value: JSONValue)] = []) {
        shownID = id
        if let entry = sidebar.entry(id), !entry.problems.isEmpty {
            presentProblems(entry)
            return
        }
        guard var page = source.page(id) else { return }
        defaults = page.configuration
        if !parameters.isEmpty, let configuration = source.configuration(id, parameters) {
            page.configuration = configuration
            page.usage = source.usage(id, configuration)
        }
        current = page
        gtk_widget_set_visible(problemsView.root, .no)
        gtk_widget_set_visible(demoArea, .yes)
        gtk_widget_set_visible(reference.root, .yes)
        pageTitle.show(title: page.title, summary: page.summary)
        adw_window_title_set_title(windowTitle.opaque, page.title)
        let controls = showDemo(page)
        // The parameters and the reference (API table, usage text) are built once the main loop is
        // idle, so the window and the live demo show first; a newer selection meanwhile wins.
        presentations += 1
        let presentation = presentations
        MainLoop.idle { [weak self] in
            guard let self, self.presentations == presentation else { return }
            let panel = self.parameterPanel(page)
            self.parameters = panel
            gtk_box_prepend(controls.cast(), panel)
            self.reference.show(page)
        }
        gtk_window_set_title(window.cast(), tr("{title} — Swipe Blocks", ["title": page.title]))
    }

    /// The page of a block whose manifest is broken: its title and each of its problems, no demo.
    private func presentProblems(_ entry: BlockEntry) {
        presentations += 1
        current = nil
        defaults = nil
        demo = nil
        parameters = nil
        settings.onTrace = nil
        Make.removeAllChildren(of: demoHost)
        reference.clear()
        gtk_widget_set_visible(demoArea, .no)
        gtk_widget_set_visible(reference.root, .no)
        pageTitle.show(
            title: entry.title,
            summary: trn(
                "This block's manifest has a problem.", "This block's manifest has {count} problems.",
                count: entry.problems.count))
        problemsView.show(entry.problems)
        gtk_widget_set_visible(problemsView.root, .yes)
        adw_window_title_set_title(windowTitle.opaque, entry.title)
        gtk_window_set_title(window.cast(), tr("{title} — Swipe Blocks", ["title": entry.title]))
    }

    /// Shows a live demo of `page` with its drag plot; returns the box the parameters go in.
    private func showDemo(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        Make.removeAllChildren(of: demoHost)
        let plot = DragPlot()
        settings.onTrace = { [weak plot] trace, finished in plot?.show(trace, finished: finished) }
        let demo = settings.makeDemo(for: page)
        self.demo = demo
        Make.append(demoHost, demo)
        let controls = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-controls"])
        Make.append(controls, plot.root)
        Make.append(demoHost, controls)
        return controls
    }

    /// The live parameters of `page`: each change rebuilds the demo (and only the demo); Reset to
    /// Defaults puts back the block's own values (and focus on the new panel's first control).
    private func parameterPanel(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        let defaults = self.defaults ?? page.configuration
        return ParameterPanel.make(
            page.configuration, defaults: defaults,
            onChange: { [unowned self] configuration in
                self.configure(configuration)
            },
            onReset: { [unowned self] in
                guard let old = self.parameters, let controls = gtk_widget_get_parent(old) else { return }
                self.configure(defaults)
                guard let page = self.current else { return }
                let panel = self.parameterPanel(page)
                gtk_box_insert_child_after(controls.cast(), panel, old)
                gtk_box_remove(controls.cast(), old)
                self.parameters = panel
                gtk_widget_child_focus(panel, GTK_DIR_TAB_FORWARD)
            })
    }

    /// The demo and the usage with `configuration`, the parameters staying as they are.
    private func configure(_ configuration: BlockConfiguration) {
        guard var edited = current else { return }
        edited.configuration = configuration
        current = edited
        reference.showUsage(source.usage(edited.id, configuration))
        MainLoop.idle { [weak self] in self?.replaceDemo(edited) }
    }

    /// Swaps only the demo, keeping the parameter panel (and its focus) in place.
    private func replaceDemo(_ page: BlockPage) {
        guard let old = demo else { return }
        let new = settings.makeDemo(for: page, sameBlock: true)
        gtk_box_insert_child_after(demoHost.cast(), new, old)
        gtk_box_remove(demoHost.cast(), old)
        demo = new
    }
}
