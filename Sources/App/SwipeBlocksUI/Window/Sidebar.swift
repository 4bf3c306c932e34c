import AdwBridge
import CGtk
import GtkBridge
import Localization

/// The block list: grouped by category, filtered by the catalogue's search, with a result count
/// screen readers can read and an empty state. A virtualized `GtkListView`: it makes rows for the
/// blocks on screen only, so a catalogue of thousands opens as fast as one of four. A category's
/// heading is part of its first block's row, so every item of the list is a block ("2 of 4").
@MainActor
final class Sidebar {
    let root: UnsafeMutablePointer<GtkWidget>
    let searchBar: UnsafeMutablePointer<GtkWidget>
    let searchEntry: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    /// The ids of the blocks shown, in order (a GtkStringList).
    private let model: OpaquePointer
    private let selection: OpaquePointer
    private let stack: UnsafeMutablePointer<GtkWidget>
    let status: UnsafeMutablePointer<GtkWidget>
    private var source: CatalogSource
    /// Where each block is in `source.entries`, by id (the entries themselves are not copied:
    /// a catalogue may hold thousands).
    private var indices: [String: Int]
    /// The ids shown, as in `model`, and the position of each.
    private var shown: [String] = []
    private var positions: [String: Int] = [:]
    /// The rows showing a block now.
    private var bound: [ObjectIdentifier: SidebarCell] = [:]
    private var selectedID: String?
    private var rebuilding = false
    /// The searches, each on a thread of its own: the latest query's results alone are listed.
    private let searches = LatestJob<[String]>()
    /// Whether the catalogue is still being read (the list has the built-in blocks only): the
    /// count says so from the next `refresh`.
    var reading = false
    /// Called with the id of the block the person selects.
    var onSelect: (@MainActor (String) -> Void)?
    /// Called when the person activates the selected block (Return, Space or a click): go to it.
    var onActivate: (@MainActor () -> Void)?

    init(source: CatalogSource) {
        self.source = source
        indices = Self.indices(source.entries)
        root = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["sidebar-pane"])
        gtk_widget_set_size_request(root, 260, -1)

        searchEntry = gtk_search_entry_new()
        Accessibility.setLabel(searchEntry, tr("Search blocks"))
        Properties.set(searchEntry, "placeholder-text", string: tr("Search blocks and tags"))
        searchBar = gtk_search_bar_new()
        gtk_search_bar_set_child(searchBar.opaque, searchEntry)
        gtk_search_bar_connect_entry(searchBar.opaque, searchEntry.opaque)
        gtk_search_bar_set_show_close_button(searchBar.opaque, .no)

        // Wrapped: "5 bloques por ahora; leyendo los demás…" must not widen a phone's list.
        status = Make.label("", classes: ["dim-label", "caption", "result-count"], wrap: true)
        Make.margins(status, 6, 12, 0, 12)

