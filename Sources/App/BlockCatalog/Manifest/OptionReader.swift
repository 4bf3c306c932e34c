import Localization
import SwipeEngine
import SwipeScenario

extension FieldReader {
    /// The manifest's `json` for `option`, read as the option's type says and checked against its
    /// unit's range or its cases; nil after reporting the problem at `field`. Action ids must be
    /// unique across all of `seenIDs` (a kind's every actions option).
    func value(_ json: JSONValue, of option: OptionDescriptor, _ field: String, seenIDs: inout Set<String>) -> OptionValue? {
        switch option.type {
        case let .number(unit): number(json, field, unit).map { .number($0) }
        case .boolean: bool(json, field).map { .boolean($0) }
        case .text: string(json, field).map { .text($0) }
        case let .choice(cases): choice(json, field, among: cases.names).map { .choice($0) }
        case let .flags(cases): flags(json, field, among: cases.names).map { .flags($0) }
        // null: no colour of the row's own, the theme's.
        case .colour(optional: true) where json == .null: .colour(nil)
        case .colour: colour(json, field).map { .colour($0) }
        case .actions: actions(json, field, seenIDs: &seenIDs).map { .actions($0) }
        case .shape: buttonShape(json, field).map { .shape($0) }
        // null: not frozen.
        case .progress where json == .null: .progress(nil)
        case .progress: debugProgress(json, field).map { .progress($0) }
        }
    }

    /// A number in `unit`'s range; outside it, the unit's rule is the message.
    func number(_ json: JSONValue, _ field: String, _ unit: NumberUnit) -> Double? {
        number(json, field) { unit.allows($0) ? nil : unit.rule(brokenBy: $0) }
    }

    /// A list of `names`, each at most once (empty: none of them), given in `names`' order.
    func flags(_ json: JSONValue, _ field: String, among names: [String]) -> [String]? {
        guard let items = array(json, field) else { return nil }
        var chosen: Set<String> = []
        var valid = true
        for (index, item) in items.enumerated() {
            guard let name = choice(item, "\(field)[\(index)]", among: names) else { valid = false; continue }
            if !chosen.insert(name).inserted {
                diagnostics.report("\(field)[\(index)]", tr("\"{choice}\" is listed twice", ["choice": name]))
                valid = false
            }
        }
        return valid ? names.filter(chosen.contains) : nil
    }

    /// `"rectangle"`, or `{"rounded": {"cornerRadius": r, "spacing": s}}`.
    func buttonShape(_ json: JSONValue, _ field: String) -> SwipeButtonShape? {
        if let text = json.stringValue, text == "rectangle" || text == ".rectangle" { return .rectangle }
        guard let members = json.objectValue, members.count == 1, members[0].key == "rounded" else {
            diagnostics.report(
                field,
                tr(
                    "expected {rectangle} or {rounded}, got {value}",
                    [
                        "rectangle": "\"rectangle\"", "rounded": "{\"rounded\": {\"cornerRadius\": …, \"spacing\": …}}",
                        "value": describe(json),
                    ]))
            return nil
        }
        let path = join(field, "rounded")
        guard let rounded = object(members[0].value, path) else { return nil }
        rejectUnknownKeys(rounded, allowed: ["cornerRadius", "spacing"], in: path)
        let radius = required(rounded, "cornerRadius", in: path).flatMap { number($0, join(path, "cornerRadius"), .length) }
        let spacing = required(rounded, "spacing", in: path).flatMap { number($0, join(path, "spacing"), .length) }
        guard let radius, let spacing, rounded.count == 2 else { return nil }
        return .rounded(cornerRadius: radius, spacing: spacing)
    }

    /// `{"progress": 0…1, "edge": "leading" | "trailing"}`.
    func debugProgress(_ json: JSONValue, _ field: String) -> DebugProgress? {
        guard let members = object(json, field) else { return nil }
        rejectUnknownKeys(members, allowed: ["progress", "edge"], in: field)
        let progress = required(members, "progress", in: field).flatMap { number($0, join(field, "progress"), .fraction) }
        let edge = required(members, "edge", in: field).flatMap { choice($0, join(field, "edge"), among: SwipeEdge.allCases) }
        guard let progress, let edge, members.count == 2 else { return nil }
        return DebugProgress(progress: progress, edge: edge)
    }
}

extension NumberUnit {
    /// The rule `value`, outside the range, broke, as a whole message with its `{value}`
    /// placeholder left for the value as written (`FieldReader.number`).
    func rule(brokenBy value: Double) -> String {
        let maximum = ["maximum": String(Int(Self.maximumLength))]
        return switch self {
        case .length where value < 0: tr("must be 0 or more, got {value}")
        case .length: tr("must be at most {maximum}, got {value}", maximum)
        case .signedLength: tr("must be at most {maximum} in size, got {value}", maximum)
        case .fraction: tr("must be between 0 and 1, got {value}")
        case .positiveFraction: tr("must be more than 0 and at most 1, got {value}")
        case .speed: tr("must be from 0 to 100000 points per second, got {value}")
        case .duration: tr("must be from 0 to 10 seconds, got {value}")
        }
    }
}
