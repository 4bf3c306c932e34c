/// Where the drag plot's labels go so that none covers another or leaves the plot: each
/// threshold's name sits at the right end of its line, above it when it fits, else below; a name
/// that would cover one already placed moves left of it. Pure geometry, in the plot's points.
struct PlotLabelLayout {
    struct Rect: Equatable {
        var x: Double, y: Double, width: Double, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }

        /// True when the two come within `margin` of each other.
        func overlaps(_ other: Rect, margin: Double = 2) -> Bool {
            x < other.maxX + margin && other.x < maxX + margin && y < other.maxY + margin && other.y < maxY + margin
        }
    }

    let width: Double
    let height: Double
    /// Space kept between a label and its neighbours.
    static let gap = 6.0
    private(set) var placed: [Rect] = []

    init(width: Double, height: Double, reserved: [Rect] = []) {
        self.width = width
        self.height = height
        placed = reserved
    }

    /// Keeps `rect` (an axis label) for itself when it is inside the plot and free; returns its
    /// corner to draw at, or nil.
    mutating func reserve(_ rect: Rect) -> (x: Double, y: Double)? {
        guard rect.x >= 0, rect.y >= 0, rect.maxX <= width, rect.maxY <= height,
            !placed.contains(where: { $0.overlaps(rect) })
        else { return nil }
        placed.append(rect)
        return (rect.x, rect.y)
    }

    /// Places a label `w` × `h` for a line at `lineY`; nil when there is no room for it anywhere
    /// along the line (it is then left out rather than drawn over another).
    mutating func place(width w: Double, height h: Double, lineY: Double) -> Rect? {
        let above = lineY - h - 1, below = lineY + 1
        var rightEdge = width - 2
        while rightEdge - w >= 0 {
            for y in [above, below] where y >= 0 && y + h <= height {
                let candidate = Rect(x: rightEdge - w, y: y, width: w, height: h)
                if placed.contains(where: { $0.overlaps(candidate) }) { continue }
                placed.append(candidate)
                return candidate
            }
            // Both spots taken here: try left of the leftmost label in the way.
            let spots = [above, below].map { Rect(x: rightEdge - w, y: $0, width: w, height: h) }
            guard let blocker = placed.filter({ p in spots.contains { $0.overlaps(p) } }).min(by: { $0.x < $1.x }) else { break }
            rightEdge = blocker.x - Self.gap
        }
        return nil
    }
}
