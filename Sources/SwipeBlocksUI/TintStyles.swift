import GtkBridge
import SwipeEngine

/// CSS classes for the tints of one demo (`tint-34c759`), loaded once per demo, never per frame.
@MainActor
enum TintStyles {
    /// The class name for a tint.
    static func className(_ color: RGBA) -> String {
        "tint-" + color.hex.dropFirst()
    }

    /// The class for text and icons drawn on a tint (its contrasting foreground only).
    static func foregroundClass(_ color: RGBA) -> String {
        "on-tint-" + color.hex.dropFirst()
    }

    /// The class name for a corner radius.
    static func radiusClass(_ radius: Double) -> String { "radius-\(Int(radius.rounded()))" }

    /// Replaces the demo stylesheet: tint classes (background tint, contrasting text), the rows'
    /// corner radius and minimum height, and the row background when the block sets one.
    static func install(_ colors: [RGBA], radii: [Double], rowHeight: Double, rowBackground: RGBA?) {
        var css = ".swipe-row .row-content { min-height: \(Int(rowHeight))px; }\n"
        for radius in Set(radii) {
            css += ".\(radiusClass(radius)) { border-radius: \(Int(radius.rounded()))px; }\n"
        }
        if let rowBackground {
            css += ".swipe-row .row-content { background-color: \(cssColor(rowBackground)); color: \(cssColor(rowBackground.contrastingForeground)); }\n"
        }
        for color in Set(colors) {
            let fg = color.contrastingForeground
            css += ".\(className(color)) { background-color: \(cssColor(color)); color: \(cssColor(fg)); }\n"
            css += ".\(foregroundClass(color)) { color: \(cssColor(fg)); }\n"
        }
        Style.replace(css: css, key: "tints")
    }

    static func cssColor(_ c: RGBA) -> String {
        "rgba(\(Int((c.red * 255).rounded())), \(Int((c.green * 255).rounded())), \(Int((c.blue * 255).rounded())), \(c.alpha))"
    }
}
