/// A block's usage in each language the library speaks: Swift (SwipeWidgets), and C and Python
/// (the GObject library). The reference shows one at a time; Copy copies the one shown.
public struct UsageSnippets: Sendable, Hashable {
    public var swift: String
    public var c: String
    public var python: String

    public init(swift: String, c: String, python: String) {
        self.swift = swift
        self.c = c
        self.python = python
    }

    /// The languages, in the order the reference offers them.
    public enum Language: String, CaseIterable, Sendable {
        case swift = "Swift"
        case c = "C"
        case python = "Python"
    }

    public subscript(language: Language) -> String {
        switch language {
        case .swift: swift
        case .c: c
        case .python: python
        }
    }
}
