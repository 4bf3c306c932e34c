/// What a screen reader hears after an action ran on a row that stays in the list: the action
/// done, in words ("Marked as unread"). A row that goes is announced by focus moving on.
enum ActionAnnouncement {
    /// The demo actions' past tense, by action id.
    static let done: [String: String] = [
        "archive": "Archived", "complete": "Completed", "delete": "Deleted", "flag": "Flagged",
        "unflag": "Flag removed", "read": "Marked as read", "unread": "Marked as unread",
        "pin": "Pinned", "mute": "Muted", "snooze": "Snoozed", "share": "Shared",
        "trash": "Moved to the trash", "text": "Text message started",
    ]

    /// The announcement for action `actionID` titled `title`.
    static func text(actionID: String, title: String) -> String {
        done[actionID] ?? "\(title): done"
    }
}
