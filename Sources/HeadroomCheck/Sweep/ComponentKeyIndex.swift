/// Which elements of the declared components name a key: exact patterns by key in a dictionary,
/// globs tried one by one. `headroom init` writes hundreds of exact keys, and trying every
/// pattern on every string (`CheckRunner.assign`) grew as strings × patterns.
struct ComponentKeyIndex: Sendable {
    /// A pattern's place: component, element, position in the element's keys.
    struct Place: Sendable {
        var component: Int
        var element: Int
        var pattern: Int
    }

    private var exact: [String: [Place]] = [:]
    private var globs: [(place: Place, pattern: KeyPattern)] = []

    /// Indexes the patterns of `components[0..<count]` (the declared components, not the rules).
    init(_ components: [Component], count: Int) {
        for c in 0..<count {
            for (e, element) in components[c].elements.enumerated() {
                for (p, pattern) in element.keys.enumerated() {
                    let place = Place(component: c, element: e, pattern: p)
                    if pattern.isExact { exact[pattern.pattern, default: []].append(place) } else { globs.append((place, pattern)) }
                }
            }
        }
    }

    /// The elements that show `key`, in component then element order, each with the captures of
    /// its first pattern (in the element's order) that matches: what trying every pattern in
    /// order gives.
    func matches(_ key: String) -> [(component: Int, element: Int, captures: [String])] {
        var found: [(place: Place, captures: [String])] = []
        for place in exact[key] ?? [] { found.append((place, [])) }
        for (place, pattern) in globs {
            if let captures = pattern.captures(key) { found.append((place, captures)) }
        }
        if found.count > 1 {
            found.sort { ($0.place.component, $0.place.element, $0.place.pattern) < ($1.place.component, $1.place.element, $1.place.pattern) }
        }
        var result: [(component: Int, element: Int, captures: [String])] = []
        for item in found {
            if let last = result.last, last.component == item.place.component, last.element == item.place.element { continue }
            result.append((item.place.component, item.place.element, item.captures))
        }
        return result
    }
}
