import DynamicType
import Foundation
import HeadroomFormats
import Testing

@testable import HeadroomCLI

/// On the sample (`headroom.yml`), every translator card of the HTML report takes its advice from
/// the boxes the translation alone fails, as the JSON report of the same run says (`cause`): each
/// box a card counts is `cause: translation` in the JSON, the room is the strictest of those boxes,
/// no design box overflows less and is counted, no design card says how long to be, and every
/// target is at least one character and below the text's length. `HEADROOM_ADVICE_MANIFEST` names
/// another manifest to check the same way (an app's `init` manifest, e.g. iceCubes').
@Suite struct TranslatorAdviceEndToEndTests {
    struct Box: Hashable { var component, element, device, category: String }

    @Test func adviceComesFromTranslationCausedBoxesOnly() throws {
        try check(manifest: CheckEndToEndTests.manifestPath, minimumCards: 100)
        if let other = ProcessInfo.processInfo.environment["HEADROOM_ADVICE_MANIFEST"] {
            try check(manifest: other, minimumCards: 1)
        }
    }

    func check(manifest: String, minimumCards: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("headroom-advice-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try CheckEndToEndTests.check(["--config", manifest, "--format", "html", "--output", dir.appendingPathComponent("html").path, "--quiet"])
        let json = try CheckEndToEndTests.check(["--config", manifest, "--format", "json", "--quiet"])
        let root = try JSONNode.read(Array(json.out.utf8), file: "report.json")
        // (locale, key, variant) → box → (cause, overflowCharacters, verdict).
        var causes: [String: [Box: (cause: String, over: Int, verdict: String)]] = [:]
        guard case .array(let outcomes, _, _)? = root["outcomes"] else { Issue.record("no outcomes"); return }
        for outcome in outcomes {
            let id = [outcome["locale"]?.stringValue ?? "", outcome["key"]?.stringValue ?? "", outcome["variant"]?.stringValue ?? ""].joined(separator: "|")
            guard case .array(let results, _, _)? = outcome["results"] else { continue }
            for result in results {
                guard case .number(let over, _, _)? = result["overflowCharacters"] else { continue }
                let box = Box(
                    component: outcome["component"]?.stringValue ?? "", element: outcome["element"]?.stringValue ?? "",
                    device: result["device"]?.stringValue ?? "", category: result["category"]?.stringValue ?? "")
                causes[id, default: [:]][box] = (result["cause"]?.stringValue ?? "none", Int(over), result["verdict"]?.stringValue ?? "")
            }
        }
        // The JSON report names categories as people do (`AX3`), the HTML by raw value (`ax3`).
        let names = Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0.rawValue, $0.displayName) })
        var translatorCards = 0, designCards = 0, checkedBoxes = 0
        let html = dir.appendingPathComponent("html")
        for page in try FileManager.default.contentsOfDirectory(atPath: html.path) where page.hasSuffix(".html") && page != "index.html" && page != "developers.html" {
            let text = try String(contentsOf: html.appendingPathComponent(page), encoding: .utf8)
            for card in text.matches(of: /<article class="card( design)?"[^>]*data-locale="([^"]*)"[^>]*data-cause="([^"]*)" data-key="([^"]*)"[^>]*>(?s)(.*?)<\/article>/) {
                let body = String(card.5)
                let variant = body.firstMatch(of: /<span class="variant">([^<]*)<\/span>/).map { unescape(String($0.1)) } ?? ""
                let id = [String(card.2), unescape(String(card.4)), variant].joined(separator: "|")
                let advice = body.firstMatch(of: /<div class="advice"([^>]*)>/).map { String($0.1) } ?? ""
                if card.3 == "design" {
                    designCards += 1
                    #expect(card.1 != nil, "\(id): a design card without the design class")
                    #expect(!body.contains("Aim for") && !advice.contains("data-target"), "\(id): a design card says how long to be")
                    #expect(body.contains("The English does not fit either: this is for the designers."), "\(id)")
                    continue
                }
                translatorCards += 1
                guard let boxesText = advice.firstMatch(of: /data-boxes="([^"]*)"/).map({ unescape(String($0.1)) }),
                    let length = advice.firstMatch(of: /data-length="(\d+)"/).flatMap({ Int($0.1) }),
                    let room = advice.firstMatch(of: /data-room="(\d+)"/).flatMap({ Int($0.1) }),
                    let target = advice.firstMatch(of: /data-target="(\d+)"/).flatMap({ Int($0.1) })
                else { continue }
                let known = try #require(causes[id], "\(id) is not in the JSON report")
                var strictest = Int.max
                for entry in boxesText.split(separator: ";") {
                    let f = entry.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    let box = Box(component: f[0], element: f[1], device: f[2], category: names[f[3]] ?? f[3])
                    let json = try #require(known[box], "\(id): box \(entry) is not in the JSON report")
                    #expect(json.cause == "translation", "\(id): the advice counts \(entry), whose cause is \(json.cause)")
                    strictest = min(strictest, length - max(1, json.over))
                    checkedBoxes += 1
                }
                // The room is never looser than the text's own figure at its strictest box, and
                // the target is one that can be met.
                #expect(target <= strictest && target <= room, "\(id): target \(target), room \(room), strictest \(strictest)")
                #expect(target >= 1 && target < length, "\(id): target \(target) for \(length) characters")
                // Every translation-caused truncation of the card is among the boxes counted.
                let counted = Set(boxesText.split(separator: ";").map { e -> Box in
                    let f = e.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    return Box(component: f[0], element: f[1], device: f[2], category: names[f[3]] ?? f[3])
                })
                for (box, json) in known where json.cause == "translation" && json.verdict == "truncates" {
                    #expect(counted.contains(box), "\(id): the translation-caused truncation \(box) is not counted")
                }
            }
        }
        print("\(manifest): translator cards: \(translatorCards), design cards: \(designCards), boxes checked against the JSON cause: \(checkedBoxes)")
        #expect(translatorCards >= minimumCards && designCards >= minimumCards && checkedBoxes > 0)
    }

    func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

