import Foundation

/// A way a view is invalidated when a value it shows changes: ``UIView/Invalidating`` calls
/// ``invalidate(view:)`` on the view that holds the changed property.
///
/// UIKit's own kinds are `.display`, `.layout`, `.constraints`, `.intrinsicContentSize` and
/// `.configuration` (``UIView/Invalidations``); a type of your own conforms by saying what to
/// invalidate.
@available(iOS 15, tvOS 15, *)
public protocol UIViewInvalidating {
  /// Invalidates what this kind of invalidation names on `view`.
  /// - Parameter view: The view whose property changed.
  func invalidate(view: UIView)
}

extension UIView {
  /// A property wrapper for a view's own properties: setting a value different from the old one
  /// invalidates the view as the wrapper was told (UIKit's `@UIView.Invalidating`, iOS 15;
  /// spelled as the iOS 16.5 SDK's UIKit.swiftinterface spells it).
  ///
  /// ```swift
  /// final class Badge: UIView {
  ///   @Invalidating(.intrinsicContentSize, .display) var count = 0
  /// }
  /// ```
  ///
  /// Setting the same value again invalidates nothing (the value must be `Equatable` for the
  /// wrapper to tell). Only a `UIView` subclass can hold one: the wrapper reaches the view
  /// through the enclosing-instance subscript, as UIKit's does.
  @available(iOS 15, tvOS 15, *)
  @propertyWrapper
  public struct Invalidating<Value, InvalidationType>
  where Value: Equatable, InvalidationType: UIViewInvalidating {
    private var value: Value
    private let invalidation: InvalidationType

    /// Not available: the wrapper needs the view that holds it (UIKit's wording).
    @available(*, unavailable, message: "@UIView.Invalidating can only be used on subclasses of UIView")
    public var wrappedValue: Value {
      get { fatalError("@UIView.Invalidating can only be used on subclasses of UIView") }
      set { fatalError("@UIView.Invalidating can only be used on subclasses of UIView") }
    }

    /// Wraps a value that invalidates a view one way when it changes.
    /// - Parameters:
    ///   - wrappedValue: The property's first value.
    ///   - invalidation: What to invalidate when the value changes.
    public init(wrappedValue: Value, _ invalidation: InvalidationType) {
      self.value = wrappedValue
      self.invalidation = invalidation
    }

    /// Wraps a value that invalidates a view 2 ways when it changes, in the order given.
    public init<InvalidationType1, InvalidationType2>(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
      InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating
    {
      self.init(wrappedValue: wrappedValue, UIView.Invalidations.Tuple(invalidation1, invalidation2))
    }

    /// Wraps a value that invalidates a view 3 ways when it changes, in the order given.
    public init<InvalidationType1, InvalidationType2, InvalidationType3>(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>, InvalidationType3
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(UIView.Invalidations.Tuple(invalidation1, invalidation2), invalidation3))
    }

    /// Wraps a value that invalidates a view 4 ways when it changes, in the order given.
    public init<InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4>(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
        UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(invalidation1, invalidation2),
          UIView.Invalidations.Tuple(invalidation3, invalidation4)))
    }

    /// Wraps a value that invalidates a view 5 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
          UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
        >, InvalidationType5
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(invalidation1, invalidation2),
            UIView.Invalidations.Tuple(invalidation3, invalidation4)), invalidation5))
    }

    /// Wraps a value that invalidates a view 6 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
      InvalidationType6
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
          UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
        >, UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(invalidation1, invalidation2),
            UIView.Invalidations.Tuple(invalidation3, invalidation4)),
          UIView.Invalidations.Tuple(invalidation5, invalidation6)))
    }

    /// Wraps a value that invalidates a view 7 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
      InvalidationType6, InvalidationType7
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
      _ invalidation7: InvalidationType7
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
          UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
        >,
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>, InvalidationType7
        >
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
      InvalidationType7: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(invalidation1, invalidation2),
            UIView.Invalidations.Tuple(invalidation3, invalidation4)),
          UIView.Invalidations.Tuple(UIView.Invalidations.Tuple(invalidation5, invalidation6), invalidation7))
      )
    }

    /// Wraps a value that invalidates a view 8 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
      InvalidationType6, InvalidationType7, InvalidationType8
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
      _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
          UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
        >,
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
          UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
        >
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
      InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(invalidation1, invalidation2),
            UIView.Invalidations.Tuple(invalidation3, invalidation4)),
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(invalidation5, invalidation6),
            UIView.Invalidations.Tuple(invalidation7, invalidation8))))
    }

    /// Wraps a value that invalidates a view 9 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
      InvalidationType6, InvalidationType7, InvalidationType8, InvalidationType9
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
      _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8,
      _ invalidation9: InvalidationType9
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<
            UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
            UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
          >,
          UIView.Invalidations.Tuple<
            UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
            UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
          >
        >, InvalidationType9
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
      InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating,
      InvalidationType9: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(
              UIView.Invalidations.Tuple(invalidation1, invalidation2),
              UIView.Invalidations.Tuple(invalidation3, invalidation4)),
            UIView.Invalidations.Tuple(
              UIView.Invalidations.Tuple(invalidation5, invalidation6),
              UIView.Invalidations.Tuple(invalidation7, invalidation8))), invalidation9))
    }

    /// Wraps a value that invalidates a view 10 ways when it changes, in the order given.
    public init<
      InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
      InvalidationType6, InvalidationType7, InvalidationType8, InvalidationType9, InvalidationType10
    >(
      wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
      _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
      _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
      _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8,
      _ invalidation9: InvalidationType9, _ invalidation10: InvalidationType10
    )
    where
      InvalidationType == UIView.Invalidations.Tuple<
        UIView.Invalidations.Tuple<
          UIView.Invalidations.Tuple<
            UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
            UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
          >,
          UIView.Invalidations.Tuple<
            UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
            UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
          >
        >, UIView.Invalidations.Tuple<InvalidationType9, InvalidationType10>
      >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
      InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
      InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
      InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating,
      InvalidationType9: UIViewInvalidating, InvalidationType10: UIViewInvalidating
    {
      self.init(
        wrappedValue: wrappedValue,
        UIView.Invalidations.Tuple(
          UIView.Invalidations.Tuple(
            UIView.Invalidations.Tuple(
              UIView.Invalidations.Tuple(invalidation1, invalidation2),
              UIView.Invalidations.Tuple(invalidation3, invalidation4)),
            UIView.Invalidations.Tuple(
              UIView.Invalidations.Tuple(invalidation5, invalidation6),
              UIView.Invalidations.Tuple(invalidation7, invalidation8))),
          UIView.Invalidations.Tuple(invalidation9, invalidation10)))
    }

    /// Reads and writes the wrapped value of a view's property; a new value that differs from
    /// the old one invalidates the view.
    public static subscript<EnclosingSelf: UIView>(
      _enclosingInstance observed: EnclosingSelf,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<
        EnclosingSelf, UIView.Invalidating<Value, InvalidationType>
      >
    ) -> Value {
      get { observed[keyPath: storageKeyPath].value }
      set {
        let old = observed[keyPath: storageKeyPath].value
        observed[keyPath: storageKeyPath].value = newValue
        guard old != newValue else { return }
        observed[keyPath: storageKeyPath].invalidation.invalidate(view: observed)
      }
    }
  }

  /// The kinds of invalidation UIKit offers ``UIView/Invalidating``.
  @available(iOS 15, tvOS 15, *)
  public enum Invalidations {
    /// Redraws the view: `setNeedsDisplay()`.
    public struct Display: UIViewInvalidating {
      /// The display invalidation.
      public init() {}
      /// Calls `view.setNeedsDisplay()`.
      public func invalidate(view: UIView) { MainActor.assumeIsolated { view.setNeedsDisplay() } }
    }

    /// Lays the view out again: `setNeedsLayout()`.
    public struct Layout: UIViewInvalidating {
      /// The layout invalidation.
      public init() {}
      /// Calls `view.setNeedsLayout()`.
      public func invalidate(view: UIView) { MainActor.assumeIsolated { view.setNeedsLayout() } }
    }

    /// Updates the view's constraints: `setNeedsUpdateConstraints()`.
    public struct Constraints: UIViewInvalidating {
      /// The constraints invalidation.
      public init() {}
      /// Calls `view.setNeedsUpdateConstraints()`.
      public func invalidate(view: UIView) { MainActor.assumeIsolated { view.setNeedsUpdateConstraints() } }
    }

    /// Measures the view again: `invalidateIntrinsicContentSize()`.
    public struct IntrinsicContentSize: UIViewInvalidating {
      /// The intrinsic content size invalidation.
      public init() {}
      /// Calls `view.invalidateIntrinsicContentSize()`.
      public func invalidate(view: UIView) {
        MainActor.assumeIsolated { view.invalidateIntrinsicContentSize() }
      }
    }

    /// Updates the configuration of a view that has one (a button, a collection view cell):
    /// `setNeedsUpdateConfiguration()`; other views have nothing to update.
    public struct Configuration: UIViewInvalidating {
      /// The configuration invalidation.
      public init() {}
      /// Calls `setNeedsUpdateConfiguration()` on a button or collection view cell.
      public func invalidate(view: UIView) {
        MainActor.assumeIsolated {
          if let button = view as? UIButton { button.setNeedsUpdateConfiguration() }
          if let cell = view as? UICollectionViewCell { cell.setNeedsUpdateConfiguration() }
        }
      }
    }

    /// Two invalidations, the first one first: what the initializers taking several make.
    public struct Tuple<Invalidation1, Invalidation2>: UIViewInvalidating
    where Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating {
      private let invalidation1: Invalidation1
      private let invalidation2: Invalidation2

      /// Combines two invalidations.
      public init(_ invalidation1: Invalidation1, _ invalidation2: Invalidation2) {
        self.invalidation1 = invalidation1
        self.invalidation2 = invalidation2
      }

      /// Runs the first invalidation, then the second.
      public func invalidate(view: UIView) {
        invalidation1.invalidate(view: view)
        invalidation2.invalidate(view: view)
      }
    }
  }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Display {
  /// Redraws the view when the value changes.
  public static var display: UIView.Invalidations.Display { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
  /// Lays the view out again when the value changes.
  public static var layout: UIView.Invalidations.Layout { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
  /// Updates the view's constraints when the value changes.
  public static var constraints: UIView.Invalidations.Constraints { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
  /// Measures the view again when the value changes.
  public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
  /// Updates the view's configuration when the value changes.
  public static var configuration: UIView.Invalidations.Configuration { .init() }
}
