/// An sRGB colour with components in 0…1.
public struct RGBA: Sendable, Hashable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8,
            let value = UInt64(digits, radix: 16)
        else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(
            red: Double((rgb >> 16) & 0xff) / 255,
            green: Double((rgb >> 8) & 0xff) / 255,
            blue: Double(rgb & 0xff) / 255,
            alpha: hasAlpha ? Double(value & 0xff) / 255 : 1
        )
    }

    /// `#rrggbb` (or `#rrggbbaa` when not opaque).
    public var hex: String {
        func byte(_ v: Double) -> String {
            // NaN counts as 0: min and max pass NaN through, and Int(NaN) would trap.
            let b = v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The named system tints the references use (`.green`, `.indigo`, …), by lowercase name.
    /// As SwiftUI's named colours resolve to each platform's system colours, these resolve to
    /// GNOME's palette (the HIG's, and libadwaita's accent colours where the HIG has none), each
    /// dark or light enough that the reference's black-or-white glyph on it reaches 3:1.
    public static let named: [String: RGBA] = [
        "red": RGBA(hex: "#e01b24")!,  // Red 3
        "orange": RGBA(hex: "#e66100")!,  // Orange 4
        "yellow": RGBA(hex: "#f6d32d")!,  // Yellow 3
        "green": RGBA(hex: "#26a269")!,  // Green 5
        "mint": RGBA(hex: "#1f9c8f")!,
        "teal": RGBA(hex: "#2190a4")!,  // libadwaita's teal accent
        "cyan": RGBA(hex: "#0e7fae")!,
        "blue": RGBA(hex: "#3584e4")!,  // Blue 3, GNOME's accent
        "indigo": RGBA(hex: "#4a53c7")!,
        "purple": RGBA(hex: "#9141ac")!,  // Purple 3
        "pink": RGBA(hex: "#c6427d")!,
        "brown": RGBA(hex: "#986a44")!,  // Brown 3
        "gray": RGBA(hex: "#77767b")!,  // Dark 1
        "black": RGBA(red: 0, green: 0, blue: 0),
        "white": RGBA(red: 1, green: 1, blue: 1),
    ]

    /// A named tint (`"green"`, `".green"`) or a hex colour; nil when neither.
    public init?(parsing text: String) {
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let c = RGBA.named[name.lowercased()] { self = c; return }
        guard let c = RGBA(hex: text) else { return nil }
        self = c
    }
}
