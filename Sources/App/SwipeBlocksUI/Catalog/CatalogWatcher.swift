import GtkBridge

/// Watches the user's block folders and says, a moment after the last change settles, which
/// blocks changed: an editor's save is several changes (a temporary file, a rename), read once.
@MainActor
final class CatalogWatcher {
    /// How long after the last change the catalogue is read again.
    static let settleMilliseconds: UInt32 = 150

    private var watch: FolderWatch?
    private var changed: Set<String> = []
    /// Counts changes; a settle timer fires only if none came after it was set.
    private var generation = 0
    private let onChange: @MainActor (Set<String>) -> Void

    /// Watches `folders` (each catalogue folder and its block folders); `onChange` gets the ids
    /// of the blocks that changed (folders made or removed included).
    init(folders: [String], onChange: @escaping @MainActor (Set<String>) -> Void) {
        self.onChange = onChange
        watch(folders)
    }

    /// Watches `folders` instead (after a reload: block folders may have come or gone).
    func watch(_ folders: [String]) {
        watch?.cancel()
        watch = folders.isEmpty ? nil : FolderWatch(folders: folders) { [weak self] paths in self?.noticed(paths) }
    }

    /// Stops watching.
    func cancel() {
        watch?.cancel()
        watch = nil
    }

    private func noticed(_ paths: [String]) {
        let ids = paths.compactMap(CatalogChange.blockID(ofChangeAt:))
        guard !ids.isEmpty else { return }
        changed.formUnion(ids)
        generation += 1
        let mark = generation
        MainLoop.after(milliseconds: Self.settleMilliseconds) { [weak self] in
            guard let self, self.generation == mark, !self.changed.isEmpty else { return }
            let ids = self.changed
            self.changed = []
            self.onChange(ids)
        }
    }
}
