import Testing
@testable import SwipeEngine

struct TimingCurveTests {
    @Test func easeCurvesUseTheirControlPoints() {
        #expect(TimingCurve.easeInOut == TimingCurve(0.42, 0, 0.58, 1))
        #expect(TimingCurve.easeOut == TimingCurve(0, 0, 0.58, 1))
    }

    @Test(arguments: [TimingCurve.easeInOut, .easeOut, .linear])
    func curvesRunFromZeroToOneMonotonically(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        var last = 0.0
        for i in 1...100 {
            let v = curve.value(at: Double(i) / 100)
            #expect(v >= last - 1e-12)
            last = v
        }
    }

    @Test func easeInOutIsSymmetricAboutTheMiddle() {
        #expect(close(TimingCurve.easeInOut.value(at: 0.5), 0.5, 1e-6))
        for x in stride(from: 0.05, to: 0.5, by: 0.05) {
            #expect(close(TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x), 1, 1e-6))
        }
    }

    @Test func easeOutIsAheadOfLinear() {
        for x in stride(from: 0.1, to: 1, by: 0.1) { #expect(TimingCurve.easeOut.value(at: x) > x) }
    }

    @Test func delayedCurveHoldsThenRunsAndCompletesAtDelayPlusDuration() {
        var value = AnimatedValue(1)
        let motion = Motion.easeInOut(duration: 0.25).delay(0.12)
        #expect(close(motion.logicalDuration, 0.37))
        value.animate(to: 0, with: motion, at: 1)
        #expect(value.value(at: 1.1) == 1)
        #expect(close(value.value(at: 1.12 + 0.125), 0.5, 1e-6))
        #expect(value.value(at: 1.37) == 0)
        #expect(!value.isAnimating(at: 1.37))
    }
}
