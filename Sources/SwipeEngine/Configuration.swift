/// Which way the layout reads; right-to-left mirrors forward, leading and trailing.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// +1 when forward is toward screen right, −1 when it is toward screen left.
    public var forward: Double { self == .rightToLeft ? -1 : 1 }
}

/// A side of a row, in layout terms (leading is left in LTR, right in RTL).
public enum SwipeEdge: String, Sendable, Hashable, Codable, CaseIterable {
    case leading
    case trailing
}

/// `.destructive` slides the row out and collapses it before the action runs.
public enum SwipeActionRole: String, Sendable, Hashable, Codable {
    case normal
    case destructive
}

/// One button behind a row.
public struct SwipeActionSpec: Sendable, Hashable, Codable {
    /// Lowercase action id (`archive`, `delete`); events name actions by it.
    public var id: String
    /// What people see and what screen readers announce.
    public var title: String
    /// A freedesktop / symbolic icon name.
    public var icon: String
    public var tint: RGBA
    public var role: SwipeActionRole

    public init(id: String, title: String, icon: String, tint: RGBA, role: SwipeActionRole = .normal) {
        self.id = id
        self.title = title
        self.icon = icon
        self.tint = tint
        self.role = role
    }
}

/// Completion Swipe Row options (reference: its API table).
public struct CompletionRowConfiguration: Sendable, Hashable, Codable {
    public var tint: RGBA = RGBA.named["green"]!
    /// nil: the theme's card background.
    public var rowBackground: RGBA? = nil
    public var cornerRadius: Double = 16
    public var actionName: String = "Complete"
    /// Lowercase action id used in events and widget actions.
    public var actionID: String = "complete"
    public var minimumDistance: Double = 20

    public init() {}
}

/// Swipe Action Row options (reference: its API table).
public struct ActionRowConfiguration: Sendable, Hashable, Codable {
    public var actions: [SwipeActionSpec] = []
    public var buttonWidth: Double = 80
    public var minimumDistance: Double = 14

    public init(actions: [SwipeActionSpec] = []) { self.actions = actions }
}

/// How card-list buttons appear as the row moves.
public enum RevealStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Buttons stay put under the content.
    case reveal
    /// Buttons slide in attached to the content's edge.
    case drag
    /// Buttons share the uncovered space and grow with it.
    case expand
}

/// What a card-list button shows.
public enum SwipeLabelStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case titleAndIcon
    case iconOnly
    case titleOnly
}

/// Edge-to-edge rectangles, or rounded card buttons with gaps.
public enum SwipeButtonShape: Sendable, Hashable, Codable {
    case rectangle
    case rounded(cornerRadius: Double, spacing: Double)
}

/// Full-Swipe Card List options (reference: the swipe-actions library's SwipeOptions).
public struct CardListConfiguration: Sendable, Hashable, Codable {
    /// Leading actions; the first is nearest the edge and is the full-swipe action.
    public var leading: [SwipeActionSpec] = []
    /// Trailing actions; the first is nearest the edge and is the full-swipe action.
    public var trailing: [SwipeActionSpec] = []
    public var style: RevealStyle = .reveal
    public var buttonWidth: Double = 80
    public var fullSwipeEdges: Set<SwipeEdge> = [.leading, .trailing]
    public var fullSwipeThreshold: Double = 0.6
    public var rubberBanding: Bool = true
    public var hapticsEnabled: Bool = true
    public var labelStyle: SwipeLabelStyle = .titleAndIcon
    public var buttonShape: SwipeButtonShape = .rectangle
    public var cornerRadius: Double = 0
    public var combinesAccessibilityChildren: Bool = true
    public var minimumDistance: Double = 10
    public var debugProgress: DebugProgress? = nil

    public init() {}
}

/// A row frozen part of the way open, for previews and screenshots; it ignores drags.
public struct DebugProgress: Sendable, Hashable, Codable {
    /// Fraction of the row's width, 0…1.
    public var progress: Double
    public var edge: SwipeEdge

    public init(progress: Double, edge: SwipeEdge) {
        self.progress = progress
        self.edge = edge
    }
}

/// A block's engine kind with its configuration.
public enum BlockConfiguration: Sendable, Hashable, Codable {
    case completion(CompletionRowConfiguration)
    case actionRow(ActionRowConfiguration)
    case cardList(CardListConfiguration)

    /// The manifest's `engine.kind` string.
    public var kind: String {
        switch self {
        case .completion: "completion"
        case .actionRow: "actionRow"
        case .cardList: "cardList"
        }
    }
}

/// One row of a demo data set.
public struct DemoRow: Sendable, Hashable, Codable {
    public var title: String
    public var subtitle: String?
    public var icon: String?
    /// Optional section heading the row belongs to (the card list's "Tasks").
    public var section: String?

    public init(title: String, subtitle: String? = nil, icon: String? = nil, section: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.section = section
    }
}

/// The demo a block shows: a heading, its rows and their height.
public struct DemoData: Sendable, Hashable, Codable {
    public var heading: String
    public var rowHeight: Double
    public var rows: [DemoRow]
    /// Shown when every row is gone ("Inbox zero"); nil for none.
    public var emptyTitle: String?

    public init(heading: String, rowHeight: Double, rows: [DemoRow], emptyTitle: String? = nil) {
        self.heading = heading
        self.rowHeight = rowHeight
        self.rows = rows
        self.emptyTitle = emptyTitle
    }
}
