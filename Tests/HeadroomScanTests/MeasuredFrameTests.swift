import DynamicType
import Testing
@testable import HeadroomScan

/// A label laid out by hand (`sizeThatFits` then `frame =`) is at most the measured size's width: a fraction of
/// its host view (`bounds.width * style.maxWidthPercentage`, the style's declared default) less what the code
/// subtracts, a runtime width narrowing only the narrow end. A `didSet` that clamps the property writes it only after
/// another write: the declared value stays certain.
@Suite struct MeasuredFrameTests {
    static let source = """
        import UIKit
        public struct BannerStyle {
          public var maxWidthPercentage: CGFloat = 0.8 {
            didSet { maxWidthPercentage = max(min(maxWidthPercentage, 1.0), 0.0) }
          }
          public var padding: CGFloat = 10
        }
        extension UIView {
          func makeBanner(_ message: String, image: UIImage?, style: BannerStyle) -> UIView {
            var imageRect = CGRect.zero
            if let image { imageRect.size.width = image.size.width }
            let label = UILabel()
            label.numberOfLines = 0
            label.text = message
            let maxSize = CGSize(width: (self.bounds.width * style.maxWidthPercentage) - imageRect.size.width, height: 200)
            let fit = label.sizeThatFits(maxSize)
            label.frame = CGRect(origin: .zero, size: fit)
            let button = UIButton()
            let insets = UIEdgeInsets(top: 10, left: 6, bottom: 10, right: 4)
            button.setTitle(NSLocalizedString("banner.action", comment: ""), for: .normal)
            if let size = button.titleLabel?.sizeThatFits(CGSize(width: bounds.width * 0.5 - insets.left - insets.right, height: 44)) {
              button.frame = CGRect(origin: .zero, size: size)
            }
            let other = UILabel()
            other.text = NSLocalizedString("banner.unmeasured", comment: "")
            _ = other.sizeThatFits(maxSize)
            label.addSubview(other)
            return label
          }
          func show() {
            addSubview(makeBanner(NSLocalizedString("banner.message", comment: ""), image: nil, style: BannerStyle()))
          }
        }
        """

    static let result: ScanResult = {
        let keys = Set(["banner.message", "banner.action", "banner.unmeasured"].map { ScanResult.TableKey(table: "Localizable", key: $0) })
        return SourceScanner().scan(texts: [("Banner.swift", source)], keys: keys)
    }()

    @Test func aLabelMeasuredAgainstAFractionOfItsHost() throws {
        let width = try #require(Self.result.usages.first { $0.key == "banner.message" }?.width)
        // 0.8 × 393, less the image's runtime width (an estimate on the narrow end only).
        #expect(abs(width.widest - 314.4) < 0.01, "\(width)")
        #expect(width.narrowest < width.widest - 1)
        #expect(width.evidence.kind == .estimate)
        #expect(width.evidence.summary.contains("maxWidthPercentage = 0.8"), "\(width.evidence.summary)")
    }

    @Test func aButtonTitleMeasuredLessItsInsets() throws {
        let width = try #require(Self.result.usages.first { $0.key == "banner.action" }?.width)
        #expect(abs(width.widest - (393 * 0.5 - 10)) < 0.01 && width.narrowest == width.widest, "\(width)")
    }

    @Test func aViewMeasuredButNeverFramedKeepsTheDefault() throws {
        let width = try #require(Self.result.usages.first { $0.key == "banner.unmeasured" }?.width)
        #expect(width.widest == 393, "\(width)")
    }
}
