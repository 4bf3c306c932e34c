/// The rows' surroundings changing under them: width, direction, Reduce Motion, row heights.
extension Scene {
    fileprivate mutating func changeContext(_ change: (inout Scene) -> Void, time: Double) {
        let t = begin(time)
        let old = rows.indices.map { context($0) }
        change(&self)
        // A row the change cannot affect is left alone: calling the mutating method would give each
        // row its own copy of the model, which the rows otherwise share until they are touched.
        for i in rows.indices where !rows[i].isRemoved && !rows[i].model.ignoresContextChange(at: t) {
            let events = rows[i].model.contextChanged(from: old[i], to: context(i), time: t)
            if !events.isEmpty { handle(events, row: i, time: t) }
            if rows[i].model.isAnimating(at: t) { activate(i) }
        }
    }

    /// The list's width; a row sliding out retargets to the new width.
    /// The rows' width; a non-finite or negative width is ignored.
    public mutating func setWidth(_ width: Double, time: Double) {
        guard width.isFinite, width >= 0, width != self.width else { return }
        changeContext({ $0.width = width }, time: time)
    }

    /// Layout direction; a drag in progress mirrors at once.
    public mutating func setDirection(_ direction: LayoutDirection, time: Double) {
        guard direction != self.direction else { return }
        changeContext({ $0.direction = direction }, time: time)
    }

    /// Reduce Motion; running motions jump to their targets and later ones follow the reduced rules.
    public mutating func setReduceMotion(_ reduceMotion: Bool, time: Double) {
        guard reduceMotion != self.reduceMotion else { return }
        changeContext({ $0.reduceMotion = reduceMotion }, time: time)
    }

    /// The row's own natural height (several lines of text make it taller).
    public mutating func setRowHeight(row: Int, height: Double, time: Double) {
        let t = begin(time)
        guard rows.indices.contains(row), height.isFinite, height >= 0 else { return }
        let old = context(row)
        rows[row].height = height
        if !rows[row].isRemoved {
            let events = rows[row].model.contextChanged(from: old, to: context(row), time: t)
            if !events.isEmpty { handle(events, row: row, time: t) }
        }
    }
}
