import Foundation
import HeadroomFormats

/// The strings the benchmark measures: every value of the corpus with its format arguments
/// replaced by samples (as `headroom check` does), in file order, optionally thinned to N.
struct BenchCorpus {
    struct Item {
        var text: String
        var locale: String
    }

    var items: [Item]
    var files: Int
    var entries: Int

    /// Loads `path` and keeps every k-th string so that at most `limit` remain (nil: all).
    static func load(path: String, limit: Int?) -> BenchCorpus {
        let loaded = LocalizationLoader().load(paths: [path])
        let sampler = ArgumentSampler()
        var items = loaded.entries.map { Item(text: sampler.measurableText(for: $0).text, locale: $0.locale.identifier) }
        items.removeAll { $0.text.isEmpty }
        if let limit, limit > 0, items.count > limit {
            let step = Double(items.count) / Double(limit)
            items = (0..<limit).map { items[Int(Double($0) * step)] }
        }
        return BenchCorpus(items: items, files: loaded.files.count, entries: loaded.entries.count)
    }

    /// Records "locale \u{1F} text \0", the input of floor.c and pango_bench.c.
    func writeRecords(to path: String) throws {
        var data = Data()
        for item in items {
            data.append(contentsOf: item.locale.utf8)
            data.append(0x1F)
            data.append(contentsOf: item.text.utf8.filter { $0 != 0 })
            data.append(0)
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// JSON Lines for `measure --batch`: body style at a category, width and line limit.
    /// One `measure --batch` line per string and category (consecutive, as a client asking for
    /// every size of a string writes them).
    func writeBatch(to path: String, width: Double, lines: Int, categories: [String]) throws {
        var out = ""
        out.reserveCapacity(items.count * 96 * categories.count)
        for item in items {
            for category in categories {
                let object: [String: Any] = [
                    "text": item.text, "locale": item.locale, "width": width, "lines": lines, "style": "body",
                    "category": category,
                ]
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                out += String(decoding: data, as: UTF8.self) + "\n"
            }
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
