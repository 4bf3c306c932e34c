import BlockCatalog
import SwipeEngine
import Testing

/// A recording writes the parameters set in the window as the differences from the block's own;
/// `simulate` applies them over the block and must get the same configuration back.
@Suite struct ParameterValuesTests {
    let catalog = Catalog.load()

    /// Every option changed at once, for each kind.
    static func edited(_ configuration: BlockConfiguration) -> BlockConfiguration {
        if var c = configuration.options(CompletionRowConfiguration.self) {
            c.tint = RGBA.named["purple"]!
            c.rowBackground = RGBA(hex: "#102030")!
            c.cornerRadius = 7
            c.actionTitle = "Done"
            return .completion(c)
        }
        if var c = configuration.options(ActionRowConfiguration.self) {
            c.buttonWidth = 96
            c.actions = Array(c.actions.reversed())
            return .actionRow(c)
        }
        if var c = configuration.options(CardListConfiguration.self) {
            c.style = .expand
            c.buttonWidth = 100
            c.fullSwipeEdges = [.trailing]
            c.fullSwipeThreshold = 0.75
            c.rubberBanding.toggle()
            c.hapticsEnabled.toggle()
            c.labelStyle = .iconOnly
            c.buttonShape = .rounded(cornerRadius: 18, spacing: 6)
            c.cornerRadius = 18
            c.combinesAccessibilityChildren.toggle()
            c.minimumDistance = 12
            c.leading = Array(c.trailing.prefix(1))
            c.trailing = Array(c.trailing.dropFirst())
            c.debugProgress = DebugProgress(progress: 0.5, edge: .trailing)
            return .cardList(c)
        }
        if var c = configuration.options(DismissRowConfiguration.self) {
            c.swipeDirections = [.end]
            c.swipeThreshold = 0.7
            c.swipeEscapeVelocity = 300
            c.swipeVelocityThreshold = 2000
            c.animationDuration = 0.2
            c.collapseDuration = 0.4
            c.minimumDistance = 12
            c.actionTitle = "Clear"
            return .dismiss(c)
        }
        Issue.record("a kind this test does not edit: \(configuration.kind)")
        return configuration
    }

    @Test func theDifferencesAppliedOverTheBlockGiveTheEditedConfiguration() throws {
        for block in catalog.blocks {
            let edited = Self.edited(block.configuration)
            let parameters = edited.parameters(differingFrom: block.configuration)
            #expect(!parameters.isEmpty)
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
