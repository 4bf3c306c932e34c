import SwipeEngine

extension SwipeEvent {
    /// One JSON object: `{"kind":…,"time":…,"block":…,"row":…}` plus `name` / `edge` where relevant.
    public var jsonLine: String {
        var line = "{\"kind\":\"\(kind.rawValue)\",\"time\":\(JSONValue.format(time)),\"block\":\(JSONValue.quote(block)),\"row\":\(row)"
        if let name { line += ",\"name\":\(JSONValue.quote(name))" }
        if let edge { line += ",\"edge\":\"\(edge.rawValue)\"" }
        return line + "}"
    }
}
