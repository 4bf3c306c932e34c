import CSwipeWidgets
import SwipeEngine
import SwipeWidgets

// The C API and the Swift one share names (SwipeRow, SwipeEdge, …): the glue says whose it means.
typealias SwiftRow = SwipeWidgets.SwipeRow
typealias SwiftEdge = SwipeEngine.SwipeEdge
typealias SwiftGroup = SwipeWidgets.SwipeGroup
typealias SwiftListView = SwipeWidgets.SwipeListView
typealias CEdge = CSwipeWidgets.SwipeEdge

extension CEdge {
    init(_ edge: SwiftEdge) {
        self = edge == .leading ? SWIPE_EDGE_LEADING : SWIPE_EDGE_TRAILING
    }

    var swift: SwiftEdge { self == SWIPE_EDGE_LEADING ? .leading : .trailing }
}
