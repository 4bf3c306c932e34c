import CGtk
import GtkBridge
import SwipeEngine

/// A block's live demo: its heading, its rows on the shared engine in a virtualized list, and a
/// way back when every row is gone. Input goes to the engine's scene; the frame clock drives it.
@MainActor
final class LiveDemo {
    let root: UnsafeMutablePointer<GtkWidget>
    let page: BlockPage
    private(set) var scene: Scene
    private let events: EventSink
    private let rowCount: Int?
    private let model: OpaquePointer
    private let list: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var scroller: UnsafeMutablePointer<GtkWidget>!
    /// The pointer, touch and touchpad input of every row.
    private var input: DemoListInput!
    /// Rows still listed, in order: the list model's items.
    private var listed: [Int] = []
    /// The empty state's button, which takes focus when the last row goes.
    private var startOverButton: UnsafeMutablePointer<GtkWidget>!
    /// The list cells bound to rows now, by row.
    private var cells: [Int: DemoListCell] = [:]
    /// Natural heights reported to the engine, by row.
    private var naturalHeights: [Int: Double] = [:]
    private var tickID: UInt32?
    private let epoch = g_get_monotonic_time()
    private var touchpad: (row: Int, x: Double)?
    private var touchpadIdle: UInt32?
    /// The last drag, for the plot.
    let recorder = DragRecorder()

    /// Action ids every row offers without a pointer, in menu order.
    let actionIDs: [String]
    /// The action Return runs: the first that is not destructive.
    let primaryActionID: String?
    /// The action Delete runs, if the block has one.
    let destructiveActionID: String?
    private let titles: [String: String]

    init(page: BlockPage, direction: LayoutDirection, reduceMotion: Bool, rows: Int?, events: EventSink) {
        self.page = page
        self.events = events
        self.rowCount = rows
        scene = Scene(blockID: page.id, configuration: page.configuration, demo: page.demo, rowCount: rows,
                      width: 600, direction: direction, reduceMotion: reduceMotion)
        let (ids, destructive, titles) = Self.actions(of: page.configuration)
        (actionIDs, destructiveActionID, self.titles) = (ids, destructive, titles)
        primaryActionID = ids.first { $0 != destructive } ?? ids.first
        TintStyles.install(Self.tints(of: page.configuration), radii: Self.radii(of: page.configuration),
                           rowHeight: page.demo.rowHeight, rowBackground: Self.rowBackground(of: page.configuration))

        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["live-demo"])

