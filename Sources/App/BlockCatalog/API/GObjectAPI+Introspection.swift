import SwipeEngine

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

    /// A call in a snippet's function body: `open`, the arguments, `close` — on one line for up to
    /// three arguments, else one argument a line (indented under the body's four spaces).
    static func call(_ open: String, _ arguments: [String], _ close: String) -> String {
        guard arguments.count > 3 else { return open + arguments.joined(separator: ", ") + close }
        return open + "\n" + arguments.map { "        \($0),\n" }.joined() + "    " + close
    }
}

/// What a snippet through introspection (Python, JavaScript) writes of a block's row: its type,
/// its properties away from the defaults, its actions, whether it needs `rgba()`, and whether it
/// completes (else it reports actions).
struct IntrospectedRow {
    let type: String
    let properties: [GObjectAPI.Property]
    let actions: [GObjectAPI.Action]
    let needsColours: Bool
    let completes: Bool

    init(_ configuration: BlockConfiguration) {
        type = GObjectAPI.type(configuration).gi
        properties = GObjectAPI.properties(of: configuration)
        actions = GObjectAPI.actions(of: configuration)
        needsColours = properties.contains { $0.value.isColour } || !actions.isEmpty
        completes = Swift.type(of: configuration.catalogKind).reportsCompletion
    }

    /// The function's statements: `make` (the row made), each action added, `connect` (its
    /// signal), the `behaviour`'s statements (already written), the row returned; each ended with
    /// `end`, indented by four spaces.
    func body(make: String, connect: String, behaviour: String, end: String) -> String {
        var out = "    \(make)\(end)\n"
        for action in actions { out += "    \(GObjectAPI.introspectedAddAction(action, to: "row"))\(end)\n" }
        return out + "    \(connect)\n" + behaviour + "    return row\(end)\n"
    }
}
