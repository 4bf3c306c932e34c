import SwipeEngine

extension OptionValue {
    /// The value as Swift source an app would write (`.end`, `[.start, .end]`, `.nan`), so a
    /// fuzz failure's setup replays as it is.
    var swift: String {
        switch self {
        case let .number(n): Self.swift(n)
        case let .boolean(b): "\(b)"
        case let .text(t): String(reflecting: t)
        case let .choice(c): ".\(c)"
        case let .flags(f): "[" + f.map { ".\($0)" }.joined(separator: ", ") + "]"
        case let .colour(c): c.map(Self.swift) ?? "nil"
        case let .actions(a): "[" + a.map(Self.swift).joined(separator: ", ") + "]"
        case .shape(.rectangle): ".rectangle"
        case let .shape(.rounded(r, s)): ".rounded(cornerRadius: \(Self.swift(r)), spacing: \(Self.swift(s)))"
        case let .progress(p): p.map { "DebugProgress(progress: \(Self.swift($0.progress)), edge: .\($0.edge))" } ?? "nil"
        }
    }

    static func swift(_ n: Double) -> String {
        n.isNaN ? ".nan" : n == .infinity ? ".infinity" : n == -.infinity ? "-.infinity" : "\(n)"
    }

    static func swift(_ c: RGBA) -> String {
        "RGBA(red: \(swift(c.red)), green: \(swift(c.green)), blue: \(swift(c.blue)), alpha: \(swift(c.alpha)))"
    }

    static func swift(_ a: SwipeActionSpec) -> String {
        "SwipeActionSpec(id: \(String(reflecting: a.id)), title: \(String(reflecting: a.title)), icon: \(String(reflecting: a.icon)), "
            + "tint: \(swift(a.tint)), role: .\(a.role))"
    }
}
