/// A language the usage snippets are written in, named as the reference offers it.
public enum SnippetLanguage: String, CaseIterable, Sendable {
    case swift = "Swift"
    case c = "C"
    case python = "Python"
    case javascript = "JavaScript"
    case vala = "Vala"
}
