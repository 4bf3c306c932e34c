/// One option's value, whatever its kind: the currency between a kind's options schema and every
/// surface that reads or writes options (manifests, API tables, GObject properties, the panel).
public enum OptionValue: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case text(String)
    /// An enumeration's case, by its Swift name (`titleAndIcon`).
    case choice(String)
    /// A set of an enumeration's cases, by their Swift names, in the cases' order.
    case flags([String])
    /// A colour; nil: none (the theme's).
    case colour(RGBA?)
    case actions([SwipeActionSpec])
    case shape(SwipeButtonShape)
    case progress(DebugProgress?)

    public var number: Double? { if case let .number(n) = self { n } else { nil } }
    public var boolean: Bool? { if case let .boolean(b) = self { b } else { nil } }
    public var text: String? { if case let .text(t) = self { t } else { nil } }
    public var choice: String? { if case let .choice(c) = self { c } else { nil } }
    public var flags: [String]? { if case let .flags(f) = self { f } else { nil } }
}
