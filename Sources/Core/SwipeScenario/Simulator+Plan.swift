import Localization
import SwipeEngine

/// A scenario read and checked into a plan: the scene, its inputs, its frames.
extension Simulator {
    /// The scenario checked field by field: the first problem is thrown, naming its field.
    static func plan(_ scenario: JSONValue, resolve: Resolver) throws -> Plan {
        guard let members = scenario.objectValue else {
            throw SimulationError(field: "scenario", message: tr("expected a JSON object, got {type}", ["type": scenario.typeName]))
        }
        for member in members where !topLevelKeys.contains(member.key) {
            throw SimulationError(field: JSONValue.fieldName(member.key), message: tr("unknown key"))
        }
        guard let blockValue = scenario["block"] else { throw SimulationError(field: "block", message: tr("required")) }
        guard let blockID = blockValue.stringValue else {
            throw SimulationError(field: "block", message: tr("expected a string, got {type}", ["type": blockValue.typeName]))
        }
        var parameters: [(key: String, value: JSONValue)] = []
        if let p = scenario["parameters"] {
            guard let object = p.objectValue else {
                throw SimulationError(field: "parameters", message: tr("expected an object, got {type}", ["type": p.typeName]))
            }
            parameters = object
        }
        let block = try resolve(blockID, parameters)
        guard let width = try positive(scenario, "width", atMost: ScenarioLimits.width, default: nil) else {
            throw SimulationError(field: "width", message: tr("required"))
        }
        let demoHeight = ScenarioLimits.check(block.demo.rowHeight, from: 0, to: ScenarioLimits.rowHeight, lowIsOpen: true) ?? 44
        let rowHeight = try positive(scenario, "rowHeight", atMost: ScenarioLimits.rowHeight, default: demoHeight)!
        let frameRate = try positive(scenario, "frameRate", atMost: ScenarioLimits.frameRate, default: 60)!
        var rows = 1
        if let r = scenario["rows"] {
            guard let n = r.numberValue, let whole = ScenarioLimits.whole(n, from: 1, to: ScenarioLimits.rows) else {
                throw SimulationError(
                    field: "rows",
                    message: tr(
                        "expected a whole number from 1 to {maximum}, got {value}",
                        ["maximum": String(ScenarioLimits.rows), "value": shown(r)]))
            }
            rows = whole
        }
        var direction = LayoutDirection.leftToRight
        if let d = scenario["direction"] {
            guard let text = d.stringValue, let parsed = LayoutDirection(rawValue: text) else {
                throw SimulationError(field: "direction", message: tr("expected \"ltr\" or \"rtl\""))
            }
            direction = parsed
        }
        var reduceMotion = false
        if let r = scenario["reduceMotion"] {
            guard let b = r.boolValue else { throw SimulationError(field: "reduceMotion", message: tr("expected true or false")) }
            reduceMotion = b
        }
        var scene = Scene(
            blockID: block.id, configuration: block.configuration, demo: block.demo, rowCount: rows,
            width: width, rowHeight: rowHeight, direction: direction, reduceMotion: reduceMotion)
        // The rows' `close-on-scroll` (a row's property, not one of the kind's options): true by default.
        if let c = scenario["closesOnScroll"] {
            guard let b = c.boolValue else { throw SimulationError(field: "closesOnScroll", message: tr("expected true or false")) }
            scene.closesOnScroll = b
        }
        // Each inserted item adds a row, numbered after the others.
        let allRows = rows + insertions(in: scenario["events"])
        let inputs = try parseEvents(scenario["events"], rows: allRows, scene: scene) { try resolve(blockID, $0) }
        var duration = (inputs.map(\.time).max() ?? 0) + 2
        if let d = scenario["duration"] {
            guard let n = d.numberValue, let seconds = ScenarioLimits.check(n, from: 0, to: ScenarioLimits.seconds) else {
                throw SimulationError(
                    field: "duration",
                    message: tr(
                        "expected a finite number of seconds from 0 to {maximum}, got {value}",
                        ["maximum": String(Int(ScenarioLimits.seconds)), "value": shown(d)]))
            }
            duration = seconds
        }
        guard let frameCount = ScenarioLimits.frameCount(duration: duration, frameRate: frameRate) else {
            throw SimulationError(
                field: "duration", message: tr("more than {maximum} frames at this frame rate", ["maximum": String(maximumFrames)]))
        }
        // Each press and tap in window points looks for its row from the top, as each inserted
        // or moved item looks for its place; each new set of parameters makes every row afresh.
        let searches = inputs.count {
            switch $0.input {
            case .pointer(.press, _, _), .tap, .set(.block), .itemInserted, .itemMoved: true
            default: false
            }
        }
        guard allRows * (frameCount + searches) <= ScenarioLimits.rowVisits else {
            throw SimulationError(
                field: "rows",
                message: tr(
                    "{rows} × ({frames} + {changes}) is more than {maximum} row visits; use fewer rows, frames or events",
                    [
                        "rows": trn("{count} row", "{count} rows", count: allRows),
                        "frames": trn("{count} frame", "{count} frames", count: frameCount),
                        "changes": trn(
                            "{count} press, tap, parameter change, insertion or move",
                            "{count} presses, taps, parameter changes, insertions and moves", count: searches),
                        "maximum": String(ScenarioLimits.rowVisits),
                    ]))
        }
        return Plan(scene: scene, inputs: inputs, frameCount: frameCount, frameRate: frameRate)
    }

    /// A JSON value as a message shows it: its JSON text, cut to 40 characters.
    static func shown(_ value: JSONValue) -> String {
        let text: String
        switch value {
        case .array: text = tr("an array")
        case .object: text = tr("an object")
        default: text = value.serialized
        }
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    static func positive(_ scenario: JSONValue, _ key: String, atMost limit: Double, default value: Double?) throws -> Double? {
        guard let v = scenario[key] else { return value }
        guard let n = v.numberValue else {
            throw SimulationError(field: key, message: tr("expected a number, got {type}", ["type": v.typeName]))
        }
        guard let checked = ScenarioLimits.check(n, from: 0, to: limit, lowIsOpen: true) else {
            throw SimulationError(
                field: key,
                message: tr(
                    "must be a finite number > 0 and at most {maximum}, got {value}",
                    ["maximum": JSONValue.format(limit), "value": shown(v)]))
        }
        return checked
    }
}
