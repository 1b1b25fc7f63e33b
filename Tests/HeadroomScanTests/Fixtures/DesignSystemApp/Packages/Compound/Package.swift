// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Compound", platforms: [.iOS(.v17)], products: [.library(name: "Compound", targets: ["Compound"])],
                      targets: [.target(name: "Compound")])
