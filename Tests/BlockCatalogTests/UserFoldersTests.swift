@testable import SwipeIO
import BlockCatalog
import Foundation
import Testing

/// Issue 19: user blocks are found without a flag in the XDG data folders, and a broken manifest is
/// kept (with its problems) where its block would be, so the window can show them.
@Suite struct UserFoldersTests {
    private func paths(_ folders: [FilePath]) -> [String] { folders.map(\.displayed) }

    @Test func dataHomeComesFirstThenEachDataDir() {
        let folders = DataFolders.blockFolders(
            home: Array("/home/ana".utf8), dataHome: Array("/data/home".utf8),
            dataDirs: Array("/opt/share:/usr/share".utf8))
        #expect(paths(folders) == ["/data/home/swipeblocks/blocks", "/opt/share/swipeblocks/blocks", "/usr/share/swipeblocks/blocks"])
    }

    @Test func unsetOrEmptyVariablesTakeTheSpecificationsDefaults() {
        let expected = [
            "/home/ana/.local/share/swipeblocks/blocks", "/usr/local/share/swipeblocks/blocks", "/usr/share/swipeblocks/blocks",
        ]
        #expect(paths(DataFolders.blockFolders(home: Array("/home/ana".utf8), dataHome: nil, dataDirs: nil)) == expected)
        #expect(paths(DataFolders.blockFolders(home: Array("/home/ana".utf8), dataHome: [], dataDirs: [])) == expected)
    }

    @Test func relativePathsAreIgnoredAndAFolderNamedTwiceIsKeptOnce() {
        let folders = DataFolders.blockFolders(
            home: Array("relative".utf8), dataHome: Array("data".utf8),
            dataDirs: Array("/a::b:/a:/c/".utf8))
        #expect(paths(folders) == ["/a/swipeblocks/blocks", "/c/swipeblocks/blocks"])
    }

    @Test func pathsThatAreNotUTF8AreKeptAsBytes() {
        let home: [UInt8] = Array("/home/".utf8) + [0xFF]
        let folders = DataFolders.blockFolders(home: home, dataHome: nil, dataDirs: Array("/usr/share".utf8))
        #expect(folders.first?.bytes == home + Array("/.local/share/swipeblocks/blocks".utf8))
    }

    @Test func aBrokenManifestIsKeptWhereItsBlockWouldBeWithItsProblems() {
        let loaded = catalog([
            (folder: "a-row", text: manifest(["id": #""a-row""#])),
            (folder: "b-row", text: manifest(["id": #""b-row""#, "level": #""expert""#])),
            (folder: "c-row", text: "{ not json"),
            (folder: "d-row", text: manifest(["id": #""d-row""#])),
        ])
        #expect(loaded.blocks.map(\.id) == ["a-row", "d-row"])
        #expect(loaded.order == ["a-row", "b-row", "c-row", "d-row"])
        let broken = loaded.rejectedBlocks
        #expect(broken.map(\.id) == ["b-row", "c-row"])
        #expect(broken[0].title == "X Row" && broken[0].category == "Gestures")
        #expect(broken[0].problems.map(\.field) == ["level"])
        // Unreadable JSON: named by its folder, its title and category unknown.
        #expect(broken[1].title == nil && broken[1].category == nil && broken[1].file == "user/c-row/block.json")
        #expect(broken[1].problems.first?.message.hasPrefix("invalid JSON at line 1") == true)
    }

    @Test func aBrokenDuplicateOfAValidBlockIsNotListed() {
        let loaded = Catalog(sources: [
            ManifestSource(file: "one/a-row/block.json", folderName: "a-row", text: manifest(["id": #""a-row""#])),
            ManifestSource(file: "two/a-row/block.json", folderName: "a-row", text: manifest(["id": #""a-row""#, "level": #""expert""#])),
        ])
        #expect(loaded.order == ["a-row"])
        #expect(loaded.rejectedBlocks.isEmpty)
    }

    @Test func aValidBlockTakesThePlaceOfAnUnreadableManifestNamedOnlyByItsFolder() {
        let loaded = Catalog(sources: [
            ManifestSource(file: "one/a-row/block.json", folderName: "a-row", text: "[]"),
            ManifestSource(file: "two/a-row/block.json", folderName: "a-row", text: manifest(["id": #""a-row""#])),
        ])
        #expect(loaded.blocks.map(\.id) == ["a-row"])
        #expect(loaded.order == ["a-row"])
        #expect(loaded.rejectedBlocks.isEmpty)
    }

    @Test func aFolderThatIsNoBlockIdIsNotListed() {
        let loaded = catalog([(folder: "Not An Id", text: "{")])
        #expect(loaded.order.isEmpty && loaded.rejectedBlocks.isEmpty && loaded.problems.count == 1)
    }

    @Test func theWatchedFoldersAreTheFolderAndItsBlockFolders() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(
            [
                "b-row/block.json": manifest(), "a-row/block.json": manifest(), ".hidden/block.json": "{}", "notes.txt": "",
                "c-row/notes.txt": "",
            ],
            under: directory)
        func watched(_ folders: String...) -> [String] {
            paths(Catalog.load(folders: folders.map(FilePath.init), includeBuiltIn: false).watchedFolders)
        }
        // The folder and each block folder in it (with a manifest or not); hidden ones are never read.
        #expect(watched(directory) == [directory, directory + "/a-row", directory + "/b-row", directory + "/c-row"])
        // A folder that is itself one block: only it.
        #expect(watched(directory + "/a-row") == [directory + "/a-row"])
        #expect(watched(directory + "/missing").isEmpty)
        #expect(watched(directory + "/a-row", directory + "/missing", directory).count == 5)
    }
}
