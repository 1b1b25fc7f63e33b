import Testing
@testable import HeadroomScan

/// Swift's lookup of a type name written inside a type: the innermost enclosing type's nested type first
/// (with the classes each enclosing type inherits from), then the module's top-level type; never a
/// same-named type nested in an unrelated type. Each use site gets only its own type's keys.
@Suite struct NestedTypeLookupTableTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var files: [(String, String)]
        /// Key → the only file that draws it.
        var expected: [String: String]
        var description: String { name }
    }

    static let modes = """
        import SwiftUI
        struct BookmarksView: View {
          enum Mode {
            case bookmarks, favorites
            var title: String {
              switch self {
              case .bookmarks: NSLocalizedString("bookmarks.title", comment: "")
              case .favorites: NSLocalizedString("favorites.title", comment: "")
              }
            }
          }
          let mode: Mode
          var body: some View { Text(mode.title) }
        }
        """
    static let editorModes = """
        import SwiftUI
        struct EditorView: View {
          enum Mode {
            case new, edit
            var title: String {
              switch self {
              case .new: NSLocalizedString("editor.new", comment: "")
              case .edit: NSLocalizedString("editor.edit", comment: "")
              }
            }
          }
          func header(for mode: Mode) -> some View { Text(mode.title) }
          var body: some View { VStack { header(for: .new); header(for: .edit) } }
        }
        """

    static let rows: [Row] = [
        Row(name: "two views, each with its own nested Mode", files: [("Bookmarks.swift", modes), ("Editor.swift", editorModes)],
            expected: ["bookmarks.title": "Bookmarks.swift", "favorites.title": "Bookmarks.swift",
                       "editor.new": "Editor.swift", "editor.edit": "Editor.swift"]),
        Row(name: "a nested Reason in an extension, beside another type's nested Reason", files: [("Pill.swift", """
            import UIKit
            final class Pill: UIView {
              let label = UILabel()
              func update(with reason: Reason) { label.text = reason.title }
            }
            extension Pill {
              enum Reason {
                case newPosts, offline
                var title: String {
                  switch self {
                  case .newPosts: return NSLocalizedString("pill.new", comment: "")
                  case .offline: return NSLocalizedString("pill.offline", comment: "")
                  }
                }
              }
            }
            """), ("Report.swift", """
            import UIKit
            final class ReportViewModel {
              enum Reason {
                case spam, other
                var title: String {
                  switch self {
                  case .spam: return NSLocalizedString("report.spam", comment: "")
                  case .other: return NSLocalizedString("report.other", comment: "")
                  }
                }
              }
            }
            final class ReportView: UIView {
              let label = UILabel()
              func show(_ reason: ReportViewModel.Reason) { label.text = reason.title }
            }
            """)],
            expected: ["pill.new": "Pill.swift", "pill.offline": "Pill.swift", "report.spam": "Report.swift", "report.other": "Report.swift"]),
        Row(name: "a nested Mode hides a top-level Mode; elsewhere Mode is the top-level one", files: [("Mode.swift", """
            import SwiftUI
            enum Mode {
              case list
              var title: String { NSLocalizedString("top.list", comment: "") }
            }
            struct ListView: View {
              let mode: Mode
              var body: some View { Text(mode.title) }
            }
            """), ("Bookmarks.swift", modes)],
            expected: ["top.list": "Mode.swift", "bookmarks.title": "Bookmarks.swift", "favorites.title": "Bookmarks.swift"]),
        Row(name: "a superclass's nested Reason, written bare in a subclass", files: [("Base.swift", """
            import UIKit
            class BaseCell: UITableViewCell {
              enum Reason {
                case muted
                var title: String { NSLocalizedString("base.muted", comment: "") }
              }
            }
            final class MutedCell: BaseCell {
              let reasonLabel = UILabel()
              func configure(_ reason: Reason) { reasonLabel.text = reason.title }
            }
            """), ("Other.swift", """
            import UIKit
            final class BlockViewModel {
              enum Reason {
                case blocked
                var title: String { NSLocalizedString("other.blocked", comment: "") }
              }
            }
            final class BlockView: UIView {
              let label = UILabel()
              func show(_ reason: BlockViewModel.Reason) { label.text = reason.title }
            }
            """)],
            expected: ["base.muted": "Base.swift", "other.blocked": "Other.swift"]),
        Row(name: "a type nested by an extension of a nested type, read through a local that rebinds a parameter", files: [("Store.swift", """
            import SwiftUI
            public enum Editor {}
            extension Editor {
              @Observable public class Store {
                var mode: Mode
                init(mode: Mode) { self.mode = mode }
              }
            }
            extension Editor.Store {
              public enum Mode {
                case new
                var title: LocalizedStringKey { "editor.new" }
              }
            }
            extension Editor {
              public struct MainView: View {
                @State private var store: Store
                public var body: some View { content(store: store) }
                private func content(store: Store) -> some View {
                  @Bindable var store = store
                  return Text(verbatim: "x").navigationTitle(store.mode.title)
                }
              }
            }
            """), ("Bookmarks.swift", modes)],
            expected: ["editor.new": "Store.swift", "bookmarks.title": "Bookmarks.swift"]),
    ]

    @Test(arguments: rows)
    func eachSiteGetsItsOwnType(_ row: Row) {
        let keys = Set(row.expected.keys.map { ScanResult.TableKey(table: "Localizable", key: $0) })
        let result = SourceScanner().scan(texts: row.files, keys: keys)
        for (key, file) in row.expected {
            let sites = Set(result.usages.filter { $0.key == key && $0.kind.isBoxed }.map { $0.file })
            #expect(sites == [file], "\(row.name): \(key) drawn in \(sites.sorted())")
        }
    }
}
