extension GObjectAPI.Value {
    /// The value as JavaScript (GJS) writes it: Python's, but for the booleans' spelling (the
    /// numbers, strings, enumerations, flags and `rgba(…)` calls are written alike).
    public var javascript: String {
        switch python {
        case "True": "true"
        case "False": "false"
        default: python
        }
    }
}

extension GObjectAPI {
    /// The call that adds `action` to `row` through introspection, as Python and JavaScript both
    /// write it (no statement end): `row.add_action(SwipeWidgets.Action.new_full(…))`, with the
    /// card row's edge first. The snippet defines `rgba(spec)`.
    static func introspectedAddAction(_ action: Action, to row: String) -> String {
        let spec = action.spec
        let role = spec.role == .destructive ? "DESTRUCTIVE" : "NORMAL"
        let made =
            "SwipeWidgets.Action.new_full(\(pythonString(spec.id)), \(pythonString(spec.title)), "
            + "\(pythonString(spec.icon)), rgba(\(pythonString(spec.tint.hex))), SwipeWidgets.ActionRole.\(role))"
        switch action.edge {
        case nil: return "\(row).add_action(\(made))"
        case let edge?: return "\(row).add_action(SwipeWidgets.Edge.\(constantCase(edge.rawValue)), \(made))"
        }
    }
}
