import Foundation

/// A nib file: Interface Builder's archive of views, which UIKit decodes when asked.
///
/// HeadlessUIKit cannot decode nibs (they are compiled by Xcode's Interface Builder into an
/// archive of UIKit's own classes), so code that registers or loads one builds, and the load
/// stops the program with UIKit's message for a nib it cannot find, or with a message that says
/// nibs are not read when the file is there. Screens built in code are what HeadlessUIKit lays
/// out and draws.
@MainActor
open class UINib: NSObject {
  /// Keys of the options dictionary of `instantiate(withOwner:options:)`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Creates a key from its name.
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Objects the nib refers to by identifier (a `[String: Any]`).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let name: String?
  private let bundle: Bundle

  /// Refers to the nib of a name in a bundle; nothing is read until it is instantiated.
  /// - Parameters:
  ///   - name: The nib's name, without the `.nib` extension.
  ///   - bundleOrNil: The bundle to look in, or `nil` for the main bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    bundle = bundleOrNil ?? .main
    super.init()
  }

  /// Refers to a nib's contents given as data.
  /// - Parameters:
  ///   - data: The nib's archive.
  ///   - bundleOrNil: The bundle its resources come from, or `nil` for the main bundle.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    bundle = bundleOrNil ?? .main
    super.init()
  }

  /// Would make the nib's objects; stops the program, as HeadlessUIKit cannot decode nibs (with
  /// UIKit's message when the nib is not in the bundle).
  /// - Parameters:
  ///   - ownerOrNil: The File's Owner.
  ///   - optionsOrNil: Options such as ``OptionsKey/externalObjects``.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    guard let name, bundle.path(forResource: name, ofType: "nib") != nil else {
      fatalError(
        "NSInternalInconsistencyException: Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> "
          + "(loaded)' with name '\(name ?? "")'")
    }
    fatalError(
      "HeadlessUIKit cannot load the nib '\(name)': nibs are Interface Builder archives that only UIKit "
        + "decodes; make the view in code")
  }
}

extension Bundle {
  /// Would load a nib's objects; stops the program as `UINib.instantiate(withOwner:options:)`
  /// does.
  /// - Parameters:
  ///   - name: The nib's name.
  ///   - owner: The File's Owner.
  ///   - options: Options such as `UINib.OptionsKey.externalObjects`.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
