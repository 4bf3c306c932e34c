/// A behaviour of the library that a block shows rather than a kind of row (undo, a question
/// before a destructive action, closing on scroll): the manifest names it (`"behaviour"`), and its
/// facts add the behaviour's few lines to the block's usage snippets in every language. A new
/// behaviour is a value in `BlockBehaviour+Library.swift` (the library's behaviours, side by
/// side), one line in `all`, and a block folder in `Catalog/` that names it.
public struct BlockBehaviour: Sendable, Hashable {
    /// The manifest's `behaviour` (`undo`, `confirm`, …).
    public var name: String
    /// What the usage snippets add after the row is made, in order.
    public var usage: [UsageFact]

    /// Every behaviour a manifest may name, one line each.
    public static let all: [BlockBehaviour] = [.undo, .confirm, .closeOnScroll, .touchpad, .modelChanges, .discoverability]

    /// The behaviour named `name`, if there is one.
    public static func named(_ name: String) -> BlockBehaviour? {
        all.first { $0.name == name }
    }
}

/// One fact of a behaviour's usage, written in each snippet's language by `UsageSnippet`.
public enum UsageFact: Sendable, Hashable {
    /// A property of the row set to a value: its GObject name (`close-on-scroll`), its Swift
    /// name on `SwipeRow` (`closesOnScroll`) and the value.
    case property(String, swift: String, value: Bool)
    /// A signal of the row with one string argument (an action's id), printed when emitted; the
    /// Swift handler that hears it, written once for the signals it stands for (nil: another
    /// fact's handler does).
    case signal(String, swift: String?)
    /// A comment naming methods of the library's types: `text`, then each method as the
    /// language calls it (`swipe_list_view_undo ()`, `SwipeWidgets.ListView.undo()`).
    case note(String, methods: [Method])

    /// A method of one of the library's GObject types, and its Swift spelling.
    public struct Method: Sendable, Hashable {
        /// The GObject type (`SwipeListView`).
        public var type: String
        /// The method in snake case (`remove_item`).
        public var name: String
        /// How Swift calls it (`SwipeListView.removeItem(at:)`).
        public var swift: String

        /// The method `name` of the GObject type `type`, and how Swift calls it.
        public init(_ type: String, _ name: String, swift: String) {
            self.type = type
            self.name = name
            self.swift = swift
        }

        /// The C function: `swipe_list_view_remove_item`.
        public var c: String { GObjectAPI.constantCase(type).lowercased() + "_" + name }
        /// The introspected method: `SwipeWidgets.ListView.remove_item`.
        public var introspected: String { "SwipeWidgets.\(GObjectAPI.introspected(type)).\(name)" }
    }
}
