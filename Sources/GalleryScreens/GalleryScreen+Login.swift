import DeclarativeUIKit

extension GalleryScreen {
  /// A login form: a title, user name and password fields (the password filled in, shown as
  /// bullets), a "remember me" switch, a sign-in button and a link-style button.
  static let login: GalleryScreen = GalleryScreen(
    name: "login", summary: "A login form: text fields, a switch and buttons"
  ) {
    let stack = UIVStack(spacing: 16) {
      UILabel()
        .text("Welcome back")
        .font(.systemFont(ofSize: 34, weight: .bold))
      UILabel()
        .text("Sign in to continue where you left off, on any of your devices.")
        .font(.preferredFont(forTextStyle: .body))
        .textColor(.secondaryLabel)
        .numberOfLines(0)
      UITextField()
        .placeholder("User Name")
        .borderStyle(.roundedRect)
        .textContentType(.username)
      UITextField()
        .placeholder("Password")
        .text("correct horse")
        .isSecureTextEntry(true)
        .borderStyle(.roundedRect)
        .textContentType(.password)
      UIHStack(alignment: .center, spacing: 12) {
        UILabel().text("Remember me")
        Spacer()
        UISwitch().isOn(true)
      }
      UIButton()
        .title("Sign In")
        .titleColor(.white)
        .font(.systemFont(ofSize: 17, weight: .semibold))
        .backgroundColor(.systemBlue)
        .cornerRadius(12)
        .shadow(color: .systemBlue, opacity: 0.3, radius: 8, offset: CGSize(width: 0, height: 4))
        .frame(height: 50)
      UIButton(type: .system)
        .title("Forgot password?")
    }
    return root(stack)
  }
}
