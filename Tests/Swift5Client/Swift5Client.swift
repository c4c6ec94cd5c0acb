// A client written in the Swift 5 language mode, as most apps and layout libraries still are.
// It calls views and constraints from nonisolated code, which UIKit allows there: UIKit's
// main-actor isolation comes from Objective-C headers (NS_SWIFT_UI_ACTOR), which Swift treats
// as @preconcurrency. scripts/check-swift5-client type-checks this file against HeadlessUIKit:
// in the Swift 5 mode it must compile without a diagnostic; with complete concurrency checking,
// each line with a trailing strict-warning comment must carry that warning, and no other line any.
// With --uikit it checks the same against the real UIKit of an iOS SDK.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A factory function, nonisolated as a Swift 5 module's free functions are.
func makeTitleLabel(_ text: String) -> UILabel {
  let label = UILabel()  // strict-warning: call to main actor-isolated initializer 'init()'
  label.text = text  // strict-warning: main actor-isolated property 'text' can not be mutated
  return label
}

/// Constraints made and activated from nonisolated code, as layout libraries do.
func pin(_ view: UIView, to container: UIView, inset: CGFloat) -> [NSLayoutConstraint] {
  view.translatesAutoresizingMaskIntoConstraints = false  // strict-warning: can not be mutated
  let leading = NSLayoutConstraint(  // strict-warning: main actor-isolated initializer 'init(item:
    item: view, attribute: .leading, relatedBy: .equal, toItem: container,
    attribute: .leading, multiplier: 1, constant: inset)
  NSLayoutConstraint.activate([leading])  // strict-warning: main actor-isolated class method 'activate'
  return [leading]
}

/// A model object that is not isolated, holding a view made where it is declared.
final class Holder {
  var view = UIView()  // strict-warning: main actor-isolated default value in a nonisolated context
}

/// A view subclass with a nonisolated deinitializer, as UIKit's subclasses may have.
final class BadgeView: UIView {
  let label: UILabel = {
    let label = UILabel()
    label.textAlignment = .center
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    print("BadgeView released")
  }
}

/// A data source that is not isolated, conforming to a main-actor protocol.
final class NamesDataSource: NSObject, UITableViewDataSource {
  let names = ["Ada", "Grace"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: "name")
  }
}
