import CGtk
import GtkBridge
import SwipeEngine

/// The row's frame loop: the engine advanced to now, its events reported, the view refreshed,
/// the frame clock kept ticking while the row moves.
extension SwipeRow {
    /// Advances the row to now, reports its events, refreshes the view, and keeps the frame clock
    /// ticking while the row moves.
    func pump(at time: Double? = nil) {
        guard isAlive else { return }
        step(at: time ?? clock.now())
        // A handler may have removed the row's item, and with it the widget.
        if isAlive, tickID == nil, scene.isAnimating {
            tickID = FrameClock.addTick(widget) { [weak self] _ in
                guard let self else { return false }
                // While a finger or pointer is down, the row runs as far as its input has come
                // (the input's lag behind), so the next event is not older than the row's state.
                let held = self.dragging || self.scene.isTouchpadSwiping
                self.step(at: self.clock.now() - (held ? self.inputLag : 0))
                if self.scene.isAnimating { return true }
                self.tickID = nil
                return false
            }
        }
    }

    fileprivate func step(at time: Double) {
        let events = scene.advance(to: max(time, scene.clock))
        refresh()
        onFrame?()
        for event in events where isAlive { report(event) }
    }

    fileprivate func report(_ event: SwipeEvent) {
        reporting = event.time
        defer { reporting = nil }
        let rowEvent: SwipeRowEvent
        switch event.kind {
        case .dragStarted:
            // Reported before the group closes the row open before, as the engine orders them.
            onEvent?(.dragStarted)
            listHandler?(.dragStarted)
            if isAlive { group?.dragStarted(on: self, time: event.time) }
            return
        case .feedback:
            rowEvent = .feedback
            pulse()
        case .opened:
            rowEvent = .opened(event.edge ?? .trailing)
            group?.rowOpened(self, time: event.time)
        case .closed:
            rowEvent = .closed
            group?.rowClosed(self)
        case .action:
            rowEvent = .action(event.name ?? "")
        case .completed:
            rowEvent = .completed
        case .removed, .restored:
            return
        case .confirming, .declined:
            reportConfirmation(event)
            return
        }
        onEvent?(rowEvent)
        listHandler?(rowEvent)
    }

    /// A short visual pulse as the drag crosses a threshold (the haptic moment).
    fileprivate func pulse() {
        Style.add("feedback-pulse", to: widget)
        MainLoop.every(milliseconds: 160) { [weak self] in
            if let self, self.isAlive { Style.remove("feedback-pulse", from: self.widget) }
            return false
        }
    }
}
