// swift-tools-version: 6.0
import PackageDescription

// A to-do list on SwipeBlocks' widget library: swipe a task forward to complete it.
let package = Package(
    name: "TodoApp",
    dependencies: [
        // An app elsewhere would say: .package(url: "https://…/SwipeBlocks.git", from: "0.1.0")
        .package(name: "SwipeBlocks", path: "../..")
    ],
    targets: [
        .executableTarget(name: "TodoApp", dependencies: [.product(name: "SwipeWidgets", package: "SwipeBlocks")])
    ]
)
