/// A kind's option as a property of its GObject type (`OptionSchema.gobjectType`): its name, its
/// value type with a number's range or an enumeration's nicks, its default, and how a value of it
/// applies. Plain values, no GObject call: the library makes its param specs and GValues from
/// them (SwipeWidgetsGObject), the docs generator their reference (OptionDocs).
public struct GObjectProperty: Sendable {
    /// The option the property spells (all of it, or a part: `button-spacing` of `buttonShape`).
    public let option: OptionDescriptor
    /// The property's name (`swipe-escape-velocity`).
    public let name: String
    public let type: GObjectValueType
    /// The value a new row starts with: the kind's default.
    public let defaultValue: GObjectValue

    /// `options` with the property set to `value` (of another type: unchanged). A row's options
    /// are its kind's defaults with every property applied in the schema's order, so a part (the
    /// rounded buttons' spacing, the frozen drag's edge) applies after the option it is part of.
    public func setting(_ value: GObjectValue, in options: any SwipeKind) -> any SwipeKind {
        option.type.optionValue(value).map { option.setting($0, in: options) } ?? options
    }
}

/// What a GObject property holds.
public enum GObjectValueType: Sendable, Hashable {
    /// `gdouble`, within `range`.
    case double(ClosedRange<Double>)
    /// `gboolean`.
    case boolean
    /// `gchararray`.
    case string
    /// One value of the GEnum `gType`, by its nick (`title-and-icon`).
    case enumeration(gType: String, nicks: [String])
    /// Any set of the bits of the GFlags `gType`, by their nicks.
    case flags(gType: String, nicks: [String])
    /// A `GdkRGBA` (boxed), or none.
    case rgba
}

/// A GObject property's value, as `GObjectValueType` says.
public enum GObjectValue: Sendable, Hashable {
    case double(Double)
    case boolean(Bool)
    case string(String)
    /// A nick.
    case enumeration(String)
    /// Nicks, in the type's order.
    case flags([String])
    case rgba(RGBA?)
}

extension OptionSchema {
    /// The options as properties of the GObject type, in the schema's order (the order they apply in).
    public var gobjectProperties: [GObjectProperty] {
        gobjectOptions.compactMap { option in
            guard let name = option.property, let type = option.type.gobjectType,
                let defaultValue = option.type.gobjectValue(option.value(in: defaults))
            else { return nil }
            return GObjectProperty(option: option, name: name, type: type, defaultValue: defaultValue)
        }
    }
}

extension OptionType {
    /// The GObject property's type; nil for actions (C apps add `SwipeAction` children instead).
    public var gobjectType: GObjectValueType? {
        switch self {
        case let .number(unit):
            .double(unit.excludesLowerBound ? unit.range.lowerBound.nextUp...unit.range.upperBound : unit.range)
        case .boolean: .boolean
        case .text: .string
        case let .choice(set): .enumeration(gType: set.gType, nicks: set.nicks)
        case let .flags(set): .flags(gType: set.gType, nicks: set.nicks)
        case .colour: .rgba
        case .actions: nil
        // The GObject enumeration says which shape; the rounded one's numbers are properties of their own.
        case .shape: .enumeration(gType: "SwipeButtonShape", nicks: ["rectangle", "rounded"])
        // The fraction frozen open; 0: a live row. The edge is a property of its own.
        case .progress: .double(0...1)
        }
    }

    /// `value` as the GObject property holds it; nil when it is not of this type.
    public func gobjectValue(_ value: OptionValue) -> GObjectValue? {
        switch (self, value) {
        case let (.number, .number(n)): .double(n)
        case let (.boolean, .boolean(b)): .boolean(b)
        case let (.text, .text(t)): .string(t)
        case let (.choice, .choice(name)): .enumeration(OptionDescriptor.kebabCase(name))
        case let (.flags, .flags(names)): .flags(names.map(OptionDescriptor.kebabCase))
        case let (.colour, .colour(colour)): .rgba(colour)
        case let (.shape, .shape(shape)): .enumeration(shape == .rectangle ? "rectangle" : "rounded")
        case let (.progress, .progress(progress)): .double(progress?.progress ?? 0)
        default: nil
        }
    }

    /// The GObject property's `value` as the option's; nil when it is not of this type.
    public func optionValue(_ value: GObjectValue) -> OptionValue? {
        switch (self, value) {
        case let (.number, .double(n)): .number(n)
        case let (.boolean, .boolean(b)): .boolean(b)
        case let (.text, .string(t)): .text(t)
        case let (.choice(set), .enumeration(nick)): set.name(ofNick: nick).map(OptionValue.choice)
        case let (.flags(set), .flags(nicks)): .flags(set.names.filter { nicks.contains(OptionDescriptor.kebabCase($0)) })
        case let (.colour(optional), .rgba(colour)): optional || colour != nil ? .colour(colour) : nil
        case (.shape, .enumeration("rectangle")): .shape(.rectangle)
        // The rounded parts' defaults, until their own properties apply.
        case (.shape, .enumeration("rounded")): .shape(CardListConfiguration.roundedShape)
        // Frozen toward the trailing edge, until the edge's own property applies.
        case let (.progress, .double(p)): .progress(p > 0 ? DebugProgress(progress: p, edge: .trailing) : nil)
        default: nil
        }
    }
}

extension ChoiceSet {
    /// The cases' GObject nicks (`titleAndIcon` → `title-and-icon`), in order.
    public var nicks: [String] { names.map(OptionDescriptor.kebabCase) }

    /// The case whose nick is `nick`.
    func name(ofNick nick: String) -> String? {
        names.first { OptionDescriptor.kebabCase($0) == nick }
    }
}
