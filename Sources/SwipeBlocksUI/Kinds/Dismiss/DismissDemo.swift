import Localization
import SwipeEngine

/// Swipe-to-dismiss's live parameters: the directions allowed and the threshold.
extension DismissRowConfiguration: DemoKind {
    var liveParameters: [LiveParameter] {
        let choices: [Set<DismissDirection>] = [[.start, .end], [.end], [.start]]
        let words: [LiveParameter.Choice] = [
            .init("startAndEnd", tr("Start and End")), .init("endOnly", tr("End Only")), .init("startOnly", tr("Start Only")),
        ]
        return [
            Self.choice("swipeDirections", tr("Swipe Directions"), words, selected: choices.firstIndex(of: swipeDirections) ?? 0) {
                $0.swipeDirections = choices[$1]
            },
            Self.number("swipeThreshold", tr("Swipe Threshold"), swipeThreshold, range: 0.1...1, step: 0.05, digits: 2) {
                $0.swipeThreshold = $1
            },
        ]
    }
}
