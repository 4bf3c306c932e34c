extension Array {
    /// The same elements in storage of their own size: an array grown by appending one at a time
    /// keeps room to grow (up to as much again), which a list kept for a long time need not.
    func withoutSpareCapacity() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
