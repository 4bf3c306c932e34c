import Localization
import SwipeEngine

/// The action row's live parameter: its buttons' width.
extension ActionRowConfiguration: DemoKind {
    var liveParameters: [LiveParameter] {
        [Self.number("buttonWidth", tr("Button Width"), buttonWidth, range: 40...160, step: 4) { $0.buttonWidth = $1 }]
    }
}
