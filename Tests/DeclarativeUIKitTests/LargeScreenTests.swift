import DeclarativeUIKit
import Testing

/// A long settings-like screen, written out view by view: it keeps the type-checker honest
/// (`-warn-long-expression-type-checking=100` must stay silent on it) and the builder correct at scale.
@MainActor
private func largeScreen() -> UIScrollingVStack {
  UIScrollingVStack(spacing: 24) {
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 0")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 0").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 0").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(false).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 0")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(0).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 1")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 1").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 1").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(true).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 1")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(10).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 2")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 2").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 2").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(false).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 2")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(20).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 3")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 3").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 3").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(true).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 3")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(30).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 4")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 4").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 4").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(false).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 4")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(40).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 5")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 5").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 5").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(true).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 5")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(50).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 6")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 6").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 6").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(false).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 6")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(60).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 7")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 7").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 7").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(true).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 7")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(70).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 8")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 8").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 8").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(false).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 8")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(80).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
    UIVStack(alignment: .fill, spacing: 8) {
      UILabel()
        .text("Section 9")
        .font(.boldSystemFont(ofSize: 20))
        .textColor(.label)
        .numberOfLines(1)
      UIHStack(alignment: .center, spacing: 12) {
        UIImageView(image: UIImage())
          .contentMode(.scaleAspectFill)
          .cornerRadius(20)
          .clipsToBounds(true)
          .frame(width: 40, height: 40)
        UIVStack(spacing: 2) {
          UILabel().text("Title 9").font(.systemFont(ofSize: 17)).textColor(.label)
          UILabel().text("Subtitle 9").font(.systemFont(ofSize: 13)).textColor(.secondaryLabel)
        }
        Spacer()
        UISwitch().isOn(true).onTintColor(.systemGreen).onChange { _ in }
      }
      UITextField()
        .placeholder("Field 9")
        .borderStyle(.roundedRect)
        .keyboardType(.default)
        .textColor(.label)
        .onChange { _ in }
      UIHStack(distribution: .fillEqually, spacing: 8) {
        UIButton().title("One").titleColor(.systemBlue).action {}
        UIButton().title("Two").titleColor(.systemBlue).action {}
        UIButton().title("Three").titleColor(.systemBlue).action {}
      }
      UISlider().minimumValue(0).maximumValue(100).value(90).onChange { _ in }
      UISegmentedControl(items: ["A", "B"]).selectedSegmentIndex(0).onChange { _ in }
      UIView()
        .backgroundColor(.separator)
        .frame(height: 1)
    }
  }
}

@MainActor
private func allSubviews(of view: UIView) -> [UIView] {
  view.subviews + view.subviews.flatMap { allSubviews(of: $0) }
}

@MainActor
@Suite struct LargeScreenTests {
  @Test func buildsEveryViewInNestedStacks() {
    let screen = largeScreen()
    #expect(screen.stack.arrangedSubviews.count == 10)
    let views = allSubviews(of: screen.stack)
    #expect(views.count >= 150)
    let labels = views.compactMap { $0 as? UILabel }.compactMap(\.text)
    let headers: [String] = labels.filter { $0.hasPrefix("Section ") }
    let expected: [String] = (0..<10).map { "Section \($0)" }
    #expect(headers == expected)
  }

  @Test func screenIsFreedWithItsActions() {
    weak var weakScreen: UIView?
    weak var weakButton: UIView?
    do {
      let screen = largeScreen()
      weakScreen = screen
      weakButton = allSubviews(of: screen).first { $0 is UIButton }
      #expect(weakButton != nil)
    }
    #expect(weakScreen == nil)
    #expect(weakButton == nil)
  }
}
