import AdwBridge
import CGtk
import GtkBridge
import Localization
import SwipeEngine
import SwipeScenario
import SwipeWidgets

/// A block's live demo: its heading, its rows in a `SwipeListView` (the widget library's list,
/// used as any app would use it), and a way back when every row is gone. The demo owns its
/// data: it removes a row whose item is done, as an app removes the item from its model.
@MainActor
final class LiveDemo {
    let root: UnsafeMutablePointer<GtkWidget>
    /// The demo's block, its parameters as they are now (`reconfigure`).
    private(set) var page: BlockPage
    /// Every row the list made (a list keeps a few dozen), to give new parameters to.
    private var madeRows: [WeakRow] = []
    /// The demo's rows, each once; a longer list repeats them.
    let rowCount: Int
    private let events: EventSink
    /// The clock every row is timed with: seconds since the demo began (injected by tests).
    let clock: SwipeClock
    let model: OpaquePointer
    let list: SwipeListView
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// Rows still listed, in order: the model's items, by their index in the initial data.
    var listed: [Int] = []
    /// What the actions that kept their rows left on them, by demo row.
    private(set) var marks: [Int: Set<DemoMark>] = [:]
    /// The empty state's button, which takes focus when the last row goes (nil until the empty
    /// state is first made).
    private var startOverButton: UnsafeMutablePointer<GtkWidget>?
    private(set) var direction: LayoutDirection
    private(set) var reduceMotion: Bool
    /// The last drag, for the plot.
    let recorder = DragRecorder()
    /// With `--record`: told every input the demo is given.
    weak var sessionRecorder: SessionRecorder?
    /// Told what an action did to a row, in words, with the Undo that puts a removed row back.
    var onMessage: (@MainActor (String, (@MainActor () -> Void)?) -> Void)?
    /// The demo rows the list took away (its undo history), newest last, with what was said.
    private var removals: [(index: Int, message: String)] = []
    /// Whether scrolling the list closes its open row (`SwipeRow.closesOnScroll`), for every row.
    var closesOnScroll = true {
        didSet { for made in madeRows { made.row?.closesOnScroll = closesOnScroll } }
    }
    /// Told every input from a person that reaches the list, with its time (a behaviour's demo
    /// watches touchpad scrolls with it).
    var onInput: (@MainActor (SwipeInput, Double) -> Void)?
    /// The titles of the items the app inserted (`insertItem(at:)`), by demo row.
    var added: [Int: String] = [:]

