import Localization

/// What a screen reader hears after an action ran on a row that stays in the list: the action
/// done, in words ("Marked as unread"). A row that goes is announced by focus moving on. The
/// window's toast says the same about the row by its title.
enum ActionAnnouncement {
    /// The demo action `actionID` in the past tense ("Archived"); nil for an action the window has
    /// no words for.
    static func done(_ actionID: String) -> String? {
        switch actionID {
        case "archive": tr("Archived")
        case "complete": tr("Completed")
        case "delete": tr("Deleted")
        case "flag": tr("Flagged")
        case "unflag": tr("Flag removed")
        case "read": tr("Marked as read")
        case "unread": tr("Marked as unread")
        case "pin": tr("Pinned")
        case "mute": tr("Muted")
        case "snooze": tr("Snoozed")
        case "share": tr("Shared")
        case "trash": tr("Moved to the trash")
        case "text": tr("Text message started")
        case "dismiss": tr("Dismissed")
        default: nil
        }
    }

    /// The announcement for action `actionID` titled `title`.
    static func text(actionID: String, title: String) -> String {
        done(actionID) ?? tr("{action}: done", ["action": title])
    }

    /// What the window's toast says about the row titled `row`: "‘Weekly report’ archived"; an
    /// action the window has no words for is said by its own title ("‘Lunch?’ Share: done").
    static func toast(row: String, actionID: String, title: String) -> String {
        let values = ["row": row]
        return switch actionID {
        case "archive": tr("‘{row}’ archived", values)
        case "complete": tr("‘{row}’ completed", values)
        case "delete": tr("‘{row}’ deleted", values)
        case "flag": tr("‘{row}’ flagged", values)
        case "unflag": tr("‘{row}’ flag removed", values)
        case "read": tr("‘{row}’ marked as read", values)
        case "unread": tr("‘{row}’ marked as unread", values)
        case "pin": tr("‘{row}’ pinned", values)
        case "mute": tr("‘{row}’ muted", values)
        case "snooze": tr("‘{row}’ snoozed", values)
        case "share": tr("‘{row}’ shared", values)
        case "trash": tr("‘{row}’ moved to the trash", values)
        case "text": tr("‘{row}’ text message started", values)
        case "dismiss": tr("‘{row}’ dismissed", values)
        default: tr("‘{row}’ {action}: done", ["row": row, "action": title])
        }
    }
}
