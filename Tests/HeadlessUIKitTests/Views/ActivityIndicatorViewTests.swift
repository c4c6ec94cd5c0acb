import DeclarativeUIKit
import Foundation
import Testing

/// UIActivityIndicatorView: styles, sizes, colour, and hiding while stopped.
///
/// Sources: raw values and defaults (style medium, hidesWhenStopped YES) from
/// UIActivityIndicatorView.h in the iOS 16.5 SDK. Sizes (medium 20 x 20, large 37 x 37), the
/// default colour (secondary label) and the spoke geometry from UIKit's decompile, in
/// jackeltoncarbone/Jwift, Apple/Sizing.md section 8; the 20 x 20 and 37 x 37 sizes also printed
/// at https://markmeretzky.com/swift/activity.
@MainActor @Suite struct ActivityIndicatorViewTests {
  @Test func rawValuesAreTheHeaders() {
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    #expect(UIActivityIndicatorView.Style(rawValue: 0) != nil)
    #expect(UIActivityIndicatorView.Style(rawValue: 2) != nil)
  }

  @Test func defaults() {
    let spinner = UIActivityIndicatorView()
    #expect(spinner.style == .medium)
    #expect(spinner.hidesWhenStopped)
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
    #expect(spinner.color == .secondaryLabel)
  }

  @Test func sizeFollowsTheStyle() {
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(large.frame.size == CGSize(width: 37, height: 37))
    large.style = .medium
    #expect(large.intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test func startingShowsAndStoppingHides() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(!spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
  }

  @Test func withoutHidesWhenStoppedItStaysVisible() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  @Test func colorCanBeSetAndReset() {
    let spinner = UIActivityIndicatorView()
    spinner.color = .systemRed
    #expect(spinner.color == .systemRed)
    spinner.color = nil
    #expect(spinner.color == .secondaryLabel)
  }

  @Test func itDrawsEightSpokesBrightestFirst() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let svg = SVGRenderer().render(spinner)
    #expect(svg.components(separatedBy: "rotate(").count - 1 == 8)
    // The head spoke: 0.85 of the colour's 0.6 alpha; the floor spokes 0.32 of that.
    #expect(svg.contains("fill-opacity=\"0.51\""))
    #expect(svg.contains("fill-opacity=\"0.16\""))
  }
}
