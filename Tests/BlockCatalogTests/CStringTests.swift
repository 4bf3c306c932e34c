@testable import BlockCatalog
import Testing

struct CStringTests {
    /// The C snippets' strings read as themselves in every language (UTF-8, as GNOME's C sources
    /// are written); what shows nothing or turns the line around is escaped.
    @Test func theCStringsAreWrittenInUTF8WithInvisibleCharactersEscaped() {
        #expect(GObjectAPI.cString("קבלה") == "\"קבלה\"")
        #expect(GObjectAPI.cString("¿Archivar?") == "\"¿Archivar?\"")
        #expect(GObjectAPI.cString("say \"hi\"\\\n") == #""say \"hi\"\\\n""#)
        // U+202E RIGHT-TO-LEFT OVERRIDE, U+2028 LINE SEPARATOR, U+0007 BEL.
        #expect(GObjectAPI.cString("a\u{202E}b\u{2028}c\u{7}") == #""a\342\200\256b\342\200\250c\007""#)
    }
}
