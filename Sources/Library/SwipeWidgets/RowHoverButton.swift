import CGtk
import GtkBridge

/// The small round button a pointer over a resting row shows at the end where its actions are
/// ("Show Actions"): a click opens the row as a swipe would. It is made the first time it shows
/// (a row never hovered has none), is no focus stop (the keyboard has the row's own keys and
/// menu), and lies over the content, which keeps every click elsewhere.
@MainActor
final class RowHoverButton {
    /// The icon: GNOME's "more" symbol, the one its header bars use for menus of actions.
    static let iconName = "view-more-symbolic"
    /// Points between the button and the row's edge.
    static let margin = 8.0
    /// Seconds after the button opens the row during which the row's action buttons ignore a
    /// click: the second click of a double click lands where an action button slides in.
    static let clickGuard = 0.5

    let widget: UnsafeMutablePointer<GtkWidget>
    /// When the button last opened the row, on the row's clock.
    var openedAt = -Double.infinity

    /// A button over `row`'s content (its last child, so drawn and picked first), hidden.
    init(in row: UnsafeMutablePointer<GtkWidget>, clicked: @escaping @MainActor () -> Void) {
        Self.installStyle()
        widget = gtk_button_new_from_icon_name(Self.iconName)
        Style.add("swipe-hover-button", "flat", "circular", to: widget)
        gtk_widget_set_focusable(widget, .no)
        gtk_widget_set_focus_on_click(widget, .no)
        Accessibility.setLabel(widget, tr("Show Actions"))
        gtk_widget_set_tooltip_text(widget, tr("Show Actions"))
        gtk_widget_set_visible(widget, .no)
        gtk_widget_set_parent(widget, row)
        Signal.connect(widget, "clicked") { clicked() }
    }

    /// True when the button shows.
    var isShown: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Shows or hides the button (to the eye and to screen readers alike).
    func setShown(_ shown: Bool) {
        guard isShown != shown else { return }
        gtk_widget_set_visible(widget, gbool(shown))
    }

    /// True when (`x`, `y`), in the row's points, is on the shown button.
    func contains(x: Double, y: Double) -> Bool {
        guard isShown else { return false }
        var bounds = graphene_rect_t()
        guard let parent = gtk_widget_get_parent(widget), gtk_widget_compute_bounds(widget, parent, &bounds) != 0 else { return false }
        let (left, top) = (Double(bounds.origin.x), Double(bounds.origin.y))
        return x >= left && x <= left + Double(bounds.size.width) && y >= top && y <= top + Double(bounds.size.height)
    }

    /// Places the button in a row `width` × `height`, centred vertically, `margin` in from the
    /// left edge (`onLeft`) or the right.
    func place(width: Int32, height: Int32, onLeft: Bool) {
        guard isShown else { return }
        let (_, w) = CustomLayout.measure(widget, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
        let (_, h) = CustomLayout.measure(widget, GTK_ORIENTATION_VERTICAL, forSize: w)
        let x = onLeft ? Self.margin : Double(width - w) - Self.margin
        CustomLayout.place(widget, x: x, y: (Double(height) - Double(h)) / 2, width: w, height: h)
    }

    /// The button's look and the Reduce Motion hint's outline, loaded with the first button: an
    /// opaque round button in the view's colours (its icon the text colour on the base colour,
    /// well over 3:1 in the light, dark and high-contrast styles), ringed so it reads over text.
    static func installStyle() {
        guard !styled else { return }
        styled = true
        Style.replace(css: css, key: "swipe-widgets-hover", priority: RowStyles.priority)
    }

    private static var styled = false
    static let css = """
        .swipe-row > button.swipe-hover-button { background-color: @theme_base_color; color: @theme_text_color; box-shadow: 0 0 0 1px alpha(@theme_text_color, 0.3), 0 1px 3px alpha(black, 0.25); }
        .swipe-row > button.swipe-hover-button:hover { background-color: mix(@theme_base_color, @theme_text_color, 0.1); }
        .swipe-row > button.swipe-hover-button:active { background-color: mix(@theme_base_color, @theme_text_color, 0.2); }
        .swipe-row.swipe-peek-hint { outline: 2px solid @theme_selected_bg_color; outline-offset: -2px; }
        """
}
