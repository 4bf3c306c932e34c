import Localization
import SwipeEngine

/// The completion row's live parameters: its tint (GNOME's named colours) and corner radius.
extension CompletionRowConfiguration: DemoKind {
    var liveParameters: [LiveParameter] {
        let tints = Self.tints
        return [
            Self.choice("tint", tr("Tint"), tints, selected: tints.firstIndex { RGBA.named[$0.name] == tint } ?? 0) { options, index in
                options.tint = RGBA.named[tints[index].name] ?? options.tint
            },
            Self.number("cornerRadius", tr("Corner Radius"), cornerRadius, range: 0...40, step: 1) { $0.cornerRadius = $1 },
        ]
    }
}
