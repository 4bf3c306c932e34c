import GtkBridge

/// Hot reload: the user's block folders are watched, and a block edited and saved shows at once,
/// the person's place kept — the selection, the parameters set, the page's scroll position.
extension MainWindow {
    /// Starts watching the user's block folders (none: nothing to watch).
    func watchUserFolders() {
        let folders = source.watchedFolders()
        guard !folders.isEmpty else { return }
        let watcher = CatalogWatcher(folders: folders) { [unowned self] ids in self.reload(changed: ids) }
        self.watcher = watcher
        Signal.connect(window, "destroy") { watcher.cancel() }
    }

    /// Shows the whole catalogue, read meanwhile, in place of the built-in blocks the window
    /// opened on (`PendingCatalog`): the list grows, keeping the selection, the search and the
    /// focus, and its folders are watched; the page stays (its block is a built-in one).
    func adopt(_ whole: CatalogSource) {
        source = whole
        watcher?.cancel()
        watcher = nil
        watchUserFolders()
        sidebar.reading = false
        sidebar.replace(whole)
        MemoryPolicy.returnFreedMemory()
    }

    /// Says in the list that the catalogue is still being read (until `adopt`).
    func showReading() {
        sidebar.reading = true
        sidebar.refresh()
    }

    /// Reads the catalogue again after the blocks `changed` changed on disk: the list shows what
    /// is there now, and the page shown is built again if its block changed, with the parameters
    /// the person set (those that still fit it).
    func reload(changed: Set<String>) {
        let kept = current.map { page in source.parameters(page.configuration, defaults ?? page.configuration) } ?? []
        source = source.reload()
        watcher?.watch(source.watchedFolders())
        let before = shownID
        // Selecting another block (the one shown is gone) shows it through the list.
        sidebar.replace(source)
        guard let id = shownID, id == before, changed.contains(id), sidebar.entry(id) != nil else { return }
        present(id, keeping: kept)
    }
}
