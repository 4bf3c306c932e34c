import SwipeEngine

/// Swipe-to-dismiss's live parameters: the directions allowed and the threshold.
extension DismissRowConfiguration: DemoKind {
    var liveParameters: [LiveParameter] {
        let choices: [Set<DismissDirection>] = [[.start, .end], [.end], [.start]]
        let names = ["startAndEnd", "endOnly", "startOnly"]
        return [
            Self.choice("swipeDirections", names, selected: choices.firstIndex(of: swipeDirections) ?? 0) {
                $0.swipeDirections = choices[$1]
            },
            Self.number("swipeThreshold", swipeThreshold, range: 0.1...1, step: 0.05, digits: 2) { $0.swipeThreshold = $1 },
        ]
    }
}
