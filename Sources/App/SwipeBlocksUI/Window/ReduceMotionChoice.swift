/// Whether the window's demos reduce motion: as the desktop's Animations switch says (off means
/// reduced), following it while the window runs, until the person turns Reduce Motion themselves
/// or the command line chose (`--reduce-motion`).
struct ReduceMotionChoice: Equatable {
    private(set) var reduced: Bool
    /// The person's or the command line's choice: the desktop no longer decides.
    private(set) var chosen: Bool

    init(commandLine: Bool?, desktopAnimations: Bool) {
        chosen = commandLine != nil
        reduced = commandLine ?? !desktopAnimations
    }

    /// The person turned Reduce Motion to `on`.
    mutating func choose(_ on: Bool) {
        chosen = true
        reduced = on
    }

    /// The desktop's Animations switch is now `on`; true when Reduce Motion changes with it.
    mutating func desktopAnimationsChanged(_ on: Bool) -> Bool {
        guard !chosen, reduced == on else { return false }
        reduced = !on
        return true
    }
}
