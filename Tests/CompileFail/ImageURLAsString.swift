// UIKitPlus's UImage(url:) also takes a String; image(url:placeholder:) takes a URL.
import DeclarativeUIKit

@MainActor func avatar() -> UIImageView {
  UIImageView()
    .image(url: "https://a.example/b.png")  // expected-error: 'String' to expected argument type 'URL'
}
