@_exported import CGtk
import GtkBridge
@_exported import SwipeEngine

/// A row that slides its child sideways under a drag, a touchpad swipe or a key, and reveals what
/// lies under it: a tint and a checkmark (`CompletionSwipeRow`) or action buttons
/// (`SwipeActionRow`, `SwipeCardRow`). Put `widget` where the row goes; the row lives as long as
/// its widget.
///
/// Built in: the layout direction is the widget's (right-to-left mirrors everything), Reduce
/// Motion follows `gtk-enable-animations` unless `reduceMotion` is set, a vertical drag is left
/// to the scrolled window around the row, and every action is reachable from the keyboard (see
/// the guide), from a context menu (right click, long press, Menu or Shift+F10) and over AT-SPI
/// (the `row.<action id>` actions). Main thread only.
@MainActor
public class SwipeRow {
    /// The row's widget: add it to a box, a list item or any container.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The app's widget the row slides.
    public let child: UnsafeMutablePointer<GtkWidget>
    /// The row's kind and options, as the API tables name them. Setting new options of the same
    /// kind (`reconfigure`) changes the live row: it comes to rest with them, and an open row
    /// stays open on its edge if the new options still open it there. (A row keeps its kind.)
    public var configuration: BlockConfiguration {
        get { current }
        set { reconfigure(newValue) }
    }
    private var current: BlockConfiguration
    /// Called for everything that happens to the row (see `SwipeRowEvent`), after the row has
    /// updated itself.
    public var onEvent: ((SwipeRowEvent) -> Void)?
    /// Called when the row starts asking to confirm a destructive action, and when it stops
    /// asking without running it (see `SwipeConfirmation`; accepted, the action reports as always).
    public var onConfirmation: ((SwipeConfirmation) -> Void)?
    /// Called after each step of the row's motion (a drag sample, an animation frame), for
    /// views that follow the row, such as a plot of its offset.
    public var onFrame: (() -> Void)?
    /// Reduce Motion: motions are short fades and jumps instead of springs. nil (the default)
    /// follows GTK's `gtk-enable-animations` setting.
    public var reduceMotion: Bool? {
        didSet { applyEnvironment() }
    }
    /// The clock the row is timed with (default: the monotonic clock). Setting it puts the row
    /// back at rest on the new clock.
    public var clock: SwipeClock = .monotonic {
        didSet { reset() }
    }
    /// When true (the default), scrolling the list around the row (its nearest
    /// GtkScrolledWindow) closes the row once open, after `SwipeInput.listScrollCloseDistance`
    /// points of scrolling; when false, the row stays open while the list scrolls.
    public var closesOnScroll = true {
        didSet { sceneBox?.scene.closesOnScroll = closesOnScroll }
    }

    /// Called with every input that reaches the row from a person — a press, move, release or
    /// cancel of a pointer or finger (row-local points), a touchpad scroll and its stop, a key
    /// the row took, an action run from a button, the menu or a screen reader — and its time on
    /// the row's clock, before the row acts on it. What a recorder writes down: replayed with
    /// `Scene.apply(_:row:time:)` (or `swipeblocks simulate`), the inputs give the same events.
    /// Calls from code (`open`, `close`, `perform`) are not inputs.
    public var onInput: ((_ input: SwipeInput, _ time: Double) -> Void)?

    /// The list's handler of the row's events (a `SwipeListView` adds the item's position).
    var listHandler: ((SwipeRowEvent) -> Void)?
    /// The list's handler of the row's inputs.
    var listInputHandler: ((SwipeInput, Double) -> Void)?
    /// The list's handler of the row's questions before a destructive action.
    var listConfirmationHandler: ((SwipeConfirmation) -> Void)?

    /// The row's group, which keeps one row open; set by `SwipeGroup.add`.
    public internal(set) weak var group: SwipeGroup?

