/// A usage snippet made into the smallest complete program in its language: a window titled by
/// its first argument, with a boxed list holding the one row the snippet makes (a label of that
/// title its child), and under it the row's own properties and their values — the parameters
/// the window showed, as the program got them.
public struct SnippetProgram: Sendable, Equatable {
    /// The file's name (`snippet.py`): the compiler and the interpreters read the language from it.
    public var fileName: String
    public var text: String

    /// The program for `snippet` in `language`, whose function is `function`; `appending` is
    /// added at its end (the test hook `SWIPEBLOCKS_RUN_APPEND`: a snippet that fails on purpose).
    public static func make(_ language: SnippetLanguage, snippet: String, function: String, appending: String = "") -> SnippetProgram {
        let (fileName, template) =
            switch language {
            case .python: ("snippet.py", ProgramTemplates.python)
            case .javascript: ("snippet.js", ProgramTemplates.javascript)
            case .c: ("snippet.c", ProgramTemplates.c)
            case .vala: ("snippet.vala", ProgramTemplates.vala)
            case .swift: ("main.swift", ProgramTemplates.swift)
            }
        let text =
            template
            .replacing("@FUNCTION@", with: function)
            .replacing("@SNIPPET@", with: snippet)
        return SnippetProgram(fileName: fileName, text: text + appending)
    }
}
