import SnippetRun

/// A block's usage in each language the library speaks: Swift (SwipeWidgets), and C, Python,
/// JavaScript and Vala (the GObject library). The reference shows one at a time; Copy copies the one
/// shown, Run runs it.
public struct UsageSnippets: Sendable, Hashable {
    public var swift: String
    public var c: String
    public var python: String
    public var javascript: String
    public var vala: String
    /// The function each snippet defines, in lower camel case (Swift and JavaScript: `swipeActionRow`).
    public var function: String
    /// The function in snake case (C, Python and Vala: `swipe_action_row`).
    public var snakeCaseFunction: String

    public init(swift: String, c: String, python: String, javascript: String, vala: String, function: String, snakeCaseFunction: String) {
        self.swift = swift
        self.c = c
        self.python = python
        self.javascript = javascript
        self.vala = vala
        self.function = function
        self.snakeCaseFunction = snakeCaseFunction
    }

    /// No snippets (a block that is not shown).
    public static let none = UsageSnippets(swift: "", c: "", python: "", javascript: "", vala: "", function: "", snakeCaseFunction: "")

    /// The languages, in the order the reference offers them.
    public typealias Language = SnippetLanguage

    public subscript(language: Language) -> String {
        switch language {
        case .swift: swift
        case .c: c
        case .python: python
        case .javascript: javascript
        case .vala: vala
        }
    }

    /// The name of the function the snippet in `language` defines.
    public func function(in language: Language) -> String {
        language == .swift || language == .javascript ? function : snakeCaseFunction
    }
}
