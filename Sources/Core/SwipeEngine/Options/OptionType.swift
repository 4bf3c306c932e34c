/// What kind of value an option holds, with what a surface needs to read, check, show or offer
/// it: a number's unit (and so its range), an enumeration's cases.
public enum OptionType: Sendable {
    case number(NumberUnit)
    case boolean
    /// Text with something besides white space in it.
    case text
    /// One case of an enumeration.
    case choice(ChoiceSet)
    /// Any set of an enumeration's cases (none included).
    case flags(ChoiceSet)
    /// A colour (`optional`: or none, the theme's).
    case colour(optional: Bool)
    /// The row's buttons (`SwipeActionSpec`s); GObject apps add `SwipeAction`s instead.
    case actions
    /// Edge-to-edge rectangles, or rounded buttons with a corner radius and spacing.
    case shape
    /// A row frozen part of the way open, or nil.
    case progress

    /// The Swift type an app writes (`Double`, `Set<SwipeEdge>`, `RGBA?`).
    public var swiftType: String {
        switch self {
        case .number: "Double"
        case .boolean: "Bool"
        case .text: "String"
        case let .choice(set): set.swiftType
        case let .flags(set): "Set<\(set.swiftType)>"
        case let .colour(optional): optional ? "RGBA?" : "RGBA"
        case .actions: "[SwipeActionSpec]"
        case .shape: "SwipeButtonShape"
        case .progress: "DebugProgress?"
        }
    }
}

/// A number's unit, which gives its range: what a manifest may write, what a GObject property
/// accepts, what the fuzzers try at the edges.
public enum NumberUnit: Sendable, Hashable, CaseIterable {
    /// Points, 0 to 10 000.
    case length
    /// Points, −10 000 to 10 000 (the engine treats a negative one as 0, as the reference does).
    case signedLength
    /// A fraction of the row's width, 0 to 1.
    case fraction
    /// A fraction of the row's width, more than 0 and at most 1.
    case positiveFraction
    /// Points per second, 0 to 100 000.
    case speed
    /// Seconds, 0 to 10.
    case duration

    /// The largest length, in points, an option may give: every sum and product of lengths the
    /// engine makes then stays finite.
    public static let maximumLength = 10_000.0

    /// The values allowed (for `positiveFraction`, without the lower bound).
    public var range: ClosedRange<Double> {
        switch self {
        case .length: 0...Self.maximumLength
        case .signedLength: -Self.maximumLength...Self.maximumLength
        case .fraction, .positiveFraction: 0...1
        case .speed: 0...100_000
        case .duration: 0...10
        }
    }

    /// The range's lower bound is not allowed itself.
    public var excludesLowerBound: Bool { self == .positiveFraction }

    public func allows(_ value: Double) -> Bool {
        range.contains(value) && !(excludesLowerBound && value == range.lowerBound)
    }
}

/// An enumeration's cases as options name them: the Swift case names (the manifest's and the
/// Swift API's), their words for the panel, and the GObject enumeration or flags type.
public struct ChoiceSet: Sendable {
    /// The Swift enumeration (`RevealStyle`).
    public let swiftType: String
    /// The GObject type (`SwipeRevealStyle`; a set of edges is `SwipeEdges`).
    public let gType: String
    /// Each case's Swift name (`titleAndIcon`) and words ("Title and Icon").
    public let cases: [Case]

    public struct Case: Sendable {
        public let name: String
        public let words: StaticString
    }

    public var names: [String] { cases.map(\.name) }

    /// The cases of a Swift enumeration, with their words in the cases' order.
    public init<T: CaseIterable & RawRepresentable>(
        _ type: T.Type, swiftType: String? = nil, gType: String, words: [StaticString]
    ) where T.RawValue == String {
        precondition(words.count == T.allCases.count, "one word for each case of \(T.self)")
        self.swiftType = swiftType ?? String(describing: T.self)
        self.gType = gType
        self.cases = zip(T.allCases, words).map { Case(name: $0.rawValue, words: $1) }
    }
}

/// How the window's parameter panel offers an option (an option without one is not in it).
public enum PanelControl: Sendable {
    /// A spin button over `range` in steps of `step`, showing `digits` decimals.
    case spin(range: ClosedRange<Double>, step: Double, digits: UInt32)
    /// A drop-down of the option's cases (a choice), or of GNOME's named colours (a colour).
    case cases
    /// A drop-down of a few values, each in words.
    case presets([Preset])

    public struct Preset: Sendable {
        public let words: StaticString
        public let value: OptionValue
        public init(_ words: StaticString, _ value: OptionValue) {
            self.words = words
            self.value = value
        }
    }
}
