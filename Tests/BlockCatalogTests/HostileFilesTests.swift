@testable import SwipeIO
@testable import BlockCatalog
import Foundation
import Testing

/// Issue 14: the loader reads only regular files, within limits, never through a link that leads
/// out of the catalogue; every skipped thing is a problem; atomic writes follow links and refuse devices.
@Suite struct HostileFilesTests {
    private func withFolder(_ body: (String) throws -> Void) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }

    private func problems(_ directory: String) -> [String] {
        Catalog.load(directories: [directory], includeBuiltIn: false).problems.map(\.description)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        try withFolder { directory in
            try FileManager.default.createDirectory(atPath: directory + "/x", withIntermediateDirectories: true)
            #expect(mkfifo(directory + "/x/block.json", 0o644) == 0)
            #expect(problems(directory) == ["\(directory)/x/block.json: a FIFO (named pipe), not a regular file; refused"])
            #expect(
                FileSystem.contents(of: FilePath(directory + "/x/block.json"), limit: 10)
                    == .failure(.notRegular(kind: "a FIFO (named pipe)")))
        }
    }

    @Test func aCharacterDeviceIsRefused() {
        #expect(FileSystem.contents(of: FilePath("/dev/zero"), limit: 10) == .failure(.notRegular(kind: "a character device")))
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        try withFolder { directory in
            try write(["x/block.json": String(repeating: " ", count: FileSystem.manifestLimit + 1)], under: directory)
            #expect(problems(directory) == ["\(directory)/x/block.json: larger than the limit of 1 MiB"])
            #expect(
                FileSystem.contents(of: FilePath(directory + "/x/block.json"), limit: FileSystem.manifestLimit + 1).map(\.count)
                    == .success(FileSystem.manifestLimit + 1))
        }
    }

    @Test func readAllStopsAtItsLimit() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        defer { close(descriptor) }
        #expect(FileSystem.readAll(descriptor, limit: 100_000) == .failure(.tooLarge(limit: 100_000)))
    }

    @Test func linksOutOfTheCatalogueAreRefusedAndLinksInsideAllowed() throws {
        try withFolder { directory in
            try write(
                [
                    "outside/block.json": manifest(["id": #""a""#]), "cat/b/block.json": manifest(["id": #""b""#]),
                    "cat/c/other.json": manifest(["id": #""c""#]),
                ], under: directory)
            try FileManager.default.createDirectory(atPath: directory + "/cat/a", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/cat/a/block.json", withDestinationPath: directory + "/outside/block.json")
            try FileManager.default.createSymbolicLink(atPath: directory + "/cat/c/block.json", withDestinationPath: "other.json")
            try FileManager.default.createSymbolicLink(atPath: directory + "/cat/b/description.md", withDestinationPath: "/etc/hostname")
            let loaded = Catalog.load(directories: [directory + "/cat"], includeBuiltIn: false)
            let real = FilePath(directory).resolved!.displayed
            #expect(
                loaded.problems.map(\.description) == [
                    "\(directory)/cat/a/block.json: a symbolic link that leads outside the catalogue folder (to \(real)/outside/block.json); refused",
                    "\(directory)/cat/b/description.md: a symbolic link that leads outside the catalogue folder (to /etc/hostname); refused",
                ])
            #expect(loaded.blocks.map(\.id) == ["c"])
        }
    }

    @Test func aLinkedBlockFolderIsResolvedAndRefusedWhenItLeadsOutside() throws {
        try withFolder { directory in
            try write(["outside/x/block.json": manifest(["id": #""x""#]), "cat/y/block.json": manifest(["id": #""y""#])], under: directory)
            try FileManager.default.createSymbolicLink(atPath: directory + "/cat/x", withDestinationPath: directory + "/outside/x")
            let loaded = Catalog.load(directories: [directory + "/cat"], includeBuiltIn: false)
            let real = FilePath(directory).resolved!.displayed
            #expect(
                loaded.problems.map(\.description) == [
                    "\(directory)/cat/x/block.json: a symbolic link that leads outside the catalogue folder (to \(real)/outside/x/block.json); refused"
                ])
            #expect(loaded.blocks.map(\.id) == ["y"])
        }
    }

    @Test func aBlankStringIsBlankInAnyWhitespace() {
        #expect(FieldReader.hasVisibleCharacter("Row"))
        #expect(FieldReader.hasVisibleCharacter(" \u{00A0}x"))
        #expect(FieldReader.hasVisibleCharacter("é"))
        #expect(!FieldReader.hasVisibleCharacter(""))
        #expect(!FieldReader.hasVisibleCharacter(" \t\n"))
        #expect(!FieldReader.hasVisibleCharacter("\u{00A0}\u{2003}\u{3000}"))
    }

    @Test func everythingSkippedIsReported() throws {
        try withFolder { directory in
            try write(["a/description.md": "", "b/block.json": manifest(["id": #""b""#]), "notes.txt": "hello"], under: directory)
            try FileManager.default.createDirectory(atPath: directory + "/a/block.json", withIntermediateDirectories: true)
            try Data([0x66, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: directory + "/b/description.md"))
            try FileManager.default.createSymbolicLink(atPath: directory + "/gone", withDestinationPath: directory + "/nowhere")
            let raw = Array((directory + "/caf").utf8) + [0xE9]
            #expect(FilePath(bytes: raw).withCString { mkdir($0, 0o755) } == 0)
            #expect(
                problems(directory) == [
                    "\(directory)/a/block.json: a folder, not a file",
                    "\(directory)/b/description.md: not valid UTF-8 text",
                    "\(directory)/caf\\xE9: the name is not valid UTF-8; skipped",
                    "\(directory)/gone: a symbolic link to nothing (dangling); skipped",
                    "\(directory)/notes.txt: a file, not a block folder (DIR/<id>/block.json); skipped",
                ])
        }
    }

    @Test func aDanglingManifestLinkIsReported() throws {
        try withFolder { directory in
            try FileManager.default.createDirectory(atPath: directory + "/x", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: directory + "/x/block.json", withDestinationPath: "missing.json")
            #expect(problems(directory) == ["\(directory)/x/block.json: a symbolic link to nothing (dangling)"])
        }
    }

    @Test func emptyParametersAreAProblem() {
        #expect(
            catalog(manifest(["parameters": "[]"])).problems.map(\.description) == [
                "user/x/block.json: parameters: must have at least one parameter"
            ])
    }

    @Test func writingThroughALinkReplacesItsTargetAndKeepsTheLink() throws {
        try withFolder { directory in
            try write(["target.md": "old"], under: directory)
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.md", withDestinationPath: "target.md")
            try AtomicFile.write("new", to: directory + "/link.md")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.md") == "target.md")
            #expect(try String(contentsOfFile: directory + "/target.md", encoding: .utf8) == "new")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["link.md", "target.md"])
        }
    }

    @Test func aDanglingLinkAndDevicesAreRefused() throws {
        try withFolder { directory in
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.md", withDestinationPath: "nowhere.md")
            #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: directory + "/link.md") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["link.md"])
        }
        for path in ["/dev/null", "/dev/stdout", "/dev/swipeblocks-test-new-file"] {
            #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: path) }
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/swipeblocks-test-new-file"))
    }

    @Test func temporaryNamesFitNameMaxForAnyLegalName() throws {
        let name = Array(String(repeating: "é", count: 127).utf8) + [UInt8(ascii: "x")]
        #expect(name.count == 255)
        let template = TemporaryFile.template(directory: FilePath("/tmp"), name: name)
        #expect(template.split.name.count <= TemporaryFile.nameLimit)
        try withFolder { directory in
            let path = FilePath(directory).appending(name)
            try AtomicFile.write("long", to: path)
            #expect(FileSystem.contents(of: path, limit: 10) == .success(Array("long".utf8)))
        }
    }

    @Test func aPathThatIsNotUTF8IsUsedExactly() throws {
        try withFolder { directory in
            let path = FilePath(bytes: Array((directory + "/out-").utf8) + [0xFF, 0xFE])
            try AtomicFile.write("bytes", to: path)
            #expect(FileSystem.contents(of: path, limit: 10) == .success(Array("bytes".utf8)))
            #expect(path.displayed.hasSuffix("/out-\\xFF\\xFE"))
        }
    }
}
