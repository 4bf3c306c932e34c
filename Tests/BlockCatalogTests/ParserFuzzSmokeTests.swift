import ParserFuzzKit
import Testing

/// A CI-sized run of the parser fuzzer (`make fuzz` feeds 10⁶ documents to each parser).
struct ParserFuzzSmokeTests {
    @Test(arguments: [(ParserFuzzOptions.Target.scenario, UInt64(14)), (.manifest, UInt64(14))])
    func everyGeneratedDocumentIsAcceptedOrRejectedOnOneLine(target: ParserFuzzOptions.Target, seed: UInt64) {
        do {
            let stats = try ParserFuzzer.run(ParserFuzzOptions(target: target, seed: seed, documents: 1_500, timeLimit: 10))
            #expect(stats.documents == 1_500)
            #expect(stats.byShape.count == 3)
            #expect(stats.accepted > 0 && stats.rejectedAsJSON > 0 && stats.rejectedByField > 0)
        } catch {
            Issue.record("\(error)")
        }
    }
}
