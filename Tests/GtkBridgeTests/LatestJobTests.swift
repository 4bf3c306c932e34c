import CGtk
import Foundation
import GtkBridge
import Synchronization
import XCTest

/// `LatestJob`: work off the GTK thread, whose latest request alone is answered, on the GTK thread.
final class LatestJobTests: GtkTestCase {
    /// What the jobs' threads did, in order, and a gate that holds the first job until opened.
    private final class Record: Sendable {
        let ran = Mutex<[String]>([])
        let gate = Atomic<Bool>(false)
        let mainThread = pthread_self()
        let offMain = Atomic<Int>(0)

        func work(_ name: String, held: Bool = false) -> @Sendable () -> String {
            { [self] in
                while held, !self.gate.load(ordering: .acquiring) { usleep(1000) }
                if pthread_equal(pthread_self(), self.mainThread) == 0 { self.offMain.add(1, ordering: .relaxed) }
                self.ran.withLock { $0.append(name) }
                return name.uppercased()
            }
        }
    }

    @MainActor private static func settle(until done: () -> Bool) {
        for _ in 0..<2000 where !done() {
            MainLoop.drain()
            usleep(1000)
        }
    }

    func testOnlyTheLatestRequestIsAnsweredAndTheOnesBetweenNeverRun() {
        MainActor.assumeIsolated {
            let record = Record()
            let job = LatestJob<String>()
            var answered: [String] = []
            job.run(record.work("first", held: true)) { answered.append($0) }
            job.run(record.work("second")) { answered.append($0) }
            job.run(record.work("third")) { answered.append($0) }
            XCTAssertTrue(job.isBusy)
            record.gate.store(true, ordering: .releasing)
            Self.settle { !job.isBusy }
            XCTAssertFalse(job.isBusy, "the last request was never answered")
            XCTAssertEqual(answered, ["THIRD"], "only the latest request is answered")
            XCTAssertEqual(record.ran.withLock { $0 }, ["first", "third"], "a request replaced while waiting never runs")
            XCTAssertEqual(record.offMain.load(ordering: .relaxed), 2, "the work ran on the GTK thread")
        }
    }

    func testARequestAloneIsAnsweredAndCancelDropsTheAnswer() {
        MainActor.assumeIsolated {
            let record = Record()
            let job = LatestJob<String>()
            var answered: [String] = []
            job.run(record.work("alone")) { answered.append($0) }
            Self.settle { !answered.isEmpty }
            XCTAssertEqual(answered, ["ALONE"])
            job.run(record.work("dropped", held: true)) { answered.append($0) }
            job.cancel()
            record.gate.store(true, ordering: .releasing)
            Self.settle { record.ran.withLock { $0.count } == 2 && !job.isBusy }
            for _ in 0..<50 {
                MainLoop.drain()
                usleep(1000)
            }
            XCTAssertEqual(record.ran.withLock { $0 }, ["alone", "dropped"])
            XCTAssertEqual(answered, ["ALONE"], "a cancelled request's answer is not delivered")
            // The job is free again: the next request is answered.
            job.run(record.work("after")) { answered.append($0) }
            Self.settle { answered.count == 2 }
            XCTAssertEqual(answered, ["ALONE", "AFTER"])
        }
    }
}
