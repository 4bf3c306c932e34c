import Localization
import SwipeEngine
import SwipeScenario

/// Turns one `block.json` into a `Block`, or into every problem it has.
enum ManifestDecoder {
    static let topLevelKeys = [
        "id", "title", "summary", "category", "platform", "level", "origin", "tags", "parameters", "engine", "demo", "behaviour",
    ]
    static let requiredTextKeys = ["title", "summary", "category", "platform", "level", "origin"]
    static let levels = ["beginner", "intermediate", "advanced"]

    struct Outcome {
        /// The manifest's id, when it could be read, even if the block is invalid.
        var id: String?
        var block: Block?
        var problems: [CatalogProblem]
        /// The title and category, when they could be read, even if the block is invalid.
        var title: String? = nil
        var category: String? = nil
    }

    /// Decodes `text` read from `file`; `folderName` is the folder the id must match, nil to skip
    /// that rule. Its texts are read in `languages` (`ManifestTranslations`), the description too:
    /// `description` is the English one, `descriptions` the others by language code.
    static func decode(
        text: String, file: String, folderName: String?, description: String?, descriptions: [String: String] = [:],
        languages: [String] = CatalogLanguage.preferred
    ) -> Outcome {
        let diagnostics = Diagnostics(file: file)
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: text)
        } catch {
            diagnostics.report(
                "",
                tr(
                    "invalid JSON at line {line}, column {column}: {problem}",
                    ["line": String(error.line), "column": String(error.column), "problem": error.message]))
            return Outcome(id: nil, block: nil, problems: diagnostics.problems)
        }
        let (json, otherLanguages) = ManifestTranslations.resolve(parsed, languages: languages, diagnostics: diagnostics)
        let reader = FieldReader(diagnostics: diagnostics)
        guard let root = reader.object(json, "") else {
            return Outcome(id: nil, block: nil, problems: diagnostics.problems)
        }
        reader.rejectUnknownKeys(root, allowed: topLevelKeys, in: "")

        var id: String?
        if let value = reader.required(root, "id", in: ""), let text = reader.string(value, "id") {
            if !isBlockID(text) {
                diagnostics.report(
                    "id",
                    tr("expected lowercase words joined by hyphens (like \"swipe-action-row\"), got {value}", ["value": describe(value)]))
            } else if let folderName, folderName != text {
                diagnostics.report("id", tr("\"{id}\" does not match its folder name \"{folder}\"", ["id": text, "folder": folderName]))
                id = text
            } else {
                id = text
            }
        }
        var texts: [String: String] = [:]
        for key in requiredTextKeys {
            if let value = reader.required(root, key, in: ""), let text = reader.string(value, key) { texts[key] = text }
        }
        if let level = texts["level"], !levels.contains(level) {
            let choices = levels.map { "\"\($0)\"" }.joined(separator: ", ")
            diagnostics.report("level", tr("expected one of {choices}, got {value}", ["choices": choices, "value": "\"\(level)\""]))
        }
        let tags = reader.required(root, "tags", in: "").flatMap { self.tags($0, reader) }
        let parameters = reader.required(root, "parameters", in: "").flatMap { self.parameters($0, reader) }
        let engine = reader.required(root, "engine", in: "").flatMap { self.engine($0, reader) }
        let demo = root[member: "demo"].flatMap { self.demo($0, reader) }
        let behaviour = root[member: "behaviour"].flatMap { self.behaviour($0, reader) }

        guard diagnostics.problems.isEmpty, let id, let tags, let parameters, let engine else {
            return Outcome(id: id, block: nil, problems: diagnostics.problems, title: texts["title"], category: texts["category"])
        }
        var forms = descriptions
        forms["en"] = description
        let chosenDescription = CatalogLanguage.pick(forms, for: languages) ?? description
        let trimmedDescription = chosenDescription.flatMap { $0.contains(where: { !$0.isWhitespace }) ? $0 : nil }
        var block = Block(
            id: id,
            title: texts["title"]!,
            summary: texts["summary"]!,
            category: texts["category"]!,
            platform: texts["platform"]!,
            level: texts["level"]!,
            origin: texts["origin"]!,
            tags: tags,
            parameters: parameters,
            configuration: engine.configuration,
            engineSettings: engine.settings,
            demo: demo,
            behaviour: behaviour,
            description: trimmedDescription,
            source: file
        )
        block.otherLanguages = otherLanguages.filter { !$0.value.isEmpty }
        return Outcome(id: id, block: block, problems: [])
    }

    /// The name of one of `BlockBehaviour.all`.
    static func behaviour(_ value: JSONValue, _ reader: FieldReader) -> String? {
        guard let name = reader.string(value, "behaviour") else { return nil }
        guard BlockBehaviour.named(name) == nil else { return name }
        let choices = BlockBehaviour.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
        reader.diagnostics.report("behaviour", tr("expected one of {choices}, got {value}", ["choices": choices, "value": "\"\(name)\""]))
        return nil
    }

    /// Lowercase ASCII words joined by single hyphens.
    static func isBlockID(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// `{"en": ["swipe", …], "es": […]}`: at least one language, each with at least one tag.
    static func tags(_ value: JSONValue, _ reader: FieldReader) -> [TagGroup]? {
        guard let languages = reader.object(value, "tags") else { return nil }
        if languages.isEmpty { reader.diagnostics.report("tags", tr("must have at least one language")) }
        let before = reader.diagnostics.problems.count
        var groups: [TagGroup] = []
        groups.reserveCapacity(languages.count)
        for (language, list) in languages {
            let field = join("tags", language)
            if !isLanguageCode(language) {
                reader.diagnostics.report(field, tr("expected a language code such as \"en\" or \"es\" as the key"))
                continue
            }
            guard let items = reader.array(list, field) else { continue }
            if items.isEmpty { reader.diagnostics.report(field, tr("must have at least one tag")) }
            // Kept for the catalogue's life (a thousand blocks, a few lists each): no spare room.
            var tags: [String] = []
            tags.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if let tag = reader.string(item, "\(field)[\(index)]") { tags.append(tag) }
            }
            groups.append(TagGroup(language: language, tags: tags))
        }
        return reader.diagnostics.problems.count == before ? groups : nil
    }

    /// `en`, `es`, `pt-BR`: two or three lowercase letters, then optional subtags.
    static func isLanguageCode(_ text: String) -> Bool {
        // Read as bytes: every manifest's translated texts ask this of each of their keys.
        let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var part = 0
        var length = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                guard part == 0 ? (2...3).contains(length) : length > 0 else { return false }
                part += 1
                length = 0
                continue
            }
            let isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            let allowed = part == 0 ? isLower(byte) : isLower(byte) || isUpper || isDigit(byte)
            guard allowed else { return false }
            length += 1
        }
        return part == 0 ? (2...3).contains(length) : length > 0
    }

    /// The API table: `[{name, type, default, summary}]`, names unique, `default: null` for required.
    static func parameters(_ value: JSONValue, _ reader: FieldReader) -> [Parameter]? {
        guard let items = reader.array(value, "parameters") else { return nil }
        let before = reader.diagnostics.problems.count
        if items.isEmpty { reader.diagnostics.report("parameters", tr("must have at least one parameter")) }
        var parameters: [Parameter] = []
        var names: Set<String> = []
        for (index, item) in items.enumerated() {
            let path = "parameters[\(index)]"
            guard let members = reader.object(item, path) else { continue }
            reader.rejectUnknownKeys(members, allowed: ["name", "type", "default", "summary"], in: path)
            let name = reader.required(members, "name", in: path).flatMap { reader.string($0, join(path, "name")) }
            if let name, !names.insert(name).inserted {
                reader.diagnostics.report(join(path, "name"), tr("duplicate parameter \"{name}\"", ["name": name]))
            }
            let type = reader.required(members, "type", in: path).flatMap { reader.string($0, join(path, "type")) }
            var defaultValue: String?
            if let value = reader.required(members, "default", in: path), value != .null {
                if let text = value.stringValue, text.contains(where: { !$0.isWhitespace }) {
                    defaultValue = text
                } else if value.stringValue != nil {
                    reader.diagnostics.report(join(path, "default"), tr("must not be empty (null marks a required parameter)"))
                } else {
                    reader.diagnostics.report(
                        join(path, "default"),
                        tr(
                            "expected the default as source text (a string) or null for a required parameter, got {value}",
                            ["value": describe(value)]))
                }
            }
            let summary = reader.required(members, "summary", in: path).flatMap { reader.string($0, join(path, "summary")) }
            if let name, let type, let summary {
                parameters.append(Parameter(name: name, type: type, defaultValue: defaultValue, summary: summary))
            }
        }
        return reader.diagnostics.problems.count == before ? parameters : nil
    }

    struct Engine {
        var configuration: BlockConfiguration
        var settings: [(key: String, value: JSONValue)]
    }

    /// `{"kind": …, …configuration by API parameter name}`, built by the kind's registry entry.
    static func engine(_ value: JSONValue, _ reader: FieldReader) -> Engine? {
        guard let members = reader.object(value, "engine") else { return nil }
        guard let kindValue = reader.required(members, "kind", in: "engine"),
            let kind = reader.string(kindValue, "engine.kind")
        else { return nil }
        let settings = members.filter { $0.key != "kind" }
        guard
            let configuration = EngineRegistry.configuration(
                kind: kind, kindField: "engine.kind", settings: settings, path: "engine", reader: reader
            )
        else { return nil }
        return Engine(configuration: configuration, settings: settings)
    }

    /// `{heading, rowHeight, rows: [{title, subtitle?, icon?, section?}], emptyTitle?}`.
    static func demo(_ value: JSONValue, _ reader: FieldReader) -> DemoData? {
        guard let members = reader.object(value, "demo") else { return nil }
        reader.rejectUnknownKeys(members, allowed: ["heading", "rowHeight", "rows", "emptyTitle"], in: "demo")
        let before = reader.diagnostics.problems.count
        let heading = reader.required(members, "heading", in: "demo").flatMap { reader.string($0, "demo.heading") }
        let rowHeight = reader.required(members, "rowHeight", in: "demo").flatMap {
            reader.number($0, "demo.rowHeight") {
                $0 > 0
                    ? ($0 <= NumberUnit.maximumLength
                        ? nil : tr("must be at most {maximum}, got {value}", ["maximum": String(Int(NumberUnit.maximumLength))]))
                    : tr("must be more than 0, got {value}")
            }
        }
        let emptyTitle = members[member: "emptyTitle"].flatMap { reader.string($0, "demo.emptyTitle") }
        var rows: [DemoRow] = []
        if let list = reader.required(members, "rows", in: "demo"), let items = reader.array(list, "demo.rows") {
            if items.isEmpty { reader.diagnostics.report("demo.rows", tr("must have at least one row")) }
            for (index, item) in items.enumerated() {
                let path = "demo.rows[\(index)]"
                guard let row = reader.object(item, path) else { continue }
                reader.rejectUnknownKeys(row, allowed: ["title", "subtitle", "icon", "section"], in: path)
                let title = reader.required(row, "title", in: path).flatMap { reader.string($0, join(path, "title")) }
                let optional = ["subtitle", "icon", "section"].map { key in
                    row[member: key].flatMap { reader.string($0, join(path, key)) }
                }
                if let title {
                    rows.append(DemoRow(title: title, subtitle: optional[0], icon: optional[1], section: optional[2]))
                }
            }
        }
        guard reader.diagnostics.problems.count == before, let heading, let rowHeight else { return nil }
        return DemoData(heading: heading, rowHeight: rowHeight, rows: rows, emptyTitle: emptyTitle)
    }
}
