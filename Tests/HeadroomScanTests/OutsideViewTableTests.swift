import DynamicType
import Testing
@testable import HeadroomScan

/// UIKit's defaults (system 17 pt, one line) are those of a label the code creates itself: a view
/// whose class, or whose owner's class, comes from outside the repository and is no UIKit class
/// (a third-party banner's `subtitleLabel`) has an unknown font and line limit, so only estimates.
@Suite struct OutsideViewTableTests {
    static let set = #"NSLocalizedString("k", comment: "")"#

    func usage(_ declarations: String, _ target: String) throws -> ScanUsage {
        let code = """
            import UIKit
            import SomeBanner
            final class Shelf: UIView {
              let ownLabel = UILabel()
            }
            final class AppBanner: ThirdPartyBanner {
            }
            extension ExtendedLabel {
              func highlight() {}
            }
            final class Screen: UIViewController {
              \(declarations)
              func show() {
                \(target) = \(Self.set)
              }
            }
            """
        let result = SourceScanner().scan(texts: [("V.swift", code)], keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        return try #require(result.usages.first { $0.key == "k" })
    }

    static func isEstimate(_ e: Evidence?) -> Bool {
        if case .estimate? = e { return true }
        return false
    }

    @Test(arguments: [
        // The owner's type is outside the repository and UIKit: its label's font and lines are its class's.
        ("lazy var banner: NotificationBanner = { NotificationBanner(title: \"\") }()", "banner.subtitleLabel?.text", true),
        ("let banner = NotificationBanner(title: \"\")", "self.banner.titleLabel?.text", true),
        ("let banner = AppBanner()", "banner.subtitleLabel?.text", true),
        // The label's own class is outside the repository and UIKit.
        ("let label = MarqueeLabel()", "label.text", true),
        // The repository only extends it: an extension declares no class.
        ("let label = ExtendedLabel()", "label.text", true),
        // UIKit's classes and the app's: UIKit's defaults hold.
        ("let label = UILabel()", "label.text", false),
        ("let shelf = Shelf()", "shelf.ownLabel.text", false),
        ("let cell = UITableViewCell()", "cell.textLabel?.text", false),
        ("let button = UIButton()", "button.titleLabel?.text", false),
        // A receiver the scan cannot type keeps today's reading.
        ("", "someLabel.text", false),
    ])
    func aViewOfAClassOutsideTheRepositoryHasNoUIKitDefaults(declaration: String, target: String, outside: Bool) throws {
        let u = try usage(declaration, target)
        #expect(u.kind == .text, "\(target)")
        #expect(Self.isEstimate(u.font?.evidence) == outside, "\(target): \(String(describing: u.font?.evidence))")
        #expect(Self.isEstimate(u.linesEvidence) == outside, "\(target): \(String(describing: u.linesEvidence))")
        if outside, case .estimate(let why)? = u.font?.evidence {
            #expect(why.contains("neither in the repository nor in UIKit"), "\(why)")
        }
    }

    /// What the code sets on such a view is still the code's.
    @Test func aSettingTheCodeMakesStaysKnown() throws {
        let u = try usage("let label = MarqueeLabel()", "label.font = .preferredFont(forTextStyle: .body); label.numberOfLines = 2; label.text")
        guard case .code? = u.font?.evidence, case .code? = u.linesEvidence else {
            Issue.record("\(String(describing: u.font?.evidence)) \(String(describing: u.linesEvidence))"); return
        }
        #expect(u.lines == 2)
    }
}
