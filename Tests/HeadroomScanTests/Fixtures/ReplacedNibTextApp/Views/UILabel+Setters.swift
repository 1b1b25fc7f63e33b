import UIKit

extension UILabel {
    /// Sets `text` or `attributedText` on every path.
    func setText(_ text: String?, strikethrough: Bool) {
        if let text, strikethrough {
            self.attributedText = NSAttributedString(string: text, attributes: [.strikethroughStyle: 1])
        } else {
            self.attributedText = nil
            self.text = text
        }
    }

    /// Sets `text` only when there is one: the nib's text may stay.
    func setIfPresent(_ text: String?) {
        if let text {
            self.text = text
        }
    }
}

extension UITextField {
    func setHint(_ hint: String) {
        placeholder = hint
    }
}