    /// The engine's state of this one row (`scene`), made as the row is first used.
    var sceneBox: SceneBox?
    /// The widget holding keyboard focus for the row: the row's own widget, or the list item
    /// around it in a `SwipeListView`; nil until the row is realized or adopted.
    var host: UnsafeMutablePointer<GtkWidget>?
    /// The row is the child of a list item of a `SwipeListView`, whose input it shares.
    var isAdopted = false
    /// False once the widget is destroyed: the row then ignores every call.
    var isAlive = true
    /// The pointer and keyboard input of a row on its own (in no `SwipeListView` or `GtkListBox`).
    var ownInput: RowInput?
    /// The row's drawing: content, underlay, buttons.
    let view: RowView
    /// The context menu (`menu`), made as it is first asked for.
    var madeMenu: RowMenu?
    /// The height GTK measured the child at, and the width it gave the row, as the engine takes
    /// them after the layout (`sizesChanged`).
    var naturalHeight: Double?
    var allocatedWidth: Double?
    var sizesQueued = false
    var tickID: UInt32?
    var dragging = false
    /// The time of the event being reported, while it is.
    var reporting: Double?
    /// How long the last input of the drag under way took to reach the row (now − its timestamp).
    var inputLag = 0.0
    /// A lag beyond this is not the display's but a stall: the row does not wait for it.
    static let longestInputLag = 0.1
    /// The focus on its way to an opening edge's first button (`SwipeRow+ButtonFocus`).
    var buttonFocus: ButtonFocus?
    var announcer = RowAnnouncer()
    /// The button a pointer over the row shows, made the first time it shows (`SwipeRow+Hover`).
    var hoverButton: RowHoverButton?
    /// A pointer (not a finger) is over the row.
    var isHovered = false
    /// The list's scrolling (`listScroll`), watched while the row is mapped and its engine made.
    var madeListScroll: ListScrollWatch?
    /// `peek()` was called before the row had a width: the peek starts once it has one.
    var peeksWhenLaidOut = false

    /// A row around `child`, in a new box, or in `widget`: an empty widget of the caller's (the
    /// GObject types' own instances), whose layout, children and behaviour the row becomes. With
    /// `childIsContent`, `child` is a box of the caller's that is the row's sliding content box.
    /// With `widgetCallsRow`, `widget`'s class measures, allocates and reports its life through
    /// the row (`widget(_:)`) itself: the row connects nothing to it.
    package init(
        child: UnsafeMutablePointer<GtkWidget>, configuration: BlockConfiguration,
        widget existing: UnsafeMutablePointer<GtkWidget>? = nil, childIsContent: Bool = false, widgetCallsRow: Bool = false
    ) {
        self.child = child
        current = configuration
        widget = existing ?? Make.box(GTK_ORIENTATION_HORIZONTAL)
        Style.add("swipe-row", to: widget)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(widget, .yes)
        RowStyles.install()
        RowStyles.register(configuration)
        view = RowView(widget: widget, child: child, configuration: configuration, childIsContent: childIsContent)
        view.onButton = { [unowned self] id in
            guard !self.ignoresActionClicks else { return }
            self.receive(.action(id), time: self.clock.now())
        }

        Lifetime.tie(self, to: widget, key: Self.ownerKey)
        if !widgetCallsRow { connectWidget() }
    }

    /// The Swift row of a row widget (for code handed only the widget, such as a list item's child).
    public static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> SwipeRow? {
        Lifetime.owner(of: widget, key: ownerKey)
    }

    static let ownerKey = "swipe-widgets-row"

    /// Gives the row new options of its kind and puts it at rest with them (open on the edge it
    /// was open on, where the new options still open it): its buttons, menu and actions are made
    /// again as they are needed.
    package func reconfigure(_ new: BlockConfiguration) {
        guard isAlive, new != current else { return }
        precondition(new.kind == current.kind, "a row keeps its kind: \(current.kind), not \(new.kind)")
        let keptEdge = openEdge.flatMap { new.swipeEdges.contains($0) ? $0 : nil }
        RowStyles.register(new)
        current = new
        view.reconfigure(new)
        madeMenu?.drop()
        if let host { installActions(on: host) }
        reset(openOn: keptEdge)
        // A row without an engine is not refreshed by `reset`: its hover button follows the option here.
        if sceneBox == nil { updateHover() }
        view.applyRadius()
        updateAccessibleName()
    }

