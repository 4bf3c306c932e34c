import Testing
@testable import SwipeEngine

struct SpringTests {
    @Test(arguments: [(0.3, 0.6, 0.4), (0.35, 0.1, 0.9), (0.5, 0.0, 1.0), (0.5, -0.5, 2.0), (0.4, 0.15, 0.85)])
    func dampingRatioFollowsBounce(duration: Double, bounce: Double, ratio: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(close(spring.dampingRatio, ratio, 1e-12))
        #expect(close(spring.stiffness, (2 * Double.pi / duration) * (2 * Double.pi / duration), 1e-9))
    }

    @Test func snappyIsBounceFifteenAndSmoothIsZero() {
        #expect(Spring.snappy(duration: 0.3).bounce == 0.15)
        #expect(Spring.smooth().bounce == 0)
        #expect(Motion.snappy(duration: 0.3) == .spring(duration: 0.3, bounce: 0.15))
    }

    /// The closed form must satisfy x'' + c x' + k x = 0: checked against numeric derivatives.
    @Test(arguments: [0.6, 0.0, -0.4])
    func closedFormSolvesTheSpringEquation(bounce: Double) {
        let spring = Spring(duration: 0.35, bounce: bounce)
        let h = 1e-5
        for t in stride(from: 0.02, to: 0.6, by: 0.07) {
            let s = spring.state(displacement: 100, velocity: -300, after: t)
            let plus = spring.state(displacement: 100, velocity: -300, after: t + h)
            let minus = spring.state(displacement: 100, velocity: -300, after: t - h)
            #expect(abs((plus.displacement - minus.displacement) / (2 * h) - s.velocity) < 1e-3 * max(1, abs(s.velocity)))
            let acceleration = (plus.velocity - minus.velocity) / (2 * h)
            #expect(abs(acceleration + spring.damping * s.velocity + spring.stiffness * s.displacement) < 1e-2 * spring.stiffness)
        }
    }

    @Test(arguments: [0.6, 0.0, -0.4])
    func startsAtItsInitialState(bounce: Double) {
        let s = Spring(duration: 0.5, bounce: bounce).state(displacement: 42, velocity: 7, after: 0)
        #expect(close(s.displacement, 42, 1e-9))
        #expect(close(s.velocity, 7, 1e-9))
    }

    @Test func settlesAfterItsLogicalDuration() {
        let spring = Spring(duration: 0.35, bounce: 0.1)
        let settle = spring.settlingTime(displacement: 300, velocity: 0)
        #expect(settle >= 0.35)
        #expect(abs(spring.state(displacement: 300, velocity: 0, after: settle).displacement) < 0.005)
    }

    @Test func retargetingKeepsVelocity() {
        var value = AnimatedValue(0)
        value.animate(to: 100, with: .spring(duration: 0.4, bounce: 0.2), at: 0)
        let before = value.velocity(at: 0.1)
        let position = value.value(at: 0.1)
        value.animate(to: -50, with: .spring(duration: 0.4, bounce: 0.2), at: 0.1)
        #expect(close(value.value(at: 0.1), position, 1e-9))
        #expect(close(value.velocity(at: 0.1 + 1e-9), before, 1e-3))
        #expect(value.initialVelocity == before)
    }

    @Test func springIsLogicallyCompleteAtItsDuration() {
        var value = AnimatedValue(0)
        value.animate(to: 10, with: .spring(duration: 0.35, bounce: 0.1), at: 2)
        #expect(close(value.logicalEnd, 2.35))
        #expect(value.isAnimating(at: 2.2))
        #expect(value.value(at: 100) == 10)
        #expect(!value.isAnimating(at: 100))
    }
}
