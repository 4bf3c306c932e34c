/// The last few values handed out, newest first: a value equal to one of them is handed back as
/// that one, so equal values share one storage (the rows of a list mostly have the same options
/// and actions: each row holds a reference, not a copy).
package struct RecentValues<Value: Equatable> {
    private var values: [Value] = []
    private let limit: Int

    /// Keeps the `limit` values handed out last.
    package init(keeping limit: Int = 4) { self.limit = limit }

    /// `value`, or the recent value equal to it.
    package mutating func shared(_ value: Value) -> Value {
        if let same = values.first(where: { $0 == value }) { return same }
        values = [value] + values.prefix(limit - 1)
        return value
    }
}
