import BlockCatalog
import SwipeEngine
import SwipeScenario
import Testing

@Suite struct JSONExportTests {
    @Test func exportParsesAndEachObjectIsAValidManifestAgain() throws {
        let catalog = Catalog.load()
        let json = try JSONValue(parsing: JSONExport.document(catalog.blocks))
        let items = try #require(json.arrayValue)
        #expect(items.count == catalog.blocks.count)
        for (item, block) in zip(items, catalog.blocks) {
            #expect(item["description"]?.stringValue == block.description)
            // Without its description, the exported object is the manifest: it loads as the same block.
            let members = try #require(item.objectValue).filter { $0.key != "description" }
            let again = Catalog(sources: [
                ManifestSource(file: "again.json", folderName: block.id, text: JSONValue.object(members).serialized)
            ])
            #expect(again.problems.isEmpty, "\(again.problems)")
            #expect(again.blocks.first?.configuration == block.configuration)
            #expect(again.blocks.first?.demo == block.demo)
            #expect(again.blocks.first?.parameters == block.parameters)
        }
    }

    @Test func requiredParametersExportAsNull() throws {
        let block = try #require(Catalog.load().block(id: "completion-swipe-row"))
        let parameters = try #require(JSONExport.value(block)["parameters"]?.arrayValue)
        #expect(parameters.last?["default"] == .null)
        #expect(parameters.first?["default"] == .string(".green"))
    }
}
