import HeadroomFormats

/// `measure --batch`: JSON Lines in, one JSON line out per input line, in order. A bad line gets
/// `{"error": "line N: ..."}` and the batch goes on. Blank lines are skipped (no answer).
package struct BatchRunner {
    package var engines: MeasureEngines
    /// The locale for lines that give none ("" = none).
    package var defaultLocale: String = ""
    /// Flush after every answer (for a caller that writes a line and waits for its answer).
    package var flushEachLine = false

    package init(engines: MeasureEngines, defaultLocale: String = "", flushEachLine: Bool = false) {
        self.engines = engines
        self.defaultLocale = defaultLocale
        self.flushEachLine = flushEachLine
    }

    /// What a run did.
    package struct Summary: Equatable {
        package var answered = 0
        package var failed = 0
    }

    package func run(_ reader: BatchLineReader, output: MeasureOutput) -> Summary {
        var summary = Summary()
        var number = 0
        // One answer buffer for the whole batch: each answer is written into it as bytes.
        var answer = JSONWriter(capacity: 1024)
        while let bytes = reader.nextLine() {
            number += 1
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            answer.removeAll()
            do {
                if reader.lastLineWasCut {
                    throw MeasureError.textTooLong(length: reader.lastLineLength, limit: MeasureRequest.maximumTextBytes)
                }
                try measure(bytes, into: &answer)
                summary.answered += 1
            } catch {
                summary.failed += 1
                answer.removeAll()
                let message = MeasureJSON.object(["error": .string("line \(number): \(BatchRunner.message(for: error))")]).compact
                answer.bytes.append(contentsOf: message.utf8)
            }
            answer.byte(0x0A)
            output.write(bytes: answer.bytes)
            if flushEachLine { output.flush() }
        }
        output.flush()
        return summary
    }

    private func measure(_ bytes: UnsafeBufferPointer<UInt8>, into answer: inout JSONWriter) throws {
        guard bytes.count <= MeasureRequest.maximumTextBytes * 2 else {
            throw MeasureError.textTooLong(length: bytes.count, limit: MeasureRequest.maximumTextBytes)
        }
        guard BatchUTF8.isValid(bytes) else { throw BatchLineError.invalidUTF8 }
        let values: [BatchJSONParser.Value?]
        do {
            values = try BatchJSONParser.parse(bytes, fields: BatchInput.fieldBytes)
        } catch {
            throw BatchLineError.notJSONObject
        }
        let input = try BatchInput(values: values)
        let request = try input.request(defaultLocale: defaultLocale)
        guard input.asksForSeveralCategories else { return try engines.firstRow(request).write(into: &answer) }
        // Every size of the string from one shaping: {"results":[RESULT,…]}.
        answer.raw("{\"results\":[")
        for (index, row) in try engines.measure(request).enumerated() {
            if index > 0 { answer.byte(UInt8(ascii: ",")) }
            row.write(into: &answer)
        }
        answer.raw("]}")
    }

    package static func message(for error: any Error) -> String {
        switch error {
        case let error as MeasureError: error.description
        case let error as BatchInput.FieldError: error.description
        case let error as BatchLineError: error.description
        default: String(describing: error)
        }
    }
}
