import BlockCatalog
import Testing

@Suite struct SearchTests {
    let catalog = Catalog.load()

    private func ids(_ query: String, tag: String? = nil) -> [String] {
        catalog.search(query, tag: tag).map(\.block.id)
    }

    @Test func spanishTagWithoutAccentsFindsTheCompletionRow() {
        #expect(ids("marca de verificacion") == ["completion-swipe-row"])
        #expect(ids("MARCA DE VERIFICACIÓN") == ["completion-swipe-row"])
    }

    @Test func spanishWordsFindTheirBlocks() {
        #expect(ids("archivar") == ["full-swipe-card-list", "swipe-action-row"])
        #expect(ids("papelera") == ["list-row-swipe-actions"])
        #expect(ids("no leido") == ["full-swipe-card-list"])
    }

    @Test func everyWordMustMatchSomewhere() {
        #expect(ids("swipe checkmark") == ["completion-swipe-row"])
        #expect(ids("checkmark archive").isEmpty)
    }

    @Test func wordBeginningsMatch() {
        #expect(ids("checkm") == ["completion-swipe-row"])
    }

    @Test func titleHitsRankAboveTagHitsAboveSummaryHits() {
        // "card" is in one title; "list" is in the titles of two blocks, a tag of others and in
        // summaries: the titles first, then the tags, then the summaries.
        #expect(ids("card").first == "full-swipe-card-list")
        let list = catalog.search("list")
        #expect(list.prefix(2).allSatisfy { $0.fields.first == .title })
        let order: [SearchField?] = [.title, .tag, .summary]
        let ranks = list.map { result in order.firstIndex(of: result.fields.first) ?? order.count }
        #expect(ranks == ranks.sorted() && ranks.contains(1) && ranks.contains(2), "\(ranks)")
        // "row" is in three titles.
        let row = catalog.search("row")
        #expect(row.map(\.block.id).prefix(3).sorted() == ["completion-swipe-row", "list-row-swipe-actions", "swipe-action-row"])
    }

    @Test func rankingUsesWeightsAcrossFields() {
        let blocks = Catalog(sources: [
            ManifestSource(
                file: "a/block.json", folderName: nil,
                text: manifest(["id": #""a""#, "title": #""Plain""#, "summary": #""Mentions zebra.""#])),
            ManifestSource(file: "b/block.json", folderName: nil, text: manifest(["id": #""b""#, "title": #""Zebra Row""#])),
            ManifestSource(
                file: "c/block.json", folderName: nil, text: manifest(["id": #""c""#, "title": #""Other""#, "tags": #"{"en": ["zebra"]}"#])),
        ])
        #expect(blocks.search("zebra").map(\.block.id) == ["b", "c", "a"])
        #expect(blocks.search("zebra").map(\.fields) == [[.title], [.tag], [.summary]])
    }

    @Test func tagFilterKeepsOnlyBlocksWithThatTag() {
        #expect(ids("swipe", tag: "archive") == ["full-swipe-card-list", "swipe-action-row"])
        #expect(ids("", tag: "Tarea") == ["completion-swipe-row"])
        #expect(ids("", tag: "marca de verificacion") == ["completion-swipe-row"])
        #expect(ids("swipe", tag: "nothing").isEmpty)
    }

    @Test func emptyQueryFindsEveryBlock() {
        #expect(ids("").count == Catalog.load().blocks.count)
    }
}
