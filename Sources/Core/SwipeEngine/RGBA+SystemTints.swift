/// The system tints by name, as the references write them: `tint: .green`.
extension RGBA {
    /// The system tint `red` (`red` in `named`).
    public static let red = named["red"]!
    /// The system tint `orange` (`orange` in `named`).
    public static let orange = named["orange"]!
    /// The system tint `yellow` (`yellow` in `named`).
    public static let yellow = named["yellow"]!
    /// The system tint `green` (`green` in `named`).
    public static let green = named["green"]!
    /// The system tint `mint` (`mint` in `named`).
    public static let mint = named["mint"]!
    /// The system tint `teal` (`teal` in `named`).
    public static let teal = named["teal"]!
    /// The system tint `cyan` (`cyan` in `named`).
    public static let cyan = named["cyan"]!
    /// The system tint `blue` (`blue` in `named`).
    public static let blue = named["blue"]!
    /// The system tint `indigo` (`indigo` in `named`).
    public static let indigo = named["indigo"]!
    /// The system tint `purple` (`purple` in `named`).
    public static let purple = named["purple"]!
    /// The system tint `pink` (`pink` in `named`).
    public static let pink = named["pink"]!
    /// The system tint `brown` (`brown` in `named`).
    public static let brown = named["brown"]!
    /// The system tint `gray` (`gray` in `named`).
    public static let gray = named["gray"]!
    /// The system tint `black` (`black` in `named`).
    public static let black = named["black"]!
    /// The system tint `white` (`white` in `named`).
    public static let white = named["white"]!
}
