// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

internal enum L10n {
  internal enum Action {
    /// Cancel
    internal static let cancel = L10n.tr("Localizable", "action.cancel", fallback: "Cancel")
    /// Mute
    internal static let mute = L10n.tr("Localizable", "action.mute", fallback: "Mute")
    /// Unmute
    internal static let unmute = L10n.tr("Localizable", "action.unmute", fallback: "Unmute")
  }
  internal enum Alert {
    internal enum Block {
      /// Blocked accounts cannot follow you.
      internal static let message = L10n.tr("Localizable", "alert.block.message", fallback: "Blocked accounts cannot follow you.")
      /// Block?
      internal static let title = L10n.tr("Localizable", "alert.block.title", fallback: "Block?")
    }
  }
  internal enum Profile {
    /// Plural format key: "%#@followers@"
    internal static func followerCount(_ p1: Int) -> String {
      return L10n.tr("Localizable", "profile.follower_count", p1, fallback: "Plural format key: \"%#@followers@\"")
    }
    /// Followers
    internal static let followers = L10n.tr("Localizable", "profile.followers", fallback: "Followers")
    /// About
    internal static let header = L10n.tr("Localizable", "profile.header", fallback: "About")
    /// Profile
    internal static let navTitle = L10n.tr("Localizable", "profile.nav_title", fallback: "Profile")
    internal enum Status {
      /// Active
      internal static let active = L10n.tr("Localizable", "profile.status.active", fallback: "Active")
      /// Muted
      internal static let muted = L10n.tr("Localizable", "profile.status.muted", fallback: "Muted")
    }
  }
  internal enum Segment {
    /// Posts
    internal static let posts = L10n.tr("Localizable", "segment.posts", fallback: "Posts")
    /// Replies
    internal static let replies = L10n.tr("Localizable", "segment.replies", fallback: "Replies")
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
