import Declarative
import Foundation
import Testing

/// A main-actor object with a read-only layer, shaped like a UIKit view.
@MainActor
private final class TinyLayer {
  var cornerRadius: Double = 0
  var masksToBounds = false
}

@MainActor
private final class TinyView: NSObject {
  let layer = TinyLayer()
  var backgroundColor: String?
  var alpha: Double = 1
  var isHidden = false
}

extension Configurator where Base: TinyView {
  @MainActor
  fileprivate static func roundedTop(_ radius: Double) -> Self {
    .init {
      $0
        .layer.scope {
          $0
            .cornerRadius(radius)
            .masksToBounds(true)
        }
    }
  }
}

@MainActor
private enum Presets {
  static let faded = Configurator<TinyView>.empty.alpha(0.5).isHidden(false)
}

@MainActor
@Suite struct MainActorTests {
  @Test func staticFuncPresetComposesInsideTrailingClosure() {
    let view = TinyView {
      $0
        .combined(with: .roundedTop(12))
        .backgroundColor("red")
    }
    #expect(view.layer.cornerRadius == 12)
    #expect(view.layer.masksToBounds)
    #expect(view.backgroundColor == "red")
  }

  @Test func staticLetPresetInMainActorNamespace() {
    let view = TinyView().configured(using: Presets.faded)
    #expect(view.alpha == 0.5)
  }

  @Test func presetAppliesToExistingObject() {
    let existing = TinyView()
    Configurator<TinyView>.roundedTop(8).configure(existing)
    #expect(existing.layer.cornerRadius == 8)
    let compact = TinyView().configured(using: .roundedTop(4))
    #expect(compact.layer.cornerRadius == 4)
  }

  @Test func withAndBuilderOnMainActorObjects() {
    let view = TinyView().with { $0.alpha = 0.75 }
    #expect(view.alpha == 0.75)
    view.builder.isHidden(true).layer.cornerRadius(2).apply()
    #expect(view.isHidden)
    #expect(view.layer.cornerRadius == 2)
  }

  @Test func inlineConfiguratorInMainActorCode() {
    let config = Configurator<TinyView>.empty.alpha(0.1).layer.masksToBounds(true)
    let views = (0..<3).map { _ in TinyView() }
    views.forEach(config.configure)
    #expect(views.allSatisfy { $0.alpha == 0.1 && $0.layer.masksToBounds })
  }
}
