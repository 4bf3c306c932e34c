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

/// A row's drawing: the content box around the app's child (it moves), the underlay under it (a
/// tint and a checkmark) and the action buttons, placed where the engine's presentation says.
/// It renders what it is shown and decides nothing: the child moves by a transform, buttons go
/// where the engine puts them, nothing is mirrored here. Buttons are made the first time the
/// engine shows one, the underlay the first time the row moves (a resting row has neither, and
/// a list keeps many rows).
@MainActor
final class RowView {
    /// Row and button icons: a size the icon theme ships as pre-rendered PNGs (16, 24, 32…), so
    /// drawing them needs no SVG renderer (librsvg and libxml2 cost about 8 MiB when loaded).
    static let iconSize: Int32 = 24

    /// The row's widget, whose children these are.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The content box around the child: it carries the row's background and moves.
    let content: UnsafeMutablePointer<GtkWidget>
    /// The underlay (the completion row's): a tint under the content and a checkmark on it, made
    /// the first time the row moves; nil until then, and for the kinds without one.
    private(set) var tint: UnsafeMutablePointer<GtkWidget>?
    private(set) var checkmark: UnsafeMutablePointer<GtkWidget>?
    /// The action buttons made so far, in button order.
    private(set) var buttons: [ActionButton] = []
    /// What the view shows now (nil until the engine first shows something: rest).
    var presentation: RowPresentation? { shown?.presentation }
    /// Kept by reference: a row at rest holds a pointer, not a presentation.
    private var shown: Shown?
    private final class Shown {
        var presentation: RowPresentation
        init(_ presentation: RowPresentation) { self.presentation = presentation }
    }
    /// A button was clicked: its action's id.
    var onButton: ((String) -> Void)?

    private var configuration: BlockConfiguration
    private var radiusClass: String?

    /// A view of `child` in `widget`; with `childIsContent`, `child` is a box of the caller's
    /// (the GObject rows' slot) that is the content box itself, one widget fewer a row.
    init(
        widget: UnsafeMutablePointer<GtkWidget>, child: UnsafeMutablePointer<GtkWidget>, configuration: BlockConfiguration,
        childIsContent: Bool = false
    ) {
        self.widget = widget
        self.configuration = configuration
        if childIsContent {
            content = child
            Style.add("row-content", to: child)
        } else {
            content = Make.box(GTK_ORIENTATION_HORIZONTAL, classes: ["row-content"])
            Make.append(content, child)
        }
        gtk_widget_set_hexpand(child, .yes)
        applyColours(configuration, replacing: nil)
        gtk_widget_set_parent(content, widget)
        applyRadius()
    }

    /// New options of the row's kind: their colours, their buttons (made again when shown).
    func reconfigure(_ new: BlockConfiguration) {
        applyColours(new, replacing: configuration)
        configuration = new
        for button in buttons { gtk_widget_unparent(button.widget) }
        buttons = []
    }

    /// The actions the row's buttons are for, in button order.
    var actions: [SwipeActionSpec] { configuration.look.buttonSpecs }

    /// Shows `next`, re-allocating the row (re-measuring it while the height changes); false
    /// when it is what the view shows already.
    func show(_ next: RowPresentation?) -> Bool {
        guard next != presentation else { return false }
        let heightChanged = next?.height != presentation?.height || next == nil
        let radiusChanged = next?.cornerRadius != presentation?.cornerRadius
        let old = presentation
        if let next, let shown { shown.presentation = next } else { shown = next.map(Shown.init) }
        if buttons.count < actions.count, next?.buttons.contains(where: { $0.width > 0.5 }) == true { makeButtons() }
        if tint == nil, configuration.look.underlay != nil, let p = next, p.offset != 0 || p.checkmark?.isPastThreshold == true {
            makeUnderlay()
        }
        exposeButtons(next)
        askOnButtons(next)
        if radiusChanged { applyRadius() }
        let moved = (next?.offset ?? 0) != 0
        if moved != ((old?.offset ?? 0) != 0) { Style.set("moved", moved, on: content) }
        if heightChanged { gtk_widget_queue_resize(widget) } else { gtk_widget_queue_allocate(widget) }
        return true
    }

    /// Follows the row's text direction.
    func applyDirection() {
        for button in buttons { Make.setDirection(gtk_widget_get_direction(widget), recursively: button.widget) }
    }

    /// The row's corner radius as a CSS class. A square row leaves its own corners to the theme
    /// (a boxed list rounds its first and last rows) and clips to them.
    func applyRadius() {
        let radius = presentation?.cornerRadius ?? 0
        let rounded = radius > 0 ? radius : configuration.look.restingCornerRadius
        let name = RowStyles.radiusClass(rounded)
        guard name != radiusClass else { return }
        if let old = radiusClass { Style.remove(old, from: widget); Style.remove(old, from: content) }
        if rounded > 0 { Style.add(name, to: widget) }
        Style.add(name, to: content)
        radiusClass = name
    }

    /// The underlay's tint and symbol classes and the content's background class for
    /// `configuration`, in place of those of `old`.
    private func applyColours(_ configuration: BlockConfiguration, replacing old: BlockConfiguration?) {
        if let o = old?.look {
            if let underlay = o.underlay {
                if let tint { Style.remove(RowStyles.tintClass(underlay.tint), from: tint) }
                if let checkmark { Style.remove(RowStyles.foregroundClass(underlay.tint), from: checkmark) }
            }
            if let background = o.rowBackground { Style.remove(RowStyles.backgroundClass(background), from: content) }
        }
        let look = configuration.look
        if let underlay = look.underlay {
            if let tint { Style.add(RowStyles.tintClass(underlay.tint), to: tint) }
            if let checkmark { Style.add(RowStyles.foregroundClass(underlay.tint), to: checkmark) }
        }
        if let background = look.rowBackground { Style.add(RowStyles.backgroundClass(background), to: content) }
    }

    /// The underlay's tint and checkmark, under the content, in the row's colours.
    private func makeUnderlay() {
        guard let underlay = configuration.look.underlay else { return }
        let tint = Make.box(GTK_ORIENTATION_HORIZONTAL, classes: ["row-tint"])
        let check = Make.icon(underlay.icon, pixelSize: 24)
        Style.add("row-checkmark", to: check)
        gtk_widget_insert_before(tint, widget, content)
        gtk_widget_insert_before(check, widget, content)
        self.tint = tint
        checkmark = check
        applyColours(configuration, replacing: nil)
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
            Signal.connect(button, "clicked") { [unowned self] in self.onButton?(id) }
            return ActionButton(action: action, widget: button, label: label, image: image)
        }
    }

    /// Places the underlay, the buttons and the content in the row's `width` × `height`.
    func allocate(_ width: Int32, _ height: Int32) {
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
    }

    /// The corner-radius classes a button may carry (rectangle: 0, rounded: the shape's radius).
    private var buttonRadiusClasses: [String] {
        if let radius = configuration.look.roundedButtonRadius {
            return [RowStyles.radiusClass(0), RowStyles.radiusClass(radius)]
        }
        return [RowStyles.radiusClass(0)]
    }

    /// Shows or hides a button for the pointer (in the layout; the keyboard and screen readers
    /// follow in `show`, outside of it).
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
