import Foundation
import Testing

/// One main type per file, named after it: every Swift file under `Sources/` declares or extends
/// the type its name says (`Type.swift`, `Type+Topic.swift`). The files listed still break the
/// rule and are to be split or renamed by their owners; the list only shrinks.
@Suite struct FileNamingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let knownExceptions: Set<String> = []

    @Test func everyFileIsNamedAfterItsType() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let declaration = /(?m)^(?:@[\w()]+\s+)*(?:(?:public|internal|package|private|fileprivate|final|indirect|open)\s+)*(?:struct|class|enum|protocol|actor|extension)\s+([\w.]+)/
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("/main.swift") {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let type = String(name.split(separator: "+")[0])
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let declared = text.matches(of: declaration).map { String($0.1.split(separator: ".").last ?? "") }
            if !declared.contains(type) { offenders.append(file) }
        }
        #expect(files.count > 100, "Sources not found at \(sources.path)")
        #expect(Set(offenders).subtracting(Self.knownExceptions).sorted() == [], "files not named after a type they declare")
    }
}
