import DeclarativeUIKit
import Testing

private enum Kind {
  case title
  case photo
  case none
}

@MainActor
@Suite struct UIViewBuilderTests {
  @UIViewBuilder
  private func build(@UIViewBuilder _ content: () -> [UIView]) -> [UIView] {
    content()
  }

  private func tags(_ views: [UIView]) -> [Int] { views.map(\.tag) }

  @Test func keepsTheOrderOfItsViews() {
    let views = build {
      UIView().tag(1)
      UILabel().tag(2)
      UIButton().tag(3)
    }
    #expect(tags(views) == [1, 2, 3])
  }

  @Test func emptyBlockBuildsNothing() {
    #expect(build {}.isEmpty)
  }

  @Test func optionalsAddTheirViewOrNothing() {
    let present: UIView? = UIView().tag(1)
    let absent: UILabel? = nil
    #expect(
      tags(
        build {
          present
          absent
          UIView().tag(2)
        }) == [1, 2])
  }

  @Test func arraysAreFlattenedInOrder() {
    let row = [UIView().tag(2), UIView().tag(3)]
    #expect(
      tags(
        build {
          UIView().tag(1)
          row
          UIView().tag(4)
        }) == [1, 2, 3, 4])
  }

  @Test func ifWithoutElse() {
    for flag in [true, false] {
      let views = build {
        UIView().tag(1)
        if flag {
          UIView().tag(2)
        }
      }
      #expect(tags(views) == (flag ? [1, 2] : [1]))
    }
  }

  @Test func ifElseTakesOneBranch() {
    for flag in [true, false] {
      let views = build {
        if flag {
          UIView().tag(1)
        } else {
          UIView().tag(2)
          UIView().tag(3)
        }
      }
      #expect(tags(views) == (flag ? [1] : [2, 3]))
    }
  }

  @Test func ifLetUnwraps() {
    let title: String? = "Hi"
    let views = build {
      if let title {
        UILabel().text(title)
      }
    }
    #expect((views.first as? UILabel)?.text == "Hi")
  }

  @Test func switchTakesTheMatchingCase() {
    func views(for kind: Kind) -> [UIView] {
      build {
        switch kind {
        case .title: UILabel().tag(1)
        case .photo: UIImageView().tag(2)
        case .none: []
        }
      }
    }
    #expect(tags(views(for: .title)) == [1])
    #expect(tags(views(for: .photo)) == [2])
    #expect(views(for: .none).isEmpty)
  }

  @Test func forInAddsEveryIterationsViews() {
    let views = build {
      for index in 1...3 {
        UIView().tag(index)
        UIView().tag(index * 10)
      }
    }
    #expect(tags(views) == [1, 10, 2, 20, 3, 30])
  }

  @Test func availabilityChecks() {
    let views = build {
      if #available(iOS 15, macOS 12, *) {
        UIView().tag(1)
      } else {
        UIView().tag(2)
      }
    }
    #expect(tags(views) == [1])
  }

  @Test func builderMethodsCanBeCalledDirectly() {
    let label = UILabel()
    let view = UIView()
    #expect(UIViewBuilder.buildBlock(label, view) == [label, view])
    #expect(UIViewBuilder.buildBlock().isEmpty)
    #expect(UIViewBuilder.buildOptional(nil).isEmpty)
    #expect(UIViewBuilder.buildArray([[label], [view]]) == [label, view])
  }

  @Test func builderFunctionsReturnTheirViews() {
    let views = build {
      UILabel().tag(1)
      build {
        UIView().tag(2)
      }
    }
    #expect(tags(views) == [1, 2])
  }
}
