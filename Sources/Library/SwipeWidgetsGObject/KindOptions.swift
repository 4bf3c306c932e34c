import CSwipeWidgets
import SwipeEngine

/// The kinds' options as properties of their GObject types, made from each kind's options schema
/// (`OptionSchema.gobjectProperties`): the param specs a kind's class installs, and a row's
/// configuration from the values its properties hold. Nothing here names a kind or an option.
enum KindOptions {
    /// The kind a C type's class_init names (`SwipeKind.name`).
    static func kind(named name: UnsafePointer<CChar>) -> any SwipeKind.Type {
        guard let kind = SwipeKinds.named(String(cString: name)) else {
            preconditionFailure("SwipeWidgets: no kind is named \(String(cString: name)) (SwipeKinds.all)")
        }
        return kind
    }

    /// Adds a property to `klass` for each of the kind's GObject options, in the schema's order,
    /// with the kind's default as the value a new row starts with.
    static func install(_ kind: any SwipeKind.Type, on klass: UnsafeMutablePointer<GObjectClass>) {
        let typeName = String(cString: g_type_name(klass.pointee.g_type_class.g_type))
        precondition(
            kind.schema.gobjectType == typeName,
            "SwipeWidgets: \(typeName) names the kind \(kind.name), whose schema is \(kind.schema.gobjectType ?? "no GObject type")'s")
        for property in kind.schema.gobjectProperties {
            let pspec = paramSpec(property)
            var value = GValue()
            g_value_init(&value, pspec.pointee.value_type)
            set(&value, to: property.defaultValue, of: property.type)
            swipe_c_kind_add_option(klass, pspec, &value)
            g_value_unset(&value)
        }
    }

    /// The row's configuration: its kind's defaults with each property's value (`values`, in the
    /// schema's order) applied, then its actions (one list for each actions option, in order).
    static func configuration(
        _ kind: any SwipeKind.Type, values: UnsafePointer<GValue>, count: Int, actions: [[SwipeActionSpec]]
    ) -> BlockConfiguration {
        let schema = kind.schema
        let properties = schema.gobjectProperties
        precondition(properties.count == count, "SwipeWidgets: \(count) values for the \(properties.count) properties of \(kind.name)")
        var options = schema.defaults
        for (index, property) in properties.enumerated() {
            options = property.setting(value(values + index, of: property.type), in: options)
        }
        let actionOptions = schema.options.filter { if case .actions = $0.type { true } else { false } }
        precondition(actionOptions.count == actions.count, "SwipeWidgets: \(actions.count) action lists for \(kind.name)")
        for (option, specs) in zip(actionOptions, actions) {
            options = option.setting(.actions(specs), in: options)
        }
        return BlockConfiguration(options)
    }

