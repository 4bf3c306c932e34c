/// One folder of the built-in catalogue, embedded into the binary at build time.
struct EmbeddedManifest: Sendable {
    /// `Catalog/<folder>`.
    var folder: String
    /// The text of `block.json`; nil when missing or not UTF-8.
    var manifest: String?
    /// The raw bytes of a `block.json` that is not valid UTF-8.
    var manifestBytes: [UInt8]?
    /// The text of `description.md`, if present.
    var description: String?
    /// The text of each `description.LANG.md`, by language code.
    var descriptions: [String: String] = [:]
}
