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
              let value = UInt64(digits, radix: 16) else { return nil }
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
    public static let named: [String: RGBA] = [
        "red": RGBA(hex: "#ff3b30")!,
        "orange": RGBA(hex: "#ff9500")!,
        "yellow": RGBA(hex: "#ffcc00")!,
        "green": RGBA(hex: "#34c759")!,
        "mint": RGBA(hex: "#00c7be")!,
        "teal": RGBA(hex: "#30b0c7")!,
        "cyan": RGBA(hex: "#32ade6")!,
        "blue": RGBA(hex: "#007aff")!,
        "indigo": RGBA(hex: "#5856d6")!,
        "purple": RGBA(hex: "#af52de")!,
        "pink": RGBA(hex: "#ff2d55")!,
        "brown": RGBA(hex: "#a2845e")!,
        "gray": RGBA(hex: "#8e8e93")!,
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
