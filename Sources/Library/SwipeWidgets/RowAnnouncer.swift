import CGtk
import GtkBridge

/// What a row tells a screen reader happened to it ("Archived"). GTK 4.8 has no announcements;
/// Orca speaks a description change of the focused object, so the words become the host's
/// description for a few seconds. A newer announcement replaces an older one.
@MainActor
struct RowAnnouncer {
    /// How long an announcement stays the host's description, in milliseconds.
    static let lifetime: UInt32 = 3000
    /// How long to wait before announcing when focus had to come back to the host first, so
    /// the host itself was read before the words.
    static let afterFocus: UInt32 = 400

    private var latest = 0

    /// True once the row announced something (its description may hold it).
    var hasAnnounced: Bool { latest > 0 }

    /// Announces `text` on the host `row.host` (`delayed`: focus just came back to it).
    mutating func announce(_ text: String, on row: SwipeRow, delayed: Bool) {
        latest += 1
        let current = latest
        MainLoop.every(milliseconds: delayed ? Self.afterFocus : 0) { [weak row] in
            guard let row, row.isAlive, row.announcer.latest == current, let host = row.host else { return false }
            Accessibility.setDescription(host, "")
            Accessibility.setDescription(host, text)
            MainLoop.every(milliseconds: Self.lifetime) { [weak row] in
                if let row, row.isAlive, row.announcer.latest == current, let host = row.host { Accessibility.setDescription(host, "") }
                return false
            }
            return false
        }
    }
}
