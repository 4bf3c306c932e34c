import CGtk
import GtkBridge
import SwipeEngine

/// An action's button in a row: the button, and its title and icon to show or hide by label style.
struct ActionButton {
    let action: SwipeActionSpec
    let widget: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let image: UnsafeMutablePointer<GtkWidget>
}

/// The row's drawing: it renders the engine's presentation only. The child moves by a
/// transform, buttons are placed where the engine says, nothing is mirrored here.
extension SwipeRow {
    /// Row and button icons: a size the icon theme ships as pre-rendered PNGs (16, 24, 32…), so
    /// drawing them needs no SVG renderer (librsvg and libxml2 cost about 8 MiB when loaded).
    static let iconSize: Int32 = 24

    /// Reads the engine's presentation and re-allocates (or re-measures while the height
    /// changes). Cheap when nothing changed.
    func refresh() {
        guard isAlive else { return }
        let next = scene.presentation(row: 0, at: scene.clock)
        guard next != presentation else { return }
        let heightChanged = next?.height != presentation?.height || next == nil
        let radiusChanged = next?.cornerRadius != presentation?.cornerRadius
        let old = presentation
        presentation = next
        if next?.openEdge == nil, focusedButton != nil { focusHost() }
        if buttons.count < actions.count, next?.buttons.contains(where: { $0.width > 0.5 }) == true { makeButtons() }
        exposeButtons(next)
        if radiusChanged { applyRadius() }
        let moved = (next?.offset ?? 0) != 0
        if moved != ((old?.offset ?? 0) != 0) { Style.set("moved", moved, on: content) }
        if heightChanged { gtk_widget_queue_resize(widget) } else { gtk_widget_queue_allocate(widget) }
    }

    /// The row's resting corner radius (the card's or the completion row's option).
    private var restingCornerRadius: Double { configuration.look.restingCornerRadius }

    /// The row's corner radius as a CSS class. A square row leaves its own corners to the theme
    /// (a boxed list rounds its first and last rows) and clips to them.
    func applyRadius() {
        let radius = presentation?.cornerRadius ?? 0
        let rounded = radius > 0 ? radius : restingCornerRadius
        let name = RowStyles.radiusClass(rounded)
        guard name != radiusClass else { return }
        if let old = radiusClass { Style.remove(old, from: widget); Style.remove(old, from: content) }
        if rounded > 0 { Style.add(name, to: widget) }
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
            Style.add("swipe-button", RowStyles.tintClass(action.tint), to: button)
            if action.role == .destructive { Style.add("destructive", to: button) }
            Accessibility.setLabel(button, action.title)
            // Out of the focus chain and the accessibility tree until the engine shows it.
            gtk_widget_set_focusable(button, .no)
            Accessibility.setHidden(button, true)
            Make.setDirection(gtk_widget_get_direction(widget), recursively: button)
            gtk_widget_insert_before(button, widget, content)
            gtk_widget_set_child_visible(button, .no)
            let id = action.id
            Signal.connect(button, "clicked") { [unowned self] in self.receive(.action(id), time: self.clock.now()) }
            return ActionButton(action: action, widget: button, label: label, image: image)
        }
    }

    func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        let (minimum, natural) = CustomLayout.measure(content, orientation, forSize: orientation == GTK_ORIENTATION_VERTICAL ? forSize : -1)
        guard orientation == GTK_ORIENTATION_VERTICAL else { return (min(minimum, 1), natural) }
        let height = Double(natural)
        if naturalHeight != height {
            naturalHeight = height
            sizesChanged()
        }
        let shown = Int32((height * scene.heightFactor(row: 0, at: scene.clock)).rounded(.up))
        return (shown, shown)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        if width > 0, Double(width) != allocatedWidth {
            allocatedWidth = Double(width)
            sizesChanged()
        }
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
        } else if let checkmark {
            gtk_widget_set_child_visible(checkmark, .no)
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
            let radius = RowStyles.radiusClass(b.cornerRadius)
            if gtk_widget_has_css_class(button.widget, radius) == 0 {
                for other in buttonRadiusClasses where other != radius { Style.remove(other, from: button.widget) }
                Style.add(radius, to: button.widget)
            }
            let (minimum, _) = CustomLayout.measure(button.widget, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
            let bw = max(minimum, Int32(b.width.rounded()))
            let (minimumHeight, _) = CustomLayout.measure(button.widget, GTK_ORIENTATION_VERTICAL, forSize: bw)
            // As the content: never below its minimum (an app's CSS margins included) as the row
            // collapses; the row clips it.
            CustomLayout.place(button.widget, x: b.x, y: 0, width: bw, height: max(height, minimumHeight))
        }
        // A collapsing row is shorter than its content: the content keeps at least its minimum
        // height and the row clips it (GTK warns about a child allocated below its margins).
        let (contentMinimum, _) = CustomLayout.measure(content, GTK_ORIENTATION_VERTICAL, forSize: width)
        CustomLayout.place(content, x: p?.offset ?? 0, y: 0, width: width, height: max(height, contentMinimum))
        menu.present()
        if focusButtonWhenShown, p?.openEdge != nil, buttons.contains(where: { gtk_widget_get_child_visible($0.widget) != 0 }) {
            focusButtonWhenShown = false
            MainLoop.idle { [weak self] in if let self, self.isAlive { self.focusButton(step: 0) } }
        }
    }

    /// GTK measured or allocated the row at a new size: the engine takes it once the layout is
    /// done (never during it: what the engine does with a size can change what GTK lays out).
    private func sizesChanged() {
        guard !sizesQueued else { return }
        sizesQueued = true
        MainLoop.idle { [weak self] in
            guard let self, self.isAlive else { return }
            self.sizesQueued = false
            let t = self.clock.now()
            if let height = self.naturalHeight, height != self.scene.naturalHeight(row: 0) {
                self.scene.setRowHeight(row: 0, height: height, time: t)
            }
            if let width = self.allocatedWidth, width != self.scene.width { self.scene.setWidth(width, time: t) }
            self.pump(at: t)
        }
    }

    /// The corner-radius classes a button may carry (rectangle: 0, rounded: the shape's radius).
    private var buttonRadiusClasses: [String] {
        if let radius = configuration.look.roundedButtonRadius {
            return [RowStyles.radiusClass(0), RowStyles.radiusClass(radius)]
        }
        return [RowStyles.radiusClass(0)]
    }

    /// Shows or hides a button for the pointer (in the layout; the keyboard and screen readers
    /// follow in `refresh`, outside of it).
    private func setShown(_ button: ActionButton, _ shown: Bool) {
        guard (gtk_widget_get_child_visible(button.widget) != 0) != shown else { return }
        gtk_widget_set_child_visible(button.widget, gbool(shown))
    }

    /// Puts the buttons the engine shows in the focus chain and the accessibility tree, and takes
    /// the others out (done from the frame loop: changing them while GTK lays the row out makes
    /// GTK 4.8 warn about snapshots without an allocation).
    private func exposeButtons(_ p: RowPresentation?) {
        let shown = Set((p?.buttons ?? []).filter { $0.width > 0.5 }.map(\.actionID))
        for button in buttons {
            let isShown = shown.contains(button.action.id)
            guard (gtk_widget_get_focusable(button.widget) != 0) != isShown else { continue }
            gtk_widget_set_focusable(button.widget, gbool(isShown))
            Accessibility.setHidden(button.widget, !isShown)
        }
    }
}
