import DeclarativeUIKit
import Testing

/// A constant or multiplier that is not finite stops the program with UIKit's exception text.
///
/// Sources for UIKit's behaviour and wording (`NSInternalInconsistencyException`):
/// - "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:...
///   secondAnchor:..." raised by `-[NSLayoutConstraint _setSymbolicConstant:constant:...]` from
///   `setConstant:` and from the constraint factories: crash reports in wistia/WistiaKit#39
///   (constant:nan, width), huri000/SwiftEntryKit#228 (constant:nan, top), FreeRDP/FreeRDP#4170
///   (constant:-inf), ephread/Instructions#282 (constant:inf, from
///   `constraintWithAnchor:relatedBy:toAnchor:multiplier:constant:`).
/// - "Multiplier is not finite!  That's illegal.  multiplier:nan" raised by
///   `-[NSLayoutConstraint _setMultiplier:]` from `constraintWithItem:...`: Appboy/appboy-ios-sdk#106,
///   artsy/energy-legacy#222.
/// - A content size that is not finite raises the same from the content-size constraint
///   (`NSContentSizeLayoutConstraint`): mapbox/mapbox-gl-native#8854.
@Suite struct NonFiniteConstraintNumberTests {
  private static func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
  }

  @Test func aNaNConstantStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        _ = view.widthAnchor.constraint(equalToConstant: .nan)
        withExtendedLifetime(view) {}
      }
    }
    let text = Self.standardError(result)
    #expect(text.contains("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
    #expect(text.contains("firstAnchor:<NSLayoutDimension \"UIView.width\"> secondAnchor:(null)"))
  }

  @Test func anInfiniteConstantBetweenAnchorsStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        _ = child.topAnchor.constraint(equalTo: root.topAnchor, constant: -.infinity)
      }
    }
    #expect(Self.standardError(result).contains("constant is not finite!  That's illegal.  constant:-inf"))
  }

  @Test func settingAnInfiniteConstantStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.constant = .infinity
        withExtendedLifetime(view) {}
      }
    }
    #expect(Self.standardError(result).contains("constant is not finite!  That's illegal.  constant:inf"))
  }

  @Test func aNaNMultiplierStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        _ = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
      }
    }
    #expect(Self.standardError(result).contains("Multiplier is not finite!  That's illegal.  multiplier:nan"))
  }

  @Test func anInfiniteMultiplierStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        _ = NSLayoutConstraint(
          item: child, attribute: .height, relatedBy: .equal, toItem: root, attribute: .width,
          multiplier: 1 / CGFloat(0), constant: 0)
      }
    }
    #expect(Self.standardError(result).contains("Multiplier is not finite!  That's illegal.  multiplier:inf"))
  }

  @Test func anIntrinsicSizeThatIsNotFiniteStopsAtLayout() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        final class BrokenSizeView: UIView {
          override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.nan, height: 10) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = BrokenSizeView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.layoutIfNeeded()
      }
    }
    #expect(
      Self.standardError(result).contains(
        "NSContentSizeLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
  }

  @Test func marginsThatAreNotFiniteStopAConstraintThatUsesThem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.layoutMargins = UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
        root.layoutIfNeeded()
      }
    }
    #expect(Self.standardError(result).contains("constant is not finite!  That's illegal.  constant:"))
  }

  @Test func stackSpacingThatIsNotFiniteStopsAtLayout() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        stack.spacing = .nan
        stack.layoutIfNeeded()
      }
    }
    #expect(
      Self.standardError(result).contains(
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
  }
}
