import DynamicType
import Testing
@testable import HeadroomScan

/// Swift's member lookup where the scan reads a view's box: a name read as a value (not called) that a property
/// and methods share is the property; `Type.name` the type does not declare is found in an extension of a
/// protocol it conforms to.
@Suite struct MemberLookupTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var files: [(String, String)]
        var style: TextStyle?
        var size: Double?
        var lines: Int?
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a view path through a property that shares its name with delegate methods", files: [("Metric.swift", """
            import UIKit
            final class MetricView: UIView {
              let dateLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .subheadline)
                label.numberOfLines = 2
                return label
              }()
            }
            final class CardControl: UIControl {
              let dateLabel = UILabel()
              func setup() { dateLabel.font = .preferredFont(forTextStyle: .caption2) }
            }
            """), ("Status.swift", """
            import UIKit
            protocol MetricViewDelegate: AnyObject { func metricView(_ view: MetricView, didTap button: UIButton) }
            final class StatusView: UIView, MetricViewDelegate {
              let metricView = MetricView()
              func metricView(_ view: MetricView, didTap button: UIButton) {}
              func metricView(_ view: MetricView, didLongPress button: UIButton) {}
            }
            final class Binder {
              func bind(statusView: StatusView) { statusView.metricView.dateLabel.text = NSLocalizedString("k", comment: "") }
            }
            """)], style: .subheadline, size: nil, lines: 2),
        Row(name: "a static font property of a protocol extension, read on a conforming type", files: [("Appearance.swift", """
            import UIKit
            protocol OnboardingAppearance: UIViewController {}
            extension OnboardingAppearance {
              static var subtitleFont: UIFont { UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 17, weight: .regular)) }
            }
            """), ("Login.swift", """
            import UIKit
            final class LoginController: UIViewController {}
            extension LoginController: OnboardingAppearance {}
            final class LoginView: UIView {
              let explanation = UILabel()
              func setup() {
                explanation.font = LoginController.subtitleFont
                explanation.numberOfLines = 0
                explanation.text = NSLocalizedString("k", comment: "")
              }
            }
            """)], style: .title3, size: 17, lines: 0),
    ]

    @Test(arguments: rows)
    func readsTheBox(_ row: Row) {
        let result = SourceScanner().scan(texts: row.files, keys: [ScanResult.TableKey(table: "Localizable", key: "k")])
        let shown = result.usages.filter { $0.key == "k" && $0.kind == .text }
        #expect(shown.count == 1, "\(row.name): \(result.unresolved.map(\.reason))")
        for usage in shown {
            #expect(usage.font?.style == row.style, "\(row.name): \(String(describing: usage.font)) \(result.unresolved.map(\.reason))")
            #expect(usage.font?.fixedSize ?? usage.font?.baseSize == row.size, "\(row.name)")
            #expect(usage.lines == row.lines, "\(row.name)")
        }
    }
}
