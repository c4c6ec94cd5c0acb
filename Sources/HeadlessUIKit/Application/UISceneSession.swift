import Foundation

/// A scene's lasting record: its role and configuration, kept while the scene comes and goes.
/// An app's scene delegate is handed one when its scene connects (UISceneSession.h, iOS 16.5).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// What a session's scenes are for (UISceneDefinitions.h: a typed string).
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's string.
    public let rawValue: String

    /// Creates a role from its string.
    /// - Parameter rawValue: The role's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The app's own interactive windows (UIWindowSceneSessionRoleApplication).
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Content on an external display the user cannot touch (iOS 16).
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  package init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    super.init()
  }

  /// The scene connected to the session, or `nil` while none is.
  open package(set) weak var scene: UIScene?

  /// What the session's scenes are for.
  public let role: Role

  /// The configuration the scenes are made with.
  public let configuration: UISceneConfiguration

  /// A string that names the session across launches.
  public let persistentIdentifier = UUID().uuidString

  /// Values the app keeps with the session; `nil` until set.
  open var userInfo: [String: Any]?
}

/// How the scenes of a session are made: their class, their delegate's class and a name for
/// the configuration (UISceneSession.h). An app delegate returns one from
/// `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// Creates a configuration.
  /// - Parameters:
  ///   - name: The name the app's Info.plist lists it under, or `nil`.
  ///   - sessionRole: The role of the sessions it serves.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }

  /// The configuration's name, or `nil`.
  public let name: String?

  /// The role of the sessions it serves.
  public let role: UISceneSession.Role

  /// The class of the scenes it makes; `nil` means the role's own (`UIWindowScene`).
  open var sceneClass: AnyClass?

  /// The class of the scene delegate it makes, or `nil`.
  open var delegateClass: AnyClass?
}

extension UIScene {
  /// What came with a scene's connection: a URL it was opened with, the app that opened it
  /// (UISceneOptions.h). HeadlessUIKit connects scenes with none of these.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    package override init() {
      super.init()
    }

    /// The bundle identifier of the app that asked for the scene, or `nil`.
    open var sourceApplication: String? { nil }

    /// The type of a Handoff activity the scene was made for, or `nil`.
    open var handoffUserActivityType: String? { nil }
  }
}
