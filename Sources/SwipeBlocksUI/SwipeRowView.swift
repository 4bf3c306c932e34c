import CGtk
import GtkBridge
import SwipeEngine

/// One live row of any block: its content over a tint and checkmark (completion) or over action
/// buttons (action row, card list). It renders the engine's presentation only: the content moves
/// by a transform, buttons are placed where the engine says, nothing is mirrored here.
///
/// The keyboard and screen readers reach the row through its host, the widget that holds focus
/// for it (the list item around it): the host carries the row's name, its `row.*` actions and
/// its keys (`RowKeyboard`).
@MainActor
final class SwipeRowView {
    let root: UnsafeMutablePointer<GtkWidget>
    /// The widget that takes focus for the row and carries its actions; nil until attached.
    private(set) var host: UnsafeMutablePointer<GtkWidget>?
    /// A button to focus once the row, opened from the keyboard, shows its buttons.
    private var focusButtonWhenShown = false
    /// The open menu was opened while the row had focus, which it gets back when the menu closes.
    private var menuTookFocus = false
    private let content: UnsafeMutablePointer<GtkWidget>
    private let icon: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>
    private let tint: UnsafeMutablePointer<GtkWidget>?
    private let checkmark: UnsafeMutablePointer<GtkWidget>?
    /// The block's actions (none for the completion row), in button order.
    private let actions: [SwipeActionSpec]
    /// The action buttons made so far, in `actions` order: made the first time the engine shows
    /// one (a resting row has none, and a list keeps a few dozen row views).
    private var buttons: [ActionButton] = []
    /// The context menu while it is open: made when it opens and dropped once it closed (a popover
    /// menu per row is costly, and a list keeps a few dozen row views).
    private var menu: UnsafeMutablePointer<GtkWidget>?
    /// The corner-radius classes a button may carry (rectangle: 0, rounded: the shape's radius).
    private let buttonRadiusClasses: [String]
    private unowned let demo: LiveDemo
    /// The row (index in the initial data) this view shows now; nil while unbound.
    private(set) var row: Int?
    private var presentation: RowPresentation?
    /// Row and button icons: a size the icon theme ships as pre-rendered PNGs (16, 24, 32…), so
    /// drawing them needs no SVG renderer (librsvg and libxml2 cost about 8 MiB when loaded).
    static let iconSize: Int32 = 24

    init(demo: LiveDemo, configuration: BlockConfiguration) {
        self.demo = demo
        root = Make.box(GTK_ORIENTATION_HORIZONTAL, classes: ["swipe-row"])
        gtk_widget_set_overflow(root, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(root, .yes)
        icon = Make.icon("emblem-default-symbolic", pixelSize: Self.iconSize)
        title = Make.label("", classes: ["row-title"])
        subtitle = Make.label("", classes: ["row-subtitle", "dim-label"])
        gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_wrap(subtitle.opaque, .yes)
        let texts = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, .yes)
        Make.append(texts, title, subtitle)
        content = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["row-content"])
        Make.append(content, icon, texts)

        let actions: [SwipeActionSpec]
        if case let .cardList(c) = configuration, case let .rounded(radius, _) = c.buttonShape {
            buttonRadiusClasses = [TintStyles.radiusClass(0), TintStyles.radiusClass(radius)]
        } else {
            buttonRadiusClasses = [TintStyles.radiusClass(0)]
        }
        switch configuration {
        case let .completion(c):
            actions = []
            let tint = Make.box(GTK_ORIENTATION_HORIZONTAL, classes: ["row-tint", TintStyles.className(c.tint)])
            let check = Make.icon("object-select-symbolic", pixelSize: 24)
            Style.add("row-checkmark", TintStyles.foregroundClass(c.tint), to: check)
            gtk_widget_set_parent(tint, root)
            gtk_widget_set_parent(check, root)
            self.tint = tint
            checkmark = check
        case let .actionRow(c):
            tint = nil
            checkmark = nil
            actions = c.actions
        case let .cardList(c):
            tint = nil
            checkmark = nil
            actions = c.leading + c.trailing
        }
        self.actions = actions
        gtk_widget_set_parent(content, root)

