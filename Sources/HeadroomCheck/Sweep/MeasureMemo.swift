/// The last measurement a worker made, reused when the next string asks for identical work: the
/// same measured text (byte for byte), locale, typeface and boxes. The sweep orders its work so
/// equal requests are adjacent, so one remembered result per worker catches them all and memory
/// stays flat.
struct MeasureMemo {
    var text: String
    var locale: String
    var typeface: Typeface
    var boxes: [LayoutBox]
    var results: MeasuredText

    func matches(_ text: String, _ locale: String, _ typeface: Typeface, _ boxes: [LayoutBox]) -> Bool {
        self.locale == locale && self.typeface == typeface && self.boxes == boxes
            && self.text.utf8.count == text.utf8.count && self.text.utf8.elementsEqual(text.utf8)
    }
}
