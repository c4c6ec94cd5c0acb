import Foundation

extension UIView {
  /// The gesture recognizers attached to the view, or `nil` when there are none. Setting it
  /// replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { recognizer.view = nil }
      attachedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a gesture recognizer; the view keeps it. A recognizer attached to another view
  /// moves here, as in UIKit; attaching it twice keeps one.
  ///
  /// ```swift
  /// photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.didTapPhoto))
  /// ```
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let previous = gestureRecognizer.view, previous !== self {
      previous.removeGestureRecognizer(gestureRecognizer)
    }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recognizer; one not attached here is ignored.
  /// - Parameter gestureRecognizer: The recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else {
      return
    }
    attachedGestureRecognizers.remove(at: index)
    gestureRecognizer.view = nil
  }
}
