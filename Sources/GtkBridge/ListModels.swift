import CGtk

/// GtkStringList models and list item factories whose items are plain string keys.
@MainActor
public enum ListModels {
    /// A GtkStringList holding `keys`.
    public static func strings(_ keys: [String]) -> OpaquePointer {
        withCStrings(keys) { gtk_string_list_new($0)! }
    }

    /// Replaces `count` items at `position` with `keys`. Long lists go in batches, so their C
    /// copies never all exist at once.
    public static func splice(_ list: OpaquePointer, at position: Int, removing count: Int, inserting keys: [String]) {
        var start = 0
        repeat {
            let batch = Array(keys[start..<min(start + batchSize, keys.count)])
            withCStrings(batch) { gtk_string_list_splice(list, guint(position + start), guint(start == 0 ? count : 0), $0) }
            start += batchSize
        } while start < keys.count
    }

    static let batchSize = 512

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
