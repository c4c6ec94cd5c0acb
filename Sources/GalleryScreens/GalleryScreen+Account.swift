import DeclarativeUIKit

extension GalleryScreen {
  /// An account page: a header with the user's initials, name and e-mail above an inset-grouped
  /// list, declared with `UIList` and its `tableHeaderView`.
  static let account: GalleryScreen = GalleryScreen(
    name: "account", summary: "An account page: a table header view above an inset-grouped UIList"
  ) {
    let sections = [
      UIListSection(items: [
        "Personal Information", "Sign-In & Security", "Payment & Shipping", "Subscriptions",
      ]),
      UIListSection(items: ["Cloud Storage", "Media & Purchases", "Find My", "Family Sharing"]),
      UIListSection(
        "Devices", footer: "Devices signed in to this account receive its messages and backups.",
        items: ["Jane's iPhone", "Jane's MacBook Air"]),
    ]
    let values = [
      "Payment & Shipping": "Visa", "Cloud Storage": "50 GB", "Family Sharing": "3 Members",
      "Jane's iPhone": "This iPhone", "Jane's MacBook Air": "MacBook Air",
    ]
    let list = UIList(style: .insetGrouped, sections: sections) { (name: String) in
      var row = UIListContentConfiguration.valueCell()
      row.text = name
      row.secondaryText = values[name]
      return row
    }
    .accessory { (_: String) in .disclosureIndicator }
    .tableHeaderView {
      UIVStack(alignment: .center, spacing: 4) {
        UILabel()
          .text("JA")
          .font(.systemFont(ofSize: 34, weight: .semibold))
          .textColor(.white)
          .textAlignment(.center)
          .backgroundColor(.systemGray)
          .frame(width: 88, height: 88)
          .circle()
          .customSpacing(12)
        UILabel()
          .text("Jane Appleseed")
          .font(.systemFont(ofSize: 24, weight: .semibold))
          .textColor(.label)
        UILabel()
          .text("jane.appleseed@example.com")
          .font(.preferredFont(forTextStyle: .subheadline))
          .textColor(.secondaryLabel)
      }
      .isLayoutMarginsRelativeArrangement(true)
      .layoutMargins(UIEdgeInsets(top: 24, left: 20, bottom: 8, right: 20))
    }
    let root = UIView().backgroundColor(.systemGroupedBackground)
    root.addSubview(
      list,
      constraints: [
        .equal(\.topAnchor, constant: 44), .equal(\.leadingAnchor), .equal(\.trailingAnchor),
        .equal(\.bottomAnchor),
      ])
    return root
  }
}
