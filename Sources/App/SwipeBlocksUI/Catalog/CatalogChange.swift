/// Which block a change in a watched catalogue folder concerns, if any: a block's manifest or
/// description saved (`…/<id>/block.json`, `…/<id>/description.md`, a translated one
/// `…/<id>/description.es.md`), or a block folder made,
/// removed or renamed (`…/<id>`). An editor's own files (`.block.json.swp`, `block.json~`,
/// `#block.json#`, `.goutputstream-…`) concern none, so they never reload the window.
enum CatalogChange {
    static func blockID(ofChangeAt path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = parts.last else { return nil }
        if name == "block.json" || name == "description.md" || isTranslatedDescription(name) {
            return parts.dropLast().last.map(String.init)
        }
        return isFolderName(name) ? String(name) : nil
    }

    /// `description.LANG.md`: a description in another language.
    private static func isTranslatedDescription(_ name: Substring) -> Bool {
        guard name.hasPrefix("description."), name.hasSuffix(".md") else { return false }
        let code = name.dropFirst("description.".count).dropLast(".md".count)
        return (2...16).contains(code.count) && code.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII || $0 == "-" }
    }

    /// What a block folder can be called: lowercase ASCII letters, digits and hyphens.
    private static func isFolderName(_ name: Substring) -> Bool {
        !name.isEmpty && name.first != "-"
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
