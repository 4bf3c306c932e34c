import Testing
@Test func placeholderSwipeEngineTests() { #expect(Bool(true)) }
