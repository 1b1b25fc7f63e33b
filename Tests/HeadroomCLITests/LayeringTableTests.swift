import Foundation
import Testing

/// README's "Layout of the code" table says what `Package.swift` declares: each product target's
/// row names exactly its dependencies, each on a row above it (or "all of the above").
@Suite struct LayeringTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A `Package.swift` dependency (a target, or a product of a package) as the README names it.
    static let productNames = [
        "Yams": "Yams", "SwiftSyntax": "swift-syntax", "SwiftParser": "swift-syntax", "SwiftOperators": "swift-syntax",
        "ArgumentParser": "ArgumentParser", "Hummingbird": "Hummingbird",
    ]

    /// Target name → the names of its dependencies, for every non-test target of `Package.swift`.
    static func packageTargets() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        let declaration = /\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/
        for match in text.matches(of: declaration) {
            let rest = text[match.range.upperBound...]
            // The call's own text: up to the next target declaration (or the end of the list).
            let end = rest.firstMatch(of: /\.(?:target|executableTarget|systemLibrary|testTarget)\(/)?.range.lowerBound ?? rest.endIndex
            let body = rest[..<end]
            var dependencies: Set<String> = []
            if let list = body.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/) {
                let items = String(list.1)
                for product in items.matches(of: /\.product\(name:\s*"([^"]+)"/) {
                    dependencies.insert(productNames[String(product.1)] ?? String(product.1))
                }
                let withoutProducts = items.replacing(/\.product\([^)]*\)/, with: "")
                for name in withoutProducts.matches(of: /"([^"]+)"/) { dependencies.insert(String(name.1)) }
            }
            targets[String(match.1)] = dependencies
        }
        return targets
    }

    /// The README table's rows in order: the targets each names, and its "depends on" cell.
    static func readmeRows() throws -> [(targets: [String], dependsOn: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| layer | target | depends on |") }) else { return [] }
        var rows: [(targets: [String], dependsOn: String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let targets = cells[2].matches(of: /`([^`]+)`/).map { String($0.1) }
            rows.append((targets, cells[3]))
        }
        return rows
    }

    @Test func everyTargetHasARowThatNamesItsDependencies() throws {
        let targets = try Self.packageTargets()
        let rows = try Self.readmeRows()
        #expect(targets.count > 10, "Package.swift targets not read: \(targets)")
        var above: Set<String> = []
        for row in rows {
            let cell = row.dependsOn
            let named = Set(cell.matches(of: /`([^`]+)`/).map { String($0.1) })
            for target in row.targets {
                guard let dependencies = targets[target] else {
                    Issue.record("README names `\(target)`, which Package.swift does not declare")
                    continue
                }
                let targetDependencies = dependencies.filter { targets[$0] != nil }
                let external = dependencies.subtracting(targetDependencies)
                // A row above, or the same row (`headroom` is the CLI's executable).
                for dependency in targetDependencies.sorted() where !above.contains(dependency) && !row.targets.contains(dependency) {
                    Issue.record("\(target) depends on \(dependency), which is not on a row above it")
                }
                if cell.hasPrefix("all of the above") {
                    continue
                } else if cell == "C libraries" {
                    #expect(targetDependencies.isEmpty, "\(target): README says C libraries only")
                } else {
                    #expect(named == Set(targetDependencies), "\(target): README says \(named.sorted()), Package.swift \(targetDependencies.sorted())")
                }
                for product in external.sorted() {
                    #expect(cell.contains(product), "\(target) depends on \(product), which its README row does not name")
                }
            }
            above.formUnion(row.targets)
        }
        let missing = Set(targets.keys).subtracting(above).subtracting(["headroom"])
        #expect(missing.isEmpty, "targets without a README row: \(missing.sorted())")
    }

    /// Every module a product source file imports is declared (SwiftPM on Linux can build an
    /// undeclared import when another target happened to build it first).
    @Test func everyImportIsDeclared() throws {
        let targets = try Self.packageTargets()
        let system: Set<String> = ["Foundation", "FoundationXML", "FoundationEssentials", "Synchronization", "Dispatch", "Glibc", "Musl"]
        let products = Dictionary(grouping: Self.productNames, by: \.value).mapValues { Set($0.map(\.key)) }
        let sources = Self.root.appendingPathComponent("Sources")
        for (target, dependencies) in targets {
            let folder = sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            var declared = system.union(dependencies)
            for dependency in dependencies { declared.formUnion(products[dependency] ?? []) }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /(?m)^(?:@\w+\s+)?(?:public\s+|package\s+|internal\s+)?import\s+(\w+)/) {
                    let module = String(match.1)
                    #expect(declared.contains(module), "\(target)/\(file) imports \(module), which Package.swift does not declare for \(target)")
                }
            }
        }
    }
}
