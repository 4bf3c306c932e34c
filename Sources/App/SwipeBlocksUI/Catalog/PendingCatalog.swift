/// The catalogue the window shows, being read on a thread of its own while the application
/// starts (after `GtkStartup`, which changes the environment that thread reads).
///
/// A large user catalogue (a thousand blocks take about 100 ms to read and check) need not hold
/// the window back: when it is not read yet as the window is about to show, the window opens on
/// `meanwhile` (the built-in blocks, read at once) and takes the whole catalogue as soon as it is
/// there, keeping the selection, the search and the focus. A window asked to open on a given block
/// (`--block`) waits for it instead, so it opens on that block.
public struct PendingCatalog {
    /// Whether the catalogue is read (`wait` would return at once).
    public var isReady: @MainActor () -> Bool
    /// The catalogue, waiting for it if need be; nil when it cannot be shown, having said why on
    /// standard error.
    public var wait: @MainActor () -> CatalogSource?
    /// What the window shows until the catalogue is read; nil to wait for it instead (asked to
    /// open on a block, or with no user blocks to read).
    public var meanwhile: (@MainActor () -> CatalogSource)?

    public init(
        isReady: @escaping @MainActor () -> Bool, wait: @escaping @MainActor () -> CatalogSource?,
        meanwhile: (@MainActor () -> CatalogSource)? = nil
    ) {
        self.isReady = isReady
        self.wait = wait
        self.meanwhile = meanwhile
    }
}
