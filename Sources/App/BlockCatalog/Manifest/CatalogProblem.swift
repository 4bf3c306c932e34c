/// One thing wrong with a manifest or a catalogue folder: where it is, which field, and why.
public struct CatalogProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder, as the catalogue names it (`Catalog/x/block.json`, `DIR/x/block.json`).
    public var file: String
    /// Dotted path of the field (`engine.tint`, `parameters[2].name`); empty for the whole file.
    public var field: String
    public var message: String

    public init(file: String, field: String, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    /// `file: field: message`, leaving out whichever of file and field is empty.
    public var description: String {
        [file, field, message].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}

/// Collects the problems found while reading one manifest, so every one is reported, not just the first.
final class Diagnostics {
    let file: String
    private(set) var problems: [CatalogProblem] = []

    init(file: String) { self.file = file }

    func report(_ field: String, _ message: String) {
        problems.append(CatalogProblem(file: file, field: field, message: message))
    }
}
