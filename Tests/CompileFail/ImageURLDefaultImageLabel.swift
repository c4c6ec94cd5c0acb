// UIKitPlus calls the placeholder defaultImage:; this package calls it placeholder:.
import DeclarativeUIKit

@MainActor func avatar(_ url: URL) -> UIImageView {
  UIImageView()
    .image(url: url, defaultImage: nil)  // expected-error: renamed to 'image(url:placeholder:)'
}
