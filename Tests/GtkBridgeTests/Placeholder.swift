import XCTest
final class PlaceholderGtkBridgeTests: XCTestCase { func testNothing() {} }
