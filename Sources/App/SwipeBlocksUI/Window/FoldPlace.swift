/// The side a folded window shows: the block list, or the selected block's page.
enum FoldSide: Equatable {
    case list, page
}

/// Where the person is in the catalogue window, so that folding keeps it: GNOME's adaptive apps
/// keep the page being read when they fold, the list one Back away.
struct FoldPlace: Equatable {
    /// The person went to a block's page and has not gone back to the list since.
    private(set) var isOnPage: Bool

    /// Opened with `--block ID` the place is that block's page; otherwise the list, where a phone
    /// starts as GNOME's adaptive apps do.
    init(openedOnBlock: Bool) {
        isOnPage = openedOnBlock
    }

    /// A block chosen: Return or a click goes to its page at any width; the arrows do only beside
    /// the page (folded, they browse the list and the page waits for Return).
    mutating func chose(activated: Bool, folded: Bool) {
        if activated || !folded { isOnPage = true }
    }

    /// Folded, the side the leaflet shows became `side` (Return, Back, Alt+Left, a swipe).
    mutating func folded(showing side: FoldSide) {
        isOnPage = side == .page
    }

    /// The side shown when the window folds: the one with keyboard focus if the page has it
    /// (focus stays where it was), else the page once the person went to it, else the list.
    func sideWhenFolding(focusOnPage: Bool) -> FoldSide {
        focusOnPage || isOnPage ? .page : .list
    }
}
