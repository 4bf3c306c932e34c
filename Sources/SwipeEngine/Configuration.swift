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
    /// The button's background; its title and icon are black or white, whichever contrasts more.
    public var tint: RGBA
    /// A destructive action removes its item (the card row slides out and collapses first).
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
    /// The tint revealed behind the row, and the checkmark's colour on it.
    public var tint: RGBA = RGBA.named["green"]!
    /// nil: the theme's card background.
    public var rowBackground: RGBA? = nil
    /// The row's corner radius in points.
    public var cornerRadius: Double = 16
    /// The action's name, for the row's menu and screen readers.
    public var actionName: String = "Complete"
    /// Lowercase action id used in events and widget actions.
    public var actionID: String = "complete"
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 20

    /// The reference's defaults.
    public init() {}
}

/// Swipe Action Row options (reference: its API table).
public struct ActionRowConfiguration: Sendable, Hashable, Codable {
    /// The buttons behind the row, leading to trailing; the row opens by their total width.
    public var actions: [SwipeActionSpec] = []
    /// Each button's width in points.
    public var buttonWidth: Double = 80
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 14

    /// An action row with `actions` and the reference's other defaults.
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
    /// How the buttons appear as the row moves.
    public var style: RevealStyle = .reveal
    /// Each button's width in points.
    public var buttonWidth: Double = 80
    /// The edges whose first action a full swipe runs.
    public var fullSwipeEdges: Set<SwipeEdge> = [.leading, .trailing]
    /// The fraction of the row's width past which a release runs the full swipe.
    public var fullSwipeThreshold: Double = 0.6
    /// Resistance past the buttons' width (off: the row stops there).
    public var rubberBanding: Bool = true
    /// Reports feedback at the full-swipe threshold (the haptic moment; the row pulses).
    public var hapticsEnabled: Bool = true
    /// What a button shows: title and icon, icon only or title only.
    public var labelStyle: SwipeLabelStyle = .titleAndIcon
    /// Edge-to-edge rectangles, or rounded buttons with gaps.
    public var buttonShape: SwipeButtonShape = .rectangle
    /// The row's corner radius in points.
    public var cornerRadius: Double = 0
    /// The row is one element to screen readers, its actions its own.
    public var combinesAccessibilityChildren: Bool = true
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 10
    /// Freezes the row part of the way open (previews and screenshots); nil for a live row.
    public var debugProgress: DebugProgress? = nil

    /// The reference's defaults.
    public init() {}
}

/// A row frozen part of the way open, for previews and screenshots; it ignores drags.
public struct DebugProgress: Sendable, Hashable, Codable {
    /// Fraction of the row's width, 0…1.
    public var progress: Double
    /// The side the frozen drag reveals.
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
