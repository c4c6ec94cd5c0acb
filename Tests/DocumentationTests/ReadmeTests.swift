import DeclarativeUIKit
import Testing

// The README's opening sample, compiled and run, so the first code a reader sees stays true.
@MainActor
@Suite struct ReadmeTests {
  @Test func openingSampleStacksALabelAndAButtonSixteenPointsApart() {
    var updates = 0
    let screen = UIVStack(spacing: 16) {
      UILabel().text("A new version is available").font(.preferredFont(forTextStyle: .title2))
      UIButton(type: .system)
        .title("Update Now")
        .action { updates += 1 }
        .frame(height: 44)
    }
    #expect(screen.axis == .vertical)
    #expect(screen.spacing == 16)
    #expect(screen.arrangedSubviews.count == 2)
    let label = screen.arrangedSubviews[0] as? UILabel
    #expect(label?.font == UIFont.preferredFont(forTextStyle: .title2))
    let button = screen.arrangedSubviews[1] as? UIButton
    #expect(button?.title(for: .normal) == "Update Now")
    button?.sendActions(for: .touchUpInside)
    #expect(updates == 1)
  }

  @Test func layoutVocabularySamplePlacesARow() {
    var title: UILabel?
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 64)).addSubviews {
      UIView().backgroundColor(.systemGray).frame(width: 48, height: 48).circle()
        .overlay(alignment: .bottomTrailing) {
          UIView().backgroundColor(.systemGreen).frame(width: 12, height: 12).circle()
        }
        .leadingToSuperview(16).topToSuperview(8)
      UILabel("Ada Lovelace").font(name: "AvenirNext-Bold", size: 17).assign(to: &title)
        .leadingToSuperview(80).topToSuperview(12).trailingToSuperview(16, relation: .greaterThanOrEqual)
      Divider().edgesToSuperview(insets: UIEdgeInsets(top: 63, left: 80, bottom: 0, right: 0))
    }
    row.layoutIfNeeded()
    #expect(row.subviews[0].frame == CGRect(x: 16, y: 8, width: 48, height: 48))
    #expect(row.subviews[0].layer.cornerRadius == 24)
    #expect(abs((title?.frame.minX ?? 0) - 80) < 1e-9)
    #expect(row.subviews[2].frame == CGRect(x: 80, y: 63, width: 240, height: 1))
  }

  @Test func aConflictBuiltOnPurposeIsCapturedAndChecked() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 24),
      badge.widthAnchor.constraint(equalToConstant: 32),
    ])
    let (_, reports) = LayoutLog.capture { screen.layoutIfNeeded() }
    #expect(reports.count == 1)
  }

  @Test func viewControllerSampleShowsANavigationControllerOnADeviceInDarkMode() {
    let inbox = UIViewController {
      UIVStack {
        UILabel().text("No new mail")
          .font(.preferredFont(forTextStyle: .body))
          .adjustsFontForContentSizeCategory(true)
        Spacer()
      }
    }
    .title("Inbox")
    .rightBarButtonItems([UIBarButtonItem(systemItem: .add)])
    let navigation = UINavigationController(rootViewController: inbox).prefersLargeTitles(true)

    let screen = UIScreen(device: .iPhone15, traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let svg = SVGRenderer().render(window)  // status bar, large title, content, home indicator
    #expect(inbox.view.safeAreaInsets.top == 155)
    #expect(svg.contains("data-view=\"StatusBar\""))
    #expect(svg.contains("fill=\"#000000\""))
    #expect(inbox.view.subviews.first?.frame.minY == 155)
  }

  @Test func aListIsDeclaredFromSectionsAndARowBuilder() {
    let list = UIList(sections: [
      UIListSection("Network", items: ["Wi-Fi", "Bluetooth"])
    ]) { (name: String) in
      var row = UIListContentConfiguration.valueCell()
      row.text = name
      row.secondaryText = name == "Wi-Fi" ? "Home" : "On"
      return row
    }
    .accessory { (_: String) in .disclosureIndicator }
    .onSelect { (name: String) in print("open", name) }
    list.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    list.layoutIfNeeded()
    #expect(list.visibleCells.count == 2)
    #expect(list.visibleCells.first?.accessoryType == .disclosureIndicator)
  }

  @Test func buttonsAndGesturesSampleReachesThePhotoAndTheButton() {
    var added = 0
    let page = UIVStack(spacing: 12) {
      UIImageView().onTap(count: 2) { added += 1 }.frame(height: 200)
      UIButton().configuration(.filled().title("Add to Bag").cornerStyle(.capsule)).action { added += 1 }
    }
    page.frame = CGRect(x: 0, y: 0, width: 320, height: 260)
    page.layoutIfNeeded()
    page.simulateTap(at: CGPoint(x: 160, y: 100), taps: 2)
    #expect(added == 1)
    page.simulateTap(at: CGPoint(x: 160, y: 225))
    #expect(added == 2)
  }

  /// The README's "Which iOS release" sample: iOS 12's `.contactAdd` is 22 x 22
  /// (swift-snapshot-testing's testUIView.2.txt as recorded at a8d56f8, 2018).
  @Test func releaseSampleModelsIOS12ForTheCodeInside() {
    let oldSize = SimulatedRelease.$current.withValue(.iOS12) {
      UIButton(type: .contactAdd).intrinsicContentSize  // 22 x 22, as iOS 12 drew it
    }
    #expect(oldSize == CGSize(width: 22, height: 22))
    #expect(SimulatedRelease.current == .iOS16)
  }
}
