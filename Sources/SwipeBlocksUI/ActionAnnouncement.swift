/// What a screen reader hears after an action ran on a row that stays in the list: the action
/// done, in words ("Marked as unread"). A row that goes is announced by focus moving on. The
/// window's toast says the same about the row by its title.
enum ActionAnnouncement {
    /// The demo actions' past tense, by action id.
    static let done: [String: String] = [
        "archive": "Archived", "complete": "Completed", "delete": "Deleted", "flag": "Flagged",
        "unflag": "Flag removed", "read": "Marked as read", "unread": "Marked as unread",
        "pin": "Pinned", "mute": "Muted", "snooze": "Snoozed", "share": "Shared",
        "trash": "Moved to the trash", "text": "Text message started", "dismiss": "Dismissed",
    ]

    /// The announcement for action `actionID` titled `title`.
    static func text(actionID: String, title: String) -> String {
        done[actionID] ?? "\(title): done"
    }

    /// What the window's toast says about the row titled `row`: "‘Weekly report’ archived".
    static func toast(row: String, actionID: String, title: String) -> String {
        let words = text(actionID: actionID, title: title)
        let first = words.prefix(1)
        // "Flag removed" → "flag removed"; an action's own title keeps its capitals ("Share: done").
        let lowered = done[actionID] == nil ? words : first.lowercased() + words.dropFirst()
        return "‘\(row)’ \(lowered)"
    }
}
