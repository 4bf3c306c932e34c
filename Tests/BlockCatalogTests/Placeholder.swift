import Testing
@Test func placeholderBlockCatalogTests() { #expect(Bool(true)) }
