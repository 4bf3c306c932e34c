import CGtk
import GtkBridge
import SwipeEngine

/// The rows' stylesheet: the rules every swipe row needs, and one class per tint, background
/// and corner radius in use, added as rows first use them (never per frame). An app themes
/// the rows with its own CSS on the same classes (see the guide).
@MainActor
enum RowStyles {
    /// The class for a tint's background and the text drawn on it (`tint-26a269`).
    static func tintClass(_ color: RGBA) -> String { "tint-" + color.hex.dropFirst() }

    /// The class for text and icons drawn on a tint (its contrasting foreground only).
    static func foregroundClass(_ color: RGBA) -> String { "on-tint-" + color.hex.dropFirst() }

    /// The class for a row background and its contrasting text.
    static func backgroundClass(_ color: RGBA) -> String {
        let name = "row-background-" + color.hex.dropFirst()
        add(name, ".swipe-row .row-content.\(name) { background-color: \(css(color)); color: \(css(color.contrastingForeground)); }")
        return name
    }

    /// The class for a corner radius.
    static func radiusClass(_ radius: Double) -> String {
        let r = Int(max(0, min(radius, 1000)).rounded())
        let name = "radius-\(r)"
        add(name, ".swipe-row.\(name), .swipe-row .\(name) { border-radius: \(r)px; }")
        return name
    }

    /// The rules every row needs; loaded once, below the app's own CSS priority.
    static func install() {
        guard !installed else { return }
        installed = true
        Style.replace(css: base, key: "swipe-widgets-base", priority: priority)
    }

    private static var installed = false
    /// Between the theme's and the application's: an app's own CSS overrides the rows'.
    static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 100
    private static var rules: [String: String] = [:]

    private static func add(_ name: String, _ rule: String) {
        guard rules[name] == nil else { return }
        rules[name] = rule
        Style.replace(css: rules.values.sorted().joined(separator: "\n"), key: "swipe-widgets-classes", priority: priority)
    }

    private static func addTint(_ color: RGBA) {
        let fg = css(color.contrastingForeground)
        add(
            tintClass(color),
            ".\(tintClass(color)) { background-color: \(css(color)); color: \(fg); }\n.\(foregroundClass(color)) { color: \(fg); }")
    }

    static func css(_ c: RGBA) -> String {
        "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), \(Int((c.blue * 255).rounded())), \(c.alpha))"
    }

    /// Registers the tints of `configuration` (their classes exist before a row shows them).
    static func register(_ configuration: BlockConfiguration) {
        _ = radiusClass(0)
        let look = configuration.look
        if let radius = look.roundedButtonRadius { _ = radiusClass(radius) }
        look.tints.forEach(addTint)
    }

    /// A row's own background (no `rowBackground` given): a card a little lighter than the
    /// window in either style — white in light, and in dark lighter than the window, never the
    /// darker view colour, so depth reads the same way in both. A row in a `GtkListBox` is the
    /// list's row: the theme draws it (corners, separators, hover, focus ring) and its content
    /// is clear at rest and takes the list's colour once it moves, opaque over what it reveals
    /// (a boxed list's card colour is translucent in dark: laid on the window's); its padding
    /// moves to the content, so the buttons reach the row's edges.
    static let base = """
        .swipe-row:not(row) { background: transparent; }
        .swipe-row .row-content { background-color: shade(@theme_bg_color, 1.5); }
        list > row.swipe-row { padding: 0; }
        list > row.swipe-row > .row-content { background-color: transparent; padding: 2px; }
        list > row.swipe-row > .row-content.moved { background-color: @theme_base_color; }
        list.boxed-list > row.swipe-row > .row-content.moved, list.content > row.swipe-row > .row-content.moved { background-color: @window_bg_color; background-image: image(@card_bg_color); }
        .swipe-row .row-checkmark { -gtk-icon-size: 24px; }
        .swipe-row .swipe-button { border: none; border-radius: 0; box-shadow: none; padding: 0 4px; min-width: 0; background-image: none; }
        .swipe-row .swipe-button label { font-size: 0.9em; font-weight: 700; }
        .swipe-row .swipe-button:focus-visible { outline: 2px solid currentColor; outline-offset: -4px; }
        .swipe-row-host:focus-visible .swipe-row, .swipe-row.swipe-row-host:not(row):focus-visible { outline: 2px solid @theme_selected_bg_color; outline-offset: 2px; }
        .swipe-row.feedback-pulse .row-content { background-color: mix(shade(@theme_bg_color, 1.5), @theme_selected_bg_color, 0.14); }
        .swipe-list, .swipe-list > row { background: transparent; }
        .swipe-list > row { padding: 6px 4px; outline: none; }
        .swipe-list > row:focus, .swipe-list > row:hover, .swipe-list > row:selected { background: transparent; outline: none; }
        .swipe-list-heading { margin: 12px 0 0 4px; font-size: 1.25em; font-weight: 700; }
        """

    // MARK: Animations

    /// GTK's `gtk-enable-animations` (off means Reduce Motion for rows that follow it).
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return Properties.bool(settings, "gtk-enable-animations")
    }

    private static var watchers: [WeakRow] = []
    private static var watching = false

    /// Tells `row` when `gtk-enable-animations` changes.
    static func watchAnimations(for row: SwipeRow) {
        watchers.removeAll { $0.row == nil || $0.row === row }
        watchers.append(WeakRow(row: row))
        guard !watching, let settings = gtk_settings_get_default() else { return }
        watching = true
        Signal.connectIgnoringArgument(settings, "notify::gtk-enable-animations") {
            watchers.removeAll { $0.row == nil }
            for w in watchers { w.row?.applyEnvironment() }
        }
    }

    private struct WeakRow { weak var row: SwipeRow? }
}
