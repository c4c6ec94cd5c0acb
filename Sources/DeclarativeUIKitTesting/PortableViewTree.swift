import DeclarativeUIKit
import Foundation

/// A view tree as text built only from public UIKit API, so that it reads the same from
/// HeadlessUIKit on Linux and from the real UIKit on iOS: the text of ``Snapshotting/tree``.
///
/// One view a line, indented by depth: its type and frame, then `hidden`, `alpha`, the
/// background colour resolved for the view's traits, the corner radius and `clips`, and what
/// UIKit's own views show (a label's text and font size, a button's title, a text field's text
/// and placeholder, a switch's state, an image's size). UIKit's private subviews (type names
/// starting with `_`) and the inside of controls are left out: they differ between UIKit
/// versions and HeadlessUIKit.
///
/// ```swift
/// print(PortableViewTree(screen))
/// // UIView (0, 0, 390, 844) background=#FFFFFF
/// //   UILabel (20, 64, 350, 20.33) text="Welcome" font=17
/// ```
public struct PortableViewTree: CustomStringConvertible, Sendable {
  /// The description, one line a view, ending with a newline.
  public let description: String

  /// Describes a laid-out view and its subviews.
  /// - Parameter view: The view.
  @MainActor
  public init(_ view: UIView) {
    var lines: [String] = []
    var pending: [(UIView, Int)] = [(view, 0)]
    while let (next, depth) = pending.popLast() {
      lines.append(String(repeating: "  ", count: depth) + Self.line(for: next))
      guard !(next is UIControl) else { continue }
      for subview in next.subviews.reversed() where !String(describing: type(of: subview)).hasPrefix("_") {
        pending.append((subview, depth + 1))
      }
    }
    description = lines.joined(separator: "\n") + "\n"
  }

  @MainActor
  private static func line(for view: UIView) -> String {
    let frame = view.frame
    var parts = [
      String(describing: type(of: view)),
      "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))",
    ]
    if view.isHidden { parts.append("hidden") }
    if view.alpha < 1 { parts.append("alpha=\(number(view.alpha))") }
    if let color = view.backgroundColor {
      parts.append("background=\(hex(color, traits: view.traitCollection))")
    }
    if view.layer.cornerRadius > 0 { parts.append("cornerRadius=\(number(view.layer.cornerRadius))") }
    if view.clipsToBounds { parts.append("clips") }
    if let content = view as? PortableTreeContent { parts += content.portableTreeContent }
    return parts.joined(separator: " ")
  }

  /// A number with at most two decimals and no trailing zeros, the same on every platform.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let hundredths = (Double(value) * 100).rounded()
    guard abs(hundredths) < 1e15 else { return "\(Double(value))" }
    let whole = Int(hundredths)
    let sign = whole < 0 ? "-" : ""
    let magnitude = abs(whole)
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(magnitude / 100)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(magnitude / 100).\(digits)"
  }

  @MainActor
  private static func hex(_ color: UIColor, traits: UITraitCollection) -> String {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
      return "unknown"
    }
    let bytes = [red, green, blue] + (alpha < 1 ? [alpha] : [])
    return "#"
      + bytes.map { byte in
        let value = Int((min(max(byte, 0), 1) * 255).rounded())
        return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
      }.joined()
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}

/// A UIKit view that says what it shows in a ``PortableViewTree`` line, from public API only.
/// Each view class describes itself in its own conformance below.
@MainActor
protocol PortableTreeContent {
  /// The `name=value` parts after the view's frame and layer properties.
  var portableTreeContent: [String] { get }
}

extension UILabel: PortableTreeContent {
  var portableTreeContent: [String] {
    ["text=\(PortableViewTree.quoted(text ?? ""))", "font=\(PortableViewTree.number(font.pointSize))"]
  }
}

extension UIButton: PortableTreeContent {
  var portableTreeContent: [String] {
    title(for: .normal).map { ["title=\(PortableViewTree.quoted($0))"] } ?? []
  }
}

extension UITextField: PortableTreeContent {
  var portableTreeContent: [String] {
    ["text=\(PortableViewTree.quoted(text ?? ""))"]
      + (placeholder.map { ["placeholder=\(PortableViewTree.quoted($0))"] } ?? [])
  }
}

extension UISwitch: PortableTreeContent {
  var portableTreeContent: [String] { ["isOn=\(isOn)"] }
}

extension UIImageView: PortableTreeContent {
  var portableTreeContent: [String] {
    guard let image else { return [] }
    return [
      "image=\(PortableViewTree.number(image.size.width))x\(PortableViewTree.number(image.size.height))"
    ]
  }
}
