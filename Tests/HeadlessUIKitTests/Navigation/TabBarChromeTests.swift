import DeclarativeUIKit
import Testing

/// The tab bar's hairline and item font. Sources: flutter/flutter,
/// packages/flutter/lib/src/cupertino/bottom_tab_bar.dart (`_kDefaultTabBarBorderColor`: black at
/// 0x4C, 0x29 in dark mode) and text_theme.dart (`_kDefaultTabLabelTextStyle`: 10 points, w500,
/// "derived from https://developer.apple.com/design/resources/").
@MainActor @Suite struct TabBarChromeTests {
  private func tabBar() -> UITabBar {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
    bar.items = [UITabBarItem(title: "Today", image: nil, tag: 0)]
    bar.layoutIfNeeded()
    return bar
  }

  @Test func theHairlineIsBlackAt4CAnd29InDark() {
    let bar = tabBar()
    let light = ViewTreeDescription(bar).description
    let dark = ViewTreeDescription(bar, traitCollection: UITraitCollection(userInterfaceStyle: .dark))
      .description
    #expect(light.contains("background=#0000004C"))
    #expect(dark.contains("background=#00000029"))
  }

  @Test func itemTitlesAreTenPointMedium() throws {
    let title = try #require(tabBar().subviews.compactMap { $0 as? UILabel }.first)
    #expect(title.font.pointSize == 10)
    #expect(title.font == UIFont.systemFont(ofSize: 10, weight: .medium))
  }
}
