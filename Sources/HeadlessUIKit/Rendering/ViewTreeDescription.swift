import Foundation

/// A text description of a laid-out view tree, one view a line, indented by depth: its type,
/// frame and the properties that show (HeadlessUIKit only; UIKit's private `recursiveDescription`
/// plays this part there).
///
/// Each line reads `Type (x, y, width, height)` followed by what the view shows: colours,
/// corners, borders, shadows, clipping, `hidden`, `alpha`, and for UIKit's views their text,
/// font, state or value. Labels also give the number of lines their text takes as laid out,
/// and whether it was truncated. Numbers have at most two decimals, colours are `#RRGGBB` or
/// `#RRGGBBAA`, so the text is stable and fit for snapshot tests.
///
/// ```swift
/// screen.layoutIfNeeded()
/// print(ViewTreeDescription(screen))
/// // UIView (0, 0, 390, 844) background=#FFFFFF
/// //   UILabel (16, 47, 358, 20.33) text="Hello" font=17 regular color=#000000 lines=1
/// ```
public struct ViewTreeDescription: CustomStringConvertible, Sendable {
  /// The description, one line per view, ending with a newline.
  public let description: String

  /// Describes `view` and its subviews (hidden ones included, marked `hidden`).
  /// - Parameter view: A laid-out view.
  ///
  /// The tree is walked without recursion, so a hierarchy of any depth is described. Each level
  /// indents two spaces, up to 64 levels; a view deeper than that is
  /// indented as much and starts with its depth in brackets (`[65] UIView ...`), which keeps the
  /// description linear in the number of views.
  @MainActor
  public init(_ view: UIView) {
    self.init(view, traitCollection: UITraitCollection())
  }

  /// Describes `view` and its subviews with dynamic colours resolved for each view's traits
  /// merged over `traitCollection` (as ``SVGRenderer/init(traitCollection:)`` draws them).
  /// - Parameters:
  ///   - view: A laid-out view.
  ///   - traitCollection: The traits to use where a view's own leave a trait unspecified.
  @MainActor
  public init(_ view: UIView, traitCollection: UITraitCollection) {
    var lines: [String] = []
    var pending: [(UIView, Int)] = [(view, 0)]
    while let (next, depth) = pending.popLast() {
      lines.append(Self.line(for: next, depth: depth, base: traitCollection.values))
      for subview in next.subviews.reversed() { pending.append((subview, depth + 1)) }
    }
    description = lines.joined(separator: "\n") + "\n"
  }

  /// The most levels a line is indented by.
  static let deepestIndentation = 64

  @MainActor
  private static func line(for view: UIView, depth: Int, base: UITraitCollection.Values) -> String {
    let previousTraits = UITraitCollection.current
    UITraitCollection.current = UITraitCollection(values: base.merged(with: view.traitCollection.values))
    defer { UITraitCollection.current = previousTraits }
    let n = SVGFormat.number
    let frame = view.frame
    var parts = [
      String(describing: type(of: view)),
      "(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)), \(n(frame.height)))",
    ]
    parts += layerProperties(of: view)
    parts += view.contentDescription
    let indentation = String(repeating: "  ", count: min(depth, deepestIndentation))
    let marker = depth > deepestIndentation ? "[\(depth)] " : ""
    return indentation + marker + parts.joined(separator: " ")
  }

  @MainActor
  private static func layerProperties(of view: UIView) -> [String] {
    let n = SVGFormat.number
    let layer = view.layer
    var parts: [String] = []
    if layer.isHidden { parts.append("hidden") }
    if layer.opacity < 1 { parts.append("alpha=\(n(CGFloat(layer.opacity)))") }
    if !view.transform.isIdentity {
      let t = view.transform
      parts.append("transform=[\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]")
    }
    if let color = view.backgroundColorForDrawing {
      parts.append("background=\(SVGFormat.hexWithAlpha(color))")
    }
    if layer.cornerRadius > 0 {
      var corner = "cornerRadius=\(n(layer.cornerRadius))"
      if layer.cornerCurve == .continuous { corner += " continuous" }
      let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ]
      if layer.maskedCorners != all {
        let names: [(CACornerMask, String)] = [
          (.layerMinXMinYCorner, "topLeft"), (.layerMaxXMinYCorner, "topRight"),
          (.layerMinXMaxYCorner, "bottomLeft"), (.layerMaxXMaxYCorner, "bottomRight"),
        ]
        let chosen = names.filter { layer.maskedCorners.contains($0.0) }.map(\.1)
        corner += " corners=[\(chosen.joined(separator: ","))]"
      }
      parts.append(corner)
    }
    if layer.borderWidth > 0, let color = layer.borderColor {
      parts.append("border=\(n(layer.borderWidth)) \(SVGFormat.hexWithAlpha(color))")
    }
    if layer.shadowOpacity > 0, let color = layer.shadowColor {
      parts.append(
        "shadow=\(SVGFormat.hexWithAlpha(color)) opacity=\(n(CGFloat(layer.shadowOpacity))) "
          + "offset=(\(n(layer.shadowOffset.width)), \(n(layer.shadowOffset.height))) "
          + "radius=\(n(layer.shadowRadius))")
    }
    if layer.masksToBounds { parts.append("clips") }
    if layer.bounds.origin != .zero {
      parts.append("boundsOrigin=(\(n(layer.bounds.minX)), \(n(layer.bounds.minY)))")
    }
    return parts
  }
}

/// How the parts of a ``ViewTreeDescription`` line are written, for the views that describe
/// what they show (`UIView.contentDescription`).
enum TreeDescriptionFormat {
  /// Text in double quotes, with quotes, backslashes and line feeds escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  /// `font=17 regular`, with ` italic` and the family when it is not the system's.
  static func font(_ font: UIFont) -> String {
    let family = font.familyName.hasPrefix(".") ? "" : " \(quoted(font.familyName))"
    let weight = font.weight.faceName.lowercased()
    return "font=\(SVGFormat.number(font.pointSize)) \(weight)\(font.isItalic ? " italic" : "")\(family)"
  }

  /// A colour as `#RRGGBB` or `#RRGGBBAA`, resolved for the current traits.
  static func color(_ color: UIColor) -> String {
    SVGFormat.hexWithAlpha(color.cgColor)
  }

  /// An image's name (or `unnamed`), size, and `symbol` for a symbol image.
  static func image(_ image: UIImage) -> String {
    let size = "\(SVGFormat.number(image.size.width))x\(SVGFormat.number(image.size.height))"
    return "\(image.name.map(quoted) ?? "unnamed") \(size)\(image.isSymbolImage ? " symbol" : "")"
  }

  /// `disabled`, `highlighted` and `selected`, for the states a control is in.
  @MainActor
  static func state(of control: UIControl) -> [String] {
    var parts: [String] = []
    if !control.isEnabled { parts.append("disabled") }
    if control.isHighlighted { parts.append("highlighted") }
    if control.isSelected { parts.append("selected") }
    return parts
  }

  /// A text alignment's name.
  static func alignment(_ alignment: NSTextAlignment) -> String {
    switch alignment {
    case .left: return "left"
    case .center: return "center"
    case .right: return "right"
    case .justified: return "justified"
    case .natural: return "natural"
    }
  }
}
