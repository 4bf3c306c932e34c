import AdwBridge
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
    let leaflet: Adw.Leaflet
    let sidebarPage: UnsafeMutablePointer<GtkWidget>
    let contentPage: UnsafeMutablePointer<GtkWidget>
    private let pageTitle = PageTitle()
    private let problemsView = ProblemsView()
    private let demoArea: UnsafeMutablePointer<GtkWidget>
    /// Watches the user's block folders, if there are any.
    var watcher: CatalogWatcher?
    let windowTitle: Adw.WindowTitle
    var backButton: UnsafeMutablePointer<GtkWidget>!
    private let demoHost: UnsafeMutablePointer<GtkWidget>
    private let contentScroller: UnsafeMutablePointer<GtkWidget>
    let settings: DemoSettings
    /// Reduce Motion: the desktop's Animations switch until someone chooses.
    var motion: ReduceMotionChoice
    /// The side the person is on, kept when the window folds.
    var place: FoldPlace
    /// The id of the block whose page is shown (a valid block, or a broken one's problems).
    private(set) var shownID: String?
    /// The block shown, with its parameters as set; nil while a broken block's problems show.
    private(set) var current: BlockPage?
    /// The block's own parameters, as it was shown (Reset to Defaults puts them back).
    private(set) var defaults: BlockConfiguration?
    /// Counts the pages built; the parts built when idle belong to the newest only.
    private var presentations = 0
    private var demo: UnsafeMutablePointer<GtkWidget>?
    /// The plot of the demo's last drag (built once the main loop is idle after the demo).
    private weak var plot: DragPlot?
    /// The parameter panel shown (built once the main loop is idle after the demo).
    private var parameters: UnsafeMutablePointer<GtkWidget>?
    var searchToggle: UnsafeMutablePointer<GtkWidget>!
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
        motion = ReduceMotionChoice(commandLine: options.reduceMotion, desktopAnimations: Self.animationsEnabled)
        settings = DemoSettings(
            rightToLeft: options.rightToLeft ?? (gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL),
            reduceMotion: motion.reduced,
            rows: options.rows, events: events)
        if let path = options.recordPath {
            settings.recorder = SessionRecorder(path: path, write: source.writeAtomically, parameters: source.parameters)
        }
        let applicationWindow = Adw.ApplicationWindow(application: application)
        window = applicationWindow.widget
        // However the window ends (Ctrl+Q, close, SIGINT, SIGTERM), the recording is written.
        Signal.connect(window, "destroy") { [settings] in settings.recorder?.finish() }
        demoArea = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-area"])
        gtk_window_set_title(window.cast(), tr("Swipe Blocks"))
        gtk_window_set_default_size(window.cast(), 1100, 760)
        Style.add("swipeblocks", to: window)

        sidebar = Sidebar(source: source)
        demoHost = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-host"])
        windowTitle = Adw.WindowTitle(title: tr("Swipe Blocks"))

        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 24, classes: ["content"])
        Make.append(demoArea, DemoToolbar.make(), demoHost)
        Make.append(content, pageTitle.root, problemsView.root, demoArea, reference.root)
        let clamp = Adw.Clamp(content, maximumSize: 960, tighteningThreshold: 640)
        contentScroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(contentScroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(contentScroller.opaque, clamp.widget)
        gtk_scrolled_window_set_propagate_natural_width(contentScroller.opaque, .yes)
        gtk_widget_set_vexpand(contentScroller, .yes)
        // Whatever Tab reaches on the page shows whole, its focus ring and a little room too.
        Focus.keepInView(contentScroller, margin: 12)

        leaflet = Adw.Leaflet(foldThresholdPolicy: .natural, canNavigateBack: true)
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
        leaflet.append(sidebarPage)
        leaflet.append(gtk_separator_new(GTK_ORIENTATION_VERTICAL), navigatable: false)
        leaflet.append(contentPage)
        toasts.wrap(leaflet)
        applicationWindow.content = toasts.overlay.widget

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
            // An action that kept its row: the row itself says what was done ("Marked as unread").
            if let undo {
                self.toasts.show(message, undo: undo, key: "demo")
            } else {
                self.toasts.show(message, key: "demo", spoken: false)
            }
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
    static var animationsEnabled: Bool {
        gtk_settings_get_default().map { Properties.bool($0, "gtk-enable-animations") } ?? true
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
        windowTitle.title = page.title
        let controls = showDemo(page)
        // The parameters, the drag plot and the reference (API table, usage text), all below the
        // demo, are built once the main loop is idle, so the window and the live demo show first
        // (the first frame has fewer widgets to style, measure and hold); the first page's, once
        // the window's first frames are drawn (`FirstFrames`). A newer selection meanwhile wins.
        presentations += 1
        let presentation = presentations
        let below: @MainActor () -> Void = { [weak self] in
            guard let self, self.presentations == presentation else { return }
            let panel = self.parameterPanel(page)
            self.parameters = panel
            Make.append(controls, panel)
            self.showPlot(in: controls)
            self.reference.show(page)
        }
        if presentation == 1 { FirstFrames.after(window, below) } else { MainLoop.idle(below) }
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
        windowTitle.title = entry.title
        gtk_window_set_title(window.cast(), tr("{title} — Swipe Blocks", ["title": entry.title]))
    }

    /// Shows a live demo of `page`; returns the box its parameters and drag plot go in.
    private func showDemo(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        Make.removeAllChildren(of: demoHost)
        // The plot comes once the main loop is idle (before any drag can); until then, nothing to draw on.
        plot = nil
        settings.onTrace = { [weak self] trace, finished in self?.plot?.show(trace, finished: finished) }
        let demo = settings.makeDemo(for: page)
        self.demo = demo
        Make.append(demoHost, demo)
        let controls = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-controls"])
        Make.append(demoHost, controls)
        return controls
    }

    /// The plot of the demo's last drag, after the parameters in `controls`.
    private func showPlot(in controls: UnsafeMutablePointer<GtkWidget>) {
        let plot = DragPlot()
        self.plot = plot
        Make.append(controls, plot.root)
    }

    /// The live parameters of `page`: each change reaches the demo's rows where they are; Reset to
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

    /// The demo and the usage with `configuration`, the parameters staying as they are: the
    /// demo's rows take the new options where they are (nothing is built again).
    private func configure(_ configuration: BlockConfiguration) {
        guard var edited = current else { return }
        edited.configuration = configuration
        current = edited
        reference.showUsage(source.usage(edited.id, configuration))
        settings.reconfigure(edited)
    }
}
