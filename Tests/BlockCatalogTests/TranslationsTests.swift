@testable import BlockCatalog
import Testing

/// A manifest's texts in several languages (`ManifestTranslations`), read in the language asked
/// for, English otherwise; and the languages a locale asks for (`CatalogLanguage`).
@Suite struct TranslationsTests {
    let translated = manifest([
        "title": #"{"en": "X Row", "es": "Fila X", "he": "שורת X"}"#,
        "summary": #"{"en": "A row for tests.", "es": "Una fila de prueba."}"#,
        "parameters": #"[{"name": "tint", "type": "Color", "default": ".green", "summary": {"en": "Tint.", "es": "Tinte."}}]"#,
        "demo":
            #"{"heading": {"en": "Today", "es": "Hoy"}, "rowHeight": 64, "rows": [{"title": {"en": "Water the plants", "es": "Regar las plantas"}}]}"#,
    ])

    func block(_ text: String, _ languages: [String], descriptions: [String: String] = [:]) -> Block? {
        var source = ManifestSource(file: "user/x/block.json", folderName: "x", text: text, description: "English.")
        source.descriptions = descriptions
        return Catalog(sources: [source], languages: languages).blocks.first
    }

    @Test func eachTextIsReadInTheLanguageAskedForWithEnglishWhereItHasNone() throws {
        let spanish = try #require(block(translated, ["es-ES", "es"], descriptions: ["es": "Español."]))
        #expect(spanish.title == "Fila X")
        #expect(spanish.summary == "Una fila de prueba.")
        #expect(spanish.parameters.first?.summary == "Tinte.")
        #expect(spanish.demo?.heading == "Hoy")
        #expect(spanish.demo?.rows.first?.title == "Regar las plantas")
        #expect(spanish.description == "Español.")
        let hebrew = try #require(block(translated, ["he"]))
        #expect(hebrew.title == "שורת X")
        #expect(hebrew.summary == "A row for tests.", "no Hebrew summary: the English one")
        #expect(hebrew.description == "English.")
        let english = try #require(block(translated, []))
        #expect(english.title == "X Row" && english.parameters.first?.summary == "Tint.")
    }

    @Test func searchFindsABlockByItsTitleInAnyLanguage() {
        var source = ManifestSource(file: "user/x/block.json", folderName: "x", text: translated)
        source.description = nil
        let catalog = Catalog(sources: [source], languages: ["en"])
        #expect(catalog.search("fila").map(\.block.id) == ["x"])
        #expect(catalog.search("שורת").map(\.block.id) == ["x"])
        #expect(catalog.search("prueba").map(\.block.id) == ["x"])
    }

    @Test func onlyTheFieldsSearchReadsKeepTheirOtherLanguages() throws {
        let english = try #require(block(translated, ["en"]))
        #expect(english.otherLanguages == ["title": ["Fila X", "שורת X"], "summary": ["Una fila de prueba."]])
        // The demo's and the parameters' Spanish are not kept: no search reads them.
        #expect(english.demo?.rows.first?.title == "Water the plants")
    }

    @Test func aTranslatedTextWithoutEnglishOrWithABadKeyIsAProblemAtItsField() {
        let missing = catalog(manifest(["title": #"{"es": "Fila X"}"#]))
        #expect(missing.blocks.isEmpty)
        #expect(missing.problems.map(\.description).contains { $0.contains("title: a text in several languages needs its English") })
        let badKey = catalog(manifest(["summary": #"{"en": "A.", "Spanish": "B."}"#]))
        #expect(badKey.problems.map(\.description).contains { $0.contains("summary.Spanish: expected a language code") })
        let notText = catalog(manifest(["title": #"{"en": "X", "es": 3}"#]))
        #expect(notText.problems.map(\.description).contains { $0.contains("title.es: expected a string, got 3") })
        let nested = catalog(
            manifest(["demo": #"{"heading": "H", "rowHeight": 60, "rows": [{"title": "A"}, {"title": {"en": "B", "es": 3}}]}"#]))
        #expect(nested.problems.map(\.description).contains { $0.contains("demo.rows[1].title.es: expected a string, got 3") })
    }

    @Test func theLanguagesALocaleAsksFor() {
        func languages(_ variables: [String: String]) -> [String] { CatalogLanguage.fromEnvironment { variables[$0] } }
        #expect(languages(["LANG": "es_ES.UTF-8"]) == ["es-ES", "es"])
        #expect(languages(["LANG": "es_ES.UTF-8", "LC_ALL": "he_IL.UTF-8"]) == ["he-IL", "he"])
        #expect(languages(["LANG": "es_ES.UTF-8", "LANGUAGE": "he:es"]) == ["he", "es", "es-ES"])
        #expect(languages(["LANG": "C", "LANGUAGE": "es"]) == [], "gettext reads no LANGUAGE under C")
        #expect(languages(["LANG": "C.UTF-8", "LANGUAGE": "es"]) == ["es"], "as gettext does under C.UTF-8")
        #expect(languages([:]) == [])
        #expect(CatalogLanguage.code("pt_BR") == "pt-BR" && CatalogLanguage.code("x1") == nil)
    }

    @Test func languageCodesAreTwoOrThreeLowercaseLettersThenSubtags() {
        for code in ["en", "es", "haw", "pt-BR", "zh-Hant-TW", "es-419", "sr-Latn"] {
            #expect(ManifestDecoder.isLanguageCode(code), "\(code)")
        }
        for code in ["", "e", "engl", "EN", "En", "en-", "-en", "en--US", "en_US", "pt-BR-", "é", "es-ñ", "en US"] {
            #expect(!ManifestDecoder.isLanguageCode(code), "\(code)")
        }
    }
}