        model = ListModels.strings([])
        // A list view: its items are list items to screen readers, so a focused row is read with
        // its position ("3 of 5"). (GTK 4.8's grid view keeps fewer row views, 30 lines against
        // up to 200, but its items are grid cells, read without a position.)
        list = gtk_list_view_new(nil, nil)!
        stack = gtk_stack_new()!
        buildList()
        Make.append(root, DemoHeader.make(for: self), stack)
        Lifetime.tie(self, to: root, key: "swipeblocks-live-demo")
        if events.stats != nil { measureFrames() }
        reloadAll()
        setDirection(direction)
    }

    /// The row view showing `row` now, if it is bound.
    private func view(_ row: Int) -> SwipeRowView? { cells[row]?.row }

    private func buildList() {
        let factory = ListModels.factory(
            setup: { [unowned self] in
                let cell = DemoListCell(row: SwipeRowView(demo: self, configuration: self.page.configuration))
                Lifetime.tie(cell, to: cell.root)
                // A widget takes the default direction, not its parent's: cells made later follow the demo.
                Self.setDirectionRecursively(cell.root, gtk_widget_get_direction(self.root))
                return cell.root
            },
            bind: { [unowned self] widget, key in
                guard let cell = Lifetime.owner(of: widget, as: DemoListCell.self),
                      let row = Int(key), let content = self.scene.content(row: row) else { return }
                cell.attachToListItem()
                if let old = cell.row.row, self.cells[old] === cell { self.cells[old] = nil }
                self.cells[row] = cell
                cell.setHeading(self.heading(of: row))
                cell.row.bind(row: row, content: content)
            },
            unbind: { [unowned self] widget in
                guard let cell = Lifetime.owner(of: widget, as: DemoListCell.self) else { return }
                if let row = cell.row.row, self.cells[row] === cell { self.cells[row] = nil }
                cell.row.unbind()
            })
        gtk_list_view_set_factory(list.opaque, factory)
        g_object_unref(factory.raw)
        // The selection takes the model's first reference; the demo uses the model too, so its
        // root widget holds a second one, given back with the root (the demo lives as long).
        Lifetime.keep(model, aliveWith: root, key: "swipeblocks-demo-model")
        let selection = gtk_no_selection_new(model)!
        gtk_list_view_set_model(list.opaque, selection)
        g_object_unref(selection.raw)
        Style.add("demo-list", to: list)
        Accessibility.setLabel(list, page.demo.heading)

        let scroller = gtk_scrolled_window_new()!
        self.scroller = scroller
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)

        input = DemoListInput(demo: self, list: list)
        Shortcuts.install(on: root, [("Escape", "demo.close")], scope: GTK_SHORTCUT_SCOPE_LOCAL)
        let group = Actions.group()
        Actions.add(group, "close") { [unowned self] in self.closeOpenRow() }
        Actions.insert(group, into: root, as: "demo")

        let empty = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["demo-empty"])
        gtk_widget_set_valign(empty, GTK_ALIGN_CENTER)
        let emptyIcon = Make.icon(Self.emptyIcon(page.demo), pixelSize: 48)
        Style.add("dim-label", to: emptyIcon)
        let startOver = Make.button("Start over", classes: ["suggested-action", "pill-button"]) { [unowned self] in
            self.startOver()
        }
        startOverButton = startOver
        gtk_widget_set_halign(startOver, GTK_ALIGN_CENTER)
        Make.append(empty, emptyIcon, Make.label(page.demo.emptyTitle ?? "All done", classes: ["title-3"], xalign: 0.5), startOver)
        Make.margins(empty, 24)

        Make.addPage(stack, scroller, name: "list", title: page.demo.heading)
        Make.addPage(stack, empty, name: "empty", title: page.demo.emptyTitle ?? "All done")
    }

    static let maximumListHeight = 520.0

    /// The empty state's icon: done for tasks, a read envelope for an emptied inbox.
    static func emptyIcon(_ demo: DemoData) -> String {
        demo.emptyTitle == nil ? "object-select-symbolic" : "mail-read-symbolic"
    }

    // MARK: Engine state for the views

    func now() -> Double { Double(g_get_monotonic_time() - epoch) / 1_000_000 }

    func presentation(row: Int) -> RowPresentation? { scene.presentation(row: row, at: scene.clock) }

    /// Records the row's natural height with the engine and returns the height to show now.
    func measuredHeight(row: Int, natural: Double) -> Double {
        if naturalHeights[row] != natural {
            naturalHeights[row] = natural
            scene.setRowHeight(row: row, height: natural, time: now())
        }
        return scene.height(row: row, at: scene.clock)
    }

    func rowWidthChanged(_ width: Double) {
        guard width > 0, width != scene.width else { return }
        scene.setWidth(width, time: now())
        MainLoop.idle { [weak self] in self?.pump() }
    }

    func actionTitle(_ id: String) -> String { titles[id] ?? id }

    /// The corner radius the demo clips rows to when the engine gives none (the action-row
    /// reference's demo rounds its rows by 18).
    var restingCornerRadius: Double {
        if case .actionRow = page.configuration { return 18 }
        return 0
    }

    // MARK: Input

    func press(row: Int, x: Double, y: Double) {
        dragging = true
        scene.press(row: row, x: x, y: y, time: now())
        beginTrace(row: row)
        pump()
    }
    func move(row: Int, x: Double, y: Double) { scene.move(row: row, x: x, y: y, time: now()); pump() }
    func release(row: Int, x: Double, y: Double) { dragging = false; scene.release(row: row, x: x, y: y, time: now()); pump() }
    func cancel(row: Int) { dragging = false; scene.cancel(row: row, time: now()); pump() }

    /// A pointer is down on a row.
    private var dragging = false

    /// With `--stats`: records every frame interval while a row is dragged or animates, by the
    /// frame clock's frame time and by the monotonic time at which the tick ran.
    private func measureFrames() {
        var last: (frame: Double, tick: Double)?
        FrameClock.addTick(root) { [weak self] frameTime in
            guard let self else { return false }
            let tick = self.now()
            let moving = self.dragging || self.scene.isAnimating
            if moving, let last { self.events.stats?.record(frameTime - last.frame, tick: tick - last.tick) }
            last = moving ? (frameTime, tick) : nil
            return true
        }
    }

    func tap(row: Int) {
        scene.tap(row: row, time: now())
        pump()
    }

    /// A tap in the list but on no row (the card list closes its open card).
    func tapOutside() {
        guard scene.tapOutside(time: now()) else { return }
        pump()
    }

    /// The keyboard's swipe on `row` (the arrow keys).
    func slide(row: Int, toward direction: SlideDirection) -> SlideOutcome {
        let outcome = scene.slide(row: row, toward: direction, time: now())
        pump()
        return outcome
    }

    func perform(action id: String, row: Int) {
        scene.perform(action: id, row: row, time: now())
        pump()
    }

    /// Drags `row` part of the way toward `edge` and holds it there (a frozen state to show).
    func hold(row: Int, progress: Double, edge: SwipeEdge) {
        scene.hold(row: row, progress: progress, edge: edge, time: now())
        pump()
    }

    /// True when `row` is on screen in a view the engine has measured.
    func isShowing(row: Int) -> Bool { cells[row] != nil && naturalHeights[row] != nil }

    /// Opens the first listed row on `edge`, as code does through the swipe group.
    func openFirstRow(edge: SwipeEdge) {
        guard let first = listed.first else { return }
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scroller.opaque), 0)
        scene.open(row: first, edge: edge, time: now())
        pump()
    }

    func closeOpenRow() {
        scene.close(time: now())
        pump()
    }

    /// A touchpad's horizontal scroll, as a drag of the row under the pointer.
    func touchpadScroll(row: Int, dx: Double) {
        if touchpad?.row != row {
            if let old = touchpad { scene.release(row: old.row, x: old.x, y: 0, time: now()) }
            touchpad = (row, 0)
            scene.press(row: row, x: 0, y: 0, time: now())
            beginTrace(row: row)
        }
        touchpad!.x += dx
        scene.move(row: row, x: touchpad!.x, y: 0, time: now())
        pump()
        // X11 never says a touchpad swipe stopped: a pause ends it (a stop event ends it sooner).
        if let id = touchpadIdle { g_source_remove(id) }
        touchpadIdle = MainLoop.every(milliseconds: TouchpadScroll.idleEnd) { [weak self] in
            self?.touchpadIdle = nil
            self?.touchpadScrollEnded()
            return false
        }
    }

    func touchpadScrollEnded() {
        if let id = touchpadIdle { g_source_remove(id); touchpadIdle = nil }
        guard let t = touchpad else { return }
        touchpad = nil
        scene.release(row: t.row, x: t.x, y: 0, time: now())
        pump()
    }

    // MARK: Switches

    /// Switches the demo's direction; a focused row says so to screen readers (the toggle's own
    /// state is heard only when the toggle has focus, not after its shortcut).
    func setDirection(_ direction: LayoutDirection) {
        if direction != scene.direction { announceToFocusedRow("Right to Left " + (direction == .rightToLeft ? "on" : "off")) }
        scene.setDirection(direction, time: now())
        let dir = direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        Self.setDirectionRecursively(root, dir)
        pump()
    }

    func setReduceMotion(_ on: Bool) {
        if on != scene.reduceMotion { announceToFocusedRow("Reduce Motion " + (on ? "on" : "off")) }
        scene.setReduceMotion(on, time: now())
        pump()
    }

    private func announceToFocusedRow(_ text: String) {
        cells.values.first { $0.row.hasFocus }?.row.announce(text)
    }

    /// Sets `dir` on `widget` and on everything inside it.
    static func setDirectionRecursively(_ widget: UnsafeMutablePointer<GtkWidget>, _ dir: GtkTextDirection) {
        gtk_widget_set_direction(widget, dir)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            setDirectionRecursively(c, dir)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    // MARK: The frame loop

    /// Advances the engine to now, applies its events, refreshes the bound rows, and keeps the
    /// frame clock ticking while anything moves.
    func pump() {
        step()
        if tickID == nil, scene.isAnimating {
            // Frame-synchronised, but timed on the same monotonic clock as input: a frame clock's
            // frame time can come from the X server's presentation timings, another time base.
            tickID = FrameClock.addTick(root) { [weak self] _ in
                guard let self else { return false }
                self.step()
                if self.scene.isAnimating { return true }
                self.tickID = nil
                return false
            }
        }
    }

    private func step() {
        apply(scene.advance(to: now()))
        refreshBound()
        recorder.sample(scene, held: dragging || touchpad != nil)
    }

    private func beginTrace(row: Int) {
        recorder.begin(row: row, scene: scene, thresholds: page.configuration.dragThresholds(width: scene.width))
    }

    private func refreshBound() {
        for cell in cells.values { cell.row.refresh() }
    }

    private func apply(_ engineEvents: [SwipeEvent]) {
        guard !engineEvents.isEmpty else { return }
        events.emit(engineEvents.map(\.jsonLine))
        var removed: Set<Int> = []
        var restored = false
        var kept: [(row: Int, action: String)] = []
        for event in engineEvents {
            switch event.kind {
            case .removed: removed.insert(event.row)
            case .restored: restored = true
            case .feedback: view(event.row)?.pulse()
            case .action: if let name = event.name { kept.append((event.row, name)) }
            default: break
            }
        }
        for (row, action) in kept where !removed.contains(row) {
            view(row)?.announce(ActionAnnouncement.text(actionID: action, title: actionTitle(action)))
        }
        if restored { reloadAll() }
        guard !removed.isEmpty else { return }
        remove(removed)
    }

    /// Takes `removed` rows out of the list; a removed row that had focus hands it to the row now
    /// in its place (the next one, or the last), or to the empty state's button.
    private func remove(_ removed: Set<Int>) {
        let focused = listed.firstIndex { removed.contains($0) && view($0)?.hasFocus == true }
        let positions = listed.indices.filter { removed.contains(listed[$0]) }
        listed.removeAll { removed.contains($0) }
        for position in positions.reversed() { ListModels.splice(model, at: position, removing: 1, inserting: []) }
        updateEmptyState()
        refreshHeadings()
        guard let focused else { return }
        if listed.isEmpty {
            gtk_widget_grab_focus(startOverButton)
        } else {
            focus(row: listed[min(focused, listed.count - 1)])
        }
    }

    /// Gives `row` keyboard focus, once the list has a view for it.
    private func focus(row: Int, attempts: Int = 20) {
        if let view = view(row), view.host != nil {
            view.focusHost()
        } else if attempts > 0 {
            MainLoop.idle { [weak self] in self?.focus(row: row, attempts: attempts - 1) }
        }
    }

    private func reloadAll() {
        let count = listed.count
        listed = scene.visibleRows
        ListModels.splice(model, at: 0, removing: count, inserting: listed.map(String.init))
        updateEmptyState()
        refreshHeadings()
    }

    /// The section heading shown above `row`: its section, where it differs from the row above.
    private func heading(of row: Int) -> String? {
        guard let section = scene.content(row: row)?.section else { return nil }
        var low = 0, high = listed.count
        while low < high {
            let mid = (low + high) / 2
            if listed[mid] < row { low = mid + 1 } else { high = mid }
        }
        let above = low > 0 ? scene.content(row: listed[low - 1])?.section : nil
        return above == section ? nil : section
    }

    /// Headings move when the first row of a section goes or comes back.
    private func refreshHeadings() {
        for (row, cell) in cells { cell.setHeading(heading(of: row)) }
    }

    /// Shows the empty state when no row is left, and sizes the list to its rows (up to a screenful).
    private func updateEmptyState() {
        gtk_stack_set_visible_child_name(stack.opaque, listed.isEmpty ? "empty" : "list")
        var sections = 0
        var current: String?
        for row in listed.prefix(64) {
            let section = scene.content(row: row)?.section
            if let section, section != current { sections += 1 }
            current = section
        }
        let height = min(Double(listed.count) * (page.demo.rowHeight + 12) + Double(sections) * 48, Self.maximumListHeight)
        gtk_widget_set_size_request(scroller, -1, Int32(height))
    }

    /// Brings every row back; focus goes from the button to the first row.
    private func startOver() {
        let hadFocus = gtk_widget_has_focus(startOverButton) != 0
        scene.restoreAll(time: now())
        pump()
        if hadFocus, let first = listed.first { focus(row: first) }
    }

    // MARK: Configuration facts

    private static func actions(of configuration: BlockConfiguration) -> ([String], String?, [String: String]) {
        switch configuration {
        case let .completion(c):
            return ([c.actionID], nil, [c.actionID: c.actionName])
        case let .actionRow(c):
            let destructive = c.actions.first { $0.id == "delete" }?.id ?? c.actions.last?.id
            return (c.actions.map(\.id), destructive, Dictionary(c.actions.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a }))
        case let .cardList(c):
            let all = c.trailing + c.leading
            let destructive = all.first { $0.role == .destructive }?.id
            return (all.map(\.id), destructive, Dictionary(all.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    private static func radii(of configuration: BlockConfiguration) -> [Double] {
        switch configuration {
        case let .completion(c): return [c.cornerRadius, 0]
        case .actionRow: return [18, 0]
        case let .cardList(c):
            if case let .rounded(radius, _) = c.buttonShape { return [c.cornerRadius, radius, 0] }
            return [c.cornerRadius, 0]
        }
    }

    private static func rowBackground(of configuration: BlockConfiguration) -> RGBA? {
        if case let .completion(c) = configuration { return c.rowBackground }
        return nil
    }

    private static func tints(of configuration: BlockConfiguration) -> [RGBA] {
        switch configuration {
        case let .completion(c): [c.tint]
        case let .actionRow(c): c.actions.map(\.tint)
        case let .cardList(c): (c.leading + c.trailing).map(\.tint)
        }
    }
}
