import CGtk
import GtkBridge
import SwipeEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A scrolling, virtualized list of swipe rows over a `GListModel`: a `GtkListView` that makes a
/// few dozen rows with `makeRow` and shows the model's items in them with `bind` as they scroll
/// by, so ten thousand items cost about what a hundred do. Its rows open one at a time (its
/// `group`); each item is one focus stop, read by screen readers as an item of the list with
/// its position ("3 of 5"). Remove an item from the model when its row completes or its
/// destructive action runs.
@MainActor
public final class SwipeListView {
    /// The scrolled window holding the list: put it where the list goes.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The `GtkListView` inside.
    public let listView: UnsafeMutablePointer<GtkWidget>
    /// The list's rows open one at a time.
    public let group = SwipeGroup()
    /// The section heading to show above the item at a position, or nil for none (asked again
    /// when the model changes). Headings are part of their row's item, so every item is a row.
    public var heading: ((_ position: Int) -> String?)? {
        didSet { refreshHeadings() }
    }
    /// Called for everything that happens to a row, with the position of the item it shows
    /// now: remove the item at `position` when its row completes or its destructive action runs.
    public var onRowEvent: ((_ event: SwipeRowEvent, _ position: Int, _ row: SwipeRow) -> Void)?
    /// Called when a row starts asking to confirm a destructive action and when it stops asking
    /// without running it (`SwipeRow.onConfirmation`), with the position of the item it shows now.
    public var onRowConfirmation: ((_ confirmation: SwipeConfirmation, _ position: Int, _ row: SwipeRow) -> Void)?
    /// Called with every input from a person that reaches the list (`SwipeRow.onInput`), with the
    /// position of the item its row shows, or nil for a press, move or release on no row (a tap
    /// there closes an open card row), before the list acts on it.
    public var onInput: ((_ input: SwipeInput, _ time: Double, _ position: Int?) -> Void)?
    /// Takes the item at `position` out of a model that is not a `GListStore`, for
    /// `removeItem(at:)`; true when it did (false leaves it to the list, which removes it from a
    /// `GListStore`).
    public var onRemoveItem: ((_ position: Int) -> Bool)?
    /// Puts `item` back at `position` of a model that is not a `GListStore`, for `undo()`; true
    /// when it did (false leaves it to the list, which inserts it in a `GListStore`).
    public var onRestoreItem: ((_ item: OpaquePointer, _ position: Int) -> Bool)?
    /// Told when `canUndo` changes.
    public var onCanUndoChanged: (() -> Void)?

    let model: OpaquePointer
    /// The removals `undo()` brings back, newest last; each holds a reference to its item.
    var removals = RemovalHistory<OpaquePointer>()
    /// The item `undo()` just put back and its position: the row bound to it grows in.
    var entering: (item: OpaquePointer, position: Int)?
    /// The open row's item as it left its place: a move brings it back open (`followItems(at:removed:added:)`).
    var movedOpenItem: MovedOpenItem?
    /// The cells showing an item now.
    var bound: [ObjectIdentifier: Cell] = [:]
    /// False once `widget` is destroyed.
    private var isAlive = true

    /// A list over `model` (a `GListModel`; the list keeps its own reference). `makeRow` makes a
    /// row with its child; `bind` shows the item at `position` in a row (a row shows many items
    /// over its life); `unbind`, if given, is told when a row stops showing its item.
    public init(
        model: OpaquePointer,
        makeRow: @escaping @MainActor () -> SwipeRow,
        bind: @escaping @MainActor (_ row: SwipeRow, _ item: OpaquePointer, _ position: Int) -> Void,
        unbind: (@MainActor (_ row: SwipeRow) -> Void)? = nil
    ) {
        self.model = model
        listView = gtk_list_view_new(nil, nil)!
        widget = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.opaque, listView)
        OverlayScrollingSetting.guardScrolledWindow(widget)
        Style.add("swipe-list", to: listView)
        RowStyles.install()
        keepScrollbarOffRows()

