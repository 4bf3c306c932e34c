import Localization
import SwipeEngine
import SwipeScenario

extension FieldReader {
    /// A list of swipe actions: `{id, title, icon?, tint?, role?}` each, ids lowercase and unique in `seenIDs`.
    func actions(_ value: JSONValue, _ field: String, seenIDs: inout Set<String>) -> [SwipeActionSpec]? {
        guard let items = array(value, field) else { return nil }
        var actions: [SwipeActionSpec] = []
        for (index, item) in items.enumerated() {
            if let action = action(item, "\(field)[\(index)]", seenIDs: &seenIDs) { actions.append(action) }
        }
        return actions
    }

    private func action(_ value: JSONValue, _ path: String, seenIDs: inout Set<String>) -> SwipeActionSpec? {
        guard let members = object(value, path) else { return nil }
        rejectUnknownKeys(members, allowed: ["id", "title", "icon", "tint", "role"], in: path)
        let before = diagnostics.problems.count

        var id: String?
        if let value = required(members, "id", in: path), let text = string(value, join(path, "id")) {
            if !isActionID(text) {
                diagnostics.report(
                    join(path, "id"), tr("expected a lowercase id (a-z, 0-9, - and _), got {value}", ["value": describe(value)]))
            } else if !seenIDs.insert(text).inserted {
                diagnostics.report(join(path, "id"), tr("duplicate action id \"{id}\"", ["id": text]))
            } else {
                id = text
            }
        }
        let title = required(members, "title", in: path).flatMap { string($0, join(path, "title")) }
        var icon = ""
        if let value = members[member: "icon"], let text = value.stringValue {
            icon = text
        } else if let value = members[member: "icon"] {
            diagnostics.report(join(path, "icon"), tr("expected an icon name, got {value}", ["value": describe(value)]))
        }
        var role = SwipeActionRole.normal
        if let value = members[member: "role"],
            let choice = choice(value, join(path, "role"), among: [SwipeActionRole.normal, .destructive])
        {
            role = choice
        }
        // The library's defaults: red for a destructive action, gray otherwise.
        var tint = RGBA.named[role == .destructive ? "red" : "gray"]!
        if let value = members[member: "tint"], let colour = colour(value, join(path, "tint")) {
            tint = colour
        }
        guard diagnostics.problems.count == before, let id, let title else { return nil }
        return SwipeActionSpec(id: id, title: title, icon: icon, tint: tint, role: role)
    }

    private func isActionID(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