        CustomLayout.install(on: root, LayoutDelegate(
            measure: { [unowned self] orientation, forSize in self.measure(orientation, forSize) },
            allocate: { [unowned self] width, height, _ in self.allocate(width, height) }))
    }

    /// Makes `host` (a widget around the row that can take focus) the row's focus stop: it gets
    /// the row's accessible name and its `row.*` actions; its keys come through `handle`. Done
    /// once; the host lives as long as the row (a list recycles them together).
    func attach(to host: UnsafeMutablePointer<GtkWidget>) {
        guard self.host == nil else { return }
        self.host = host
        gtk_widget_set_focusable(host, .yes)
        Style.add("swipe-row-host", to: host)
        installActions(on: host)
        nameHost()
    }

    // MARK: Binding

    /// Shows `row` with `content`; the view may have shown another row before (list recycling).
    func bind(row: Int, content: DemoRow) {
        self.row = row
        gtk_label_set_text(title.opaque, content.title)
        gtk_label_set_text(subtitle.opaque, content.subtitle ?? "")
        gtk_widget_set_visible(subtitle, gbool(!(content.subtitle ?? "").isEmpty))
        if let name = content.icon {
            gtk_image_set_from_icon_name(icon.opaque, name)
            gtk_widget_set_visible(icon, .yes)
        } else {
            gtk_widget_set_visible(icon, .no)
        }
        nameHost()
        refresh()
        applyRadius()
    }

    /// Whether the host is labelled by the subtitle too, once named.
    private var namedWithSubtitle: Bool?

    /// The host is read as the row's title and subtitle; an announcement from the row's last
    /// content is cleared.
    private func nameHost() {
        guard let host else { return }
        let hasSubtitle = gtk_widget_get_visible(subtitle) != 0
        // Nothing in a demo list is selected or can be: no "not selected" on every row (GTK's
        // list item reports a selected state as soon as it has shown an item).
        Accessibility.resetSelected(host)
        if namedWithSubtitle != hasSubtitle {
            Accessibility.setLabelledBy(host, hasSubtitle ? [title, subtitle] : [title])
            namedWithSubtitle = hasSubtitle
        }
        Accessibility.setDescription(host, "")
    }

    private var radiusClass: String?

    /// The row's corner radius as a CSS class (the classes exist in the demo's stylesheet).
    private func applyRadius() {
        let radius = presentation?.cornerRadius ?? 0
        let name = TintStyles.radiusClass(radius > 0 ? radius : demo.restingCornerRadius)
        guard name != radiusClass else { return }
        if let old = radiusClass { Style.remove(old, from: root); Style.remove(old, from: content) }
        Style.add(name, to: root)
        Style.add(name, to: content)
        radiusClass = name
    }

    /// One button per action, under the content (so the content slides over them).
    private func makeButtons() {
        buttons = actions.map { action in
            let image = Make.icon(action.icon, pixelSize: Self.iconSize)
            let label = Make.label(action.title, classes: ["caption", "heading"], xalign: 0.5)
            gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
            let box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
            gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
            Make.append(box, image, label)
            let button = gtk_button_new()!
            gtk_button_set_child(button.cast(), box)
            Style.add("swipe-button", TintStyles.className(action.tint), to: button)
            Accessibility.setLabel(button, action.title)
            // Out of the focus chain and the accessibility tree until the engine shows it.
            gtk_widget_set_focusable(button, .no)
            Accessibility.setHidden(button, true)
            LiveDemo.setDirectionRecursively(button, gtk_widget_get_direction(root))
            gtk_widget_insert_before(button, root, content)
            gtk_widget_set_child_visible(button, .no)
            let id = action.id
            Signal.connect(button, "clicked") { [unowned self] in
                if let row = self.row { self.demo.perform(action: id, row: row) }
            }
            return ActionButton(action: action, widget: button, label: label, image: image)
        }
    }

    /// A short visual pulse as the drag crosses a threshold (the haptic moment).
    func pulse() {
        Style.add("feedback-pulse", to: root)
        MainLoop.every(milliseconds: 160) { [weak self] in
            if let self { Style.remove("feedback-pulse", from: self.root) }
            return false
        }
    }

    func unbind() {
        row = nil
        presentation = nil
    }

    /// Reads the engine's presentation for this row and re-allocates (or re-measures while the
    /// height changes). Cheap when nothing changed.
    func refresh() {
        guard let row else { return }
        let next = demo.presentation(row: row)
        guard next != presentation else { return }
        let heightChanged = next?.height != presentation?.height
        presentation = next
        if next?.openEdge == nil, focusedButton != nil { focusHost() }
        if buttons.count < actions.count, next?.buttons.contains(where: { $0.width > 0.5 }) == true { makeButtons() }
        exposeButtons(next)
        if heightChanged { gtk_widget_queue_resize(root) } else { gtk_widget_queue_allocate(root) }
    }

    // MARK: Layout

    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        let (minimum, natural) = CustomLayout.measure(content, orientation, forSize: orientation == GTK_ORIENTATION_VERTICAL ? forSize : -1)
        guard orientation == GTK_ORIENTATION_VERTICAL, let row else {
            return (min(minimum, 1), natural)
        }
        let height = demo.measuredHeight(row: row, natural: Double(natural))
        let shown = Int32(height.rounded(.up))
        return (shown, shown)
    }

    private func allocate(_ width: Int32, _ height: Int32) {
        demo.rowWidthChanged(Double(width))
        let p = presentation
        let h = Double(height)
        if let tint {
            _ = CustomLayout.measure(tint, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            CustomLayout.place(tint, x: 0, y: 0, width: width, height: height)
            gtk_widget_set_child_visible(tint, gbool(p.map { $0.offset != 0 || $0.checkmark?.isPastThreshold == true } ?? false))
        }
        if let checkmark, let mark = p?.checkmark {
            let (_, cw) = CustomLayout.measure(checkmark, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            let (_, ch) = CustomLayout.measure(checkmark, GTK_ORIENTATION_VERTICAL, forSize: cw)
            let left = mark.isMirrored ? mark.leadingX - Double(cw) : mark.leadingX
            var centre = graphene_point_t(x: Float(left + Double(cw) / 2), y: Float(h / 2))
            var back = graphene_point_t(x: Float(-Double(cw) / 2), y: Float(-Double(ch) / 2))
            var t = gsk_transform_translate(nil, &centre)
            t = gsk_transform_scale(t, Float(mark.scale), Float(mark.scale))
            t = gsk_transform_translate(t, &back)
            gtk_widget_set_opacity(checkmark, mark.opacity)
            gtk_widget_set_child_visible(checkmark, gbool(p.map { $0.offset != 0 || mark.isPastThreshold } ?? false))
            gtk_widget_allocate(checkmark, cw, ch, -1, t)
        }
        let shown = Dictionary(uniqueKeysWithValues: (p?.buttons ?? []).map { ($0.actionID, $0) })
        for button in buttons {
            guard let b = shown[button.action.id], b.width > 0.5 else {
                setShown(button, false)
                continue
            }
            setShown(button, true)
            // A button without an icon shows its title whatever the label style.
            let showsIcon = p?.labelStyle != .titleOnly && !b.icon.isEmpty
            let showsTitle = p?.labelStyle != .iconOnly || !showsIcon
            gtk_widget_set_visible(button.label, gbool(showsTitle))
            gtk_widget_set_visible(button.image, gbool(showsIcon))
            Style.set("expanded", b.isExpanded, on: button.widget)
            let radius = TintStyles.radiusClass(b.cornerRadius)
            if gtk_widget_has_css_class(button.widget, radius) == 0 {
                for other in buttonRadiusClasses where other != radius { Style.remove(other, from: button.widget) }
                Style.add(radius, to: button.widget)
            }
            let (minimum, _) = CustomLayout.measure(button.widget, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            _ = CustomLayout.measure(button.widget, GTK_ORIENTATION_VERTICAL, forSize: max(minimum, Int32(b.width)))
            let bw = max(minimum, Int32(b.width.rounded()))
            CustomLayout.place(button.widget, x: b.x, y: 0, width: bw, height: height)
        }
        _ = CustomLayout.measure(content, GTK_ORIENTATION_VERTICAL, forSize: width)
        CustomLayout.place(content, x: p?.offset ?? 0, y: 0, width: width, height: height)
        if let menu, gtk_widget_get_visible(menu) != 0 { gtk_popover_present(menu.cast()) }
        if focusButtonWhenShown, p?.openEdge != nil, buttons.contains(where: { gtk_widget_get_child_visible($0.widget) != 0 }) {
            focusButtonWhenShown = false
            MainLoop.idle { [weak self] in self?.focusButton(step: 0) }
        }
    }

    /// Shows or hides a button for the pointer (in the layout; the keyboard and screen readers
    /// follow in `refresh`, outside of it).
    private func setShown(_ button: ActionButton, _ shown: Bool) {
        guard (gtk_widget_get_child_visible(button.widget) != 0) != shown else { return }
        gtk_widget_set_child_visible(button.widget, gbool(shown))
    }

    /// Puts the buttons the engine shows in the focus chain and the accessibility tree, and takes
    /// the others out (done from the frame loop, not while GTK lays the row out).
    private func exposeButtons(_ p: RowPresentation?) {
        let shown = Set((p?.buttons ?? []).filter { $0.width > 0.5 }.map(\.actionID))
        for button in buttons {
            let isShown = shown.contains(button.action.id)
            guard (gtk_widget_get_focusable(button.widget) != 0) != isShown else { continue }
            gtk_widget_set_focusable(button.widget, gbool(isShown))
            Accessibility.setHidden(button.widget, !isShown)
        }
    }

    // MARK: Keyboard and menu

    private func installActions(on host: UnsafeMutablePointer<GtkWidget>) {
        let group = Actions.group()
        for id in demo.actionIDs {
            Actions.add(group, id) { [unowned self] in self.run(id) }
        }
        Actions.add(group, "menu") { [unowned self] in self.showMenu() }
        Actions.add(group, "close") { [unowned self] in self.demo.closeOpenRow() }
        Actions.insert(group, into: host, as: "row")
    }

    /// The row's key handling, for a key pressed while its host or one of its buttons has focus
    /// (called in the capture phase, so the list item's own Return binding does not take the key
    /// first); true when the key was the row's.
    func handle(_ key: KeyPress) -> Bool {
        guard let row, let host, let focus = Self.focus(of: host) else { return false }
        let button = focusedButton
        guard focus == host || button != nil,
              let command = RowKeyboard.command(for: key, onButton: button != nil) else { return false }
        switch command {
        case .primary:
            guard let primary = demo.primaryActionID else { return false }
            run(primary)
        case .destructive:
            guard let destructive = demo.destructiveActionID else { return false }
            run(destructive)
        case .menu:
            showMenu()
        case .close:
            guard button != nil || demo.scene.isOpen(row: row) else { return false }
            demo.closeOpenRow()
            focusHost()
        case .leaveButtons:
            demo.closeOpenRow()
            focusHost()
        case let .slide(direction):
            if button != nil {
                focusButton(step: direction == .right ? 1 : -1)
            } else if case .opened = demo.slide(row: row, toward: direction) {
                focusButtonWhenShown = true
                gtk_widget_queue_allocate(root)
            }
        }
        return true
    }

    /// Runs action `id` on the row, as its button or menu item would.
    private func run(_ id: String) {
        guard let row else { return }
        demo.perform(action: id, row: row)
    }

    private static func focus(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// The row's action button that has focus, if one has.
    private var focusedButton: ActionButton? {
        guard let host, let focus = Self.focus(of: host) else { return nil }
        return buttons.first { $0.widget == focus }
    }

    /// True when the row's host or one of its buttons has focus.
    var hasFocus: Bool {
        guard let host else { return false }
        return gtk_widget_has_focus(host) != 0 || focusedButton != nil
    }

    /// Gives the row keyboard focus.
    func focusHost() {
        if let host { gtk_widget_grab_focus(host) }
    }

    /// Moves focus `step` buttons along the shown ones in screen order (0: the first in reading order).
    private func focusButton(step: Int) {
        let shown = buttons.filter { gtk_widget_get_child_visible($0.widget) != 0 }
            .sorted { x(of: $0) < x(of: $1) }
        guard !shown.isEmpty else { return }
        let readingOrder = gtk_widget_get_direction(root) == GTK_TEXT_DIR_RTL ? Array(shown.reversed()) : shown
        guard step != 0, let current = focusedButton, let i = shown.firstIndex(where: { $0.widget == current.widget }) else {
            gtk_widget_grab_focus(readingOrder[0].widget)
            return
        }
        let next = min(max(i + step, 0), shown.count - 1)
        gtk_widget_grab_focus(shown[next].widget)
    }

    private func x(of button: ActionButton) -> Double {
        presentation?.buttons.first { $0.actionID == button.action.id }?.x ?? 0
    }

    /// Tells a screen reader what just happened to the row that has focus (GTK 4.8 has no
    /// announcements; Orca speaks a description change of the focused object). When focus has
    /// to come back from a button first, the words follow once the row itself was read, so they
    /// are heard once; they are cleared a little later, so they are not read with the row again.
    func announce(_ text: String) {
        guard let host, gtk_widget_has_focus(host) != 0 || focusedButton != nil else { return }
        let moved = gtk_widget_has_focus(host) == 0
        focusHost()
        announcement += 1
        let current = announcement
        MainLoop.every(milliseconds: moved ? 400 : 0) { [weak self] in
            guard let self, self.announcement == current, let host = self.host else { return false }
            Accessibility.setDescription(host, "")
            Accessibility.setDescription(host, text)
            MainLoop.every(milliseconds: Self.announcementLifetime) { [weak self] in
                if let self, self.announcement == current, let host = self.host { Accessibility.setDescription(host, "") }
                return false
            }
            return false
        }
    }

    /// The latest announcement, so an older one's timers leave a newer one alone.
    private var announcement = 0
    /// How long an announcement stays the row's description, in milliseconds.
    static let announcementLifetime: UInt32 = 3000

    /// Opens the row's context menu, pointing at (`x`, `y`) in the row (default: its centre).
    func showMenu(x: Double? = nil, y: Double? = nil) {
        guard row != nil, !demo.actionIDs.isEmpty else { return }
        menuTookFocus = hasFocus
        let menu = self.menu ?? makeMenu()
        let px = x ?? Double(gtk_widget_get_width(root)) / 2
        let py = y ?? Double(gtk_widget_get_height(root)) / 2
        var rect = GdkRectangle(x: Int32(px), y: Int32(py), width: 1, height: 1)
        gtk_popover_set_pointing_to(menu.cast(), &rect)
        gtk_popover_popup(menu.cast())
    }

    /// The row's actions as a popover menu on the row, in the row's text direction: the actions in
    /// words with the keys that run them, the destructive one last in a section of its own.
    private func makeMenu() -> UnsafeMutablePointer<GtkWidget> {
        let menuModel = g_menu_new()!
        let main = g_menu_new()!
        let last = g_menu_new()!
        for id in demo.actionIDs {
            let item = g_menu_item_new(demo.actionTitle(id), "row.\(id)")!
            if id == demo.primaryActionID {
                g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(RowKeyboard.primaryAccelerator))
            } else if id == demo.destructiveActionID {
                g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(RowKeyboard.destructiveAccelerator))
            }
            g_menu_append_item(id == demo.destructiveActionID && demo.actionIDs.count > 1 ? last : main, item)
            g_object_unref(item.raw)
        }
        g_menu_append_section(menuModel, nil, main.raw.assumingMemoryBound(to: GMenuModel.self))
        if g_menu_model_get_n_items(last.raw.assumingMemoryBound(to: GMenuModel.self)) > 0 {
            g_menu_append_section(menuModel, nil, last.raw.assumingMemoryBound(to: GMenuModel.self))
        }
        g_object_unref(main.raw)
        g_object_unref(last.raw)
        let menu = gtk_popover_menu_new_from_model(menuModel.raw.assumingMemoryBound(to: GMenuModel.self))!
        g_object_unref(menuModel.raw)
        gtk_widget_set_parent(menu, root)
        Accessibility.setLabel(menu, "Row actions")
        Accessibility.titleStackPages(in: menu, "Row actions")
        gtk_popover_set_has_arrow(menu.cast(), .yes)
        LiveDemo.setDirectionRecursively(menu, gtk_widget_get_direction(root))
        // "closed" comes before the chosen item's action runs: drop the menu when idle. A menu
        // opened from the keyboard gives focus back to the row (GTK would pass it elsewhere).
        Signal.connect(menu, "closed") { [weak self] in
            if let self, self.menuTookFocus {
                self.menuTookFocus = false
                self.focusHost()
            }
            MainLoop.idle {
                guard let self, self.menu == menu, gtk_widget_get_visible(menu) == 0 else { return }
                gtk_widget_unparent(menu)
                self.menu = nil
            }
        }
        self.menu = menu
        return menu
    }
}

/// An action's button in a row: the button, and its title and icon to show or hide by label style.
private struct ActionButton {
    let action: SwipeActionSpec
    let widget: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let image: UnsafeMutablePointer<GtkWidget>
}
