/// A view that declares its content in ``body``, with its own properties in scope, as a
/// SwiftUI view does; the view builds it once.
///
/// ```swift
/// final class ProfileCard: UIBodyView {
///   var name = ""
///   var role = ""
///
///   override var body: UIView {
///     UIVStack(spacing: 4) {
///       UILabel(name).font(.headline)
///       UILabel(role).textColor(.secondaryLabel)
///     }
///     .padding(12)
///   }
/// }
///
/// let card = ProfileCard()
/// card.name = "Ada Lovelace"   // set before the card is added: the body sees it
/// stack.addArrangedSubview(card)
/// ```
///
/// When: the body is built the first time the view moves to a superview
/// (`didMoveToSuperview()`), so properties set between creating the view and adding it are in
/// scope; later moves do not build it again. A view measured or laid out on its own, never
/// added to a superview, builds it on its first layout pass instead, or when
/// ``buildBodyIfNeeded()`` is called. The body fills the view, edge to edge, so its constraints
/// size the view.
///
/// The body is built once: to show later changes of the view's properties, bind the views to a
/// ``UIState`` (`UILabel().text($name)`) or to an `@Observable` model.
open class UIBodyView: UIView {
  /// Whether ``body`` has been built into the view.
  public private(set) var isBodyBuilt = false

  /// The view the view shows, filling it: override it in a subclass, usually with a stack
  /// (`override var body: UIView { UIVStack { ... } }`; one view, so no builder attribute is
  /// needed on the override). The view reads it once, when it builds its content; this default
  /// is an empty view.
  open var body: UIView { UIView(frame: .zero) }

  /// Builds ``body`` into the view if it is not built yet: adds it and pins it to the view's
  /// edges. The view calls it itself; call it to build the content earlier, such as to
  /// measure the view before adding it anywhere.
  public func buildBodyIfNeeded() {
    guard !isBodyBuilt else { return }
    isBodyBuilt = true
    let content = body
    addSubview(content)
    content.edgesToSuperview()
    DeclaredLayout.apply(to: [content])
  }

  /// Builds the body the first time the view has a superview.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if superview != nil { buildBodyIfNeeded() }
  }

  /// Builds the body before updating the constraints of a view laid out on its own.
  open override func updateConstraints() {
    buildBodyIfNeeded()
    super.updateConstraints()
  }

  /// Builds the body before the first layout of a view laid out on its own.
  open override func layoutSubviews() {
    if !isBodyBuilt {
      buildBodyIfNeeded()
      setNeedsLayout()
    }
    super.layoutSubviews()
  }
}
