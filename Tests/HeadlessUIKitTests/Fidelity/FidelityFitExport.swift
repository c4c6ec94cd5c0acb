import Foundation
import HeadlessUIKit

/// The text widths the advance fit (`scripts/fit-text-advances.py`) may be tuned on: every text
/// reference of the tuned part of the suite, never one of the held-out part. `FIDELITY_RECORD=1
/// swift test --filter FidelityTests` writes them to `.build/fidelity-text-fit.tsv`.
enum FidelityFitExport {
  /// One recorded run of text: what the label showed, in which font, and how wide UIKit made it.
  struct Row: Equatable {
    var release: SimulatedRelease
    var text: String
    var pointSize: CGFloat
    var weight: CGFloat
    var scale: CGFloat
    var width: CGFloat
    var recording: String
  }

  /// The rows of the tuned part's text references whose view is a label that the layout gave its
  /// own text width (one stretched between two edges pins the layout's width, not its text's),
  /// recorded on the release the scene is rebuilt under (a recording older than every modelled
  /// release is rebuilt under the oldest, but its font is not that release's).
  @MainActor static func rows() -> [Row] {
    FidelityReferences.all.compactMap { reference in
      guard reference.kind == .text, !reference.scene.isHeldOut, reference.scene.isRecordedOnItsRelease
      else { return nil }
      let width: CGFloat
      switch reference.quantity {
      case .size(let size): width = size.width
      case .width(let value): width = value
      case .origin, .height: return nil
      }
      let release = reference.scene.release
      let views = SimulatedRelease.$current.withValue(release) { reference.scene.build() }
      guard let label = views[reference.view] as? UILabel, let text = label.text else { return nil }
      let textWidth = SimulatedRelease.$current.withValue(release) { label.intrinsicContentSize.width }
      guard abs(label.frame.width - textWidth) < 0.01 else { return nil }
      return Row(
        release: reference.scene.release, text: text, pointSize: label.font.pointSize,
        weight: label.font.weight.rawValue, scale: reference.scene.scale, width: width,
        recording: reference.scene.source.name + " " + reference.scene.recording)
    }
  }

  /// The rows as tab-separated text, one header line first.
  static func tsv(_ rows: [Row]) -> String {
    var lines = ["release\ttext\tpointSize\tweight\tscale\twidth\trecording"]
    for row in rows {
      let fields = [
        row.release.systemVersion, row.text, "\(row.pointSize)", "\(row.weight)", "\(row.scale)",
        "\(row.width)",
        row.recording,
      ]
      lines.append(fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `.build/fidelity-text-fit.tsv` in the package.
  static var url: URL {
    FidelityTable.readmeURL.deletingLastPathComponent().appendingPathComponent(".build/fidelity-text-fit.tsv")
  }
}

extension FidelityScene {
  /// Whether the recording names the release the scene is rebuilt under ("16 (2x simulator)" for
  /// iOS 16.4), rather than an older or unstated one.
  var isRecordedOnItsRelease: Bool {
    let major = String(release.majorVersion)
    guard iOS.hasPrefix(major) else { return false }
    return iOS.dropFirst(major.count).first.map { !$0.isNumber } ?? true
  }
}
