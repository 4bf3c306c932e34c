import BlockCatalog
import SwipeScenario
import Testing

@testable import ParserFuzzKit

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

    /// The valid scenarios name every built-in block, and the parameters they give (made from
    /// each block's kind's schema) are all accepted: the valid path reaches the engine.
    @Test func validScenariosNameEveryBlockWithParametersItAccepts() throws {
        let catalog = Catalog.load()
        var documents = JSONDocuments(seed: 7)
        var named: Set<String> = [], parameters = 0
        for _ in 0..<2_000 {
            let scenario = documents.validScenario()
            let members = try #require(scenario.objectValue)
            let id = try #require(members.first { $0.key == "block" }?.value.stringValue)
            named.insert(id)
            guard let given = members.first(where: { $0.key == "parameters" })?.value.objectValue else { continue }
            parameters += given.count
            #expect(throws: Never.self, "\(id): \(JSONValue.object(given).serialized)") {
                try catalog.simulationBlock(id: id, parameters: given)
            }
        }
        #expect(named == Set(catalog.blocks.map(\.id)))
        #expect(parameters > 100)
    }
}
