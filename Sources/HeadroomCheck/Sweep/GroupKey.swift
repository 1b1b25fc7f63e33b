/// A component in one locale on one device.
struct GroupKey: Hashable, Sendable {
    var component: Int
    var locale: String
    var device: Int
}

/// One instance of a component in one locale on one device.
struct InstanceKey: Hashable, Sendable {
    var group: GroupKey
    var instance: String
}