        let factory = gtk_signal_list_item_factory_new()!
        Signal.connectObject(factory, "setup") { [unowned self] item in
            let row = makeRow()
            row.isAdopted = true
            self.group.add(row)
            let cell = Cell(row: row, item: OpaquePointer(item))
            Lifetime.tie(cell, to: cell.root, key: Cell.key)
            // The cell goes with its list item; the row may outlive both (a binding such as GJS
            // can hold it), and then reports to no one.
            row.listInputHandler = { [weak self, weak cell] input, time in
                guard let self, let position = cell?.position else { return }
                self.onInput?(input, time, position)
            }
            row.listHandler = { [weak self, weak cell] event in
                guard let self, let cell, let position = cell.position else { return }
                self.onRowEvent?(event, position, cell.row)
            }
            self.relayConfirmations(of: cell)
            // A widget takes the default direction, not its parent's: rows made later follow the list.
            Make.setDirection(gtk_widget_get_direction(self.listView), recursively: cell.root)
            gtk_list_item_set_child(item.opaque, cell.root)
        }
        Signal.connectObject(factory, "bind") { [unowned self] item in
            guard let root = gtk_list_item_get_child(item.opaque), let cell = Lifetime.owner(of: root, key: Cell.key, as: Cell.self),
                let object = gtk_list_item_get_item(item.opaque)
            else { return }
            if let host = gtk_widget_get_parent(root) { cell.row.attach(to: host) }
            // GTK may bind a row to the item it already shows (as items around it change): the
            // row keeps its state then; a new item starts at rest (open, for the open item moved here).
            if cell.show(object) { self.rest(cell.row, showing: object) }
            self.bound[ObjectIdentifier(cell)] = cell
            let position = cell.position ?? 0
            self.enterIfRestored(cell.row, item: object, position: position)
            bind(cell.row, OpaquePointer(object), position)
            cell.setHeading(self.heading?(position))
            cell.row.updateAccessibleName()
        }
        Signal.connectObject(factory, "unbind") { [unowned self] item in
            guard let root = gtk_list_item_get_child(item.opaque), let cell = Lifetime.owner(of: root, key: Cell.key, as: Cell.self) else {
                return
            }
            self.bound[ObjectIdentifier(cell)] = nil
            unbind?(cell.row)
        }
        gtk_list_view_set_factory(listView.opaque, factory)
        g_object_unref(factory.raw)
        // Before the list view hears of a change (so the focused row still exists): a focused
        // row whose item goes hands focus to the row that takes its place.
        let itemsChanged = Signal.connectItemsChanged(model) { [weak self] position, removed, added in
            self?.itemsChanging(at: position, removed: removed, added: added)
        }
        // The Swift list can outlive its widget (the app holds it): once the widget is gone, the
        // model's changes reach it no more, and nothing it does touches the widget.
        Signal.connect(widget, "destroy") { [weak self] in
            guard let self, self.isAlive else { return }
            self.isAlive = false
            Signal.disconnect(self.model, itemsChanged)
        }
        // The selection takes a reference to the model (it takes the one it is given).
        g_object_ref(model.raw)
        let selection = gtk_no_selection_new(model)!
        gtk_list_view_set_model(listView.opaque, selection)
        g_object_unref(selection.raw)
        let input = RowInput(list: listView, group: group)
        input.onOutside = { [unowned self] input, time in self.onInput?(input, time, nil) }
        Lifetime.tie(self, to: widget, key: Self.ownerKey)
        if getenv("SWIPE_WIDGETS_FRAME_STATS") != nil { measureFrames() }
    }

    /// The overlay scrollbar's width, kept free at the list's end while the list scrolls.
    static let scrollbarStrip: Int32 = 10

    /// While the list can scroll, its rows end a scrollbar's width before the edge the overlay
    /// scrollbar is drawn on (the end: the right, the left right to left), so it never covers a
    /// trailing action button nor takes the pointer from its edge; a list that fits keeps the
    /// whole width. (A scrollbar with a strip of its own, not overlaid, makes GTK 4.8 warn when it
    /// appears mid-frame.) The margin changes once the main loop is idle, after the allocation
    /// that changed the adjustment.
    private func keepScrollbarOffRows() {
        let adjustment = gtk_scrolled_window_get_vadjustment(widget.opaque)!
        Signal.connect(adjustment, "changed") { [weak self] in
            MainLoop.idle {
                guard let self else { return }
                let scrolls = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) > 0.5
                let margin = scrolls ? Self.scrollbarStrip : 0
                if gtk_widget_get_margin_end(self.listView) != margin { gtk_widget_set_margin_end(self.listView, margin) }
            }
        }
    }

    /// With `SWIPE_WIDGETS_FRAME_STATS` in the environment (a debugging aid, as GTK's own
    /// GDK_DEBUG): the frame intervals seen while a row of the list moves, by the frame clock's
    /// frame time and by the monotonic clock at the tick, printed to standard error as one line,
    /// `swipe-widgets frames: {json}` (all movements so far), each time the rows come to rest.
    private func measureFrames() {
        var stats = FrameStats()
        var last: (frame: Double, tick: Double)?
        FrameClock.addTick(listView) { [weak self] frameTime in
            guard let self else { return false }
            let tick = FrameClock.monotonicSeconds
            let moving = self.group.members.contains { $0.isMoving }
            if moving, let last { stats.record(frameTime - last.frame, tick: tick - last.tick) }
            if !moving, last != nil {
                let line = Array("swipe-widgets frames: \(stats.json)\n".utf8)
                _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            }
            last = moving ? (frameTime, tick) : nil
            return true
        }
    }

    static let ownerKey = "swipe-widgets-list"

    isolated deinit {
        for removal in removals.forget() { g_object_unref(removal.item.raw) }
        if let moved = movedOpenItem { g_object_unref(moved.item.raw) }
    }

    /// Lets go of the model and of the app's callbacks: the list shows nothing more and makes,
    /// binds and reports nothing more, whoever still holds its widget (the GObject list calls it
    /// as it is disposed, so no callback can reach it afterwards).
    package func detach() {
        onRowEvent = nil
        heading = nil
        onRemoveItem = nil
        onRestoreItem = nil
        onCanUndoChanged = nil
        clearUndo()
        forgetMovedOpenItem()
        gtk_list_view_set_model(listView.opaque, nil)
    }

    /// The list whose `widget` this is.
    package static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> SwipeListView? {
        Lifetime.owner(of: widget, key: ownerKey)
    }

    /// The number of items in the model.
    public var count: Int { ListModels.count(model) }

    /// The row showing the item at `position`, if the list shows it now (rows exist only for
    /// the items on screen and a few around them).
    public func row(at position: Int) -> SwipeRow? {
        bound.values.first { $0.position == position }?.row
    }

    /// The rows showing an item now, with the item's position.
    public var visibleRows: [(position: Int, row: SwipeRow)] {
        bound.values.compactMap { cell in cell.position.map { ($0, cell.row) } }.sorted { $0.position < $1.position }
    }

    /// Scrolls the item at `position` into view and gives its row focus once it is shown.
    public func focus(position: Int) {
        guard isAlive, position >= 0, position < count else { return }
        if let row = row(at: position), row.host != nil {
            row.grabFocus()
            return
        }
        gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
        MainLoop.whenIdle(atMost: 21) { [weak self] in
            guard let self, self.isAlive else { return true }
            guard let row = self.row(at: position), row.host != nil else { return false }
            row.grabFocus()
            return true
        }
    }

    /// Opens the row of the item at `position` on `edge`, scrolling it into view first.
    public func open(position: Int, edge: SwipeEdge) {
        guard isAlive, position >= 0, position < count else { return }
        if let row = row(at: position) {
            group.open(row, edge: edge)
            return
        }
        gtk_widget_activate_action_variant(listView, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
        MainLoop.idle { [weak self] in
            guard let self, self.isAlive, let row = self.row(at: position) else { return }
            self.group.open(row, edge: edge)
        }
    }

    /// Closes the open row, if any (the open row's item moving just now stays closed).
    public func close() {
        forgetMovedOpenItem()
        group.close()
    }

    /// True when some row of the list is open.
    public var isAnyRowOpen: Bool { group.isAnyRowOpen }

    private func itemsChanging(at position: Int, removed: Int, added: Int) {
        followItems(at: position, removed: removed, added: added)
        let focused =
            removed > 0 ? visibleRows.first { $0.position >= position && $0.position < position + removed && $0.row.hasFocus } : nil
        MainLoop.idle { [weak self] in
            guard let self, self.isAlive else { return }
            // Headings move when the first item of a section goes or comes back.
            self.refreshHeadings()
            if focused != nil, self.count > 0 { self.focus(position: min(position, self.count - 1)) }
        }
    }

    private func refreshHeadings() {
        for cell in bound.values { cell.setHeading(cell.position.flatMap { heading?($0) }) }
    }
}

