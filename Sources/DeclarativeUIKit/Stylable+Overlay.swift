extension Stylable where Self: UIView {
  /// Adds the views of `content` on top of this view, each placed by `alignment`, as SwiftUI's
  /// `overlay` does.
  ///
  /// The views become subviews of this one, so they are drawn over its content and move with
  /// it; each keeps its own size, at most this view's. Layout they declare themselves (such as
  /// ``edgesToSuperview(_:insets:safeArea:priority:)``) is applied too.
  ///
  /// ```swift
  /// UIImageView(image: avatar).frame(width: 48, height: 48)
  ///   .overlay(alignment: .bottomTrailing) { UIView().frame(width: 12, height: 12).circle() }
  /// ```
  /// - Parameters:
  ///   - alignment: Where the views go; centered by default.
  ///   - content: The views, back to front.
  @discardableResult
  public func overlay(
    alignment: OverlayAlignment = .center, @UIViewBuilder _ content: () -> [UIView]
  ) -> Self {
    let views = content()
    for view in views {
      addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate(placing(view, alignment))
    }
    DeclaredLayout.apply(to: views)
    return self
  }

  /// Puts the views of `content` behind this view, sized to it, as SwiftUI's `background` does.
  ///
  /// A view cannot draw a subview behind its own content, so this wraps both in a container:
  /// the container holds the background views, then this view, all with this view's frame.
  ///
  /// ```swift
  /// UILabel("New").padding(4).background { UIView().backgroundColor(.systemRed).cornerRadius(4) }
  /// ```
  /// - Parameter content: The views, back to front, drawn behind this view.
  /// - Returns: The container; place it where this view would have gone.
  public func background(@UIViewBuilder _ content: () -> [UIView]) -> UIView {
    let container = UIView(frame: .zero)
    let views = content()
    for view in views { container.addSubview(view) }
    container.addSubview(self)
    edgesToSuperview()
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: topAnchor),
        view.leadingAnchor.constraint(equalTo: leadingAnchor),
        view.bottomAnchor.constraint(equalTo: bottomAnchor),
        view.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
    }
    DeclaredLayout.apply(to: views + [self])
    return container
  }

  /// The constraints that place an overlay view inside this view.
  private func placing(_ view: UIView, _ alignment: OverlayAlignment) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    switch alignment.horizontal {
    case .fill:
      constraints += [
        view.leadingAnchor.constraint(equalTo: leadingAnchor),
        view.trailingAnchor.constraint(equalTo: trailingAnchor),
      ]
    case .leading, .center, .trailing:
      constraints += [
        view.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
        view.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
      ]
      switch alignment.horizontal {
      case .leading: constraints.append(view.leadingAnchor.constraint(equalTo: leadingAnchor))
      case .trailing: constraints.append(view.trailingAnchor.constraint(equalTo: trailingAnchor))
      default: constraints.append(view.centerXAnchor.constraint(equalTo: centerXAnchor))
      }
    }
    switch alignment.vertical {
    case .fill:
      constraints += [
        view.topAnchor.constraint(equalTo: topAnchor),
        view.bottomAnchor.constraint(equalTo: bottomAnchor),
      ]
    case .top, .center, .bottom:
      constraints += [
        view.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
        view.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
      ]
      switch alignment.vertical {
      case .top: constraints.append(view.topAnchor.constraint(equalTo: topAnchor))
      case .bottom: constraints.append(view.bottomAnchor.constraint(equalTo: bottomAnchor))
      default: constraints.append(view.centerYAnchor.constraint(equalTo: centerYAnchor))
      }
    }
    return constraints
  }
}
