// The samples of DeclarativeUIKit.docc/ResultBuilderStacks.md, compiled and checked.
import DeclarativeUIKit
import Testing

@MainActor
@UIViewBuilder func badges(for tags: [String]) -> [UIView] {
  for tag in tags {
    UILabel().text(tag)
  }
}

@MainActor
@Suite struct ResultBuilderStacksTests {
  @Test func stacksArrangeTheirBlock() {
    let row = UIHStack(alignment: .center, spacing: 8) {
      UIImageView(image: UIImage(systemName: "person"))
      UILabel().text("Ada Lovelace")
      Spacer()
      UILabel().text("Admin")
    }

    #expect(row.axis == .horizontal)
    #expect(row.alignment == .center)
    #expect(row.arrangedSubviews.count == 4)
    #expect(row.arrangedSubviews[2] is Spacer)
  }

  @Test func conditionsAndLoopsChooseTheViews() {
    let isSignedIn = false
    let images = [UIImage(), UIImage()]

    let stack = UIVStack {
      if isSignedIn {
        UILabel().text("Welcome back")
      } else {
        UIButton().title("Sign In")
      }
      for image in images {
        UIImageView(image: image)
      }
    }

    #expect(stack.arrangedSubviews.count == 3)
    #expect(stack.arrangedSubviews[0] is UIButton)
    #expect(stack.spacing == 16)
    #expect(stack.alignment == .fill)
  }

  @Test func builderFunctionsReturnViews() {
    let stack = UIVStack {
      UILabel().text("Tags")
      badges(for: ["swift", "uikit"])
    }

    #expect(stack.arrangedSubviews.count == 3)
  }

  @Test func layersShareTheContainersFrame() {
    let banner = UIZStack(spacing: 16) {
      UIImageView(image: UIImage())
      UILabel().text("On top")
    }

    #expect(banner.subviews.count == 2)
    #expect(banner.subviews[1] is UILabel)
    #expect(banner.constraints.count == 8)
  }

  @Test func longContentScrolls() {
    let list = UIScrollingVStack(spacing: 8) {
      for number in 1...50 {
        UILabel().text("Row \(number)")
      }
    }

    #expect(list.stack.arrangedSubviews.count == 50)
    #expect(list.stack.spacing == 8)
  }

  @Test func paddingWrapsAView() {
    let stack = UIVStack {
      UILabel().text("Inset").padding(12)
    }

    let container = stack.arrangedSubviews[0]
    #expect(container.subviews.first is UILabel)
  }

  @Test func theBuilderCanBeCalledDirectly() {
    let views = UIViewBuilder.buildBlock(UILabel(), UIImageView(), UIView())
    #expect(views.count == 3)
  }
}
