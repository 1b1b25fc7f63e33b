import SwiftUI

struct PlanView: View {
    enum Plan: CaseIterable {
        case basic, pro, team
        init(id: String) { self = id == "p" ? .pro : id == "t" ? .team : .basic }

        var subtitle: LocalizedStringKey {
            switch self {
            case .basic: "plan.basic.subtitle"
            case .pro: "plan.pro.subtitle"
            case .team: "plan.team.subtitle"
            }
        }
    }

    enum Source: Hashable {
        case home, local
        case remote(server: String, scope: Plan)

        static let all: [Source] = [.home, .local, .remote(server: "example.org", scope: .basic)]

        func title() -> LocalizedStringKey {
            switch self {
            case .home: "source.home"
            case .local: "source.local"
            case .remote: "source.remote"
            }
        }
    }

    let source: Source

    var body: some View {
        VStack {
            // A case written with its type: that case's branch only.
            Text(Plan.team.subtitle)
                .font(.footnote)
            // Inside `case let .remote`: the value is that case.
            switch source {
            case let .remote(_, scope):
                Text(scope.subtitle)
                    .font(.headline)
                Text(source.title())
                    .font(.caption)
            case .home:
                Text(source.title())
                    .font(.title)
            default:
                Text(source.title())
                    .font(.subheadline)
            }
        }
    }
}
