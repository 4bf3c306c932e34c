import SwipeEngine

/// The completion row's live parameters: its tint (GNOME's named colours) and corner radius.
extension CompletionRowConfiguration: DemoKind {
    var liveParameters: [LiveParameter] {
        let tints = ParameterPanel.tints
        return [
            Self.choice("tint", tints, selected: tints.firstIndex { RGBA.named[$0] == tint } ?? 0) { options, index in
                options.tint = RGBA.named[tints[index]] ?? options.tint
            },
            Self.number("cornerRadius", cornerRadius, range: 0...40, step: 1) { $0.cornerRadius = $1 },
        ]
    }
}
