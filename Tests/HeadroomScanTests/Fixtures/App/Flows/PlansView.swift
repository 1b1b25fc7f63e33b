import SwiftUI

/// Value flow: another type's property set where the type is built, collections a `ForEach` shows.
struct Plan: Identifiable {
    let id: Int
    let title: String

    static let all = [
        Plan(id: 1, title: NSLocalizedString("flow.plan.basic", comment: "")),
        Plan(id: 2, title: String(localized: "flow.plan.pro")),
    ]
}

enum Sorting: CaseIterable {
    case newest, oldest

    var label: LocalizedStringKey {
        switch self {
        case .newest: .init("flow.sort.newest")
        case .oldest: "flow.sort.oldest"
        }
    }
}

struct PlansView: View {
    let tips: [LocalizedStringKey] = ["flow.tip.one", "flow.tip.two"]

    var body: some View {
        List {
            ForEach(Plan.all) { plan in
                Text(plan.title).font(.headline)
            }
            ForEach(Sorting.allCases, id: \.self) { Text($0.label) }
            ForEach(tips, id: \.self) { tip in
                Text(tip).lineLimit(2)
            }
        }
    }
}
