import CIntl
import Glibc

/// The program's words in the user's language: the C library's gettext, over the message catalogs
/// (`po/*.po` compiled to `.mo`) of one text domain.
///
///     Localization.start(domain: "swipeblocks")
///     tr("Copy Problems")
///     tr("‘{title}’ dismissed", ["title": row.title])
///     trn("{count} block", "{count} blocks", count: blocks.count)
///
/// Messages are string literals, so `scripts/po.py` can find every one for the template
/// (`po/swipeblocks.pot`); values go in through `{name}` placeholders, which a translation may move.
public enum Localization {
    /// Takes the locale from the environment (`setlocale(LC_ALL, "")`) and makes `domain` the
    /// program's, its catalogs read from the first of `folders(for:)` that exists. `language`
    /// (`es`, `pt-BR`) chooses the messages' language over the locale's, for this program and for
    /// GTK (which sets the locale again from the same environment). Call it once, first thing,
    /// before any thread starts.
    public static func start(domain: String, language: String? = nil) {
        if let language { choose(language) }
        setlocale(LC_ALL, "")
        textdomain(domain)
        bind(domain: domain)
    }

    /// Reads `domain`'s catalogs, as UTF-8, from the first of `folders(for:)` that exists, or
    /// from the C library's own folder (`/usr/share/locale`) when none does — without making it
    /// the program's domain. A library calls it once for its own words (`translate(_:domain:)`),
    /// so they are found whatever domain the app that uses it chose.
    public static func bind(domain: String) {
        bind_textdomain_codeset(domain, "UTF-8")
        if let folder = folders(for: domain).first(where: isFolder) { bindtextdomain(domain, folder) }
    }

    /// Makes `language` the messages' language through the environment: `LANGUAGE` names it, and
    /// a C locale (where gettext reads no `LANGUAGE`) becomes C.UTF-8 (where it does).
    private static func choose(_ language: String) {
        setenv("LANGUAGE", String(language.map { $0 == "-" ? "_" : $0 }), 1)
        func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        let variable = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(value($0) ?? "").isEmpty }
        let locale = variable.flatMap(value) ?? ""
        let name = locale.split(separator: ".").first.map(String.init) ?? ""
        guard name.isEmpty || name == "C" || name == "POSIX" else { return }
        setenv(variable == "LC_ALL" ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", 1)
    }

    /// Where a domain's catalogs may be, in order: `$SWIPEBLOCKS_LOCALEDIR`; `locale` beside the
    /// executable (a build: `scripts/po.py mo` compiles them there); `../share/locale` from it
    /// (installed, `/usr/bin` → `/usr/share/locale`).
    public static func folders(for domain: String) -> [String] {
        var folders: [String] = []
        if let chosen = getenv("SWIPEBLOCKS_LOCALEDIR"), chosen.pointee != 0 { folders.append(String(cString: chosen)) }
        if let executable = executableFolder() {
            folders.append(executable + "/locale")
            folders.append(executable + "/../share/locale")
        }
        return folders
    }

    /// The pseudo-locale for testing: with `SWIPEBLOCKS_PSEUDO_LOCALE=1` in the environment,
    /// every message comes out as `pseudo(_:)` makes it instead of translated, so a word the
    /// window shows untranslated, or a label too narrow for a longer language, shows at a glance.
    public static let isPseudo: Bool = {
        guard let value = getenv("SWIPEBLOCKS_PSEUDO_LOCALE") else { return false }
        return String(cString: value) == "1"
    }()

    /// The locale's decimal separator: "," under `es_ES`, "." under C or `he_IL` (`localeconv`,
    /// from `LC_NUMERIC` as `start` set it).
    public static var decimalSeparator: String {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point, point.pointee != 0 else { return "." }
        return String(cString: point)
    }

    /// The message translated: the catalog's form of `message`, or `message` itself.
    public static func translate(_ message: StaticString) -> String {
        if isPseudo { return pseudo(message.description) }
        return message.withUTF8Buffer { buffer in
            withNullTerminated(buffer) { String(cString: gettext($0)) }
        }
    }

