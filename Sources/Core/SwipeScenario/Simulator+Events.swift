import Localization
import SwipeEngine

/// The `events` of a scenario, checked one by one; the first problem is thrown, naming its field.
extension Simulator {
    /// The keys each event type takes.
    static let eventKeys: [String: Set<String>] = [
        "press": ["time", "type", "x", "y", "row", "outside"], "move": ["time", "type", "x", "y", "row", "outside"],
        "release": ["time", "type", "x", "y", "row", "outside"], "tap": ["time", "type", "x", "y", "row", "outside"],
        "cancel": ["time", "type"], "action": ["time", "type", "row", "name"],
        "scroll": ["time", "type", "row", "dx", "dy", "stop"], "listScroll": ["time", "type", "dy"],
        "key": ["time", "type", "row", "key"],
        "open": ["time", "type", "row", "edge"], "close": ["time", "type"],
        "restore": ["time", "type", "row"], "startOver": ["time", "type"], "itemRemoved": ["time", "type", "row"],
        "itemInserted": ["time", "type", "row"], "itemMoved": ["time", "type", "from", "to"], "itemChanged": ["time", "type", "row"],
        "set": ["time", "type", "direction", "reduceMotion", "width", "parameters"],
    ]

    static let eventTypes =
        "press, move, release, cancel, tap, action, scroll, listScroll, key, open, close, restore, startOver, itemRemoved, itemInserted, itemMoved, itemChanged, set"

    /// How many `itemInserted` events `events` holds: each adds a row, numbered after the others.
    static func insertions(in events: JSONValue?) -> Int {
        events?.arrayValue?.count { $0["type"]?.stringValue == "itemInserted" } ?? 0
    }

