// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Headroom",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "headroom", targets: ["headroom"]),
        .executable(name: "headroom-bench", targets: ["headroom-bench"]),
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "HeadroomText", targets: ["HeadroomText"]),
        .library(name: "HeadroomFormats", targets: ["HeadroomFormats"]),
        .library(name: "HeadroomCheck", targets: ["HeadroomCheck"]),
        .library(name: "HeadroomMeasure", targets: ["HeadroomMeasure"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `headroom serve` only; no traits (swift-configuration is not used).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    ],
    targets: [
        // C shims: the only layer that touches C headers.
        .target(
            name: "CICU",
            path: "Sources/CICU",
            cSettings: [
                .define("U_SHOW_CPLUSPLUS_API", to: "0"),
                // Homebrew's icu4c is keg-only (not linked into /opt/homebrew/include): its paths are
                // given for macOS. The macOS build has not been run yet (README, "Portability").
                .unsafeFlags(["-I/opt/homebrew/opt/icu4c/include", "-I/usr/local/opt/icu4c/include"], .when(platforms: [.macOS])),
            ],
            linkerSettings: [
                .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
                .unsafeFlags(["-L/opt/homebrew/opt/icu4c/lib", "-L/usr/local/opt/icu4c/lib"], .when(platforms: [.macOS])),
            ]
        ),
        .systemLibrary(
            name: "CTextStack",
            path: "Sources/CTextStack",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libfreetype6-dev", "libharfbuzz-dev"]), .brew(["harfbuzz", "freetype"])]
        ),
        // iOS type vocabulary and the Dynamic Type table: pure data, shared by layout and checking.
        // Text layout: fonts, shaping, line breaking, heights. Knows nothing of localization files.
        .target(name: "DynamicType"),
        .target(name: "HeadroomText", dependencies: ["CICU", "CTextStack", "DynamicType"], exclude: ["README-API.md"]),
        // Localization formats: .strings, .stringsdict, .xcstrings, XLIFF. Knows nothing of fonts.
        .target(name: "HeadroomFormats", dependencies: ["CICU"]),
        // The checking core: manifest, sweep, verdicts. Sees measurement through a protocol only.
        .target(name: "HeadroomCheck", dependencies: ["HeadroomFormats", "DynamicType", "Yams"]),
        // Reading an app's Swift sources: where each localized string is shown, in which font, with
        // how many lines. Knows Swift and localization keys, nothing of fonts.
        .target(
            name: "HeadroomScan",
            dependencies: [
                "HeadroomFormats", "DynamicType",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            exclude: ["README-SCAN.md"]
        ),
        // Measurement: the adapter that joins the layout engine to the checking core (the real
        // TextMeasurer, its previews, the font folder and the manifest's fonts).
        .target(name: "HeadroomMeasure", dependencies: ["HeadroomText", "HeadroomCheck", "HeadroomFormats", "DynamicType"]),
        // Room for translators: limits, budgets, expansion facts. Measures through the protocol only.
        .target(name: "HeadroomLimits", dependencies: ["HeadroomCheck", "HeadroomFormats", "DynamicType"]),
        // Reporters: findings in, text out.
        .target(
            name: "HeadroomReporters", dependencies: ["HeadroomCheck", "HeadroomFormats", "DynamicType"],
            exclude: ["README-FORMATS.md"]),
        // One loader for a project: the manifest, its strings, fonts and `sources:` (Swift and nibs),
        // read under the same input rules by every command and the benchmark.
        .target(
            name: "HeadroomProject",
            dependencies: ["HeadroomMeasure", "HeadroomScan", "HeadroomCheck", "HeadroomFormats", "DynamicType"]),
        // `headroom serve`: the report folder over HTTP on localhost, and the cards' "try" box
        // measured with the real engine.
        .target(
            name: "HeadroomServe",
            dependencies: [
                "HeadroomCheck", "HeadroomFormats", "HeadroomReporters", "DynamicType",
                .product(name: "Hummingbird", package: "hummingbird"),
            ]),
        // The commands: thin, on swift-argument-parser.
        .target(
            name: "HeadroomCLI",
            dependencies: [
                "DynamicType", "HeadroomText", "HeadroomFormats", "HeadroomCheck", "HeadroomMeasure", "HeadroomReporters",
                "HeadroomLimits", "HeadroomScan", "HeadroomServe", "HeadroomProject",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "headroom", dependencies: ["HeadroomCLI"]),
        .executableTarget(
            name: "headroom-bench",
            dependencies: [
                "HeadroomProject", "HeadroomMeasure", "HeadroomText", "HeadroomFormats", "HeadroomCheck", "HeadroomReporters", "DynamicType",
            ]
        ),
        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"]),
        .testTarget(name: "HeadroomTextTests", dependencies: ["HeadroomText", "DynamicType"], exclude: ["Golden"]),
        .testTarget(name: "HeadroomFormatsTests", dependencies: ["HeadroomFormats"], exclude: ["Fixtures"]),
        .testTarget(
            name: "HeadroomScanTests",
            dependencies: [
                "HeadroomScan", "HeadroomFormats", "DynamicType",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "HeadroomCheckTests", dependencies: ["HeadroomCheck", "HeadroomFormats", "DynamicType"]),
        .testTarget(
            name: "HeadroomMeasureTests", dependencies: ["HeadroomMeasure", "HeadroomCheck", "HeadroomFormats", "HeadroomText", "DynamicType"]),
        .testTarget(
            name: "HeadroomReportersTests", dependencies: ["HeadroomReporters", "HeadroomCheck", "HeadroomFormats", "DynamicType"],
            exclude: ["Golden", "HTMLGolden", "HTMLScreens"]),
        .testTarget(
            name: "HeadroomCLITests",
            dependencies: [
                "HeadroomCLI", "HeadroomProject", "HeadroomMeasure", "HeadroomCheck", "HeadroomFormats", "HeadroomReporters", "HeadroomScan", "HeadroomText",
                "DynamicType",
            ],
            exclude: ["MeasureGolden"]),
        .testTarget(
            name: "HeadroomLimitsTests",
            dependencies: ["HeadroomLimits", "HeadroomMeasure", "HeadroomCLI", "HeadroomCheck", "HeadroomFormats", "DynamicType"],
            exclude: ["Golden", "Fixtures"]),
        .testTarget(
            name: "HeadroomServeTests",
            dependencies: ["HeadroomServe", "HeadroomProject", "HeadroomMeasure", "HeadroomCLI", "HeadroomCheck", "HeadroomFormats", "HeadroomReporters", "DynamicType"]),
    ]
)
