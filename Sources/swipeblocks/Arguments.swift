/// Which options a command line accepts.
struct OptionSpec {
    /// Options without a value (`--json`).
    var flags: Set<String> = []
    /// Options that take one value (`--tag TAG` or `--tag=TAG`).
    var valued: Set<String> = []
    /// Valued options that may be given more than once.
    var repeatable: Set<String> = []

    /// Every command knows these.
    static let common = OptionSpec(flags: ["--help", "-h"], valued: ["--catalog"], repeatable: ["--catalog"])

    func adding(_ other: OptionSpec) -> OptionSpec {
        OptionSpec(flags: flags.union(other.flags), valued: valued.union(other.valued), repeatable: repeatable.union(other.repeatable))
    }
}

/// The options and operands found on a command line.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ option: String) -> String? { values[option]?.last }
    func all(_ option: String) -> [String] { values[option] ?? [] }
    var wantsHelp: Bool { has("--help") || has("-h") }
}

/// A command line that does not fit the usage: printed with the usage, exit code 2.
struct UsageError: Error {
    var message: String
}

/// Splits `tokens` by `spec`: `--name`, `--name VALUE`, `--name=VALUE`, and `--` before operands
/// that start with a dash.
func scanArguments(_ tokens: [String], spec: OptionSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyOperands = false
    while index < tokens.count {
        let token = tokens[index]
        index += 1
        if onlyOperands || token == "-" || !token.hasPrefix("-") {
            parsed.positionals.append(token)
            continue
        }
        if token == "--" { onlyOperands = true; continue }
        let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        if spec.flags.contains(name) {
            guard parts.count == 1 else { throw UsageError(message: "\(name) takes no value") }
            parsed.flags.insert(name)
        } else if spec.valued.contains(name) {
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if index < tokens.count, !tokens[index].hasPrefix("--") {
                value = tokens[index]
                index += 1
            } else {
                throw UsageError(message: "missing value for \(name)")
            }
            if parsed.values[name] != nil, !spec.repeatable.contains(name) {
                throw UsageError(message: "\(name) given more than once")
            }
            parsed.values[name, default: []].append(value)
        } else {
            throw UsageError(message: "unknown option '\(name)'")
        }
    }
    return parsed
}
