import BlockCatalog
import Foundation
import SwipeIO
import Testing

/// A catalogue that does not keep its blocks (the window's): every block is checked as it is read,
/// only what the list and search read is held, and a block asked for is read again.
@Suite struct SummariesTests {
    private func row(_ id: String, title: String = "A Row") -> String {
        manifest(["id": "\"\(id)\"", "title": "\"\(title)\""])
    }

    @Test func aCatalogueThatDoesNotKeepItsBlocksGivesTheSameBlocksReadAgain() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(
            [
                "a-row/block.json": row("a-row"), "a-row/description.md": "About a.", "a-row/description.es.md": "Sobre a.",
                "b-row/block.json": row("b-row", title: "B Row"), "c-row/block.json": "{",
            ],
            under: directory)
        let folders = [FilePath(directory)]
        let whole = Catalog.load(folders: folders)
        let slim = Catalog.load(folders: folders, keepingBlocks: false)
        #expect(whole.keepsBlocks && !slim.keepsBlocks)
        let slimByName = Catalog.load(directories: [directory], keepingBlocks: false)
        #expect(!slimByName.keepsBlocks && slimByName.summaries.map(\.id) == slim.summaries.map(\.id))
        #expect(slim.summaries.map(\.id) == whole.blocks.map(\.id))
        #expect(slim.summaries.map(\.title) == whole.blocks.map(\.title))
        #expect(slim.order == whole.order && slim.problems.map(\.description) == whole.problems.map(\.description))
        #expect(slim.rejectedBlocks.map(\.id) == ["c-row"])
        // Read again, each block is what the catalogue that keeps them holds, built-in ones too.
        #expect(JSONExport.document(slim.blocks) == JSONExport.document(whole.blocks))
        #expect(slim.block(id: "a-row")?.description == "About a.")
        #expect(slim.block(id: "swipe-action-row")?.parameters == whole.block(id: "swipe-action-row")?.parameters)
        #expect(slim.search("b row").map(\.block.id) == whole.search("b row").map(\.block.id))
        #expect(slim.search("b row").map(\.block.id).first == "b-row")

        // What is read again is the manifest as it is now: edited, the new text; broken, no block.
        try write(["b-row/block.json": row("b-row", title: "B Row Edited")], under: directory)
        #expect(slim.block(id: "b-row")?.title == "B Row Edited")
        #expect(whole.block(id: "b-row")?.title == "B Row")
        try write(["b-row/block.json": "{"], under: directory)
        #expect(slim.block(id: "b-row") == nil)
        try FileManager.default.removeItem(atPath: directory + "/a-row")
        #expect(slim.block(id: "a-row") == nil)
        #expect(slim.blocks.map(\.id) == whole.blocks.map(\.id).filter { $0 != "a-row" && $0 != "b-row" })
    }

    @Test func theListsACatalogueKeepsHoldNoSpareRoom() throws {
        // Read one manifest at a time, the lists grow by doubling; held for the window's life,
        // they are made again at their size once the last is read (0.17 MB at a thousand blocks).
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var files: [String: String] = [:]
        for index in 0..<40 { files["row-\(index)/block.json"] = row("row-\(index)") }
        try write(files, under: directory)
        let slim = Catalog.load(folders: [FilePath(directory)], keepingBlocks: false)
        #expect(slim.summaries.count == 40 + Catalog.load(directories: []).summaries.count)
        // The allocator may give a list a few bytes more than asked (glibc hands out a free chunk
        // up to 31 bytes larger, and Swift counts what it got): never a whole summary, at most one
        // small element (an id, a tag, a language's tags).
        #expect(slim.summaries.capacity == slim.summaries.count)
        #expect(slim.order.capacity - slim.order.count <= 1)
        for summary in slim.summaries {
            #expect(summary.tags.capacity - summary.tags.count <= 1)
            for group in summary.tags { #expect(group.tags.capacity - group.tags.count <= 1) }
        }
    }

    @Test func aBlockGivenAsTextIsKeptWhole() {
        let loaded = catalog(row("x"))
        #expect(loaded.keepsBlocks && loaded.block(id: "x")?.title == "A Row")
        #expect(loaded.summaries.map(\.levelInWords) == ["beginner"] && loaded.summaries.map(\.allTags) == [["swipe", "deslizar"]])
    }
}