    /// `rows` counts the scenario's rows and the rows its `itemInserted` events add.
    /// `resolve(parameters)` gives the block with a `set` event's parameters applied.
    static func parseEvents(
        _ value: JSONValue?, rows: Int, scene: Scene,
        resolve: ([(key: String, value: JSONValue)]) throws -> SimulationBlock
    ) throws -> [TimedInput] {
        guard let value else { return [] }
        guard let items = value.arrayValue else {
            throw SimulationError(field: "events", message: tr("expected an array, got {type}", ["type": value.typeName]))
        }
        var inputs: [TimedInput] = []
        inputs.reserveCapacity(items.count)
        // Action names are checked against every configuration the scenario sets.
        var actionIDs = Set(scene.actionIDs(row: 0))
        var parsed: [(time: Double, input: Input, path: String, name: String?)] = []
        for (i, item) in items.enumerated() {
            let event = try EventReader(item, path: "events[\(i)]", rows: rows)
            let input = try event.input(resolve: resolve)
            if case let .set(.block(block)) = input {
                actionIDs.formUnion(
                    Scene(
                        blockID: block.id, configuration: block.configuration, demo: block.demo,
                        rowCount: 1, width: 1
                    ).actionIDs(row: 0))
            }
            var name: String?
            if case let .row(_, .action(id)) = input { name = id }
            parsed.append((event.time, input, event.path, name))
        }
        for item in parsed {
            if let name = item.name, !actionIDs.contains(name) {
                throw SimulationError(
                    field: item.path + ".name",
                    message: tr("expected one of {choices}", ["choices": actionIDs.sorted().joined(separator: ", ")]))
            }
            inputs.append(TimedInput(time: item.time, input: item.input))
        }
        // Stable: equal times keep their order in the file.
        return inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// One event object: its time and type checked, its fields read on demand.
    struct EventReader {
        let item: JSONValue
        let path: String
        let rows: Int
        let type: String
        let time: Double

        init(_ item: JSONValue, path: String, rows: Int) throws {
            self.item = item
            self.path = path
            self.rows = rows
            guard let members = item.objectValue else { throw SimulationError(field: path, message: tr("expected an object")) }
            guard let timeValue = item["time"] else { throw SimulationError(field: path + ".time", message: tr("required")) }
            guard let time = timeValue.numberValue.flatMap({ ScenarioLimits.check($0, from: 0, to: ScenarioLimits.seconds) }) else {
                throw SimulationError(
                    field: path + ".time",
                    message: tr(
                        "expected a finite number of seconds from 0 to {maximum}, got {value}",
                        ["maximum": String(Int(ScenarioLimits.seconds)), "value": Simulator.shown(timeValue)]))
            }
            self.time = time
            guard let type = item["type"]?.stringValue else {
                throw SimulationError(field: path + ".type", message: tr("expected one of {choices}", ["choices": Simulator.eventTypes]))
            }
            guard let allowed = Simulator.eventKeys[type] else {
                throw SimulationError(
                    field: path + ".type",
                    message: tr(
                        "unknown event type {type} (expected one of {choices})",
                        ["type": Simulator.shown(.string(type)), "choices": Simulator.eventTypes]))
            }
            self.type = type
            for member in members where !allowed.contains(member.key) {
                throw SimulationError(
                    field: "\(path).\(JSONValue.fieldName(member.key))",
                    message: tr(
                        "unknown key for a {type} event (expected: {keys})",
                        ["type": type, "keys": allowed.sorted().joined(separator: ", ")]))
            }
        }

        func fail(_ key: String, _ message: String) -> SimulationError {
            SimulationError(field: "\(path).\(key)", message: message)
        }

        func coordinate(_ key: String) throws -> Double {
            let limit = ScenarioLimits.coordinate
            guard let n = item[key]?.numberValue, let checked = ScenarioLimits.check(n, from: -limit, to: limit) else {
                throw fail(key, tr("expected a finite number of points from -1e12 to 1e12"))
            }
            return checked
        }

        /// An optional number of points (0 when left out).
        func delta(_ key: String) throws -> Double {
            item[key] == nil ? 0 : try coordinate(key)
        }

        func row(_ key: String = "row") throws -> Int {
            guard let r = item[key]?.numberValue, let row = ScenarioLimits.whole(r, from: 0, to: rows - 1) else {
                throw fail(key, tr("expected a row index from 0 to {last}", ["last": String(rows - 1)]))
            }
            return row
        }

        /// A place among the rows in the list (0 at the top); one past the last row there is the
        /// end, and a place past the end when the event comes is the end.
        func position(_ key: String) throws -> Int {
            guard let p = item[key]?.numberValue, let position = ScenarioLimits.whole(p, from: 0, to: rows - 1) else {
                throw fail(key, tr("expected a position in the list from 0 to {last}", ["last": String(rows - 1)]))
            }
            return position
        }

        func flag(_ key: String) throws -> Bool? {
            guard let v = item[key] else { return nil }
            guard let b = v.boolValue else { throw fail(key, tr("expected true or false")) }
            return b
        }

        func input(resolve: ([(key: String, value: JSONValue)]) throws -> SimulationBlock) throws -> Input {
            switch type {
            case "press", "move", "release", "tap": return try pointer()
            case "cancel": return .cancel
            case "action":
                guard let name = item["name"]?.stringValue else { throw fail("name", tr("expected an action id")) }
                return .row(try row(), .action(name))
            case "scroll":
                let stop = try flag("stop") ?? false
                let dx = try delta("dx"), dy = try delta("dy")
                if stop && dx == 0 && dy == 0 { return .row(item["row"] == nil ? 0 : try row(), .scrollStop) }
                guard !stop else { throw fail("stop", tr("a stop carries no dx or dy: give it an event of its own")) }
                return .row(try row(), .scroll(dx: dx, dy: dy))
            case "listScroll":
                // The list's, not a row's: it closes whichever row is open.
                guard item["dy"] != nil else { throw fail("dy", tr("required")) }
                return .row(0, .listScroll(dy: try coordinate("dy")))
            case "key":
                let names = RowKey.allCases.map(\.rawValue)
                guard let text = item["key"]?.stringValue, let key = RowKey(rawValue: text) else {
                    throw fail("key", tr("expected one of {choices}", ["choices": names.joined(separator: ", ")]))
                }
                return .row(try row(), .key(key))
            case "open":
                guard let text = item["edge"]?.stringValue, let edge = SwipeEdge(rawValue: text) else {
                    throw fail("edge", tr("expected \"leading\" or \"trailing\""))
                }
                return .row(try row(), .open(edge))
            case "close": return .row(0, .close)
            case "restore": return .restore(row: try row())
            case "itemRemoved": return .itemRemoved(row: try row())
            case "itemInserted": return .itemInserted(position: try position("row"))
            case "itemMoved": return .itemMoved(row: try row("from"), position: try position("to"))
            case "itemChanged": return .itemChanged(row: try row())
            case "startOver": return .startOver
            default: return .set(try setting(resolve: resolve))
            }
        }

        /// press, move, release, tap: at window points, at a row's own points (`row`), or outside every row (`outside`).
        func pointer() throws -> Input {
            let x = try coordinate("x"), y = try coordinate("y")
            let outside = try flag("outside") ?? false
            if outside, item["row"] != nil { throw fail("outside", tr("a point is on a row or outside every row, not both")) }
            let phase: PointerPhase? =
                switch type {
                case "press": .press
                case "move": .move
                case "release": .release
                default: nil
                }
            if outside {
                guard let phase else { return .tapOutside }
                return .outside(phase, x: x, y: y)
            }
            if item["row"] != nil {
                let row = try row()
                switch phase {
                case .press?: return .row(row, .press(x: x, y: y))
                case .move?: return .row(row, .move(x: x, y: y))
                case .release?: return .row(row, .release(x: x, y: y))
                case nil: return .tapRow(row)
                }
            }
            guard let phase else { return .tap(x: x, y: y) }
            return .pointer(phase, x: x, y: y)
        }

        /// A `set` event: one or more of direction, reduceMotion, width and parameters.
        func setting(resolve: ([(key: String, value: JSONValue)]) throws -> SimulationBlock) throws -> Setting {
            var settings: [Setting] = []
            if let d = item["direction"] {
                guard let text = d.stringValue, let parsed = LayoutDirection(rawValue: text) else {
                    throw fail("direction", tr("expected \"ltr\" or \"rtl\""))
                }
                settings.append(.direction(parsed))
            }
            if let on = try flag("reduceMotion") { settings.append(.reduceMotion(on)) }
            if let w = item["width"] {
                guard let n = w.numberValue, let width = ScenarioLimits.check(n, from: 0, to: ScenarioLimits.width, lowIsOpen: true) else {
                    throw fail(
                        "width",
                        tr(
                            "must be a finite number > 0 and at most {maximum}, got {value}",
                            ["maximum": JSONValue.format(ScenarioLimits.width), "value": Simulator.shown(w)]))
                }
                settings.append(.width(width))
            }
            if let p = item["parameters"] {
                guard let object = p.objectValue else {
                    throw fail("parameters", tr("expected an object, got {type}", ["type": p.typeName]))
                }
                do {
                    settings.append(.block(try resolve(object)))
                } catch let error as SimulationError {
                    throw SimulationError(field: "\(path).\(error.field)", message: error.message)
                }
            }
            guard settings.count == 1, let setting = settings.first else {
                throw SimulationError(
                    field: path, message: tr("a set event changes exactly one of direction, reduceMotion, width, parameters"))
            }
            return setting
        }
    }
}
