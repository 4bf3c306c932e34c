import SwipeIO
import BlockCatalog
import Localization

/// Which options a command line accepts.
struct OptionSpec {
    /// Options without a value (`--json`).
    var flags: Set<String> = []
    /// Options that take one value (`--tag TAG` or `--tag=TAG`).
    var valued: Set<String> = []
    /// Valued options that may be given more than once.
    var repeatable: Set<String> = []

    /// Every command knows these.
    static let common = OptionSpec(flags: ["--help", "-h"], valued: ["--catalog", "--lang"], repeatable: ["--catalog"])

    func adding(_ other: OptionSpec) -> OptionSpec {
        OptionSpec(flags: flags.union(other.flags), valued: valued.union(other.valued), repeatable: repeatable.union(other.repeatable))
    }
}

/// One command-line token: its text, for options and messages (bytes that are not UTF-8 shown
/// as U+FFFD), and its bytes, so that a path is used exactly as given.
struct Token {
    var text: String
    var bytes: [UInt8]

    init(_ text: String) { self.text = text; bytes = Array(text.utf8) }
    init(bytes: [UInt8]) { self.bytes = bytes; text = String(decoding: bytes, as: UTF8.self) }

    var path: FilePath { FilePath(bytes: bytes) }
}

/// The options and operands found on a command line.
struct ParsedArguments {
    var flags: Set<String> = []
    var tokens: [String: [Token]] = [:]
    var operands: [Token] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ option: String) -> String? { tokens[option]?.last?.text }
    /// The option's value as a path: its bytes, exactly as given.
    func path(_ option: String) -> FilePath? { tokens[option]?.last?.path }
    func all(_ option: String) -> [String] { (tokens[option] ?? []).map(\.text) }
    var positionals: [String] { operands.map(\.text) }
    var wantsHelp: Bool { has("--help") || has("-h") }
}

/// A command line that does not fit the usage: printed with the usage, exit code 2.
struct UsageError: Error {
    var message: String
}

/// Splits `tokens` by `spec`: `--name`, `--name VALUE`, `--name=VALUE`, and `--` before operands
/// that start with a dash.
func scanArguments(_ tokens: [Token], spec: OptionSpec) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyOperands = false
    while index < tokens.count {
        let raw = tokens[index]
        let token = raw.text
        index += 1
        if onlyOperands || token == "-" || !token.hasPrefix("-") {
            parsed.operands.append(raw)
            continue
        }
        if token == "--" { onlyOperands = true; continue }
        let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let equals = raw.bytes.firstIndex(of: UInt8(ascii: "="))
        if spec.flags.contains(name) {
            guard parts.count == 1 else { throw UsageError(message: tr("{option} takes no value", ["option": name])) }
            parsed.flags.insert(name)
        } else if spec.valued.contains(name) {
            let value: Token
            if parts.count == 2, let equals {
                value = Token(bytes: Array(raw.bytes[(equals + 1)...]))
            } else if index < tokens.count, !tokens[index].text.hasPrefix("--") {
                value = tokens[index]
                index += 1
            } else {
                throw UsageError(message: tr("missing value for {option}", ["option": name]))
            }
            if parsed.tokens[name] != nil, !spec.repeatable.contains(name) {
                throw UsageError(message: tr("{option} given more than once", ["option": name]))
            }
            parsed.tokens[name, default: []].append(value)
        } else {
            throw UsageError(message: tr("unknown option '{option}'", ["option": name]))
        }
    }
    return parsed
}