    init(
        page: BlockPage, direction: LayoutDirection, reduceMotion: Bool, rows: Int?, events: EventSink,
        clock: SwipeClock? = nil
    ) {
        self.page = page
        self.events = events
        self.direction = direction
        self.reduceMotion = reduceMotion
        rowCount = max(rows ?? page.demo.rows.count, 0)
        let epoch = SwipeClock.monotonic.now()
        self.clock = clock ?? SwipeClock { SwipeClock.monotonic.now() - epoch }
        DemoStyles.install(rowHeight: page.demo.rowHeight)

        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["live-demo", "demo-\(page.configuration.kind)"])
        model = ListModels.strings([])
        stack = gtk_stack_new()!
        // The list holds its own reference to the model; the demo's is given back with its root.
        let binder = Binder()
        list = SwipeListView(
            model: model,
            makeRow: {
                let row = SwipeRow.make(child: DemoRowContent().root, configuration: binder.demo?.page.configuration ?? page.configuration)
                binder.demo?.configure(row)
                return row
            },
            bind: { row, item, _ in binder.demo?.bind(row, index: Int(ListModels.string(of: item)) ?? 0) },
            unbind: { row in binder.demo?.unbind(row) })
        Lifetime.keep(model, aliveWith: root, key: "swipeblocks-demo-model")
        g_object_unref(model.raw)
        binder.demo = self
        wireList()
        Make.addPage(stack, list.widget, name: "list", title: page.demo.heading)
        Make.append(root, DemoHeader.make(for: self))
        if let extras = DemoBehaviours.make(for: self) { Make.append(root, extras) }
        Make.append(root, stack)
        Lifetime.tie(self, to: root, key: "swipeblocks-live-demo")
        if events.stats != nil { measureFrames() }
        listed = Array(0..<rowCount)
        ListModels.splice(model, at: 0, removing: 0, inserting: listed.map(String.init))
        updateEmptyState()
        setDirection(direction)
    }

    /// The demo data of row `index`.
    func content(_ index: Int) -> DemoRow {
        if let title = added[index] { return DemoRow(title: title) }
        guard !page.demo.rows.isEmpty else { return DemoRow(title: tr("Row {number}", ["number": String(index + 1)])) }
        return page.demo.rows[index % page.demo.rows.count]
    }

    // MARK: The list

    private func wireList() {
        list.heading = { [unowned self] position in
            guard self.listed.indices.contains(position), let section = self.content(self.listed[position]).section else { return nil }
            let above = position > 0 ? self.content(self.listed[position - 1]).section : nil
            return above == section ? nil : section
        }
        list.onInput = { [unowned self] input, time, position in
            self.onInput?(input, time)
            guard let recorder = self.sessionRecorder else { return }
            var row: Int?
            if let position {
                guard self.listed.indices.contains(position) else { return }
                row = self.listed[position]
            }
            recorder.record(.input(input, row: row), at: time, width: self.rowWidth)
        }
        list.onRowEvent = { [unowned self] event, position, row in
            guard self.listed.indices.contains(position) else { return }
            self.handle(event, index: self.listed[position], row: row)
        }
        // The list takes rows away and puts them back (its undo); the demo's model follows.
        list.onRemoveItem = { [unowned self] position in
            self.listed.remove(at: position)
            ListModels.splice(self.model, at: position, removing: 1, inserting: [])
            return true
        }
        list.onRestoreItem = { [unowned self] item, position in
            guard let index = Int(ListModels.string(of: item)) else { return false }
            self.listed.insert(index, at: position)
            ListModels.splice(self.model, at: position, removing: 0, inserting: [String(index)])
            return true
        }
        Style.add("demo-list", to: list.listView)
        Accessibility.setLabel(list.listView, page.demo.heading)
    }

    /// Lets the list's closures, made before the demo is, reach it.
    private final class Binder {
        weak var demo: LiveDemo?
    }

    /// Shows demo row `index` in `row`.
    func bind(_ row: SwipeRow, index: Int) {
        if let child = DemoRowContent.of(row.child) { child.show(content(index), marks: marks[index] ?? []) }
    }

    func unbind(_ row: SwipeRow) {
        recorder.rowGone(row)
    }

    /// New parameters of the demo's kind: every row the list made takes them as a live row does
    /// (`SwipeRow.configuration`); nothing is built again.
    func reconfigure(_ configuration: BlockConfiguration) {
        page.configuration = configuration
        madeRows.removeAll { $0.row == nil }
        for made in madeRows { made.row?.configuration = configuration }
    }

    private struct WeakRow {
        weak var row: SwipeRow?
    }

    /// A row the list made: the demo's clock and switches, and the plot following it.
    func configure(_ row: SwipeRow) {
        madeRows.append(WeakRow(row: row))
        row.clock = clock
        row.reduceMotion = reduceMotion
        row.onFrame = { [unowned self, unowned row] in self.recorder.sample(row) }
        row.closesOnScroll = closesOnScroll
        row.onConfirmation = { [unowned self, unowned row] question in self.report(question, row: row) }
    }

    /// What happened to the row showing demo row `index`: printed with `--events`; a row whose
    /// item is done leaves the list, an action that keeps it is announced.
    private func handle(_ event: SwipeRowEvent, index: Int, row: SwipeRow) {
        let time = row.time
        switch event {
        case .dragStarted:
            recorder.begin(row, index: index)
            emit(.dragStarted, index, time)
        case .feedback:
            emit(.feedback, index, time)
        case let .opened(edge):
            emit(.opened, index, time, edge: edge)
        case .closed:
            emit(.closed, index, time)
        case let .action(id):
            emit(.action, index, time, name: id)
            let title = row.title(ofAction: id)
            let message = ActionAnnouncement.toast(row: content(index).title, actionID: id, title: title)
            if removes(action: id) {
                remove(index, time: time, saying: message)
            } else {
                marks[index] = DemoMark.after(id, on: marks[index] ?? [])
                bind(row, index: index)
                row.updateAccessibleName()  // the mark is read with the row: "Lunch? Unread …"
                row.announce(ActionAnnouncement.text(actionID: id, title: title))
                onMessage?(message, nil)
            }
        case .completed:
            emit(.completed, index, time)
            let message = ActionAnnouncement.toast(row: content(index).title, actionID: "complete", title: tr("Complete"))
            remove(index, time: time, saying: message)
        }
    }

    /// Every action-row action and the card list's destructive actions take the row away.
    private func removes(action id: String) -> Bool {
        page.configuration.options.removesRow(afterAction: id)
    }

    func emit(_ kind: SwipeEvent.Kind, _ index: Int, _ time: Double, name: String? = nil, edge: SwipeEdge? = nil) {
        events.emit([SwipeEvent(kind: kind, time: time, block: page.id, row: index, name: name, edge: edge).jsonLine])
    }

    /// The empty state: "All done" (or the demo's own title) and Start over, which brings every
    /// row back. Made the first time no row is left: most visits never empty the list, and the
    /// first frame need not style and measure it.
    private func addEmptyPage() {
        let empty = Adw.StatusPage(icon: Self.emptyIcon(page.demo), title: page.demo.emptyTitle ?? tr("All done"))
        Style.add("demo-empty", "compact", to: empty)
        let startOver = Make.button(tr("Start over"), classes: ["suggested-action", "pill"]) { [unowned self] in
            self.startOver()
        }
        startOverButton = startOver
        gtk_widget_set_halign(startOver, GTK_ALIGN_CENTER)
        empty.child = startOver
        Make.addPage(stack, empty.widget, name: "empty", title: page.demo.emptyTitle ?? tr("All done"))
        // In the demo's direction (a widget takes the default one, not its parent's).
        Make.setDirection(textDirection, recursively: empty.widget)
    }

    static let maximumListHeight = 520.0

    /// The empty state's icon: done for tasks, a read envelope for an emptied inbox.
    static func emptyIcon(_ demo: DemoData) -> String {
        demo.emptyTitle == nil ? "object-select-symbolic" : "mail-read-symbolic"
    }

    // MARK: Rows for code, the header and screenshots

    /// The row showing listed position `position`, if the list shows it.
    func row(at position: Int) -> SwipeRow? { list.row(at: position) }

    /// The row showing demo row `index`, if the list shows it.
    func row(showing index: Int) -> SwipeRow? {
        listed.firstIndex(of: index).flatMap { list.row(at: $0) }
    }

    /// True while a row is dragged or moves.
    var isMoving: Bool { list.visibleRows.contains { $0.row.isMoving } }

    /// The rows' width now (the list's when it shows none).
    private var rowWidth: Double {
        Double(gtk_widget_get_width(list.visibleRows.first?.row.widget ?? list.widget))
    }

    /// Tells a recording of something the demo was given besides row input.
    private func record(_ entry: ScenarioRecording.Entry) {
        sessionRecorder?.record(entry, at: clock.now(), width: rowWidth)
    }

    /// Opens the first listed row on `edge`, as code does through the swipe group.
    func openFirstRow(edge: SwipeEdge) {
        guard !listed.isEmpty else { return }
        record(.input(.open(edge), row: listed[0]))
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(list.widget.opaque), 0)
        list.open(position: 0, edge: edge)
    }

    func closeOpenRow() {
        record(.input(.close, row: nil))
        list.close()
    }

    /// With `--stats`: records every frame interval while a row is dragged or animates, by the
    /// frame clock's frame time and by the demo's clock at the tick.
    private func measureFrames() {
        var last: (frame: Double, tick: Double)?
        FrameClock.addTick(root) { [weak self] frameTime in
            guard let self else { return false }
            let tick = self.clock.now()
            let moving = self.isMoving
            if moving, let last { self.events.stats?.record(frameTime - last.frame, tick: tick - last.tick) }
            last = moving ? (frameTime, tick) : nil
            return true
        }
    }

    // MARK: Switches

    /// Switches the demo's direction (the rows take their widgets'); a focused row says so to
    /// screen readers (the toggle's own state is heard only when the toggle has focus).
    func setDirection(_ direction: LayoutDirection) {
        if direction != self.direction {
            announceToFocusedRow(direction == .rightToLeft ? tr("Right to Left on") : tr("Right to Left off"))
        }
        self.direction = direction
        Make.setDirection(textDirection, recursively: root)
    }

    private var textDirection: GtkTextDirection { direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR }

    func setReduceMotion(_ on: Bool) {
        if on != reduceMotion { announceToFocusedRow(on ? tr("Reduce Motion on") : tr("Reduce Motion off")) }
        reduceMotion = on
        for row in list.group.members { row.reduceMotion = on }
    }

    private func announceToFocusedRow(_ text: String) {
        list.visibleRows.first { $0.row.hasFocus }?.row.announce(text)
    }

    // MARK: Removing and restoring

    /// Takes demo row `index` out of the list, which remembers it for Undo, and says `message`
    /// with that Undo; if its row had focus, the row now in its place takes it (the list does
    /// that), or the empty state's button when no row is left.
    private func remove(_ index: Int, time: Double, saying message: String) {
        guard let position = listed.firstIndex(of: index) else { return }
        let hadFocus = list.row(at: position)?.hasFocus == true
        guard list.removeItem(at: position) else { return }
        removals.append((index, message))
        emit(.removed, index, time)
        updateEmptyState()
        if hadFocus, listed.isEmpty, let startOverButton { gtk_widget_grab_focus(startOverButton) }
        onMessage?(message, undoRemoval(of: index))
    }

    /// Shows the empty state when no row is left. The list is as tall as all of the demo's rows
    /// (up to a screenful) whatever is left of them, so the page below it stays where it was as
    /// rows go and come back.
    private func updateEmptyState() {
        if listed.isEmpty, startOverButton == nil { addEmptyPage() }
        gtk_stack_set_visible_child_name(stack.opaque, listed.isEmpty ? "empty" : "list")
        var sections = 0
        var current: String?
        for index in (0..<rowCount).prefix(64) {
            let section = content(index).section
            if let section, section != current { sections += 1 }
            current = section
        }
        let height = min(Double(rowCount) * (page.demo.rowHeight + 12) + Double(sections) * 48, Self.maximumListHeight)
        gtk_widget_set_size_request(list.widget, -1, Int32(height))
    }

    /// Puts demo row `index` back where it was, growing in, if it is the row taken away last
    /// (the toast's Undo: the list's undo, newest first): an engine `restored` event. Focus goes
    /// to it when focus was in the demo or nowhere. The removal before it, if any, is said again
    /// with its own Undo, so Undo after Undo brings the rows back in order.
    func restore(_ index: Int) {
        guard removals.last?.index == index else { return }
        record(.restore(row: index))
        let focus = gtk_widget_get_root(root).flatMap { gtk_root_get_focus($0) }
        let focusInDemo = focus.map { gtk_widget_is_ancestor($0, root) != 0 } ?? true
        guard let position = list.undo() else { return }
        removals.removeLast()
        emit(.restored, index, clock.now())
        updateEmptyState()
        if focusInDemo { list.focus(position: position) }
        // Once the toast whose Undo this was has gone: a click on its button dismisses it from
        // an idle that libadwaita adds after the click's handlers, so this one comes after it.
        MainLoop.idle {
            MainLoop.idle { [weak self] in
                guard let self, let previous = self.removals.last else { return }
                self.onMessage?(previous.message, self.undoRemoval(of: previous.index))
            }
        }
    }

    /// The Undo of taking demo row `index` away; it does nothing once the demo is gone, or once
    /// another removal is newer.
    private func undoRemoval(of index: Int) -> @MainActor () -> Void {
        { [weak self] in self?.restore(index) }
    }

    /// Brings every row back; focus goes from the button to the first row.
    private func startOver() {
        let hadFocus = startOverButton.map { gtk_widget_has_focus($0) != 0 } ?? false
        record(.startOver)
        let time = clock.now()
        let gone = Set(0..<rowCount).subtracting(listed).sorted()
        let count = listed.count
        listed = Array(0..<rowCount)
        ListModels.splice(model, at: 0, removing: count, inserting: listed.map(String.init))
        list.clearUndo()
        removals = []
        for index in gone { emit(.restored, index, time) }
        updateEmptyState()
        if hadFocus, !listed.isEmpty { list.focus(position: 0) }
    }
}