    /// The actions of a list of `SwipeAction` (nil: none, as in a row being disposed).
    static func actions(_ list: OpaquePointer?) -> [SwipeActionSpec] {
        guard let list else { return [] }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            // The list keeps the action (and its strings) alive while it is read.
            defer { g_object_unref(item) }
            let action = OpaquePointer(item)
            return SwipeActionSpec(
                id: string(swipe_action_get_id(action)), title: string(swipe_action_get_title(action)),
                icon: string(swipe_action_get_icon_name(action)), tint: rgba(swipe_action_get_tint(action).pointee),
                role: swipe_action_get_role(action) == SWIPE_ACTION_ROLE_DESTRUCTIVE ? .destructive : .normal)
        }
    }

    // MARK: GParamSpec and GValue

    /// Read-write, not construct properties: a row's values start at the defaults before any is
    /// set, so a template's values (set during init) are not overwritten after it.
    private static let flags = GParamFlags(
        rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_STATIC_NAME.rawValue | G_PARAM_STATIC_NICK.rawValue
            | G_PARAM_STATIC_BLURB.rawValue)

    private static func paramSpec(_ property: GObjectProperty) -> UnsafeMutablePointer<GParamSpec> {
        // Interned, the name lives as long as the process, as G_PARAM_STATIC_NAME promises.
        let name = g_intern_string(property.name)
        let pspec: UnsafeMutablePointer<GParamSpec>? =
            switch (property.type, property.defaultValue) {
            case let (.double(range), .double(value)):
                g_param_spec_double(name, nil, nil, range.lowerBound, range.upperBound, value, flags)
            case let (.boolean, .boolean(value)): g_param_spec_boolean(name, nil, nil, value ? 1 : 0, flags)
            case let (.string, .string(value)): g_param_spec_string(name, nil, nil, value, flags)
            case let (.enumeration(gType, _), .enumeration(nick)):
                g_param_spec_enum(name, nil, nil, type(gType), enumValue(gType, nick), flags)
            case let (.flags(gType, _), .flags(nicks)): g_param_spec_flags(name, nil, nil, type(gType), flagsValue(gType, nicks), flags)
            case (.rgba, .rgba): g_param_spec_boxed(name, nil, nil, gdk_rgba_get_type(), flags)
            default: nil
            }
        guard let pspec else { preconditionFailure("SwipeWidgets: \(property.name)'s default is not a \(property.type)") }
        return pspec
    }

    /// Sets `g` (initialised with the property's type) to `value`.
    private static func set(_ g: UnsafeMutablePointer<GValue>, to value: GObjectValue, of type: GObjectValueType) {
        switch (type, value) {
        case let (.double, .double(number)): g_value_set_double(g, number)
        case let (.boolean, .boolean(flag)): g_value_set_boolean(g, flag ? 1 : 0)
        case let (.string, .string(text)): g_value_set_string(g, text)
        case let (.enumeration(gType, _), .enumeration(nick)): g_value_set_enum(g, enumValue(gType, nick))
        case let (.flags(gType, _), .flags(nicks)): g_value_set_flags(g, flagsValue(gType, nicks))
        case let (.rgba, .rgba(colour)):
            if var colour = colour.map(gdk) { g_value_set_boxed(g, &colour) } else { g_value_set_boxed(g, nil) }
        default: preconditionFailure("SwipeWidgets: \(value) is not a \(type)")
        }
    }

    /// The value `g` holds, as a property of `type`.
    private static func value(_ g: UnsafePointer<GValue>, of type: GObjectValueType) -> GObjectValue {
        switch type {
        case .double: .double(g_value_get_double(g))
        case .boolean: .boolean(g_value_get_boolean(g) != 0)
        case .string: .string(string(g_value_get_string(g)))
        case let .enumeration(gType, nicks): .enumeration(nicks.first { enumValue(gType, $0) == g_value_get_enum(g) } ?? "")
        case let .flags(gType, nicks): .flags(nicks.filter { flagsValue(gType, [$0]) & g_value_get_flags(g) != 0 })
        case .rgba: .rgba(g_value_get_boxed(g).map { rgba($0.assumingMemoryBound(to: GdkRGBA.self).pointee) })
        }
    }

    /// The GType named `name`; the library registers every type its properties name when it loads.
    private static func type(_ name: String) -> GType {
        let type = g_type_from_name(name)
        precondition(type != 0, "SwipeWidgets: the type \(name) is not registered")
        return type
    }

    private static func enumValue(_ gType: String, _ nick: String) -> gint {
        let enumClass = g_type_class_ref(type(gType))
        defer { g_type_class_unref(enumClass) }
        guard let value = g_enum_get_value_by_nick(enumClass?.assumingMemoryBound(to: GEnumClass.self), nick) else {
            preconditionFailure("SwipeWidgets: \(gType) has no value \(nick)")
        }
        return value.pointee.value
    }

    private static func flagsValue(_ gType: String, _ nicks: [String]) -> guint {
        let flagsClass = g_type_class_ref(type(gType))
        defer { g_type_class_unref(flagsClass) }
        return nicks.reduce(0) { mask, nick in
            guard let value = g_flags_get_value_by_nick(flagsClass?.assumingMemoryBound(to: GFlagsClass.self), nick) else {
                preconditionFailure("SwipeWidgets: \(gType) has no value \(nick)")
            }
            return mask | value.pointee.value
        }
    }

    private static func rgba(_ c: GdkRGBA) -> RGBA {
        RGBA(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    private static func gdk(_ c: RGBA) -> GdkRGBA {
        GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
    }

    private static func string(_ p: UnsafePointer<CChar>?) -> String {
        p.map { String(cString: $0) } ?? ""
    }
}

// A kind's class_init calls this once (under GObject's class lock, on whichever thread makes
// the first row): it touches no row, only the class and the kinds' schemas.
@_cdecl("swipe_swift_kind_install_options")
func swipe_swift_kind_install_options(_ klass: UnsafeMutablePointer<GObjectClass>, _ kind: UnsafePointer<CChar>) {
    KindOptions.install(KindOptions.kind(named: kind), on: klass)
}
