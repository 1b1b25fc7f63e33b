/// One `"key" = "value";` pair of a `.strings` file, with positions.
struct StringsPair: Sendable, Hashable {
    var key: String
    var value: String
    var comment: String?
    var keyLine: Int, keyColumn: Int
    var valueLine: Int, valueColumn: Int
}
