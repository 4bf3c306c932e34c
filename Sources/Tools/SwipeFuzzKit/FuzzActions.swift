import SwipeEngine

/// The buttons a fuzzed row may have: six distinct actions, two of them destructive.
enum FuzzActions {
    static let pool: [SwipeActionSpec] = [
        SwipeActionSpec(id: "archive", title: "Archive", icon: "archive-symbolic", tint: RGBA(red: 0.3, green: 0.3, blue: 0.9)),
        SwipeActionSpec(
            id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: RGBA(red: 0.9, green: 0.2, blue: 0.2), role: .destructive),
        SwipeActionSpec(id: "unread", title: "Unread", icon: "mail-unread-symbolic", tint: RGBA(red: 0.2, green: 0.5, blue: 1)),
        SwipeActionSpec(id: "flag", title: "Flag", icon: "flag-symbolic", tint: RGBA(red: 1, green: 0.6, blue: 0)),
        SwipeActionSpec(
            id: "trash", title: "Trash", icon: "user-trash-symbolic", tint: RGBA(red: 0.6, green: 0, blue: 0), role: .destructive),
        SwipeActionSpec(id: "pin", title: "Pin", icon: "pin-symbolic", tint: RGBA(red: 1, green: 0.8, blue: 0)),
    ]

    /// Up to four buttons for each of `sides` lists (an action row's one, a card's leading and
    /// trailing), no action on two of them.
    static func pick(_ rng: inout FuzzRandom, sides: Int) -> [[SwipeActionSpec]] {
        guard sides > 0 else { return [] }
        var pool = Self.pool
        var chosen: [SwipeActionSpec] = []
        for _ in 0..<rng.int(0...min(4 * sides, pool.count)) { chosen.append(pool.remove(at: rng.int(0...(pool.count - 1)))) }
        // Cut the buttons chosen into `sides` runs, each maybe empty.
        let cuts = [0] + (1..<sides).map { _ in rng.int(0...chosen.count) }.sorted() + [chosen.count]
        return (0..<sides).map { Array(chosen[cuts[$0]..<cuts[$0 + 1]]) }
    }
}
