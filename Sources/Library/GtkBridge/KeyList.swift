import CGtk

/// A `GListModel` of string keys whose items, `GtkStringObject`s, are made only when someone asks
/// for them. A `GtkStringList` makes an object for every string as it is added: ten thousand keys
/// are ten thousand GObjects (0.87 MB), although a list view shows a few dozen. Here the keys are
/// a Swift array and an item lives as long as someone holds it; asked again meanwhile, the model
/// gives the same item (the same key, the same object).
enum KeyList {
    /// A new, empty model (one reference, the caller's).
    static func make() -> OpaquePointer {
        let model = g_object_new_with_properties(keyListType, 0, nil, nil)!
        g_object_set_qdata_full(model, storageQuark, Unmanaged.passRetained(Storage()).toOpaque(), releaseBox)
        return OpaquePointer(model)
    }

    /// Replaces `count` keys at `position` with `keys`, and says so to the model's listeners.
    static func splice(_ model: OpaquePointer, at position: Int, removing count: Int, inserting keys: [String]) {
        storage(of: UnsafeMutableRawPointer(model)).keys.replaceSubrange(position..<position + count, with: keys)
        g_list_model_items_changed(model, guint(position), guint(count), guint(keys.count))
    }

    /// The keys and the items alive now. Used on the GTK thread only, as the model is.
    private final class Storage: @unchecked Sendable {
        var keys: [String] = []
        /// Each item someone holds, by its key, and the key of each.
        var items: [String: UnsafeMutableRawPointer] = [:]
        var keyOfItem: [UnsafeMutableRawPointer: String] = [:]

        /// The item of the key at `position` (a new reference), made if nobody holds it.
        func item(at position: Int) -> UnsafeMutableRawPointer? {
            guard keys.indices.contains(position) else { return nil }
            let key = keys[position]
            if let item = items[key] { return g_object_ref(item) }
            let item = UnsafeMutableRawPointer(gtk_string_object_new(key)!)
            g_object_weak_ref(item.assumingMemoryBound(to: GObject.self), itemFinalized, Unmanaged.passUnretained(self).toOpaque())
            items[key] = item
            keyOfItem[item] = key
            return item
        }

        func forget(_ item: UnsafeMutableRawPointer) {
            guard let key = keyOfItem.removeValue(forKey: item) else { return }
            items[key] = nil
        }

        deinit {
            // Items that outlive the model no longer tell it when they go.
            for item in keyOfItem.keys {
                g_object_weak_unref(item.assumingMemoryBound(to: GObject.self), itemFinalized, Unmanaged.passUnretained(self).toOpaque())
            }
        }

        static func from(_ pointer: UnsafeMutableRawPointer) -> Storage {
            Unmanaged<Storage>.fromOpaque(pointer).takeUnretainedValue()
        }
    }

    private static func storage(of model: UnsafeMutableRawPointer?) -> Storage {
        Storage.from(g_object_get_qdata(model?.assumingMemoryBound(to: GObject.self), storageQuark)!)
    }

    private static let storageQuark = g_quark_from_static_string("gtk-bridge-key-list")

    /// The model's type: a plain GObject with the GListModel interface, registered once.
    private static let keyListType: GType = {
        var info = GTypeInfo(
            class_size: guint16(MemoryLayout<GObjectClass>.size), base_init: nil, base_finalize: nil, class_init: nil,
            class_finalize: nil, class_data: nil, instance_size: guint16(MemoryLayout<GObject>.size), n_preallocs: 0,
            instance_init: nil, value_table: nil)
        let type = g_type_register_static(objectType, "GtkBridgeKeyList", &info, GTypeFlags(rawValue: 0))
        var listModel = GInterfaceInfo(interface_init: initListModel, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &listModel)
        return type
    }()

    /// `G_TYPE_OBJECT`, a C macro Swift does not import: the 20th fundamental type.
    private static let objectType = GType(20 << G_TYPE_FUNDAMENTAL_SHIFT)

    private static let initListModel: GInterfaceInitFunc = { interface, _ in
        let list = interface!.assumingMemoryBound(to: GListModelInterface.self)
        list.pointee.get_item_type = { _ in gtk_string_object_get_type() }
        list.pointee.get_n_items = { model in guint(KeyList.storage(of: UnsafeMutableRawPointer(model)).keys.count) }
        list.pointee.get_item = { model, position in KeyList.storage(of: UnsafeMutableRawPointer(model)).item(at: Int(position)) }
    }
}

/// An item's last reference went: the model no longer has it to give.
private let itemFinalized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GObject>?) -> Void = { storage, item in
    guard let storage, let item else { return }
    KeyList.forgetItem(UnsafeMutableRawPointer(item), in: storage)
}

extension KeyList {
    fileprivate static func forgetItem(_ item: UnsafeMutableRawPointer, in storage: UnsafeMutableRawPointer) {
        Storage.from(storage).forget(item)
    }
}
