// swift-format-ignore-file
// Kept in seed 002's layout, `T() { $0` with the chain on the lines below, which the
// formatter would reflow; the samples read as the article prints them.
import DeclarativeUIKit
import Testing

extension Configurator where Base: UIView {
  @MainActor
  fileprivate static func card(_ radius: CGFloat) -> Self {
    .init { $0
      .backgroundColor(.white)
      .layer.scope { $0
        .cornerRadius(radius)
        .borderWidth(1)
      }
    }
  }
}

@MainActor
@Suite struct ConfiguratorUIKitTests {
  @Test func everyViewClassIsConfigurableByATrailingClosure() {
    let views: [UIView] = [
      UIView() { $0.backgroundColor(.red) },
      UILabel() { $0.backgroundColor(.red) },
      UIButton() { $0.backgroundColor(.red) },
      UIImageView() { $0.backgroundColor(.red) },
      UITextField() { $0.backgroundColor(.red) },
      UIStackView() { $0.backgroundColor(.red) },
      UIScrollView() { $0.backgroundColor(.red) },
      UISwitch() { $0.backgroundColor(.red) },
      UISlider() { $0.backgroundColor(.red) },
      UISegmentedControl() { $0.backgroundColor(.red) },
      Spacer() { $0.backgroundColor(.red) },
    ]
    #expect(views.allSatisfy { $0.backgroundColor == .red })
  }

  @Test func classSpecificPropertiesAreReachable() {
    let label = UILabel() { $0
      .text("Hi")
      .numberOfLines(3)
      .textAlignment(.center)
    }
    #expect(label.text == "Hi")
    #expect(label.numberOfLines == 3)
    #expect(label.textAlignment == .center)
    let stack = UIStackView() { $0.axis(.vertical).spacing(6) }
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 6)
  }

  @Test func presetsApplyByCombiningConfiguringOrUpdating() {
    let combined = UILabel() { $0
      .combined(with: .card(6))
      .textColor(.blue)
    }
    #expect(combined.layer.cornerRadius == 6)
    #expect(combined.layer.borderWidth == 1)
    #expect(combined.backgroundColor == .white)
    #expect(combined.textColor == .blue)

    let configured = UIView().configured(using: .card(3))
    #expect(configured.layer.cornerRadius == 3)

    let existing = UIButton()
    Configurator<UIButton>.card(9).configure(existing)
    #expect(existing.layer.cornerRadius == 9)
    #expect(existing.backgroundColor == .white)
  }

  @Test func configuratorsAndModifiersMix() {
    let view = UIButton() { $0.isEnabled(false) }
      .title("Later")
      .cornerRadius(2)
    #expect(!view.isEnabled)
    #expect(view.title(for: .normal) == "Later")
    #expect(view.layer.cornerRadius == 2)
  }

  @Test func theBlockAppliesWithOrWithoutEmptyParentheses() {
    // `swift format` drops the `()` of `UIView() { $0 ... }`; both spellings configure the view.
    let withParentheses = UIView() { $0.backgroundColor(.systemRed).tag(7) }
    let without = UIView { $0.backgroundColor(.systemRed).tag(7) }
    #expect(withParentheses.backgroundColor == .systemRed && withParentheses.tag == 7)
    #expect(without.backgroundColor == .systemRed && without.tag == 7)
  }
}
