import CGtk
import GtkBridge
import SwipeEngine

/// One live row of any block: its content over a tint and checkmark (completion) or over action
/// buttons (action row, card list). It renders the engine's presentation only: the content moves
/// by a transform, buttons are placed where the engine says, nothing is mirrored here.
@MainActor
final class SwipeRowView {
    let root: UnsafeMutablePointer<GtkWidget>
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
        gtk_widget_set_focusable(root, .yes)
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
        installActions()
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
        Accessibility.setLabel(root, content.title)
        refresh()
        applyRadius()
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
            gtk_widget_set_focusable(button, .no)
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
        if buttons.count < actions.count, next?.buttons.contains(where: { $0.width > 0.5 }) == true { makeButtons() }
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
                gtk_widget_set_child_visible(button.widget, .no)
                continue
            }
            gtk_widget_set_child_visible(button.widget, .yes)
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
    }

    // MARK: Keyboard and menu

    private func installActions() {
        let group = Actions.group()
        for id in demo.actionIDs {
            Actions.add(group, id) { [unowned self] in
                if let row = self.row { self.demo.perform(action: id, row: row) }
            }
        }
        Actions.add(group, "menu") { [unowned self] in
            self.showMenu(x: Double(gtk_widget_get_width(self.root)) / 2, y: Double(gtk_widget_get_height(self.root)) / 2)
        }
        Actions.add(group, "close") { [unowned self] in self.demo.closeOpenRow() }
        Actions.insert(group, into: root, as: "row")
        var bindings: [(trigger: String, action: String)] = [("Menu", "row.menu"), ("<Shift>F10", "row.menu")]
        if let primary = demo.actionIDs.first {
            bindings += [("Return", "row.\(primary)"), ("KP_Enter", "row.\(primary)")]
        }
        if let destructive = demo.destructiveActionID {
            bindings += [("Delete", "row.\(destructive)"), ("KP_Delete", "row.\(destructive)")]
        }
        Shortcuts.install(on: root, bindings)
    }

    /// Opens the row's context menu pointing at (`x`, `y`) in the row.
    func showMenu(x: Double, y: Double) {
        guard row != nil, !demo.actionIDs.isEmpty else { return }
        let menu = self.menu ?? makeMenu()
        var rect = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(menu.cast(), &rect)
        gtk_popover_popup(menu.cast())
    }

    /// The row's actions as a popover menu on the row, in the row's text direction.
    private func makeMenu() -> UnsafeMutablePointer<GtkWidget> {
        let menuModel = g_menu_new()!
        for id in demo.actionIDs {
            g_menu_append(menuModel, demo.actionTitle(id), "row.\(id)")
        }
        let menu = gtk_popover_menu_new_from_model(menuModel.raw.assumingMemoryBound(to: GMenuModel.self))!
        g_object_unref(menuModel.raw)
        gtk_widget_set_parent(menu, root)
        gtk_popover_set_has_arrow(menu.cast(), .yes)
        LiveDemo.setDirectionRecursively(menu, gtk_widget_get_direction(root))
        // "closed" comes before the chosen item's action runs: drop the menu when idle.
        Signal.connect(menu, "closed") { [weak self] in
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