    /// The action buttons made so far, in button order.
    var buttons: [ActionButton] { view.buttons }
    /// The row's actions (none for the completion row), in button order.
    var actions: [SwipeActionSpec] { view.actions }

    // MARK: State

    /// True when the row rests open (or is opening), its buttons shown.
    public var isOpen: Bool { sceneBox?.scene.isOpen(row: 0) ?? false }
    /// The edge the row is open on, if it is open.
    public var openEdge: SwipeEdge? { sceneBox.flatMap { $0.scene.presentation(row: 0, at: $0.scene.clock)?.openEdge } }
    /// How far the child is moved now, in screen points (negative: to the left).
    public var offset: Double { view.presentation?.offset ?? 0 }
    /// True while a pointer drags the row or the row still moves.
    public var isMoving: Bool { dragging || sceneBox?.scene.isAnimating == true }
    /// The ids of the row's actions, in the order the menu and screen readers offer them (a
    /// card row's trailing actions first: the swipe most rows are opened with).
    public var actionIDs: [String] { configuration.actionIDs }
    /// The time on the row's clock of the event being reported (in `onEvent`: when it happened,
    /// which can be a little before the frame that reports it), else the time the row's state
    /// was last brought to.
    public var time: Double { reporting ?? sceneBox?.scene.clock ?? 0 }
    /// The row's direction, as its widget has it.
    public var layoutDirection: LayoutDirection {
        guard isAlive else { return sceneBox?.scene.direction ?? .leftToRight }
        return gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }
    /// The drag distances that matter to this row now (its threshold, reveal width or full
    /// swipe), in points of drag toward each edge.
    public var dragThresholds: [DragThreshold] { configuration.dragThresholds(width: sceneBox?.scene.width ?? allocatedWidth ?? 0) }

    // MARK: Commands

    /// Opens the row on `edge` (closing the group's other open row), as a swipe would.
    public func open(_ edge: SwipeEdge) {
        scene.open(row: 0, edge: edge, time: clock.now())
        pump()
    }

    /// Closes the row if it is open.
    public func close() { close(at: clock.now()) }

    /// Closes the row at `time` on its clock (its group closing it as another row opens, drags or is tapped).
    func close(at time: Double) {
        // A row without an engine is closed.
        guard sceneBox != nil else { return }
        scene.close(time: time)
        pump(at: time)
    }

    /// Runs the action `id` as its button would (the completion row's action completes it);
    /// false when the row has no such action.
    @discardableResult
    public func perform(action id: String) -> Bool {
        let done = scene.perform(action: id, row: 0, time: clock.now())
        pump()
        return done
    }

    /// Drags the row `progress` (0…1) of its width toward revealing `edge`'s side and holds it
    /// there, as a finger would: the frozen state a preview or a screenshot shows. A pointer
    /// press or `reset()` lets go.
    public func hold(progress: Double, edge: SwipeEdge) {
        dragging = false
        scene.hold(row: 0, progress: progress, edge: edge, time: clock.now())
        pump()
    }

    /// Puts the row back at rest, closed and at full height (a completed row stays collapsed
    /// until its item is removed, or until this).
    public func reset() { reset(openOn: nil) }

    /// How long before now a row kept open by `reset(openOn:)` is opened, so it rests open now
    /// (longer than any of the engine's motions).
    private static let settledOpening = 10.0

