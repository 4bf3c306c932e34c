import GtkBridge

/// The demo's own CSS on top of the library's: its rows' minimum height (the block's row
/// height), loaded once per demo, never per frame.
@MainActor
enum DemoStyles {
    static func install(rowHeight: Double) {
        Style.replace(css: ".live-demo .swipe-row .row-content { min-height: \(Int(rowHeight))px; }\n", key: "demo")
    }
}
