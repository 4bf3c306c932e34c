import BlockCatalog
import Synchronization

/// The block the window shows, asked of the catalogue once: a catalogue that does not keep its
/// blocks reads one again each time, and the window asks for the block shown often (its page,
/// then its usage on every parameter change).
final class ShownBlock: Sendable {
    private let catalog: Catalog
    private let last = Mutex<Block?>(nil)

    init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    /// Block `id`, read once while it is the one asked for.
    func callAsFunction(_ id: String) -> Block? {
        if let block = last.withLock({ $0 }), block.id == id { return block }
        let block = catalog.block(id: id)
        last.withLock { $0 = block }
        return block
    }
}