    /// Puts the row back at rest at full height: closed, or resting open on `edge` (no motion
    /// and no event: it was open there already).
    func reset(openOn edge: SwipeEdge?) {
        // A row whose engine was never used rests already.
        guard isAlive, let old = sceneBox?.scene else { return }
        scene = Self.makeScene(
            configuration, width: old.width, height: naturalHeight ?? 0,
            direction: old.direction, reduceMotion: old.reduceMotion)
        scene.closesOnScroll = closesOnScroll
        let now = clock.now()
        if let edge { scene.open(row: 0, edge: edge, time: max(0, now - Self.settledOpening)) }
        _ = scene.advance(to: now)
        dragging = false
        if old.isOpen(row: 0), !scene.isOpen(row: 0) { group?.rowClosed(self) }
        pump()
        gtk_widget_queue_resize(widget)
    }

    static func makeScene(
        _ configuration: BlockConfiguration, width: Double, height: Double,
        direction: LayoutDirection, reduceMotion: Bool
    ) -> Scene {
        var scene = Scene(
            blockID: "", configuration: configuration,
            demo: DemoData(heading: "", rowHeight: height, rows: []), rowCount: 1,
            width: width, direction: direction, reduceMotion: reduceMotion)
        // The app owns its items: a row reports what happened and the app removes the item.
        scene.removesRows = false
        return scene
    }

    // MARK: Input (row-local screen points), from `RowInput`, the keys, the menu and the buttons

    /// Takes one input from a person into the engine, timed `time` on the row's clock: observers
    /// hear of it first (`onInput`), then the row acts on it. True when it was a tap on the row.
    @discardableResult
    func receive(_ input: SwipeInput, time: Double) -> Bool {
        guard isAlive else { return false }
        onInput?(input, time)
        listInputHandler?(input, time)
        switch input {
        case .press, .move:
            dragging = true
            inputLag = max(0, min(clock.now() - time, Self.longestInputLag))
        case .scroll:
            inputLag = max(0, min(clock.now() - time, Self.longestInputLag))
        case .release, .cancel, .scrollStop: dragging = false
        default: break
        }
        let tapped = scene.apply(input, row: 0, time: time)
        pump(at: time)
        return tapped
    }

    func press(x: Double, y: Double, time: Double) { receive(.press(x: x, y: y), time: time) }
    func move(x: Double, y: Double, time: Double) { receive(.move(x: x, y: y), time: time) }
    @discardableResult
    func release(x: Double, y: Double, time: Double) -> Bool { receive(.release(x: x, y: y), time: time) }
    func cancel(time: Double) { receive(.cancel, time: time) }

    /// The list around the row scrolled by `dy` points: an input for the engine (and a recording)
    /// only while it can close the row, so a list of many rows reports one scroll, not one a row.
    func listScrolled(dy: Double) {
        guard isAlive, sceneBox?.scene.closesOnListScroll == true else { return }
        receive(.listScroll(dy: dy), time: clock.now())
    }

    /// Whether the row took the drag in progress (claim it), left it (deny it) or has not decided.
    var ownsDrag: Bool? { sceneBox?.scene.ownsDrag(row: 0) }

    /// True while a touchpad swipe drags the row (the engine ends it after a pause).
    var isTouchpadSwiping: Bool { sceneBox?.scene.isTouchpadSwiping == true }

    // MARK: Environment

    /// Takes the widget's direction and the Reduce Motion setting into the engine.
    func applyEnvironment() {
        guard isAlive else { return }
        madeMenu?.applyDirection()
        view.applyDirection()
        // An engine made later takes them as it is made.
        guard sceneBox != nil else { return }
        let t = clock.now()
        scene.setDirection(layoutDirection, time: t)
        scene.setReduceMotion(reduceMotion ?? !RowStyles.animationsEnabled, time: t)
        pump(at: t)
    }

    func destroyed() {
        isAlive = false
        madeListScroll?.detach()
        if let tickID { FrameClock.removeTick(widget, tickID) }
        tickID = nil
        group?.remove(self)
        onEvent = nil
        onFrame = nil
    }

    func realized() {
        applyEnvironment()
        guard !isAdopted else { return }
        attach(to: widget)
        chooseInput()
    }
}
