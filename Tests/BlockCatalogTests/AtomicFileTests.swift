@testable import SwipeIO
import BlockCatalog
import Foundation
import Testing

@Suite struct AtomicFileTests {
    private func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func writesAndReplacesWholeFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.md"
        try AtomicFile.write("first\n", to: path)
        try AtomicFile.write("second\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(contents(of: directory) == ["out.md"])
    }

    @Test func keepsTheModeOfAnExistingFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/out.md"
        try AtomicFile.write("a", to: path)
        chmod(path, 0o640)
        try AtomicFile.write("b", to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
    }

    @Test func missingFolderFailsAndLeavesNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = #expect(throws: FileWriteError.self) {
            try AtomicFile.write("x", to: directory + "/missing/out.md")
        }
        #expect(error?.description == "cannot write \(directory)/missing/out.md: No such file or directory")
        #expect(error?.sentence == "That folder does not exist any more.", "the window says it in words")
        #expect(contents(of: directory).isEmpty)
    }

    @Test func aFolderInTheWayIsSaidInWords() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: directory) }
        #expect(error?.sentence == "A folder already has that name.")
    }

    @Test func readOnlyFolderFailsAndLeavesTheOldFileAndNoTemporary() throws {
        let directory = try makeTemporaryDirectory()
        defer {
            chmod(directory, 0o755)
            try? FileManager.default.removeItem(atPath: directory)
        }
        let path = directory + "/out.md"
        try AtomicFile.write("old", to: path)
        chmod(directory, 0o555)
        // Root ignores folder permissions; the check only means something for other users.
        guard getuid() != 0 else { return }
        #expect(throws: FileWriteError.self) { try AtomicFile.write("new", to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(contents(of: directory) == ["out.md"])
    }

    @Test func aFolderInTheWayFailsAndLeavesNoTemporary() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/out.md", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: directory + "/target", withIntermediateDirectories: false)
        try write(["target/inside.txt": "x"], under: directory)
        #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: directory + "/out.md") }
        // A non-empty folder cannot be renamed over even when the early check is bypassed by a race.
        #expect(contents(of: directory) == ["out.md", "target"])
    }
}
