import Glibc

/// The languages the catalogue's texts are read in, most wanted first: `--lang` when given, else
/// the locale's (`LANGUAGE`, then the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set), as
/// gettext chooses the window's words; English when none is (the C locale), and always last.
public enum CatalogLanguage {
    /// Set by `--lang CODE` before the catalogue is read; nil: the locale decides.
    public nonisolated(unsafe) static var chosen: String?

    /// The language codes to try, in order (`["es-ES", "es"]` under `LANG=es_ES.UTF-8`).
    public static var preferred: [String] {
        if let chosen { return codes(chosen) }
        return fromEnvironment { getenv($0).map { String(cString: $0) } }
    }

    /// `text` as a language code (`es`, `pt-BR`; `pt_BR` is read as `pt-BR`), or nil if it is none.
    public static func code(_ text: String) -> String? {
        let code = String(text.map { $0 == "_" ? "-" : $0 })
        return ManifestDecoder.isLanguageCode(code) ? code : nil
    }

    /// The languages an environment asks for (`value(name)` reads a variable).
    static func fromEnvironment(_ value: (String) -> String?) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { value($0) }.first { !$0.isEmpty } ?? ""
        // gettext reads no LANGUAGE under the plain C locale (it does under C.UTF-8): the same here.
        guard !["", "C", "POSIX"].contains(locale) else { return [] }
        let base = codes(locale)
        let listed = (value("LANGUAGE") ?? "").split(separator: ":").flatMap { codes(String($0)) }
        var seen = Set<String>()
        return (listed + base).filter { seen.insert($0).inserted }
    }

    /// `es_ES.UTF-8@euro` → `["es-ES", "es"]`; `C`, `POSIX` and nothing → `[]`.
    static func codes(_ locale: String) -> [String] {
        var name = Substring(locale)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return [] }
        let tag = name.replacingUnderscores()
        let language = tag.split(separator: "-").first.map(String.init) ?? tag
        return tag == language ? [language.lowercased()] : [tag, language.lowercased()]
    }

    /// Of a text's forms (language code → text, English among them), the one `languages` want
    /// first: an exact code, else the same language in another region; English otherwise.
    static func pick(_ forms: [String: String], for languages: [String]) -> String? {
        for wanted in languages {
            if let text = forms[wanted] { return text }
            if let code = forms.keys.sorted().first(where: { $0.split(separator: "-").first.map(String.init) == wanted }) {
                return forms[code]
            }
        }
        return forms["en"]
    }
}

extension Substring {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
