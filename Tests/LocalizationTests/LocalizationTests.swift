import Testing

@testable import Localization

@Suite struct PlaceholderTests {
    @Test func namedPlaceholdersAreFilledWhereverTheTranslationPutsThem() {
        #expect(Localization.fill("‘{title}’ dismissed", ["title": "Lunch?"]) == "‘Lunch?’ dismissed")
        #expect(Localization.fill("{b} then {a}, {a} again", ["a": "1", "b": "2"]) == "2 then 1, 1 again")
    }

    @Test func unknownNamesAndLoneBracesStayAsWritten() {
        #expect(Localization.fill("{missing} and {title", ["title": "x"]) == "{missing} and {title")
        #expect(Localization.fill("a } b { c", ["c": "x"]) == "a } b { c")
        #expect(Localization.fill("{}", ["": "empty"]) == "empty")
    }

    @Test func aValueIsNotFilledAgain() {
        // A value holding a placeholder's form stays as given: the fill is one pass.
        #expect(Localization.fill("{a}{b}", ["a": "{b}", "b": "x"]) == "{b}x")
    }
}

@Suite struct UntranslatedTests {
    // With no catalog bound for the test's domain, gettext gives the English back.
    @Test func aMessageWithoutACatalogIsItself() {
        #expect(tr("Copy Problems") == "Copy Problems")
        #expect(tr("‘{title}’ dismissed", ["title": "Lunch?"]) == "‘Lunch?’ dismissed")
        #expect(tr("x") == "x")
    }

    @Test func pluralsFollowEnglishRulesAndFillTheCount() {
        #expect(trn("{count} block", "{count} blocks", count: 1) == "1 block")
        #expect(trn("{count} block", "{count} blocks", count: 0) == "0 blocks")
        #expect(trn("{count} block", "{count} blocks", count: 4) == "4 blocks")
        #expect(trn("{count} of {all}", "{count} of {all}", count: 2, ["all": "5"]) == "2 of 5")
    }
}

@Suite struct PseudoLocaleTests {
    @Test func aMessageIsBracketedAccentedAndAboutFortyPercentLonger() {
        #expect(Localization.pseudo("Copy") == "[Çöpý ~~]")
        let long = "Reset to Defaults"
        let made = Localization.pseudo(long)
        #expect(made.hasPrefix("[") && made.hasSuffix("]"))
        #expect(Double(made.count) >= Double(long.count) * 1.4)
    }

    @Test func placeholdersMnemonicsAndLineBreaksSurvive() {
        #expect(Localization.pseudo("‘{row}’ archived") == "[‘{row}’ árçhïvéd ~~~]")
        #expect(Localization.pseudo("_Cancel").hasPrefix("[_Çáñçél"))
        #expect(Localization.fill(Localization.pseudo("{count} blocks\nmore"), ["count": "4"]) == "[4 blöçks\nmöré ~~~~]")
    }
}

@Suite struct MessageTemplateTests {
    @Test func aTemplateFillsItsNamesInTheOrderGivenAndKeepsTheRest() {
        let template = MessageTemplate("Tags ({language}): {tags} {other} {", names: ["language", "tags"])
        #expect(template.filled("es", "a, b") == "Tags (es): a, b {other} {")
        #expect(template.filled(["he", "x"]) == "Tags (he): x {other} {")
        #expect(MessageTemplate("{b}{a}{b}", names: ["a", "b"]).filled("1", "2") == "212")
    }
}
