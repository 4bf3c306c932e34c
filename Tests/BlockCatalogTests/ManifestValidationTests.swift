import BlockCatalog
import Foundation
import SwipeEngine
import Testing

/// One broken manifest and the first problem it must be reported with.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
}

let cardList = #"{"kind": "cardList", "trailing": [{"id": "delete", "title": "Delete", "role": "destructive"}]"#
let actionRow = #"{"kind": "actionRow", "actions": [{"id": "archive", "title": "Archive", "tint": "indigo"}]"#

let malformedCases: [MalformedCase] = [
    MalformedCase(
        name: "invalid JSON", text: #"{"id": "x", "title": }"#,
        expected: "user/x/block.json: invalid JSON at line 1, column 22: unexpected character '}'"),
    MalformedCase(
        name: "JSON with a key twice", text: #"{"id": "x", "id": "y"}"#,
        expected: "user/x/block.json: invalid JSON at line 1, column 13: duplicate key \"id\""),
    MalformedCase(
        name: "not an object", text: "[1, 2]",
        expected: "user/x/block.json: expected an object, got an array"),
    MalformedCase(
        name: "missing title", text: manifest(["title": nil]),
        expected: "user/x/block.json: title: missing required field"),
    MalformedCase(
        name: "empty summary", text: manifest(["summary": #""   ""#]),
        expected: "user/x/block.json: summary: must not be empty"),
    MalformedCase(
        name: "title of the wrong type", text: manifest(["title": "12"]),
        expected: "user/x/block.json: title: expected a string, got 12"),
    MalformedCase(
        name: "unknown top-level key", text: manifest(["colour": #""red""#]),
        expected:
            "user/x/block.json: colour: unknown key (expected one of: id, title, summary, category, platform, level, origin, tags, parameters, engine, demo, behaviour)"
    ),
    MalformedCase(
        name: "id not matching its folder", text: manifest(["id": #""y""#]),
        expected: "user/x/block.json: id: \"y\" does not match its folder name \"x\""),
    MalformedCase(
        name: "id with capitals", text: manifest(["id": #""X""#]),
        expected: "user/x/block.json: id: expected lowercase words joined by hyphens (like \"swipe-action-row\"), got \"X\""),
    MalformedCase(
        name: "unknown level", text: manifest(["level": #""expert""#]),
        expected: "user/x/block.json: level: expected one of \"beginner\", \"intermediate\", \"advanced\", got \"expert\""),
    MalformedCase(
        name: "no tag languages", text: manifest(["tags": "{}"]),
        expected: "user/x/block.json: tags: must have at least one language"),
    MalformedCase(
        name: "tags of a language not a list", text: manifest(["tags": #"{"en": ["swipe"], "es": "deslizar"}"#]),
        expected: "user/x/block.json: tags.es: expected an array, got \"deslizar\""),
    MalformedCase(
        name: "empty tag", text: manifest(["tags": #"{"en": ["swipe", ""]}"#]),
        expected: "user/x/block.json: tags.en[1]: must not be empty"),
    MalformedCase(
        name: "parameter default as a number",
        text: manifest(["parameters": #"[{"name": "cornerRadius", "type": "CGFloat", "default": 16, "summary": "Radius."}]"#]),
        expected:
            "user/x/block.json: parameters[0].default: expected the default as source text (a string) or null for a required parameter, got 16"
    ),
    MalformedCase(
        name: "parameter without a type", text: manifest(["parameters": #"[{"name": "tint", "default": null, "summary": "Tint."}]"#]),
        expected: "user/x/block.json: parameters[0].type: missing required field"),
    MalformedCase(
        name: "parameter with an unknown key",
        text: manifest(["parameters": #"[{"name": "tint", "type": "Color", "default": null, "summary": "Tint.", "doc": "x"}]"#]),
        expected: "user/x/block.json: parameters[0].doc: unknown key (expected one of: name, type, default, summary)"),
    MalformedCase(
        name: "duplicate parameter",
        text: manifest([
            "parameters":
                #"[{"name": "tint", "type": "Color", "default": null, "summary": "A."}, {"name": "tint", "type": "Color", "default": null, "summary": "B."}]"#
        ]),
        expected: "user/x/block.json: parameters[1].name: duplicate parameter \"tint\""),
    MalformedCase(
        name: "missing engine", text: manifest(["engine": nil]),
        expected: "user/x/block.json: engine: missing required field"),
    MalformedCase(
        name: "unknown engine kind", text: manifest(["engine": #"{"kind": "slider"}"#]),
        expected:
            "user/x/block.json: engine.kind: unknown engine kind \"slider\" (known kinds: "
            + EngineRegistry.kinds.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")"
    ),
    MalformedCase(
        name: "configuration key of another kind", text: manifest(["engine": #"{"kind": "completion", "buttonWidth": 80}"#]),
        expected:
            "user/x/block.json: engine.buttonWidth: not a parameter of the \"completion\" kind (its parameters: "
            + CompletionRowConfiguration.schema.manifestOptions.map(\.key).joined(separator: ", ") + ")"
    ),
    MalformedCase(
        name: "colour of the wrong type", text: manifest(["engine": #"{"kind": "completion", "tint": 12}"#]),
        expected: "user/x/block.json: engine.tint: expected a colour name or #rrggbb, got 12"),
    MalformedCase(
        name: "unknown colour name", text: manifest(["engine": #"{"kind": "completion", "tint": "greenish"}"#]),
        expected: "user/x/block.json: engine.tint: expected a colour name or #rrggbb, got \"greenish\""),
    MalformedCase(
        name: "negative corner radius", text: manifest(["engine": #"{"kind": "completion", "cornerRadius": -4}"#]),
        expected: "user/x/block.json: engine.cornerRadius: must be 0 or more, got -4"),
    MalformedCase(
        name: "action row without actions", text: manifest(["engine": #"{"kind": "actionRow", "buttonWidth": 80}"#]),
        expected: "user/x/block.json: engine.actions: missing required field"),
    MalformedCase(
        name: "action id with capitals",
        text: manifest(["engine": #"{"kind": "actionRow", "actions": [{"id": "Archive", "title": "Archive"}]}"#]),
        expected: "user/x/block.json: engine.actions[0].id: expected a lowercase id (a-z, 0-9, - and _), got \"Archive\""),
    MalformedCase(
        name: "action id twice", text: manifest(["engine": actionRow.dropLast() + #", {"id": "archive", "title": "Again"}]}"#]),
        expected: "user/x/block.json: engine.actions[1].id: duplicate action id \"archive\""),
    MalformedCase(
        name: "action with an unknown role",
        text: manifest(["engine": #"{"kind": "actionRow", "actions": [{"id": "a", "title": "A", "role": "cancel"}]}"#]),
        expected: "user/x/block.json: engine.actions[0].role: expected one of \"normal\", \"destructive\", got \"cancel\""),
    MalformedCase(
        name: "full-swipe threshold above 1", text: manifest(["engine": cardList + #", "fullSwipeThreshold": 1.5}"#]),
        expected: "user/x/block.json: engine.fullSwipeThreshold: must be between 0 and 1, got 1.5"),
    MalformedCase(
        name: "unknown reveal style", text: manifest(["engine": cardList + #", "style": "slide"}"#]),
        expected: "user/x/block.json: engine.style: expected one of \"reveal\", \"drag\", \"expand\", got \"slide\""),
    MalformedCase(
        name: "edge listed twice", text: manifest(["engine": cardList + #", "fullSwipeEdges": ["leading", "leading"]}"#]),
        expected: "user/x/block.json: engine.fullSwipeEdges[1]: \"leading\" is listed twice"),
    MalformedCase(
        name: "rounded shape without spacing",
        text: manifest(["engine": cardList + #", "buttonShape": {"rounded": {"cornerRadius": 12}}}"#]),
        expected: "user/x/block.json: engine.buttonShape.rounded.spacing: missing required field"),
    MalformedCase(
        name: "demo row height of 0", text: manifest(["demo": #"{"heading": "Today", "rowHeight": 0, "rows": [{"title": "A"}]}"#]),
        expected: "user/x/block.json: demo.rowHeight: must be more than 0, got 0"),
    MalformedCase(
        name: "demo row without a title", text: manifest(["demo": #"{"heading": "Today", "rowHeight": 68, "rows": [{"subtitle": "A"}]}"#]),
        expected: "user/x/block.json: demo.rows[0].title: missing required field"),
]

@Suite struct ManifestValidationTests {
    @Test func theValidManifestLoads() {
        let loaded = catalog(manifest())
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.blocks.map(\.id) == ["x"])
    }

    @Test(arguments: malformedCases)
    func malformedManifestIsReportedWithFileAndField(_ testCase: MalformedCase) {
        let loaded = catalog(testCase.text)
        #expect(loaded.blocks.isEmpty, "an invalid block must never be shown")
        #expect(loaded.problems.first?.description == testCase.expected)
    }

    @Test func everyProblemOfAManifestIsReported() {
        let loaded = catalog(manifest(["title": nil, "level": #""expert""#, "engine": #"{"kind": "completion", "tint": 12}"#]))
        #expect(loaded.problems.map(\.field) == ["title", "level", "engine.tint"])
    }

    @Test func duplicateIdNamesBothFilesAndKeepsTheFirst() {
        let loaded = Catalog(sources: [
            ManifestSource(file: "a/x/block.json", folderName: "x", text: manifest()),
            ManifestSource(file: "b/x/block.json", folderName: "x", text: manifest(["title": #""Other""#])),
        ])
        #expect(loaded.blocks.map(\.title) == ["X Row"])
        #expect(loaded.problems.map(\.description) == ["b/x/block.json: id: duplicate id \"x\", already defined in a/x/block.json"])
    }

    @Test func userFolderAddsBlocksAndReportsFoldersWithoutManifest() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(
            [
                "x/block.json": manifest(),
                "x/description.md": "Longer text.\n",
                "empty/notes.txt": "no manifest here",
            ], under: directory)
        let loaded = Catalog.load(directories: [directory])
        #expect(loaded.blocks.count == Catalog.load().blocks.count + 1)
        #expect(loaded.block(id: "x")?.description == "Longer text.\n")
        #expect(loaded.block(id: "x")?.source == directory + "/x/block.json")
        #expect(loaded.problems.map(\.description) == ["\(directory)/empty: no block.json in this block folder"])
    }

    @Test func userBlockWithABuiltInIdIsADuplicate() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(["swipe-action-row/block.json": manifest(["id": #""swipe-action-row""#])], under: directory)
        let loaded = Catalog.load(directories: [directory])
        #expect(loaded.blocks.count == Catalog.load().blocks.count)
        #expect(
            loaded.problems.map(\.description) == [
                "\(directory)/swipe-action-row/block.json: id: duplicate id \"swipe-action-row\", already defined in Catalog/swipe-action-row/block.json"
            ])
    }

    @Test func missingFolderIsAProblem() {
        let loaded = Catalog.load(directories: ["/nonexistent/blocks"])
        #expect(loaded.problems.map(\.description) == ["/nonexistent/blocks: no such catalogue folder"])
        #expect(loaded.blocks.count == Catalog.load().blocks.count)
    }

    @Test func invalidBlockIsNamedAsInvalidNotUnknown() {
        let loaded = catalog(manifest(["level": #""expert""#]))
        #expect(loaded.block(id: "x") == nil)
        #expect(loaded.missingBlockMessage("x").contains("is invalid"))
    }
}
