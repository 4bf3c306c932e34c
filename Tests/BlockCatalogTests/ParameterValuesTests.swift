import BlockCatalog
import SwipeEngine
import Testing

/// A recording writes the parameters set in the window as the differences from the block's own;
/// `simulate` applies them over the block and must get the same configuration back.
@Suite struct ParameterValuesTests {
    let catalog = Catalog.load()

    /// Every option a manifest may set changed at once, for each block: each is written, in the
    /// schema's order, and reads back as it was set.
    @Test func theDifferencesAppliedOverTheBlockGiveTheEditedConfiguration() throws {
        for block in catalog.blocks {
            let edited = everyManifestOptionEdited(block.configuration)
            let parameters = edited.parameters(differingFrom: block.configuration)
            #expect(parameters.map(\.key) == EngineRegistry.kind(named: block.kind)?.parameters, "\(block.id)")
            let resolved = try catalog.simulationBlock(id: block.id, parameters: parameters)
            #expect(resolved.configuration == edited, "\(block.id): \(parameters.map(\.key))")
        }
    }

    @Test func anUneditedConfigurationHasNoDifferences() {
        for block in catalog.blocks {
            #expect(block.configuration.parameters(differingFrom: block.configuration).isEmpty)
        }
    }
}
