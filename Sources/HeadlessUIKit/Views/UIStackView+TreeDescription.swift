import Foundation

extension UIStackView {
  /// The axis, and the spacing, alignment and distribution where they are not the defaults.
  var stackViewDescription: [String] {
    var parts = ["axis=\(axis == .vertical ? "vertical" : "horizontal")"]
    if spacing != 0 { parts.append("spacing=\(SVGFormat.number(spacing))") }
    if alignment != .fill { parts.append("alignment=\(alignment)") }
    if distribution != .fill { parts.append("distribution=\(distribution)") }
    return parts
  }
}