/// The widget of one list item: a row, with its section's heading above it when there is one.
@MainActor
final class Cell {
    static let key = "swipe-widgets-cell"
    let root: UnsafeMutablePointer<GtkWidget>
    let row: SwipeRow
    /// The list item the cell is the child of (it owns the cell's widget, and may go first).
    private let item: WeakObject
    /// The position of the item shown now (GTK keeps it current as the model changes); nil
    /// while the cell shows none.
    var position: Int? {
        guard let position = item.with({ gtk_list_item_get_position(OpaquePointer($0)) }) else { return nil }
        return position == guint.max ? nil : Int(position)  // GTK_INVALID_LIST_POSITION
    }
    /// The heading, made the first time the cell shows one (most rows never do).
    private var header: UnsafeMutablePointer<GtkWidget>?
    /// The item bound last, held so that its address is not reused by another item.
    private(set) var shownItem: UnsafeMutableRawPointer?

    /// Records that the cell shows `item`; true when it is another item than before.
    func show(_ item: UnsafeMutableRawPointer) -> Bool {
        guard item != shownItem else { return false }
        if let old = shownItem { g_object_unref(old) }
        shownItem = g_object_ref(item)
        return true
    }

    isolated deinit {
        if let shownItem { g_object_unref(shownItem) }
        row.leaveList()
    }

    init(row: SwipeRow, item: OpaquePointer) {
        self.row = row
        self.item = WeakObject(item)
        root = Make.box(GTK_ORIENTATION_VERTICAL)
        Make.append(root, row.widget)
    }

    func setHeading(_ title: String?) {
        if let title {
            let header =
                self.header
                ?? {
                    let label = Make.label("", classes: ["swipe-list-heading"])
                    gtk_box_prepend(root.cast(), label)
                    gtk_widget_set_direction(label, gtk_widget_get_direction(root))
                    self.header = label
                    return label
                }()
            gtk_label_set_text(header.opaque, title)
            gtk_widget_set_visible(header, .yes)
        } else if let header {
            gtk_widget_set_visible(header, .no)
        }
    }

    /// The row of the cell `widget` is, if it is one.
    static func row(of widget: UnsafeMutablePointer<GtkWidget>) -> SwipeRow? {
        Lifetime.owner(of: widget, key: key, as: Cell.self)?.row
    }
}
