import CGtk

/// List models whose items are plain string keys (`GtkStringObject`s, made as they are asked
/// for), and list item factories that show them.
@MainActor
public enum ListModels {
    /// A list model holding `keys`.
    public static func strings(_ keys: [String]) -> OpaquePointer {
        let model = KeyList.make()
        KeyList.splice(model, at: 0, removing: 0, inserting: keys)
        return model
    }

    /// Replaces `count` items at `position` of a model made by `strings` with `keys`.
    public static func splice(_ list: OpaquePointer, at position: Int, removing count: Int, inserting keys: [String]) {
        KeyList.splice(list, at: position, removing: count, inserting: keys)
    }

    /// The number of items in `model` (any GListModel).
    public static func count(_ model: OpaquePointer) -> Int {
        Int(g_list_model_get_n_items(model))
    }

    /// The string of a GtkStringObject item.
    public static func string(of item: some GObjectRef) -> String {
        String(cString: gtk_string_object_get_string(item.opaque))
    }

    /// A factory that calls `setup` to make each row widget and `bind` to show a key in it.
    public static func factory(
        setup: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>,
        bind: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>, String) -> Void,
        unbind: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Void)? = nil
    ) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connectObject(factory, "setup") { item in
            gtk_list_item_set_child(item.opaque, setup())
        }
        Signal.connectObject(factory, "bind") { item in
            guard let child = gtk_list_item_get_child(item.opaque),
                let object = gtk_list_item_get_item(item.opaque)
            else { return }
            bind(child, string(of: object))
        }
        if let unbind {
            Signal.connectObject(factory, "unbind") { item in
                guard let child = gtk_list_item_get_child(item.opaque) else { return }
                unbind(child)
            }
        }
        return factory
    }
}
