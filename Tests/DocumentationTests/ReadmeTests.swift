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
        .tap { updates += 1 }
        .heightAnchor(height: 44)
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
}