    /// The message translated by `domain`'s catalog rather than the program's (`dgettext`): a
    /// library's words, its domain bound first with `bind(domain:)`.
    public static func translate(_ message: StaticString, domain: String) -> String {
        if isPseudo { return pseudo(message.description) }
        return message.withUTF8Buffer { buffer in
            withNullTerminated(buffer) { String(cString: dgettext(domain, $0)) }
        }
    }

    /// `message` as the pseudo-locale shows it: bracketed, its letters accented and about 40 %
    /// longer ("Copy" → "[Çöpý ~~]"); `{placeholders}`, a mnemonic's underscore and line breaks
    /// are kept as they are, so the message still works wherever it is used.
    public static func pseudo(_ message: String) -> String {
        var out = "["
        var inPlaceholder = false
        var letters = 0
        for character in message {
            if character == "{" { inPlaceholder = true }
            if inPlaceholder {
                out.append(character)
                if character == "}" { inPlaceholder = false }
                continue
            }
            if character.isLetter { letters += 1 }
            out.append(accented[character] ?? character)
        }
        let padding = max(1, Int((Double(letters) * 0.4).rounded()))
        return out + " " + String(repeating: "~", count: padding) + "]"
    }

    private static let accented: [Character: Character] = [
        "a": "á", "e": "é", "i": "ï", "o": "ö", "u": "ü", "y": "ý", "c": "ç", "n": "ñ",
        "A": "Å", "E": "É", "I": "Ï", "O": "Ö", "U": "Ü", "Y": "Ý", "C": "Ç", "N": "Ñ",
    ]

    /// The form of `singular`/`plural` that the language uses for `count`.
    public static func translate(_ singular: StaticString, _ plural: StaticString, count: Int) -> String {
        if isPseudo { return pseudo(count == 1 ? singular.description : plural.description) }
        return singular.withUTF8Buffer { one in
            plural.withUTF8Buffer { many in
                withNullTerminated(one) { one in
                    withNullTerminated(many) { many in
                        String(cString: ngettext(one, many, UInt(clamping: count.magnitude)))
                    }
                }
            }
        }
    }

    /// `template` with each `{name}` replaced by `values[name]`; a name it does not know, and a
    /// brace that opens no placeholder, stay as they are.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        let names = Array(values.keys)
        return MessageTemplate(template, names: names).filled(names.map { values[$0] ?? "" })
    }

    private static func withNullTerminated<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        // A StaticString is not always NUL-terminated where it ends (a one-character literal is
        // stored as a scalar): copy it with a NUL.
        var copy = Array(bytes)
        copy.append(0)
        return copy.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// `message` in the user's language, its `{name}` placeholders filled from `values`.
public func tr(_ message: StaticString, _ values: [String: String] = [:]) -> String {
    Localization.fill(Localization.translate(message), values)
}

/// The language's form of `singular`/`plural` for `count`, its `{count}` filled with the count
/// and its other placeholders from `values`.
public func trn(_ singular: StaticString, _ plural: StaticString, count: Int, _ values: [String: String] = [:]) -> String {
    var all = values
    if all["count"] == nil { all["count"] = String(count) }
    return Localization.fill(Localization.translate(singular, plural, count: count), all)
}

/// A message split once at its `{name}` placeholders, as `Localization.fill` reads them (a name
/// not in `names`, or a brace that opens no placeholder, stays as text): filled many times, as
/// an export fills one per block, it only appends.
public struct MessageTemplate: Sendable {
    private enum Piece: Sendable {
        case text(Substring)
        case value(Int)
    }
    private let pieces: [Piece]

    /// `message` split at the placeholders `names` name.
    public init(_ message: String, names: [String]) {
        var pieces: [Piece] = []
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "}"), let index = names.firstIndex(of: String(rest[after..<close])) else {
                pieces.append(.text(rest[...open]))
                rest = rest[after...]
                continue
            }
            pieces.append(.text(rest[..<open]))
            pieces.append(.value(index))
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.text(rest))
        self.pieces = pieces
    }

    /// The message with the i-th name's placeholders replaced by `values[i]`.
    public func filled(_ values: [String]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case let .text(text): out += text
            case let .value(index): out += values[index]
            }
        }
        return out
    }

    /// The message with the i-th name's placeholders replaced by the i-th value.
    public func filled(_ values: String...) -> String { filled(values) }
}
