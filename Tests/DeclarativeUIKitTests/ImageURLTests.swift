import Foundation
import Testing

@testable import DeclarativeUIKit

/// `image(url:placeholder:)`: the placeholder at once, the image once read, the latest URL wins,
/// and a view that goes away is not kept alive by its load.
@MainActor @Suite struct ImageURLTests {
  /// Image files shared with the previews' tests: photo.jpg is 30 x 20 pixels, and
  /// fixture-banner@2x.png 120 x 80 pixels at scale 2 (60 x 40 points).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("PreviewsTests/Fixtures")
  static let photo = fixtures.appendingPathComponent("photo.jpg")
  static let banner = fixtures.appendingPathComponent("fixture-banner@2x.png")
  static let placeholder = UIImage(systemName: "photo")

  /// Waits for the loads of `views` to end: the loads signal their end, so no clock is involved.
  func loaded(_ views: UIImageView...) async {
    for view in views { await ImageURLLoad.finished(in: view) }
  }

  @Test func thePlaceholderShowsAtOnceAndTheImageWhenItIsRead() async {
    let view = UIImageView().image(url: Self.photo, placeholder: Self.placeholder)
    #expect(view.image === Self.placeholder)
    await loaded(view)
    #expect(view.image?.size == CGSize(width: 30, height: 20))
  }

  @Test func aFileURLsScaleSuffixCounts() async {
    let view = UIImageView().image(url: Self.banner)
    #expect(view.image == nil)
    await loaded(view)
    #expect(view.image?.size == CGSize(width: 60, height: 40))
    #expect(view.image?.scale == 2)
  }

  @Test func theLatestURLWins() async throws {
    let view = UIImageView().image(url: Self.photo).image(url: Self.banner)
    await loaded(view)
    #expect(view.image?.size == CGSize(width: 60, height: 40))
    try await Task.sleep(nanoseconds: 100_000_000)
    #expect(view.image?.size == CGSize(width: 60, height: 40), "the first load was cancelled")
  }

  @Test func aLoadReplacedByNoURLNeverArrives() async throws {
    let view = UIImageView().image(url: Self.photo).image(url: nil, placeholder: Self.placeholder)
    let witness = UIImageView().image(url: Self.photo)
    await loaded(witness)
    #expect(witness.image != nil)
    try await Task.sleep(nanoseconds: 100_000_000)
    #expect(view.image === Self.placeholder)
  }

  @Test func anUnreadableURLKeepsThePlaceholder() async {
    let notAnImage = URL(fileURLWithPath: #filePath)
    let missing = Self.fixtures.appendingPathComponent("missing.png")
    let views = [notAnImage, missing].map { UIImageView().image(url: $0, placeholder: Self.placeholder) }
    for view in views { await loaded(view) }
    #expect(views.allSatisfy { $0.image === Self.placeholder })
  }

  @Test func aLoadingViewIsReleasedWhenNothingElseHoldsIt() async {
    weak var released: UIImageView?
    do {
      let view = UIImageView().image(url: Self.photo, placeholder: Self.placeholder)
      released = view
    }
    #expect(released == nil, "the load holds its view weakly")
    let witness = UIImageView().image(url: Self.photo)
    await loaded(witness)
    #expect(witness.image != nil)
  }
}
