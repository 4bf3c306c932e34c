import SwipeEngine

/// Configurations of any kind, made from its options schema: each option of the Swift
/// configuration picked by its type, with the Swift that makes the same configuration. No kind
/// is named here; a new kind's options are fuzzed once it is in `SwipeKinds.all`.
enum OptionFuzzer {
    /// A configuration of `kind` and the Swift that makes it (`var c = …(); c.key = …`, the
    /// options that differ from the defaults).
    static func configuration(of kind: any SwipeKind.Type, _ rng: inout FuzzRandom, hostility: Int) -> (
        options: any SwipeKind, swift: String
    ) {
        let schema = kind.schema
        var options = schema.defaults
        var lines = ["var c = \(kind)()"]
        // A kind's button lists are picked together, so no action is on two of them.
        var buttons = FuzzActions.pick(&rng, sides: schema.swiftOptions.filter { $0.type.isActions }.count)
        for option in schema.swiftOptions {
            let current = option.value(in: options)
            let value = option.type.isActions ? .actions(buttons.removeFirst()) : Self.value(option.type, default: current, &rng, hostility)
            options = option.setting(value, in: options)
            if value != current { lines.append("c.\(option.key) = \(value.swift)") }
        }
        return (options, lines.joined(separator: "; "))
    }

    /// More seconds than `options`' animations take after the last input: its durations added up,
    /// four times (a row's animations follow one another: fly out, wait, collapse, come back).
    static func animationTime(of options: any SwipeKind) -> Double {
        let durations = type(of: options).schema.swiftOptions.filter { if case .number(.duration) = $0.type { true } else { false } }
        return 4 * durations.compactMap { $0.value(in: options).number }.filter(\.isFinite).reduce(0) { $0 + max($1, 0) }
    }

    /// A value of `type` whose default is `value`: a number near it or at its unit's edges (see
    /// `number`); a boolean, mostly as it is; any case of a choice, any set of cases of flags;
    /// a named colour; a shape and a frozen drag as an app might give them.
    static func value(_ type: OptionType, default value: OptionValue, _ rng: inout FuzzRandom, _ hostility: Int) -> OptionValue {
        switch type {
        case let .number(unit):
            return .number(number(unit, default: value.number ?? 0, &rng, hostility))
        case .boolean:
            let b = value.boolean ?? false
            return .boolean(rng.chance(0.7) ? b : !b)
        case .text:
            // Another name sometimes: the action's id is what events and `perform` use.
            return rng.chance(0.8) ? value : .text((value.text ?? "") + "2")
        case let .choice(set):
            return .choice(rng.pick(set.names))
        case let .flags(set):
            return rng.chance(0.3) ? value : .flags(set.names.filter { _ in rng.chance(0.5) })
        case let .colour(optional):
            if optional && rng.chance(0.5) { return .colour(nil) }
            return rng.chance(0.5) ? value : .colour(rng.pick(namedColours))
        case .actions:
            return .actions(FuzzActions.pick(&rng, sides: 1)[0])
        case .shape:
            return .shape(rng.chance(0.5) ? .rectangle : .rounded(cornerRadius: rng.pick([0, 8, 16]), spacing: rng.pick([0, 4, 8, 30])))
        case .progress:
            guard rng.chance(0.04) else { return value }
            let progress = rng.pick([0, 0.3, 1, hostility >= 1 ? 1.7 : 0.5, hostility >= 1 ? -0.4 : 0.2])
            return .progress(DebugProgress(progress: progress, edge: rng.pick(SwipeEdge.allCases)))
        }
    }

    /// A number of `unit`: mostly its default, or the range's edges (a fraction's often: a
    /// threshold at 0 or 1), or a multiple of the default (of a typical size when the default is
    /// 0) inside the range; under hostility sometimes just outside the range, and at level 2
    /// sometimes NaN or infinite.
    static func number(_ unit: NumberUnit, default value: Double, _ rng: inout FuzzRandom, _ hostility: Int) -> Double {
        let range = unit.range
        let lowest = unit.excludesLowerBound ? range.lowerBound.nextUp : range.lowerBound
        let size = value != 0 && value.isFinite ? abs(value) : typicalSize(unit)
        if hostility >= 1 && rng.chance(0.05) {
            if hostility >= 2 && rng.chance(0.3) { return rng.pick([.nan, .infinity, -.infinity]) }
            return rng.chance(0.5)
                ? range.lowerBound - size * rng.pick([0, 0.25, 2]) : range.upperBound + size * rng.pick([0.5, 2])
        }
        let isFraction = unit == .fraction || unit == .positiveFraction
        switch rng.weighted([35, 12, isFraction ? 12 : 3, 41]) {
        case 0: return value
        case 1: return lowest
        case 2: return range.upperBound
        default: return min(max(size * rng.pick([0, 0.05, 0.5, 1.5, 2, 3]), lowest), range.upperBound)
        }
    }

    /// A size of `unit` to scale when an option's default is 0 (a card's corner radius).
    static func typicalSize(_ unit: NumberUnit) -> Double {
        switch unit {
        case .length, .signedLength: 16
        case .fraction, .positiveFraction: 0.5
        case .speed: 1000
        case .duration: 0.25
        }
    }

    /// GNOME's named colours, in a fixed order (a seed replays the same run).
    static let namedColours = RGBA.named.sorted { $0.key < $1.key }.map(\.value)
}

extension OptionType {
    var isActions: Bool { if case .actions = self { true } else { false } }
}
