import Localization
import SwipeScenario

/// A manifest's texts in several languages. Wherever a manifest gives a text a person reads — a
/// block's title, summary, category, platform and origin, a parameter's summary, the demo's
/// heading, rows and empty state, an action's title — it may give, instead of the English string,
/// an object of language code → text with the English under `"en"`:
///
///     "title": {"en": "Swipe Action Row", "es": "Fila con acciones al deslizar", "he": "…"}
///
/// The catalogue is read in one language (`CatalogLanguage.preferred`): each such object becomes
/// the text in that language (English where it has none), so the rest of the catalogue sees
/// strings as before; every form is kept for search, which finds a block in any language.
enum ManifestTranslations {
    /// The keys whose texts may be translated, wherever they appear in a manifest.
    static let translatableKeys: Set<String> = [
        "title", "summary", "category", "platform", "origin", "heading", "subtitle", "section", "emptyTitle", "actionTitle",
    ]

    /// The fields search reads in every language (`Search.swift`): their other forms are kept
    /// (`Block.otherLanguages`); those of every other text are dropped once one is picked, so a
    /// catalogue of thousands does not hold each demo row and summary three times.
    static let searchedFields: Set<String> = ["title", "summary", "category"]

    /// `json` with each translated text in the first of `languages` it has (else English), and
    /// the forms left out of the `searchedFields`, by field, for search. A translated text
    /// without its English, with a key that is no language code, or with a form that is no string,
    /// is a problem at its field.
    static func resolve(_ json: JSONValue, languages: [String], diagnostics: Diagnostics) -> (JSONValue, [String: [String]]) {
        var others: [String: [String]] = [:]
        // The way down to the value visited, as keys and indices: written out as a field's name
        // only where a translated text is met (most values have none, and a catalogue of thousands
        // of manifests would otherwise spell out every member's path).
        var path: [PathStep] = []
        // A value with no translated text in it comes back as it is: nothing is copied.
        func visit(_ value: JSONValue, key: String?) -> JSONValue? {
            switch value {
            case let .object(members):
                if let key, translatableKeys.contains(key) {
                    let field = PathStep.field(path)
                    let (chosen, rest) = pick(members, field, languages: languages)
                    if searchedFields.contains(field), !rest.isEmpty { others[field, default: []] += rest }
                    return .string(chosen)
                }
                guard let visited = visitChildren(members.map { (.key($0.key), $0.key, $0.value) }) else { return nil }
                return .object(zip(members, visited).map { ($0.key, $1 ?? $0.value) })
            case let .array(items):
                guard let visited = visitChildren(items.enumerated().map { (.index($0), nil, $1) }) else { return nil }
                return .array(zip(items, visited).map { $1 ?? $0 })
            default:
                return nil
            }
        }

        /// Each child visited, its step on the way taken; nil when none of them changed.
        func visitChildren(_ children: [(step: PathStep, key: String?, value: JSONValue)]) -> [JSONValue?]? {
            var visited: [JSONValue?]?
            for (index, child) in children.enumerated() {
                path.append(child.step)
                let changed = visit(child.value, key: child.key)
                path.removeLast()
                guard let changed else { continue }
                if visited == nil { visited = Array(repeating: nil, count: children.count) }
                visited![index] = changed
            }
            return visited
        }

        /// The form for `languages` (English when none of them is there), and the other forms.
        func pick(_ members: [(key: String, value: JSONValue)], _ field: String, languages: [String]) -> (String, [String]) {
            var forms: [String: String] = [:]
            for (code, form) in members {
                guard ManifestDecoder.isLanguageCode(code) else {
                    diagnostics.report(join(field, code), tr("expected a language code such as \"en\" or \"es\" as the key"))
                    continue
                }
                guard let text = form.stringValue else {
                    diagnostics.report(join(field, code), tr("expected a string, got {value}", ["value": describe(form)]))
                    continue
                }
                forms[code] = text
            }
            guard forms["en"] != nil else {
                diagnostics.report(field, tr("a text in several languages needs its English, under \"en\""))
                return ("", [])
            }
            let chosen = CatalogLanguage.pick(forms, for: languages) ?? ""
            return (chosen, forms.values.filter { $0 != chosen }.sorted())
        }
        return (visit(json, key: nil) ?? json, others)
    }

    /// One step of the way to a value: a member's key or an item's index.
    private enum PathStep {
        case key(String)
        case index(Int)

        /// The field's name as problems give it (`demo.rows[2].title`).
        static func field(_ steps: [PathStep]) -> String {
            steps.reduce("") { path, step in
                switch step {
                case let .key(key): join(path, key)
                case let .index(index): "\(path)[\(index)]"
                }
            }
        }
    }
}
