import CICU
import CTextStack

/// A locale's parts as shaping and font choice need them.
// Unchecked: `hbLanguage` is a C pointer to HarfBuzz's interned, never-freed language tag.
struct LocaleInfo: @unchecked Sendable {
    /// ICU/BCP 47 id used for the line breaker ("" for none).
    let identifier: String
    let language: String
    /// Likely script subtag ("Hans", "Hant", "Latn", ...).
    let script: String
    let region: String
    let isRightToLeft: Bool
    /// HarfBuzz language (interned; nil for none).
    let hbLanguage: hb_language_t?
    /// ICU line-break iterators for `identifier`.
    let lineBreakers: BreakerList

    init(_ locale: String?) {
        let id = (locale ?? "").trimmingCharacters(in: " ")
        identifier = id
        lineBreakers = BreakerPool.shared.list(kind: HR_BREAK_LINE, locale: id)
        guard !id.isEmpty else {
            language = ""
            script = ""
            region = ""
            isRightToLeft = false
            hbLanguage = nil
            return
        }
        func call(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
            var buffer = [CChar](repeating: 0, count: 64)
            let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, 64) }
            guard length > 0 else { return "" }
            return String(decoding: buffer.prefix(Int(min(length, 63))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        language = call { hr_locale_language(id, $0, $1) }.lowercased()
        script = call { hr_locale_likely_script(id, $0, $1) }
        let tag = call { hr_locale_to_bcp47(id, $0, $1) }
        region = tag.split(separator: "-").dropFirst().first { part in
            (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
        }.map { String($0).uppercased() } ?? ""
        isRightToLeft = hr_locale_is_rtl(id) == 1
        hbLanguage = hb_language_from_string(tag.isEmpty ? id : tag, -1)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}
