import Foundation
import Testing

@testable import HeadroomCLI

/// `headroom scan`'s exit status and its help agree: files read in full that disagree with each
/// other are warnings (exit 0), a file that could not be read or parsed in full fails (exit 1).
@Suite(.serialized)
struct ScanExitStatusTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="VC1-aa-bbb" customClass="MainVC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Vw1-aa-bbb">
                        <subviews>
                            <label text="Hello" id="Lbl-aa-bbb"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var files: [String: String]
        var status: Int32
        var stderrHas: [String]
        var stderrLacks: [String] = []
    }

    static let cases: [Case] = [
        Case(description: "clean sources", files: [:], status: 0, stderrHas: [], stderrLacks: ["warning:", "error:"]),
        Case(description: "a strings table naming an object ID its storyboard lacks: a warning, exit 0",
             files: ["Base.lproj/Main.storyboard": storyboard,
                     "de.lproj/Main.strings": "\"Lbl-aa-bbb.text\" = \"Hallo\";\n\"Gone-xx-yyy.text\" = \"Weg\";\n"],
             status: 0, stderrHas: ["warning: de.lproj/Main.strings:2: names an object ID"], stderrLacks: ["error:"]),
        Case(description: "a Swift file with syntax errors: an error, exit 1",
             files: ["Broken.swift": "import SwiftUI\nstruct B: View { var body: some View { Text(\"title\" }\n"],
             status: 1, stderrHas: ["error: Broken.swift:2: has syntax errors"]),
        Case(description: "both: the error decides",
             files: ["Base.lproj/Main.storyboard": storyboard,
                     "de.lproj/Main.strings": "\"Gone-xx-yyy.text\" = \"Weg\";\n",
                     "Broken.swift": "struct B { func f( }\n"],
             status: 1, stderrHas: ["warning: de.lproj/Main.strings:1:", "error: Broken.swift:1: has syntax errors"]),
    ]

    @Test("exit status by kind of problem", arguments: cases)
    func status(_ c: Case) throws {
        let dir = try HostileCommandTests.folder("scanexit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (path, text) in c.files {
            let url = URL(fileURLWithPath: dir + "/App/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let out = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        guard let result = try HostileCommandTests.run(["scan", dir + "/App"], stdout: out) else {
            print("skipped: .build/debug/headroom is not built"); return
        }
        #expect(result.status == c.status, "\(result.err)")
        for text in c.stderrHas { #expect(result.err.contains(text), "\(result.err)") }
        for text in c.stderrLacks { #expect(!result.err.contains(text), "\(result.err)") }
    }

    @Test("the help says what the behaviour is")
    func helpAgrees() {
        let help = ScanCommand.helpMessage(columns: 10_000)
        #expect(help.contains("Exit status: 0 (warnings included), 1 when a file could not be read or parsed"))
        #expect(help.contains("\"warning:\" for files read in full that disagree"))
    }
}
