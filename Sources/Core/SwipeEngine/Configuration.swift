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

/// A block's row kind with its options: any `SwipeKind` value (`CompletionRowConfiguration`,
/// `ActionRowConfiguration`, `CardListConfiguration`, …), compared by kind and value.
public struct BlockConfiguration: Sendable, Hashable {
    /// The kind's options, which also answer every rule of the kind the engine asks about.
    public let options: any SwipeKind

    /// A block of `options`' kind with those options.
    public init(_ options: some SwipeKind) { self.options = options }

    /// The options as `type`, when the kind is that one.
    public func options<Options: SwipeKind>(_ type: Options.Type) -> Options? { options as? Options }

    /// The manifest's `engine.kind` string.
    public var kind: String { type(of: options).name }

    public static func == (a: BlockConfiguration, b: BlockConfiguration) -> Bool { a.hashable == b.hashable }

    public func hash(into hasher: inout Hasher) { hasher.combine(hashable) }

    /// The options as a hashable value of their own type (so two kinds never compare equal).
    private var hashable: AnyHashable { options.erased }
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
