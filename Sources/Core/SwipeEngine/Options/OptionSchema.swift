/// A kind's options, each declared once (`SwipeKind.schema`): the manifest reader, the parameters
/// writer, the API tables, the usage snippets, the window's panel, the fuzzers and the GObject
/// properties with their docs are all made from it.
public struct OptionSchema: Sendable {
    /// The options, in the API table's order.
    public let options: [OptionDescriptor]
    /// The kind's defaults (the library's).
    public let defaults: any SwipeKind
    /// The GObject type whose properties the `gobjectOptions` are (`SwipeDismissRow`); nil: none.
    public let gobjectType: String?
    /// The panel's options by key, in the panel's order (nil: the options' order).
    private let panelOrder: [String]?

    /// `panelOrder`: the keys of the options with a panel, when the panel shows them in another
    /// order than the API table's.
    public init<K: SwipeKind>(
        defaults: K, gobjectType: String? = nil, _ options: [OptionDescriptor], panelOrder: [String]? = nil
    ) {
        self.defaults = defaults
        self.gobjectType = gobjectType
        self.options = options
        self.panelOrder = panelOrder
        var keys: Set<String> = [], properties: Set<String> = []
        for option in options {
            precondition(keys.insert(option.key).inserted, "\(K.name) declares \(option.key) twice")
            if let property = option.property {
                precondition(properties.insert(property).inserted, "\(K.name) declares the property \(property) twice")
            }
        }
        if let panelOrder {
            let offered = options.filter { $0.panel != nil }.map(\.key)
            precondition(panelOrder.sorted() == offered.sorted(), "\(K.name)'s panel order \(panelOrder) is not its options \(offered)")
        }
    }

    /// The option named `key`.
    public func option(_ key: String) -> OptionDescriptor? { options.first { $0.key == key } }

    /// The options a manifest may set, in order.
    public var manifestOptions: [OptionDescriptor] { options.filter(\.inManifest) }
    /// The options of the Swift configuration type, in order.
    public var swiftOptions: [OptionDescriptor] { options.filter(\.inSwift) }
    /// The options that are GObject properties, in order.
    public var gobjectOptions: [OptionDescriptor] { options.filter { $0.property != nil } }
    /// `options` as the engine's rows read them: each number option within its unit's range —
    /// the nearest value inside it, or the default for NaN — so no option's value spreads
    /// through the row's arithmetic (a NaN button width to every button, a negative duration to
    /// an event's time).
    public func inRange(_ options: any SwipeKind) -> any SwipeKind {
        swiftOptions.reduce(options) { options, option in
            guard case let .number(unit) = option.type, let number = option.value(in: options).number, !unit.range.contains(number)
            else { return options }
            let inside = number.isNaN ? option.value(in: defaults) : .number(min(max(number, unit.range.lowerBound), unit.range.upperBound))
            return option.setting(inside, in: options)
        }
    }

    /// The options the window's panel offers, in the panel's order.
    public var panelOptions: [OptionDescriptor] {
        panelOrder?.compactMap(option) ?? options.filter { $0.panel != nil }
    }
}
