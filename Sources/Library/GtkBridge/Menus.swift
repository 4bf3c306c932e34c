import CGtk

/// One entry of a menu: its words, the action it runs (detailed: `win.export`,
/// `win.style::dark`, `row.archive`) and, shown beside it, the keys that run it too.
public struct MenuItem: Sendable, Equatable {
    public var title: String
    public var action: String
    public var accelerator: String?

    public init(_ title: String, action: String, accelerator: String? = nil) {
        self.title = title
        self.action = action
        self.accelerator = accelerator
    }
}

/// A group of menu items, drawn apart from the others by separators, with an optional heading.
public struct MenuSection: Sendable, Equatable {
    public var title: String?
    public var items: [MenuItem]

    public init(title: String? = nil, _ items: [MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// Menus as GTK builds them from GMenu models: a popover on a widget, or a menu button.
@MainActor
public enum Menus {
    /// A popover menu of `sections` (an empty section is left out), made a child of `parent`.
    public static func popover(_ sections: [MenuSection], on parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let model = makeModel(sections)
        defer { g_object_unref(model) }
        let menu = gtk_popover_menu_new_from_model(model.assumingMemoryBound(to: GMenuModel.self))!
        gtk_widget_set_parent(menu, parent)
        return menu
    }

    /// A button with `icon` that opens a menu of `sections`; with `primary`, F10 opens it too
    /// (the window's main menu). The menu's popover (a widget for each item) is built the first
    /// time it opens, not with the window.
    public static func button(icon: String, _ sections: [MenuSection], primary: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let model = makeModel(sections)
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.opaque, icon)
        // The button holds the model's reference until it goes (the destroy notify).
        gtk_menu_button_set_create_popup_func(button.opaque, createPopup, model, g_object_unref)
        gtk_menu_button_set_primary(button.opaque, gbool(primary))
        return button
    }

    /// Called as the menu button opens (by a click, Return, Space or F10): the first time, it
    /// gives the button its menu.
    private static let createPopup: GtkMenuButtonCreatePopupFunc = { button, model in
        guard let button, let model, gtk_menu_button_get_popover(button) == nil else { return }
        gtk_menu_button_set_menu_model(button, model.assumingMemoryBound(to: GMenuModel.self))
    }

    /// A new GMenu holding `sections`; the caller owns its reference.
    private static func makeModel(_ sections: [MenuSection]) -> UnsafeMutableRawPointer {
        let menu = g_menu_new()!
        for section in sections where !section.items.isEmpty {
            let part = g_menu_new()!
            for entry in section.items {
                let item = g_menu_item_new(entry.title, entry.action)!
                if let accelerator = entry.accelerator {
                    g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
                }
                g_menu_append_item(part, item)
                g_object_unref(item.raw)
            }
            g_menu_append_section(menu, section.title, part.raw.assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(part.raw)
        }
        return menu.raw
    }
}
