// swift-tools-version: 6.0
import PackageDescription

// A mail inbox on SwipeBlocks' widget library: swipe a message to archive, delete or mark it.
let package = Package(
    name: "Inbox",
    dependencies: [
        // An app elsewhere would say: .package(url: "https://…/SwipeBlocks.git", from: "0.1.0")
        .package(name: "SwipeBlocks", path: "../..")
    ],
    targets: [
        .executableTarget(name: "Inbox", dependencies: [.product(name: "SwipeWidgets", package: "SwipeBlocks")])
    ]
)
