import Foundation

/// The traits of the environment an interface is shown in: light or dark, the text size, the
/// display's scale, the size classes, the layout direction and the idiom (phone or pad).
///
/// A trait collection is an immutable value. Each trait is either specified or left
/// unspecified; `init(traitsFrom:)` merges collections, later ones winning for every trait they
/// specify. Traits flow down an interface: a window has its screen's traits, a view controller
/// adds its overrides, and a view takes its superview's (or its view controller's).
///
/// ```swift
/// let traits = UITraitCollection(traitsFrom: [
///   UITraitCollection(userInterfaceStyle: .dark),
///   UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
/// ])
/// traits.userInterfaceStyle  // .dark
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The traits' values; unspecified ones hold UIKit's "unspecified" value.
  package let values: Values

  /// The values of a trait collection, as one equatable value.
  package struct Values: Equatable, Sendable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified

    /// These values with every trait `other` specifies taken from `other`.
    func merged(with other: Values) -> Values {
      var result = self
      if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
      if other.preferredContentSizeCategory != .unspecified {
        result.preferredContentSizeCategory = other.preferredContentSizeCategory
      }
      if other.displayScale != 0 { result.displayScale = other.displayScale }
      if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
      if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
      if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
      if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
      return result
    }
  }

  package init(values: Values) {
    self.values = values
    super.init()
  }

  /// Creates a collection with every trait unspecified.
  public override convenience init() {
    self.init(values: Values())
  }

  /// Creates a collection that merges others: for each trait, the last collection that
  /// specifies it gives its value.
  /// - Parameter traitCollections: The collections to merge, in increasing precedence.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(values: traitCollections.reduce(Values()) { $0.merged(with: $1.values) })
  }

  /// Creates a collection that specifies only the interface style.
  /// - Parameter userInterfaceStyle: Light or dark.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    var values = Values()
    values.userInterfaceStyle = userInterfaceStyle
    self.init(values: values)
  }

  /// Creates a collection that specifies only the text size.
  /// - Parameter preferredContentSizeCategory: The content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    var values = Values()
    values.preferredContentSizeCategory = preferredContentSizeCategory
    self.init(values: values)
  }

  /// Creates a collection that specifies only the display scale.
  /// - Parameter scale: Pixels per point, such as 2 or 3.
  public convenience init(displayScale scale: CGFloat) {
    var values = Values()
    values.displayScale = scale
    self.init(values: values)
  }

  /// Creates a collection that specifies only the horizontal size class.
  /// - Parameter horizontalSizeClass: Compact or regular.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    var values = Values()
    values.horizontalSizeClass = horizontalSizeClass
    self.init(values: values)
  }

  /// Creates a collection that specifies only the vertical size class.
  /// - Parameter verticalSizeClass: Compact or regular.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    var values = Values()
    values.verticalSizeClass = verticalSizeClass
    self.init(values: values)
  }

  /// Creates a collection that specifies only the layout direction.
  /// - Parameter layoutDirection: Left to right or right to left.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    var values = Values()
    values.layoutDirection = layoutDirection
    self.init(values: values)
  }

  /// Creates a collection that specifies only the idiom.
  /// - Parameter idiom: Phone, pad, or another kind of interface.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    var values = Values()
    values.userInterfaceIdiom = idiom
    self.init(values: values)
  }

  /// Light or dark; `.unspecified` unless set.
  open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  /// The text size; `.unspecified` unless set.
  open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
  /// Pixels per point; 0 (unspecified) unless set.
  open var displayScale: CGFloat { values.displayScale }
  /// The horizontal size class; `.unspecified` unless set.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
  /// The vertical size class; `.unspecified` unless set.
  open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
  /// The layout direction; `.unspecified` unless set.
  open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
  /// The kind of interface (phone, pad, ...); `.unspecified` unless set. A simulated device's
  /// screen sets it (`.pad` for an iPad).
  open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }

  /// Whether this collection has every trait the other one specifies, with the same value.
  /// - Parameter trait: The collection whose specified traits to look for; `nil` gives `false`.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return false }
    return values.merged(with: trait.values) == values
  }

  /// Whether dynamic colours may look different in another collection: whether the interface
  /// style differs.
  /// - Parameter traitCollection: The collection to compare with.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
  }

  /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the
  /// previous one.
  /// - Parameter actions: The work to do, such as reading a dynamic colour's components.
  open func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let previous = UITraitCollection.current
    UITraitCollection.current = self
    defer { UITraitCollection.current = previous }
    try actions()
  }

  /// The collection dynamic colours resolve against when read without one, per thread; every
  /// trait unspecified (light, large text) unless set. Drawing sets it to the view's traits.
  open class var current: UITraitCollection {
    get {
      guard let pointer = pthread_getspecific(currentKey) else { return unspecified }
      return Unmanaged<UITraitCollection>.fromOpaque(pointer).takeUnretainedValue()
    }
    set {
      if let old = pthread_getspecific(currentKey) {
        Unmanaged<UITraitCollection>.fromOpaque(old).release()
      }
      pthread_setspecific(currentKey, Unmanaged.passRetained(newValue).toOpaque())
    }
  }

  /// The per-thread slot of `current` (a thread's last value is kept until the process ends).
  private static let currentKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// A shared collection with every trait unspecified.
  package static let unspecified = UITraitCollection()

  /// Whether another object is a trait collection with the same traits.
  /// - Parameter object: The object to compare with.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection)?.values == values
  }

  /// A hash of the traits.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(values.userInterfaceStyle)
    hasher.combine(values.preferredContentSizeCategory)
    hasher.combine(values.displayScale)
    hasher.combine(values.horizontalSizeClass)
    hasher.combine(values.verticalSizeClass)
    hasher.combine(values.layoutDirection)
    hasher.combine(values.userInterfaceIdiom)
    return hasher.finalize()
  }

  /// The specified traits, for debugging.
  open override var description: String {
    var parts: [String] = []
    if values.userInterfaceStyle != .unspecified {
      parts.append("UserInterfaceStyle = \(values.userInterfaceStyle)")
    }
    if values.preferredContentSizeCategory != .unspecified {
      parts.append("PreferredContentSizeCategory = \(values.preferredContentSizeCategory.rawValue)")
    }
    if values.displayScale != 0 { parts.append("DisplayScale = \(values.displayScale)") }
    if values.horizontalSizeClass != .unspecified {
      parts.append("HorizontalSizeClass = \(values.horizontalSizeClass)")
    }
    if values.verticalSizeClass != .unspecified {
      parts.append("VerticalSizeClass = \(values.verticalSizeClass)")
    }
    if values.layoutDirection != .unspecified { parts.append("LayoutDirection = \(values.layoutDirection)") }
    if values.userInterfaceIdiom != .unspecified {
      parts.append("UserInterfaceIdiom = \(values.userInterfaceIdiom)")
    }
    return "<UITraitCollection; \(parts.joined(separator: ", "))>"
  }
}
