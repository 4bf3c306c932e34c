import BlockCatalog
import Foundation
import Testing

@Suite struct TextFoldingTests {
    @Test(arguments: [
        ("marca de verificación", "marca de verificacion"),
        ("ÉCOLE Ñandú", "ecole nandu"),
        ("Straße", "strasse"),
        ("Œuvre Æther", "oeuvre aether"),
        ("Ærø Łódź", "aero lodz"),
        ("İSTANBUL ılık", "istanbul ilik"),
        ("Ἀθῆναι", "αθηναι"),
        ("Tiếng Việt", "tieng viet"),
        ("e\u{301}te\u{301}", "ete"),
        ("São João", "sao joao"),
        ("ПРИВЕТ Ёлка", "привет ёлка"),  // lowercased; only Latin and Greek letters lose their marks
        ("שורת פעולות", "שורת פעולות"),
        ("Row2Go ~ A-Z @[`{", "row2go ~ a-z @[`{"),
    ])
    func foldsCaseAndDiacritics(_ input: String, _ expected: String) {
        #expect(TextFolding.fold(input) == expected)
    }

    @Test func precomposedAndDecomposedFoldAlike() {
        #expect(TextFolding.fold("verificaci\u{F3}n") == TextFolding.fold("verificacio\u{301}n"))
    }

    @Test func wordsSplitOnPunctuationAndSpaces() {
        #expect(TextFolding.words("Full-Swipe Card List!") == ["full", "swipe", "card", "list"])
        #expect(TextFolding.words("  «Acción», 2º día ") == ["accion", "2º", "dia"])
        #expect(TextFolding.words("Row2Go_x שורת-פעולות 12:30") == ["row2go", "x", "שורת", "פעולות", "12", "30"])
    }

    @Test func doesNotDependOnTheProcessLocale() {
        let samples = ["İSTANBUL", "Iğdır", "ÉCOLE", "marca de verificación"]
        let before = samples.map(TextFolding.fold)
        setenv("LC_ALL", "tr_TR.UTF-8", 1)
        setlocale(LC_ALL, "tr_TR.UTF-8")
        defer {
            unsetenv("LC_ALL")
            setlocale(LC_ALL, "C")
        }
        #expect(samples.map(TextFolding.fold) == before)
        #expect(TextFolding.fold("I") == "i", "a Turkish locale must not make I into dotless ı")
    }

    @Test func agreesWithFoundationOnLatinText() {
        let text = "Àá Ââ Ãã Çç Èé Êë Ìí Îï Ññ Òó Ôõ Öø Ùú Ûü Ýÿ Ăą Ćč Ďě Ğģ Ħĭ Įķ Ĺľ Ńň Őř Śš Ţť Ůű Źž"
        let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        // Foundation keeps ø and ħ (no decomposition); we fold them as people type them.
        #expect(TextFolding.fold(text) == foundation.replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "ħ", with: "h"))
    }
}
