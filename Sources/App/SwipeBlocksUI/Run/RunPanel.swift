import CGtk
import GtkBridge
import Localization
import SnippetRun

/// Under a page's usage: **Run**, which starts the snippet shown as a program of its own, and
/// what came of it — running, ended, what to install, or why it failed with the program's own
/// output in a monospace expander. The outcome is also the button's description, which a screen
/// reader speaks on the focused button (GTK 4.8 has no announcements).
@MainActor
final class RunPanel {
    /// Run itself, to go beside Copy.
    let button: UnsafeMutablePointer<GtkWidget>
    /// What came of it, under the buttons: a line, and the output where it failed.
    let details: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let expander: UnsafeMutablePointer<GtkWidget>
    private let output: UnsafeMutablePointer<GtkWidget>
    private let runner = SnippetRunner()
    private var language = SnippetLanguage.swift

    /// `request` is asked what to run each time Run is pressed: the usage shown, the language
    /// it is shown in, and the block's title.
    init(request: @escaping @MainActor () -> (usage: UsageSnippets, language: SnippetLanguage, title: String)) {
        details = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["run"])
        button = gtk_button_new_with_label(tr("Run"))!
        // Kept across pages: the reference is rebuilt around them.
        g_object_ref_sink(details.raw)
        g_object_ref_sink(button.raw)
        status = Make.label("", wrap: true, selectable: true)
        output = Make.label("", classes: ["monospace"], wrap: true, selectable: true)
        expander = gtk_expander_new(tr("Output"))!
        gtk_expander_set_child(expander.opaque, output)
        Make.append(details, status, expander)
        gtk_widget_set_visible(status, .no)
        gtk_widget_set_visible(expander, .no)
        Signal.connect(button, "clicked") { [unowned self] in
            let asked = request()
            self.runner.run(
                asked.usage[asked.language], in: asked.language, function: asked.usage.function(in: asked.language),
                title: tr(
                    "{title} ({language})", ["title": asked.title, "language": asked.language.rawValue]))
        }
        runner.onOutcome = { [unowned self] language, outcome in self.show(outcome, of: language) }
        show(language: .swift)
    }

    isolated deinit {
        runner.stop()
        g_object_unref(details.raw)
        g_object_unref(button.raw)
    }

    /// Takes Run and its details out of the page they were in, to be placed in a new one.
    func detach() {
        for widget in [button, details] {
            if let parent = gtk_widget_get_parent(widget) { gtk_box_remove(parent.cast(), widget) }
        }
    }

    /// Names Run for `language` ("Run the Python snippet") and says what to install when it
    /// cannot run here.
    func show(language: SnippetLanguage) {
        self.language = language
        Accessibility.setLabel(button, tr("Run the {language} snippet", ["language": language.rawValue]))
        if let missing = SnippetRunner.missingTools(for: language) {
            say(missing, error: false)
        } else {
            gtk_widget_set_visible(status, .no)
            Accessibility.setDescription(button, "")
        }
        gtk_widget_set_visible(expander, .no)
    }

    /// Stops the program running, if one is (another block is shown).
    func stop() {
        runner.stop()
        show(language: language)
    }

    private func show(_ outcome: SnippetRunner.Outcome, of language: SnippetLanguage) {
        let name = ["language": language.rawValue]
        gtk_widget_set_visible(expander, .no)
        switch outcome {
        case .building: say(tr("Building the {language} program…", name), error: false)
        case .running: say(tr("The {language} program is running in its own window.", name), error: false)
        case .ended: say(tr("The {language} program ended.", name), error: false)
        case let .missing(words): say(words, error: false)
        case let .failed(summary, text):
            say(summary, error: true)
            gtk_label_set_text(output.opaque, text.isEmpty ? tr("(It wrote nothing.)") : Self.tail(text))
            gtk_expander_set_expanded(expander.opaque, .yes)
            gtk_widget_set_visible(expander, .yes)
        }
    }

    /// Shows `text` under Run and makes it the button's description, spoken where it has focus.
    private func say(_ text: String, error: Bool) {
        gtk_label_set_text(status.opaque, text)
        if error { gtk_widget_add_css_class(status, "error") } else { gtk_widget_remove_css_class(status, "error") }
        gtk_widget_set_visible(status, .yes)
        Accessibility.setDescription(button, "")
        Accessibility.setDescription(button, text)
    }

    /// The last lines of a long output: what a compiler or a traceback says last matters most.
    private static func tail(_ text: String, lines: Int = 60) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        return all.count > lines ? "…\n" + all.suffix(lines).joined(separator: "\n") : text
    }
}
