import CGtk
import Foundation
import GtkBridge
import XCTest

/// `FolderWatch`: one inotify descriptor for every folder watched, read on the main loop.
final class FolderWatchTests: GtkTestCase {
    func testChangesInEachFolderAreReportedWithTheirPathsUntilCancelled() throws {
        let root = NSTemporaryDirectory() + "folder-watch-\(getpid())"
        let folders = [root, root + "/a-row", root + "/b-row"]
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: root) }
        try MainActor.assumeIsolated {
            var seen: [String] = []
            let watch = FolderWatch(folders: folders + [root + "/missing"]) { seen += $0 }
            XCTAssertEqual(watch.count, 3, "a folder that is not there is passed over")
            @MainActor func settle(until done: () -> Bool) {
                for _ in 0..<200 where !done() {
                    MainLoop.drain()
                    usleep(5000)
                }
            }
            // A file written, then saved as editors do (a temporary file renamed over it).
            try "{}".write(toFile: root + "/b-row/block.json", atomically: false, encoding: .utf8)
            settle { seen.contains(root + "/b-row/block.json") }
            XCTAssertTrue(seen.contains(root + "/b-row/block.json"), "\(seen)")
            try "{}".write(toFile: root + "/a-row/.new", atomically: false, encoding: .utf8)
            try FileManager.default.moveItem(atPath: root + "/a-row/.new", toPath: root + "/a-row/block.json")
            settle { seen.contains(root + "/a-row/block.json") }
            XCTAssertTrue(seen.contains(root + "/a-row/.new") && seen.contains(root + "/a-row/block.json"), "\(seen)")
            // A block folder made in the catalogue folder.
            try FileManager.default.createDirectory(atPath: root + "/c-row", withIntermediateDirectories: false)
            settle { seen.contains(root + "/c-row") }
            XCTAssertTrue(seen.contains(root + "/c-row"), "\(seen)")

            watch.cancel()
            XCTAssertEqual(watch.count, 0)
            seen = []
            try "{}".write(toFile: root + "/b-row/description.md", atomically: false, encoding: .utf8)
            for _ in 0..<20 {
                MainLoop.drain()
                usleep(5000)
            }
            XCTAssertEqual(seen, [], "nothing is reported once cancelled")
        }
    }

    func testChangesLostToAFullQueueReportEveryFolder() throws {
        // More events than the kernel queues (two per file made: created, closed after writing).
        let limit = try String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
        let files = (Int(limit.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 16384) / 2 + 100
        let root = NSTemporaryDirectory() + "folder-watch-overflow-\(getpid())"
        let folders = [root, root + "/a-row"]
        for folder in folders { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(atPath: root) }
        MainActor.assumeIsolated {
            var seen: [String] = []
            let watch = FolderWatch(folders: folders) { seen += $0 }
            defer { watch.cancel() }
            for n in 0..<files {
                let descriptor = open(root + "/a-row/f\(n)", O_CREAT | O_WRONLY, 0o644)
                if descriptor >= 0 { close(descriptor) }
            }
            for _ in 0..<200 where !(seen.contains(root) && seen.contains(root + "/a-row")) {
                MainLoop.drain()
                usleep(5000)
            }
            XCTAssertTrue(seen.contains(root) && seen.contains(root + "/a-row"), "every folder, after \(seen.count) paths")
        }
    }
}
