import BlockCatalog
import Foundation
import SwipeEngine
import Testing

/// The blocks that show a library behaviour (issue #36): each names a behaviour the catalogue
/// knows, is read in English, Spanish and Hebrew, lists in its API table only names the library
/// has, and its usage snippets carry the behaviour's lines in every language.
@Suite struct BehaviourBlockTests {
    let catalog = Catalog.load()
    var behaviourBlocks: [Block] { catalog.blocks.filter { $0.behaviour != nil } }

    @Test func everyBehaviourIsShownByABlockOfItsOwnInTheBehavioursCategory() {
        #expect(Set(behaviourBlocks.compactMap(\.behaviour)) == Set(BlockBehaviour.all.map(\.name)))
        #expect(behaviourBlocks.count == BlockBehaviour.all.count)
        for block in behaviourBlocks { #expect(block.category == "Behaviours", "\(block.id)") }
    }

    @Test func eachIsReadInSpanishAndHebrewWithTagsInAllThree() {
        for language in ["es", "he"] {
            let translated = Catalog(sources: ManifestSource.builtIn, languages: [language])
            for block in behaviourBlocks {
                let other = translated.block(id: block.id)
                #expect(other != nil)
                guard let other else { continue }
                #expect(
                    other.title != block.title && other.summary != block.summary && other.origin != block.origin,
                    "\(block.id) in \(language)")
                #expect(other.category != block.category, "\(block.id) in \(language)")
                #expect(other.description != block.description && other.description != nil, "\(block.id)'s description in \(language)")
                #expect(zip(other.parameters, block.parameters).allSatisfy { $0.summary != $1.summary }, "\(block.id) in \(language)")
                #expect(block.tags.map(\.language).sorted() == ["en", "es", "he"], "\(block.id)")
            }
        }
    }

    /// The C sources and the Swift sources of the library and its engine, as one text each.
    private static let sources: (c: String, swift: String) = {
        let root = URL(fileURLWithPath: sourceCatalogDirectory).deletingLastPathComponent().appendingPathComponent("Sources")
        func text(_ folders: [String], _ ext: String) -> String {
            folders.flatMap { folder -> [String] in
                let base = root.appendingPathComponent(folder)
                let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
                return files.filter { $0.hasSuffix(ext) }.compactMap {
                    try? String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)
                }
            }.joined(separator: "\n")
        }
        return (
            text(["Library/CSwipeWidgets"], ".h") + text(["Library/CSwipeWidgets"], ".c"),
            text(["Library/SwipeWidgets", "Core/SwipeEngine"], ".swift")
        )
    }()

    /// `swipe_x_y` (a function), `SwipeX:prop` (a property), `SwipeX::signal` (a signal), or
    /// `SwipeType.member` (Swift): each is declared in the library's sources.
    @Test func apiTableNamesExistInTheLibrary() {
        let c = Self.sources.c
        for block in behaviourBlocks {
            for name in block.parameters.map(\.name) {
                if name.hasPrefix("swipe_") {
                    #expect(c.contains("\n" + name) || c.contains(" " + name + " ") || c.contains("*" + name + " "), "\(block.id): \(name)")
                } else if name.contains(".") {
                    Self.expectSwift(name, in: block.id)
                } else if let range = name.range(of: "::") {
                    let signal = String(name[range.upperBound...])
                    #expect(c.contains("g_signal_new (\"\(signal)\""), "\(block.id): \(name)")
                } else if let range = name.range(of: ":") {
                    let property = String(name[range.upperBound...])
                    // The kinds' properties are made from their schemas; the base row's are in C.
                    let schemas = SwipeKinds.all.flatMap { kind in kind.schema.options.compactMap(\.property) }
                    #expect(c.contains("(\"\(property)\", NULL, NULL") || schemas.contains(property), "\(block.id): \(name)")
                } else {
                    Issue.record("\(block.id): \(name) is not written as a C function, property, signal or Swift member")
                }
            }
        }
    }

    /// `SwipeType.member`: the type and a public member of that name are in the Swift sources.
    private static func expectSwift(_ name: String, in id: String) {
        let swift = sources.swift
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        #expect(parts.count == 2, "\(id): \(name)")
        let member = parts.last.map { String($0.prefix { $0.isLetter || $0.isNumber }) } ?? ""
        #expect(
            swift.contains("public final class \(parts[0]) ") || swift.contains("public class \(parts[0]) ")
                || swift.contains("public struct \(parts[0]):"), "\(id): \(name)")
        #expect(
            swift.contains("public var \(member)") || swift.contains("public func \(member)(")
                || swift.contains("public static let \(member)") || swift.contains("public static func \(member)("),
            "\(id): \(name)")
    }

    @Test func usageSnippetsCarryTheBehavioursLinesInEveryLanguage() throws {
        let confirm = try #require(catalog.block(id: "confirm-destructive"))
        #expect(UsageSnippet.swift(for: confirm).contains("row.onConfirmation = { question in print(question) }"))
        #expect(UsageSnippet.c(for: confirm).contains("g_signal_connect (row, \"declined\", G_CALLBACK (on_declined), NULL);"))
        #expect(UsageSnippet.c(for: confirm).contains("on_confirming (SwipeRow *row, const char *action_id, gpointer data)"))
        #expect(
            UsageSnippet.python(for: confirm).contains(
                "row.connect(\"confirming\", lambda row, action_id: print(\"confirming\", action_id))"))
        #expect(UsageSnippet.javascript(for: confirm).contains("row.connect('declined', (_row, actionId) => print('declined', actionId));"))
        #expect(
            UsageSnippet.vala(for: confirm).contains("row.confirming.connect ((action_id) => print (\"confirming %s\\n\", action_id));"))

        let close = try #require(catalog.block(id: "rows-close-on-scroll"))
        #expect(UsageSnippet.swift(for: close).contains("    row.closesOnScroll = true\n"))
        #expect(UsageSnippet.c(for: close).contains("  g_object_set (row, \"close-on-scroll\", TRUE, NULL);\n"))
        #expect(UsageSnippet.python(for: close).contains("    row.props.close_on_scroll = True\n"))
        #expect(UsageSnippet.javascript(for: close).contains("    row.closeOnScroll = true;\n"))
        #expect(UsageSnippet.vala(for: close).contains("    row.close_on_scroll = true;\n"))
        #expect(UsageSnippet.c(for: close).contains("swipe_list_view_close ()"))

        let touchpad = try #require(catalog.block(id: "scroll-safe-touchpad"))
        #expect(UsageSnippet.python(for: touchpad).contains("# Nothing to set: a two-finger scroll within 26.6° of horizontal"))

        // A block that shows no behaviour adds nothing.
        let plain = try #require(catalog.block(id: "swipe-action-row"))
        #expect(!UsageSnippet.c(for: plain).contains("confirming") && !UsageSnippet.c(for: plain).contains("swipe_list_view"))
        #expect(!UsageSnippet.swift(for: plain).contains("onConfirmation") && !UsageSnippet.swift(for: plain).contains("closesOnScroll"))
    }

    @Test func anUnknownBehaviourIsOneProblemNamingTheChoices() {
        let text = #"""
            {"id": "x", "title": "X", "summary": "s", "category": "c", "platform": "p", "level": "beginner", "origin": "o",
             "tags": {"en": ["t"]}, "parameters": [{"name": "tint", "type": "Color", "default": ".green", "summary": "s"}], "engine": {"kind": "completion"}, "behaviour": "hover"}
            """#
        let problems = BlockCatalogTests.catalog(text).problems.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("behaviour: expected one of \"undo\", \"confirm\"") == true, "\(problems)")
    }
}
