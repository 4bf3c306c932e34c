import CAdw
import CGtk
import GtkBridge

/// The block list: grouped by category, filtered by the catalogue's search, with a result count
/// screen readers can read and an empty state.
@MainActor
final class Sidebar {
    let root: UnsafeMutablePointer<GtkWidget>
    let searchBar: UnsafeMutablePointer<GtkWidget>
    let searchEntry: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let source: CatalogSource
    /// The catalogue's blocks by id.
    private let entries: [String: BlockEntry]
    private var selectedID: String?
    private var rebuilding = false
    /// Called with the id of the block the person selects.
    var onSelect: (@MainActor (String) -> Void)?
    /// Called when the person activates the selected block (Return, Space or a click): go to it.
    var onActivate: (@MainActor () -> Void)?

    init(source: CatalogSource) {
        self.source = source
        entries = Dictionary(source.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        root = Make.box(GTK_ORIENTATION_VERTICAL, classes: ["sidebar-pane"])
        gtk_widget_set_size_request(root, 260, -1)

        searchEntry = gtk_search_entry_new()
        Accessibility.setLabel(searchEntry, "Search blocks")
        Properties.set(searchEntry, "placeholder-text", string: "Search blocks and tags")
        searchBar = gtk_search_bar_new()
        gtk_search_bar_set_child(searchBar.opaque, searchEntry)
        gtk_search_bar_connect_entry(searchBar.opaque, searchEntry.opaque)
        gtk_search_bar_set_show_close_button(searchBar.opaque, .no)

        status = Make.label("", classes: ["dim-label", "caption", "result-count"])
        Make.margins(status, 6, 12, 0, 12)

        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_BROWSE)
        Accessibility.setLabel(list, "Blocks")
        Style.add("navigation-sidebar", to: list)
        // One Tab stop: Up and Down choose a block, Tab goes on to its page.
        Focus.tabLeaves(list)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, .yes)

        let empty = adw_status_page_new()!
        adw_status_page_set_icon_name(empty.opaque, "edit-find-symbolic")
        adw_status_page_set_title(empty.opaque, "No Results Found")
        adw_status_page_set_description(empty.opaque, "Try another word or tag, in English or Spanish.")
        Style.add("compact", to: empty)

        stack = gtk_stack_new()
        Make.addPage(stack, scroller, name: "list", title: "Blocks")
        Make.addPage(stack, empty, name: "empty", title: "No Results Found")
        gtk_widget_set_vexpand(stack, .yes)

        Make.append(root, searchBar, status, stack)

        Signal.connect(searchEntry, "search-changed") { [unowned self] in self.refresh() }
        Signal.connectObject(list, "row-selected") { [unowned self] row in
            guard !self.rebuilding, let name = gtk_widget_get_name(row.widget) else { return }
            let id = String(cString: name)
            self.selectedID = id
            self.onSelect?(id)
        }
        Signal.connectObject(list, "row-activated") { [unowned self] _ in self.onActivate?() }
        refresh()
    }

    /// The current search text.
    var query: String { String(cString: gtk_editable_get_text(searchEntry.opaque)) }

    /// Rebuilds the list for the current query, keeping the selection when it still shows.
    func refresh() {
        let text = query.trimmingSpaces()
        let shown = text.isEmpty ? source.entries : source.search(text).compactMap { entries[$0] }
        rebuilding = true
        while let child = gtk_widget_get_first_child(list) { gtk_list_box_remove(list.opaque, child) }
        var selectRow: UnsafeMutablePointer<GtkWidget>?
        for category in categories(of: shown) {
            let header = gtk_list_box_row_new()!
            gtk_list_box_row_set_activatable(header.cast(), .no)
            gtk_list_box_row_set_selectable(header.cast(), .no)
            gtk_widget_set_focusable(header, .no)
            // A heading to the eye; to screen readers the list holds the blocks only, so a block
            // is read as "2 of 4", not counted among the headings.
            Accessibility.setHidden(header, true)
            gtk_list_box_row_set_child(header.cast(), Make.label(category, classes: ["heading", "category-header"]))
            gtk_list_box_append(list.opaque, header)
            for page in shown where page.category == category {
                let row = gtk_list_box_row_new()!
                gtk_widget_set_name(row, page.id)
                let box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2, classes: ["block-row"])
                Make.append(box, Make.label(page.title, classes: ["block-title"]),
                            Make.label(page.level.prefix(1).uppercased() + page.level.dropFirst(), classes: ["dim-label", "caption"]))
                gtk_list_box_row_set_child(row.cast(), box)
                Accessibility.setLabel(row, page.title)
                gtk_list_box_append(list.opaque, row)
                if page.id == selectedID { selectRow = row }
            }
        }
        rebuilding = false
        let count = shown.count
        let message = text.isEmpty ? "\(count) blocks" : (count == 1 ? "1 result" : "\(count) results")
        gtk_label_set_text(status.opaque, message)
        Accessibility.setDescription(list, message)
        // Orca speaks a description change only on the focused object: the entry, while searching.
        Accessibility.setDescription(searchEntry, text.isEmpty ? "" : message)
        gtk_stack_set_visible_child_name(stack.opaque, count == 0 ? "empty" : "list")
        if let selectRow { gtk_list_box_select_row(list.opaque, selectRow.cast()) }
    }

    /// Selects the block `id` if it is shown.
    func select(_ id: String) {
        selectedID = id
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            if let name = gtk_widget_get_name(row), String(cString: name) == id {
                gtk_list_box_select_row(list.opaque, row.cast())
                return
            }
            child = gtk_widget_get_next_sibling(row)
        }
    }

    /// Gives keyboard focus to the selected block's row (where the window starts: Tab then goes
    /// on to its page, Shift+Tab back to the header).
    func focusSelection() {
        if let row = gtk_list_box_get_selected_row(list.opaque) { gtk_widget_grab_focus(row.widget) }
    }

    /// Shows or hides the search bar; showing it focuses the entry.
    func setSearching(_ on: Bool) {
        gtk_search_bar_set_search_mode(searchBar.opaque, gbool(on))
        if on { gtk_widget_grab_focus(searchEntry) }
    }

    var isSearching: Bool { gtk_search_bar_get_search_mode(searchBar.opaque) != 0 }

    private func categories(of pages: [BlockEntry]) -> [String] {
        var seen: [String] = []
        for page in pages where !seen.contains(page.category) { seen.append(page.category) }
        return seen
    }
}
