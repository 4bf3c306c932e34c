import Localization

/// What a demo action that keeps its row leaves on it, shown beside the row's title: Unread,
/// Flagged. An action with no mark (Share, Text) is said only in the toast.
enum DemoMark: CaseIterable, Sendable {
    case unread
    case flagged

    /// The mark's word, as the row shows it.
    var title: String {
        switch self {
        case .unread: tr("Unread")
        case .flagged: tr("Flagged")
        }
    }

    /// The marks of a row after action `actionID` ran on it: Unread marks it, Read clears that;
    /// Flag toggles the flag, Unflag clears it.
    static func after(_ actionID: String, on marks: Set<DemoMark>) -> Set<DemoMark> {
        var result = marks
        switch actionID {
        case "unread": result.insert(.unread)
        case "read": result.remove(.unread)
        case "flag": if result.remove(.flagged) == nil { result.insert(.flagged) }
        case "unflag": result.remove(.flagged)
        default: break
        }
        return result
    }
}
