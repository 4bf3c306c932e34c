import SwipeEngine

/// One block as the window shows it: the reference and what its live demo runs.
public struct BlockPage: Sendable {
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var type: String
        /// "Required" for a required parameter.
        public var defaultValue: String
        public var summary: String

        public init(name: String, type: String, defaultValue: String, summary: String) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.summary = summary
        }
    }

    public var id: String
    public var title: String
    public var summary: String
    public var category: String
    public var platform: String
    public var level: String
    public var origin: String
    /// Tags by language code, in manifest order.
    public var tags: [(language: String, tags: [String])]
    public var parameters: [Parameter]
    /// The longer description (Markdown paragraphs); may be empty.
    public var description: String
    /// The usage snippets: Swift, C, Python and JavaScript.
    public var usage: UsageSnippets
    /// The API table as GitHub-flavoured Markdown.
    public var apiMarkdown: String
    /// The widget library's API for the block: a line naming the row type, and its options with
    /// their Swift types and defaults (shown after the reference's table).
    public var libraryHeading: String
    public var libraryParameters: [Parameter]
    public var configuration: BlockConfiguration
    public var demo: DemoData
    /// The library behaviour the block shows (its demo's extra controls), if any.
    public var behaviour: String?

    public init(
        id: String, title: String, summary: String, category: String, platform: String, level: String,
        origin: String, tags: [(language: String, tags: [String])], parameters: [Parameter],
        description: String, usage: UsageSnippets, apiMarkdown: String,
        libraryHeading: String, libraryParameters: [Parameter],
        configuration: BlockConfiguration, demo: DemoData, behaviour: String? = nil
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.category = category
        self.platform = platform
        self.level = level
        self.origin = origin
        self.tags = tags
        self.parameters = parameters
        self.description = description
        self.usage = usage
        self.apiMarkdown = apiMarkdown
        self.libraryHeading = libraryHeading
        self.libraryParameters = libraryParameters
        self.configuration = configuration
        self.demo = demo
        self.behaviour = behaviour
    }
}
