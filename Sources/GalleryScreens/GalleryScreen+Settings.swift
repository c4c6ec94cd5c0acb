import DeclarativeUIKit

extension GalleryScreen {
  /// A settings page: a large title over an inset-grouped list of value rows with chevrons, in
  /// sections with titles and a footer, declared with `UIList`.
  static let settings: GalleryScreen = GalleryScreen(
    name: "settings", summary: "A settings page: an inset-grouped UIList of value rows"
  ) {
    let sections = [
      UIListSection(items: ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"]),
      UIListSection(
        "Notifications", footer: "Announcements and badges follow your Focus.",
        items: ["Notifications", "Sounds & Haptics", "Focus", "Screen Time"]),
      UIListSection("System", items: ["General", "Control Center", "Display & Brightness", "Accessibility"]),
    ]
    let values = [
      "Airplane Mode": "Off", "Wi-Fi": "Home", "Bluetooth": "On", "Personal Hotspot": "Off",
      "Focus": "Work", "Display & Brightness": "Automatic",
    ]
    let list = UIList(style: .insetGrouped, sections: sections) { (name: String) in
      var row = UIListContentConfiguration.valueCell()
      row.text = name
      row.secondaryText = values[name]
      return row
    }
    .accessory { (_: String) in .disclosureIndicator }
    let title = UILabel()
      .text("Settings")
      .font(.systemFont(ofSize: 34, weight: .bold))
    let root = UIView().backgroundColor(.systemGroupedBackground)
    root.addSubview(
      title, constraints: [.equal(\.topAnchor, constant: 56), .equal(\.leadingAnchor, constant: 20)])
    root.addSubview(
      list,
      constraints: [.equal(\.leadingAnchor), .equal(\.trailingAnchor), .equal(\.bottomAnchor)])
    list.translatesAutoresizingMaskIntoConstraints = false
    list.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).isActive = true
    return root
  }
}
