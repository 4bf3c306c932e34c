import SnippetRun
import Testing

/// A started program's output is kept within a bound: everything while it is short, its newest
/// whole lines behind a count of what went before once it is long.
struct OutputTailTests {
    @Test func shortOutputIsKeptWhole() {
        var tail = OutputTail(limit: 64)
        tail.append(Array("warning: one\n".utf8))
        tail.append(Array("error: two".utf8))
        #expect(tail.text == "warning: one\nerror: two" && tail.droppedBytes == 0)
    }

    @Test func longOutputKeepsItsNewestWholeLinesAndSaysHowMuchWentBefore() {
        var tail = OutputTail(limit: 20)
        for i in 0..<1_000 { tail.append(Array("line \(i)\n".utf8)) }
        let lines = tail.text.split(separator: "\n")
        #expect(lines.last == "line 999" && lines.dropFirst().first == "line 998")
        let total = (0..<1_000).reduce(0) { $0 + "line \($1)\n".utf8.count }
        let kept = tail.text.utf8.count - lines[0].utf8.count - 1
        #expect(lines[0] == "[\(total - kept) bytes of earlier output left out]")
    }

    @Test func aChunkLargerThanTheLimitKeepsItsEnd() {
        var tail = OutputTail(limit: 8)
        tail.append(Array(repeating: UInt8(ascii: "x"), count: 100) + Array("\nend".utf8))
        #expect(tail.droppedBytes == 96 && tail.text.hasSuffix("\nend"))
    }

    @Test func bytesThatAreNotUTF8AreShownNotDropped() {
        var tail = OutputTail(limit: 64)
        tail.append([0x66, 0xFF, 0x6F])
        #expect(tail.text == "f\u{FFFD}o")
    }
}
