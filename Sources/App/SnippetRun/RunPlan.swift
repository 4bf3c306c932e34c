/// How a snippet's program is built and started: each step a command (no shell), in order.
public struct RunPlan: Sendable, Equatable {
    /// A command whose standard output, split at spaces, is added to `compile`'s arguments (C's
    /// `pkg-config --cflags --libs swipewidgets-0`).
    public var flags: [String]? = nil
    /// The compiler's command (C), the program's file named in it; nil for an interpreter.
    public var compile: [String]? = nil
    /// The program's own command.
    public var run: [String]
    /// Files the build needs beside the program, by their path in its folder, with their text
    /// (Swift's Package.swift).
    public var files: [String: String] = [:]
    /// The environment the steps run in: the library's place given first in its search paths.
    public var environment: [String: String]
}

/// Why a language's snippet cannot run here: what to install, as a sentence.
public struct MissingTools: Error, Sendable, Equatable {
    /// The sentence the page shows and a screen reader hears ("To run C, install gcc and pkg-config.").
    public var words: String
    /// The Debian packages to install, in the order the sentence names them (none for Swift).
    public var packages: [String]

    public init(words: String, packages: [String]) {
        self.words = words
        self.packages = packages
    }
}