        model = ListModels.strings([])
        selection = gtk_single_selection_new(model)!  // takes the model's reference
        gtk_single_selection_set_autoselect(selection, .no)
        gtk_single_selection_set_can_unselect(selection, .yes)
        list = gtk_list_view_new(selection, nil)!  // takes the selection's reference
        Accessibility.setLabel(list, tr("Blocks"))
        Style.add("block-list", to: list)
        // One Tab stop: Up and Down choose a block, Tab goes on to its page.
        Focus.tabLeaves(list)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, .yes)

        // The empty state ("No Results Found") is added the first time a search finds nothing.
        stack = gtk_stack_new()
        Make.addPage(stack, scroller, name: "list", title: tr("Blocks"))
        gtk_widget_set_vexpand(stack, .yes)

        Make.append(root, searchBar, status, stack)

        let factory = ListModels.factory(
            setup: { [unowned self] in
                let cell = SidebarCell()
                Gestures.click(
                    on: cell.root, pressed: { _, _, _, _ in },
                    released: { [unowned self] button, presses, _, _ in
                        if button == GDK_BUTTON_PRIMARY, presses == 1 { self.onActivate?() }
                    })
                return cell.root
            },
            bind: { [unowned self] root, id in
                guard let cell = SidebarCell.of(root) else { return }
                self.bound[ObjectIdentifier(cell)] = cell
                self.show(id, in: cell)
            },
            unbind: { [unowned self] root in
                guard let cell = SidebarCell.of(root) else { return }
                self.bound[ObjectIdentifier(cell)] = nil
                cell.id = nil
            })
        gtk_list_view_set_factory(list.opaque, factory)
        g_object_unref(factory.raw)

        Signal.connect(searchEntry, "search-changed") { [unowned self] in self.refresh() }
        Signal.connectIgnoringArgument(searchBar, "notify::search-mode-enabled") { [unowned self] in
            if self.isSearching { self.prepareSearch() }
        }
        Signal.connectIgnoringArgument(selection, "notify::selected") { [unowned self] in
            let position = Int(gtk_single_selection_get_selected(self.selection))
            guard !self.rebuilding, self.shown.indices.contains(position) else { return }
            let id = self.shown[position]
            guard id != self.selectedID else { return }
            self.selectedID = id
            self.onSelect?(id)
        }
        // Tab from the search goes to the block shown, or, when the results leave it out, chooses
        // the first of them: the block Tab lands on is the one shown, as with Down (and screen
        // readers do not hear it "not selected").
        Keys.onPress(searchEntry, phase: GTK_PHASE_CAPTURE) { [unowned self] key in
            guard key.modifiers == 0, Int32(key.keyval) == GDK_KEY_Tab || Int32(key.keyval) == GDK_KEY_KP_Tab,
                let first = self.shown.first
            else { return false }
            if self.selectedID.flatMap({ self.positions[$0] }) == nil { self.select(first) }
            self.focusSelection()
            return true
        }
        Signal.connectInt(list, "activate") { [unowned self] _ in self.onActivate?() }
        // Return activates (the list view's own binding); Space too, as on a list box.
        Keys.onPress(list) { [unowned self] key in
            guard key.modifiers == 0, Int32(key.keyval) == GDK_KEY_space || Int32(key.keyval) == GDK_KEY_KP_Space else { return false }
            self.onActivate?()
            return true
        }
        refresh()
    }

    /// The block `id` as the list shows it.
    func entry(_ id: String) -> BlockEntry? { indices[id].map { source.entries[$0] } }

    private static func indices(_ entries: [BlockEntry]) -> [String: Int] {
        Dictionary(entries.indices.map { (entries[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Lists the blocks of `source` instead (the catalogue read again), keeping the search and the
    /// selection; when the selected block is gone, the first block shown is selected.
    func replace(_ source: CatalogSource) {
        // The rows are made again: a block row that had the focus gives it to its new row.
        let focus = gtk_widget_get_root(list).flatMap { gtk_root_get_focus($0) }
        let focused = focus.map { gtk_widget_is_ancestor($0, list) != 0 } ?? false
        self.source = source
        indices = Self.indices(source.entries)
        refresh { [weak self] in
            guard let self else { return }
            if let selectedID, positions[selectedID] == nil, let first = shown.first { select(first) }
            if focused { focusSelection() }
        }
    }

    /// The current search text.
    var query: String { String(cString: gtk_editable_get_text(searchEntry.opaque)) }

    /// Shows the blocks matching the current query, grouped by category, keeping the selection
    /// when it still shows; then calls `after`. Every block shows at once; a search runs on a
    /// thread of its own (over ten thousand blocks a keystroke's search takes tens of
    /// milliseconds, the first one more, while the words it folds are indexed), so typing never
    /// waits for it. The list changes when its results come, unless the query changed meanwhile.
    func refresh(then after: (@MainActor () -> Void)? = nil) {
        let text = query.trimmingSpaces()
        guard !text.isEmpty else {
            searches.cancel()
            showBlocks(Self.grouped(source.entries).map(\.id), query: text)
            after?()
            return
        }
        let source = source, indices = indices
        searches.run(
            { Self.grouped(source.search(text).compactMap { indices[$0].map { source.entries[$0] } }).map(\.id) },
            then: { [weak self] ids in
                self?.showBlocks(ids, query: text)
                after?()
            })
    }

    /// Has the catalogue fold its blocks' words (what its first search does, about half a second
    /// over ten thousand blocks) on the search's thread as the search bar opens, so that the first
    /// keystroke's search is as quick as the next ones. A query typed meanwhile waits for it.
    private func prepareSearch() {
        guard query.trimmingSpaces().isEmpty, !searches.isBusy else { return }
        let source = source
        let foldWords: @Sendable () -> [String] = {
            _ = source.search("")
            return []
        }
        searches.run(foldWords, then: { _ in })
    }

    /// Lists the blocks `ids` (grouped), found by `text` (empty: every block).
    private func showBlocks(_ ids: [String], query text: String) {
        rebuilding = true
        // The new order first: GTK may bind rows while the model changes.
        let old = shown.count
        shown = ids
        positions = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        ListModels.splice(model, at: 0, removing: old, inserting: ids)
        if let selectedID, let position = positions[selectedID] {
            gtk_single_selection_set_selected(selection, guint(position))
        } else {
            gtk_single_selection_set_selected(selection, guint.max)  // GTK_INVALID_LIST_POSITION
        }
        rebuilding = false
        // Headings depend on the item before: rows still showing a block may have changed place.
        for cell in bound.values { if let id = cell.id { show(id, in: cell) } }
        let count = ids.count
        let message =
            switch (text.isEmpty, reading) {
            case (true, false): trn("{count} block", "{count} blocks", count: count)
            case (false, false): trn("{count} result", "{count} results", count: count)
            case (true, true):
                trn("{count} block so far; reading the others…", "{count} blocks so far; reading the others…", count: count)
            case (false, true):
                trn("{count} result so far; reading more blocks…", "{count} results so far; reading more blocks…", count: count)
            }
        gtk_label_set_text(status.opaque, message)
        Accessibility.setDescription(list, message)
        // Orca speaks a description change only on the focused object: the entry, while searching.
        Accessibility.setDescription(searchEntry, text.isEmpty ? "" : message)
        if count == 0, gtk_stack_get_child_by_name(stack.opaque, "empty") == nil { addEmptyPage() }
        gtk_stack_set_visible_child_name(stack.opaque, count == 0 ? "empty" : "list")
    }

    /// The empty state: made when first needed (a stack measures every page it has, and most
    /// sessions never search for what is not there).
    private func addEmptyPage() {
        let empty = Adw.StatusPage(
            icon: "edit-find-symbolic", title: tr("No Results Found"), description: tr("Try another word or tag, in English or Spanish."))
        Style.add("compact", to: empty)
        // Nothing in it to use: no Tab stop (its inner scroll pane would be one, with no name).
        gtk_widget_set_can_focus(empty.widget, .no)
        Make.addPage(stack, empty.widget, name: "empty", title: tr("No Results Found"))
    }

    /// Selects the block `id` if it is shown (`onSelect` is told, as when the person selects it).
    func select(_ id: String) {
        guard let position = positions[id] else {
            selectedID = id
            return
        }
        gtk_single_selection_set_selected(selection, guint(position))
    }

    /// Gives keyboard focus to the selected block's row (where the window starts: Tab then goes
    /// on to its page, Shift+Tab back to the header), scrolling it into view first if need be.
    /// Not while a folded window shows the page instead (focus stays on the page).
    func focusSelection() {
        let position = Int(gtk_single_selection_get_selected(selection))
        guard shown.indices.contains(position), !isFoldedAway else { return }
        if let item = item(at: position) {
            gtk_widget_grab_focus(item)
            return
        }
        gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
        MainLoop.whenIdle(atMost: 21) { [weak self] in
            guard let self, !self.isFoldedAway else { return true }
            guard let item = self.item(at: position) else { return false }
            gtk_widget_grab_focus(item)
            return true
        }
    }

    /// The list item widget showing the block at `position`, if one does now.
    /// True while the list is out of the window: a folded window shows the page (the leaflet
    /// makes the side it does not show child-invisible).
    private var isFoldedAway: Bool {
        var widget: UnsafeMutablePointer<GtkWidget>? = root
        while let shown = widget {
            if gtk_widget_get_child_visible(shown) == 0 { return true }
            widget = gtk_widget_get_parent(shown)
        }
        return false
    }

    private func item(at position: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard shown.indices.contains(position) else { return nil }
        let id = shown[position]
        return bound.values.first { $0.id == id }.flatMap { gtk_widget_get_parent($0.root) }
    }

    /// Shows the block `id` in `cell`: its title and level, and its category's heading when it
    /// is the first of the category.
    private func show(_ id: String, in cell: SidebarCell) {
        guard let entry = entry(id), let position = positions[id] else { return }
        let first = position == 0 || self.entry(shown[position - 1])?.category != entry.category
        cell.show(entry, heading: first ? entry.category : nil)
    }

    /// Shows or hides the search bar; showing it focuses the entry.
    func setSearching(_ on: Bool) {
        gtk_search_bar_set_search_mode(searchBar.opaque, gbool(on))
        if on { gtk_widget_grab_focus(searchEntry) }
    }

    var isSearching: Bool { gtk_search_bar_get_search_mode(searchBar.opaque) != 0 }

    /// The blocks grouped by category, the categories in order of first appearance.
    nonisolated static func grouped(_ blocks: [BlockEntry]) -> [BlockEntry] {
        var order: [String: Int] = [:]
        for block in blocks where order[block.category] == nil { order[block.category] = order.count }
        return blocks.enumerated().sorted { a, b in
            let (ca, cb) = (order[a.element.category]!, order[b.element.category]!)
            return ca != cb ? ca < cb : a.offset < b.offset
        }.map(\.element)
    }
}

/// One row of the block list: the block's title and, smaller, its level, in one label (the list
/// makes a couple of hundred rows ahead, so each is kept to few widgets); above them the
/// category's heading on the first block of a category, made the first time it is needed.
@MainActor
final class SidebarCell {
    static let key = "swipeblocks-sidebar-cell"
    let root: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private var heading: UnsafeMutablePointer<GtkWidget>?
    /// The block shown now.
    var id: String?

    init() {
        root = Make.box(GTK_ORIENTATION_VERTICAL)
        // Wrapped: a long title in a longer language ("Lista de tarjetas con deslizamiento
        // completo") takes two lines rather than widening the window past a phone's 360 px.
        label = Make.label("", classes: ["block-row"], wrap: true)
        Make.append(root, label)
        Lifetime.tie(self, to: root, key: Self.key)
    }

    static func of(_ root: UnsafeMutablePointer<GtkWidget>) -> SidebarCell? {
        Lifetime.owner(of: root, key: key, as: SidebarCell.self)
    }

    func show(_ entry: BlockEntry, heading text: String?) {
        id = entry.id
        let level = entry.problems.isEmpty ? LevelWords.words(entry.level) : tr("Has problems")
        // Semibold title; the level as GNOME's caption and dim-label classes draw it.
        gtk_label_set_markup(
            label.opaque,
            "<span weight=\"600\">\(Make.escapedMarkup(entry.title))</span>\n"
                + "<span size=\"82%\" alpha=\"55%\" line_height=\"1.35\">\(Make.escapedMarkup(level))</span>")
        if let text {
            let heading = self.heading ?? makeHeading()
            gtk_label_set_text(heading.opaque, text)
            gtk_widget_set_visible(heading, .yes)
        } else if let heading {
            gtk_widget_set_visible(heading, .no)
        }
        // The list item is what takes focus: it is read as the block's title.
        if let item = gtk_widget_get_parent(root) { Accessibility.setLabel(item, entry.title) }
    }

    private func makeHeading() -> UnsafeMutablePointer<GtkWidget> {
        // A heading to the eye; to screen readers the list holds the blocks only, so a block is
        // read as "2 of 4", not counted among the headings.
        let heading = Make.label("", classes: ["heading", "category-header"])
        Accessibility.setHidden(heading, true)
        gtk_box_prepend(root.cast(), heading)
        self.heading = heading
        return heading
    }
}
