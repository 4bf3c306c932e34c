/// A manifest that is not a valid block, kept with its problems so the window can show them where
/// the block would be (a block being edited does not vanish from the list while it is broken).
public struct RejectedBlock: Sendable, Hashable {
    /// The manifest's id, or its folder's name when the id could not be read.
    public var id: String
    /// The manifest's title and category, when they could be read.
    public var title: String?
    public var category: String?
    /// The manifest's file, as the catalogue names it.
    public var file: String
    /// Every problem of the manifest and its description, in the order found.
    public var problems: [CatalogProblem]

    public init(id: String, title: String?, category: String?, file: String, problems: [CatalogProblem]) {
        self.id = id
        self.title = title
        self.category = category
        self.file = file
        self.problems = problems
    }
}
