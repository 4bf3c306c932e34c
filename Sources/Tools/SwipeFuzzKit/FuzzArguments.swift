/// The fuzzers' command lines: `--name VALUE` pairs, `--help`; each pair handed to `handle`.
public enum FuzzArguments {
    /// Calls `handle(flag, value)` for each pair of `arguments`; `usage` for `--help` (with `about`) or a flag without a value.
    public static func scan(_ arguments: [String], about: String, usage: (String) -> Never, _ handle: (String, String) -> Void) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" { usage(about) }
            guard let value = rest.popFirst() else { usage("missing value for \(flag)") }
            handle(flag, value)
        }
    }

    /// A count such as `1000000` or `1_000_000`, above 0.
    public static func count(_ text: String) -> Int? {
        Int(text.filter { $0 != "_" }).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// Seconds since it was made, for the fuzzers' throughput lines.
public struct Stopwatch {
    let start = ContinuousClock.now

    public init() {}

    public var seconds: Double {
        let elapsed = start.duration(to: ContinuousClock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
