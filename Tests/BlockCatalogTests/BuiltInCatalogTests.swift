import BlockCatalog
import Foundation
import SwipeEngine
import Testing

@Suite struct BuiltInCatalogTests {
    let catalog = Catalog.load()

    @Test func hasEveryBlockOfTheCatalogFolderAndNoProblems() throws {
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sourceCatalogDirectory)
            .filter { FileManager.default.fileExists(atPath: sourceCatalogDirectory + "/" + $0 + "/block.json") }.sorted()
        #expect(folders.count >= 10)
        #expect(catalog.blocks.map(\.id) == folders)
    }

    @Test func embeddedCatalogueMatchesTheCatalogFolder() {
        let fromDisk = Catalog.load(directories: [sourceCatalogDirectory], includeBuiltIn: false)
        #expect(fromDisk.problems.isEmpty, "\(fromDisk.problems)")
        #expect(fromDisk.blocks.map(\.id) == catalog.blocks.map(\.id))
        #expect(fromDisk.blocks.map(\.description) == catalog.blocks.map(\.description))
        #expect(fromDisk.blocks.map(\.configuration) == catalog.blocks.map(\.configuration))
    }

    private func rows(_ id: String) -> [[String]] {
        catalog.block(id: id)?.parameters.map { [$0.name, $0.type, $0.displayedDefault] } ?? []
    }

    @Test func completionRowApiTableIsTheReferenceTable() {
        #expect(
            rows("completion-swipe-row") == [
                ["tint", "Color", ".green"],
                ["rowBackground", "Color", "Color(.secondarySystemGroupedBackground)"],
                ["cornerRadius", "CGFloat", "16"],
                ["actionTitle", "String", "\"Complete\""],
                ["onComplete", "() -> Void", "Required"],
                ["content", "() -> Content", "Required"],
            ])
    }

    @Test func actionRowApiTableIsTheReferenceTable() {
        #expect(
            rows("swipe-action-row") == [
                ["actions", "[SwipeActionRowAction]", "Required"],
                ["buttonWidth", "CGFloat", "80"],
                ["content", "() -> Content", "Required"],
            ])
    }

    @Test func cardListDocumentsEveryLibraryOption() {
        #expect(
            rows("full-swipe-card-list").map { $0[0] } == [
                "style", "buttonWidth", "fullSwipeEdges", "fullSwipeThreshold", "rubberBanding", "hapticsEnabled", "labelStyle",
                "buttonShape", "cornerRadius", "combinesAccessibilityChildren", "minimumDistance", "leading", "trailing",
            ])
        #expect(rows("full-swipe-card-list")[3] == ["fullSwipeThreshold", "CGFloat", "0.6"])
    }

    @Test func referenceMetadataAndTagsInEveryLanguage() throws {
        let completion = try #require(catalog.block(id: "completion-swipe-row"))
        #expect(completion.category == "Gestures")
        #expect(completion.level == "intermediate")
        #expect(completion.origin == "Original work")
        #expect(completion.tags.map(\.language) == ["en", "es", "he"])
        #expect(completion.tags[1].tags.contains("marca de verificación"))
        for block in catalog.blocks {
            #expect(Set(block.tags.map(\.language)) == ["en", "es", "he"], "\(block.id)")
            #expect(block.description != nil, "\(block.id)")
        }
    }

    @Test(arguments: ["es", "he"]) func everyBuiltInBlockIsCompleteInSpanishAndHebrew(language: String) throws {
        let english = Catalog(sources: ManifestSource.builtIn, languages: [])
        let translated = Catalog(sources: ManifestSource.builtIn, languages: [language])
        #expect(translated.problems.isEmpty)
        for block in english.blocks {
            let other = try #require(translated.blocks.first { $0.id == block.id })
            #expect(other.title != block.title && other.summary != block.summary, "\(block.id): title and summary")
            #expect(other.description != nil && other.description != block.description, "\(block.id): description")
            for (mine, theirs) in zip(other.parameters, block.parameters) {
                #expect(mine.name == theirs.name && mine.type == theirs.type && mine.defaultValue == theirs.defaultValue)
                #expect(mine.summary != theirs.summary, "\(block.id): \(mine.name)'s summary")
            }
            let rows = other.demoData.rows, englishRows = block.demoData.rows
            #expect(zip(rows, englishRows).allSatisfy { $0.title != $1.title }, "\(block.id): the demo's rows")
        }
    }

    @Test func completionDemoIsTodaysFiveTasks() throws {
        let block = try #require(catalog.block(id: "completion-swipe-row"))
        let demo = try #require(block.demo)
        #expect(demo.heading == "Today")
        #expect(demo.rowHeight == 68)
        #expect(demo.rows.map(\.title) == ["Water the plants", "Call the dentist", "Buy groceries", "Send the invoice", "Book the flight"])
        #expect(demo.rows.allSatisfy { $0.icon?.hasSuffix("-symbolic") == true })
        guard let configuration = block.configuration.options(CompletionRowConfiguration.self) else {
            Issue.record("not a completion row"); return
        }
        #expect(configuration.actionID == "complete")
        #expect(configuration.tint == RGBA.named["green"])
    }

    @Test func actionRowDemoIsTheInboxWithArchiveAndDelete() throws {
        let block = try #require(catalog.block(id: "swipe-action-row"))
        #expect(block.demo?.heading == "Inbox")
        #expect(block.demo?.rowHeight == 84)
        #expect(block.demo?.emptyTitle == "Inbox zero")
        #expect(block.demo?.rows.map(\.title) == ["Weekly report", "Flight update", "Dinner on Friday?", "Design review"])
        guard let configuration = block.configuration.options(ActionRowConfiguration.self) else {
            Issue.record("not an action row"); return
        }
        #expect(configuration.actions.map(\.id) == ["archive", "delete"])
        #expect(configuration.actions.map(\.title) == ["Archive", "Delete"])
        #expect(configuration.actions.map(\.tint) == [RGBA.named["indigo"]!, RGBA.named["red"]!])
        #expect(configuration.buttonWidth == 80)
    }

    @Test func cardListDemoHasUnreadDeleteArchiveAndTasks() throws {
        let block = try #require(catalog.block(id: "full-swipe-card-list"))
        guard let configuration = block.configuration.options(CardListConfiguration.self) else { Issue.record("not a card list"); return }
        #expect(configuration.leading.map(\.id) == ["unread"])
        #expect(configuration.leading.first?.tint == RGBA.named["blue"])
        #expect(configuration.trailing.map(\.id) == ["delete", "archive"])
        #expect(configuration.trailing.first?.role == .destructive)
        #expect(configuration.fullSwipeThreshold == 0.6)
        let rows = block.demo?.rows ?? []
        #expect((6...8).contains(rows.filter { $0.section == nil }.count))
        #expect(rows.contains { $0.section == "Tasks" })
    }

    @Test func listRowRecipeIsDataOverTheCardEngine() throws {
        let block = try #require(catalog.block(id: "list-row-swipe-actions"))
        guard let configuration = block.configuration.options(CardListConfiguration.self) else { Issue.record("not a card list"); return }
        #expect(configuration.style == .expand)
        #expect(configuration.buttonWidth == 70)
        #expect(configuration.fullSwipeThreshold == 0.5)
        #expect(configuration.buttonShape == .rectangle)
        #expect(configuration.fullSwipeEdges == [.leading, .trailing])
        #expect(configuration.leading.map(\.id) == ["text", "flag"])
        // The recipe's trailing full swipe runs the button nearest the right edge: Trash.
        #expect(configuration.trailing.map(\.id) == ["trash", "read"])
    }

    @Test func resolveAppliesOverridesWithManifestValidation() throws {
        let resolved = try catalog.resolve(id: "swipe-action-row", overrides: [("buttonWidth", .number(96))])
        guard let configuration = resolved.configuration.options(ActionRowConfiguration.self) else {
            Issue.record("not an action row"); return
        }
        #expect(configuration.buttonWidth == 96)
        #expect(configuration.actions.count == 2)
        #expect(resolved.demo.rowHeight == 84)

        #expect(throws: CatalogProblem(file: "", field: "parameters.tint", message: "expected a colour name or #rrggbb, got 12")) {
            try catalog.resolve(id: "completion-swipe-row", overrides: [("tint", .number(12))])
        }
        #expect(
            throws: CatalogProblem(
                file: "", field: "block", message: "no block with id \"swipe-acton-row\"; did you mean \"swipe-action-row\"?")
        ) {
            try catalog.resolve(id: "swipe-acton-row")
        }
        let problem = #expect(throws: CatalogProblem.self) {
            try catalog.resolve(id: "completion-swipe-row", overrides: [("buttonWidth", .number(80))])
        }
        #expect(problem?.field == "parameters.buttonWidth")
    }

    @Test func usageSnippetBuildsTheRowWithTheOptionsAwayFromTheLibraryDefaults() throws {
        let block = try #require(catalog.block(id: "swipe-action-row"))
        let snippet = UsageSnippet.swift(for: block)
        #expect(snippet.hasPrefix("import SwipeWidgets\n"))
        #expect(snippet.contains("func swipeActionRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow {"))
        #expect(snippet.contains("var configuration = ActionRowConfiguration()"))
        #expect(snippet.contains(#"SwipeActionSpec(id: "archive", title: "Archive", icon: "package-x-generic-symbolic", tint: .indigo)"#))
        #expect(!snippet.contains("buttonWidth"), "80 is the library's default: not written")
        #expect(snippet.contains("let row = SwipeActionRow(child: child, configuration: configuration)"))

        guard var edited = block.configuration.options(ActionRowConfiguration.self) else { Issue.record("not an action row"); return }
        edited.buttonWidth = 96
        #expect(
            UsageSnippet.swift(for: block, configuration: .actionRow(edited)).contains("configuration.buttonWidth = 96"),
            "the window's current parameters are in the snippet it copies")
    }

    /// A GObject property that spells part of an option is set with it: a frozen row's edge even
    /// where it is the property's default, the rounded shape's radius where it is not 16.
    @Test func theGObjectSnippetsSetAnOptionsPartsWithIt() {
        var card = CardListConfiguration()
        #expect(GObjectAPI.properties(of: .cardList(card)).isEmpty)
        card.debugProgress = DebugProgress(progress: 0.5, edge: .trailing)
        card.buttonShape = .rounded(cornerRadius: 20, spacing: 8)
        #expect(
            GObjectAPI.properties(of: .cardList(card)).map { "\($0.name) = \($0.value.c)" } == [
                "button-shape = SWIPE_BUTTON_SHAPE_ROUNDED", "button-corner-radius = 20.0", "debug-progress = 0.5",
                "debug-edge = SWIPE_EDGE_TRAILING",
            ])
    }

    @Test func theLibraryTableReadsItsDefaultsFromTheConfigurationTypes() throws {
        let options = LibraryAPI.defaults(of: .cardList(CardListConfiguration()))
        let byName = Dictionary(uniqueKeysWithValues: options.map { ($0.name, $0.value) })
        #expect(byName["fullSwipeThreshold"] == "0.6")
        #expect(byName["style"] == ".reveal")
        #expect(byName["fullSwipeEdges"] == "[.leading, .trailing]")
        #expect(byName["debugProgress"] == "nil")
        #expect(LibraryAPI.defaults(of: .completion(CompletionRowConfiguration())).first { $0.name == "tint" }?.value == ".green")
        // A behaviour's block lists the behaviour's API instead (BehaviourBlockTests holds it).
        for block in catalog.blocks where block.behaviour == nil {
            let names = Set(LibraryAPI.options(of: block.configuration).map(\.name))
            // The references' SwiftUI-only parameters have library counterparts of other names:
            // the child (content), onEvent (onComplete, onSwiped), fullSwipeEdges (allowsFullSwipe…).
            let elsewhere: Set = ["content", "onComplete", "onSwiped", "allowsFullSwipeLeading", "allowsFullSwipeTrailing"]
            for parameter in block.parameters where !elsewhere.contains(parameter.name) {
                #expect(
                    names.contains(parameter.name) || LibraryAPI.rowMembers.contains { $0.name == parameter.name },
                    "\(block.id): the API table's \(parameter.name) has no library option")
            }
        }
    }
}
