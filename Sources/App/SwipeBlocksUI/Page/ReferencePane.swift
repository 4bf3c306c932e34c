import CGtk
import GtkBridge
import Localization

/// The selected block's reference: metadata, tags, description, API table, usage.
@MainActor
final class ReferencePane {
    let root: UnsafeMutablePointer<GtkWidget>
    /// Runs "Export Markdown…" for the block shown.
    var onExport: (@MainActor () -> Void)?
    /// Told what was copied, in a sentence to say so ("API table copied", "Usage copied").
    var onCopied: (@MainActor (String) -> Void)?

    init() {
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18, classes: ["reference"])
    }

    /// Replaces the content with `page`'s reference; a program Run started for another block stops.
    func show(_ page: BlockPage) {
        if page.id != shownID { run.stop() }
        shownID = page.id
        title = page.title
        Make.removeAllChildren(of: root)
        Make.append(root, metadata(page), tags(page))

        if !page.description.isEmpty {
            let description = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 10)
            for paragraph in paragraphs(page.description) {
                Make.append(description, Make.label(paragraph, wrap: true, selectable: true))
            }
            Make.append(root, section(tr("Description"), description))
        }

        let apiBox = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        let frame = Self.table(page.parameters, name: tr("API reference"), firstColumn: tr("Parameter"))
        let buttons = Make.wrappingBox(spacing: 8, rowSpacing: 8)
        let markdown = page.apiMarkdown
        let copyTable = Make.button(tr("Copy API table as Markdown"), wrap: true) { [unowned self] in
            Clipboard.setText(markdown, from: self.root)
            self.onCopied?(tr("API table copied"))
        }
        let export = Make.button(tr("Export Markdown…"), wrap: true) { [unowned self] in self.onExport?() }
        Make.append(buttons, copyTable, export)
        Make.append(apiBox, frame, buttons)
        Make.append(root, section(tr("API"), apiBox))

        let libraryBox = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        let libraryFrame = Self.table(page.libraryParameters, name: tr("SwipeWidgets API"), firstColumn: tr("Name"))
        Make.append(libraryBox, Make.label(page.libraryHeading, classes: ["dim-label"], wrap: true, selectable: true), libraryFrame)
        Make.append(root, section(tr("In your app"), libraryBox))

        let usageBox = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        let buffer = gtk_text_buffer_new(nil)!
        usage = page.usage
        gtk_text_buffer_set_text(buffer, usage[language], -1)
        let text = gtk_text_view_new_with_buffer(buffer)!
        g_object_unref(buffer.raw)
        gtk_text_view_set_editable(text.cast(), .no)
        gtk_text_view_set_monospace(text.cast(), .yes)
        gtk_text_view_set_wrap_mode(text.cast(), GTK_WRAP_NONE)
        Style.add("usage", to: text)
        Accessibility.setLabel(text, Self.usageName(language))
        usageText = text
        let scroller = Self.scrollingSideways(text)
        if let old = usageBuffer { g_object_unref(old.raw) }
        usageBuffer = g_object_ref(buffer.raw).assumingMemoryBound(to: GtkTextBuffer.self)
        let copy = Make.button(tr("Copy")) { [unowned self] in
            Clipboard.setText(self.usage[self.language], from: self.root)
            self.onCopied?(tr("Usage copied"))
        }
        Accessibility.setLabel(copy, tr("Copy usage snippet"))
        run.detach()
        let actions = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        gtk_widget_set_halign(actions, GTK_ALIGN_START)
        Make.append(actions, copy, run.button)
        Make.append(usageBox, languageSwitch(), scroller, actions, run.details)
        Make.append(root, section(tr("Usage"), usageBox))
    }

    /// Empties the pane (a broken block has no reference to show).
    func clear() {
        run.stop()
        shownID = nil
        Make.removeAllChildren(of: root)
        usageText = nil
    }

    /// The usage snippets shown (one at a time) and copied: the block's, with the current parameters.
    private(set) var usage = UsageSnippets.none
    /// The language the usage is shown in; it stays as the person chose it from block to block.
    private(set) var language = UsageSnippets.Language.swift
    private var usageBuffer: UnsafeMutablePointer<GtkTextBuffer>?
    private var usageText: UnsafeMutablePointer<GtkWidget>?
    /// The block shown, and its title (the run program's window's).
    private var shownID: String?
    private var title = ""
    /// Run, under the usage: the snippet shown, in its language, with the parameters shown.
    private lazy var run: RunPanel = {
        let panel = RunPanel { [unowned self] in (usage, language, title) }
        // Its description (what to install) is set before it shows: heard once, at its first focus.
        Descriptions.sendWhenShown(panel.button)
        return panel
    }()

    /// Shows `snippets` as the usage (after a parameter changed).
    func showUsage(_ snippets: UsageSnippets) {
        guard snippets != usage else { return }
        usage = snippets
        setUsageText()
    }

    /// Shows the usage in `language`.
    func showUsage(in language: UsageSnippets.Language) {
        guard language != self.language else { return }
        self.language = language
        setUsageText()
        if let usageText { Accessibility.setLabel(usageText, Self.usageName(language)) }
        run.show(language: language)
    }

    /// Puts the usage in the language shown into the text, and has the text view measure it at
    /// once. GTK 4.8 measures new text in an idle that a frame, run at a higher priority, can come
    /// before; the text view then measured it while drawing it, and moved its sideways scrollbar
    /// after layout ("Trying to snapshot GtkGizmo … without a current allocation"). Measuring it
    /// in the frame's layout instead went wrong too: a text of another height or width resized its
    /// scrolled window in the middle of that window's own allocation. A text view measures what
    /// shows at once when its scroll position changes, so the vertical position (always the top:
    /// this text never scrolls up and down) is announced again.
    private func setUsageText() {
        guard let usageBuffer, let usageText else { return }
        gtk_text_buffer_set_text(usageBuffer, usage[language], -1)
        if let vertical = gtk_scrollable_get_vadjustment(usageText.opaque) { Signal.emit(vertical, "value-changed") }
    }

    /// The usage text's name for screen readers: "Usage in Swift".
    private static func usageName(_ language: UsageSnippets.Language) -> String {
        tr("Usage in {language}", ["language": language.rawValue])
    }

    /// Swift, C, Python or JavaScript: a drop-down, heard as "Language: Swift".
    private func languageSwitch() -> UnsafeMutablePointer<GtkWidget> {
        let languages = UsageSnippets.Language.allCases
        let choice = Make.dropDown(
            languages.map(\.rawValue), selected: languages.firstIndex(of: language) ?? 0,
            name: tr("Language")
        ) { [unowned self] index in
            if languages.indices.contains(index) { self.showUsage(in: languages[index]) }
        }
        let row = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        gtk_widget_set_halign(row, GTK_ALIGN_START)
        let label = Make.label(tr("Language"), classes: ["dim-label"])
        Accessibility.setHidden(label, true)  // the drop-down says it: "Language: Swift"
        Make.append(row, label, choice)
        return row
    }

    private func metadata(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        let box = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["metadata"])
        // Each field's name (the tooltip) and the pill's name for screen readers ("Level: beginner").
        let fields = [
            (page.category, tr("Category"), tr("Category: {value}", ["value": page.category])),
            (page.platform, tr("Platform"), tr("Platform: {value}", ["value": page.platform])),
            (LevelWords.words(page.level), tr("Level"), tr("Level: {value}", ["value": LevelWords.words(page.level)])),
            (page.origin, tr("Origin"), tr("Origin: {value}", ["value": page.origin])),
        ]
        for (value, name, spoken) in fields {
            let pill = Make.label(value, classes: ["pill"], wrap: true)
            Descriptions.tooltip(pill, name)
            Accessibility.setLabel(pill, spoken)
            Make.append(box, pill)
        }
        return box
    }

    private func tags(_ page: BlockPage) -> UnsafeMutablePointer<GtkWidget> {
        let box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["tags"])
        for (language, tags) in page.tags {
            let name = Self.languageNames[language] ?? language
            let text = tr("{language}: {tags}", ["language": name, "tags": tags.joined(separator: " · ")])
            let line = Make.label(text, classes: ["dim-label"], wrap: true, selectable: true)
            Make.append(box, line)
        }
        return box
    }

    private func section(_ title: String, _ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
        let heading = Make.label(title, classes: ["title-3"])
        Make.append(box, heading, content)
        return box
    }

    /// Markdown paragraphs as plain text: blank-line separated, inline marks removed.
    private func paragraphs(_ markdown: String) -> [String] {
        markdown.pieces(separatedBy: "\n\n")
            .map { $0.replacingEvery("\n", with: " ").trimmingSpaces() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { $0.replacingEvery("`", with: "").replacingEvery("**", with: "") }
    }

    /// Each language the built-in blocks' tags come in, named in itself (as a language menu does).
    static let languageNames = ["en": "English", "es": "Español", "he": "עברית"]

    /// An API table in a frame, named `name` for screen readers. It takes the page's width: its
    /// rows stack their cells where the columns would not fit.
    private static func table(_ parameters: [BlockPage.Parameter], name: String, firstColumn: String) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_frame_new(nil)!
        gtk_frame_set_child(frame.cast(), ApiTableView.make(parameters, name: name, firstColumn: firstColumn))
        return frame
    }

    /// `child` in a scrolled window that scrolls only sideways, as wide as it is given.
    private static func scrollingSideways(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(scroller.opaque, .yes)
        gtk_scrolled_window_set_child(scroller.opaque, child)
        return scroller
    }
}
