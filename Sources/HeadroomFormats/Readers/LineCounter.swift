/// Line and column arithmetic shared by the parsers (`\n`, `\r\n` and lone `\r` end a line).
enum LineCounter {
    static func position(in scalars: [UInt32], at index: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0, i = 0
        let end = min(index, scalars.count)
        while i < end {
            let c = scalars[i]
            if c == 0x0A || (c == 0x0D && (i + 1 >= scalars.count || scalars[i + 1] != 0x0A)) {
                line += 1; lineStart = i + 1
            }
            i += 1
        }
        return (line, index - lineStart + 1)
    }
}
