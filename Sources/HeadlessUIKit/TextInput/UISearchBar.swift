import Foundation

/// A bar with a search field, and optionally a Cancel button and a prompt.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search events"
/// search.delegate = results
/// ```
///
/// The text lives in `searchTextField`; `text` and `placeholder` read and write it. What the user
/// does in the field reaches the search bar's delegate: `searchBar(_:textDidChange:)` for each
/// change (not for `text` set from code), the search button and the Cancel button
/// (`simulateSearchButtonTap()`, `simulateCancelButtonTap()`, HeadlessUIKit only; type with the
/// field's `simulateTyping(_:)`). The bar is 56 points tall and takes the width it is given
/// (Esri/maps-app-ios issue 67: "As of iOS 11, the UISearchBar's intrinsic content size has
/// increased from 44 to 56").
@preconcurrency @MainActor
open class UISearchBar: UIView {
  // MARK: Drawing (UISearchBar+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSearchBar(in: rect, on: &canvas) }

  /// Any width, and the bar's 56-point height.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight)
  }

  /// The size that fits: the current width and the bar's height.
  /// - Parameter size: The space available (not used).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: bounds.width, height: UISearchBar.barHeight)
  }

  static let barHeight: CGFloat = 56

  /// The search field.
  public let searchTextField = UISearchTextField()

  /// The object asked before editing and told after, or `nil`. Held weakly.
  open weak var delegate: (any UISearchBarDelegate)?

  /// The search controller that manages the bar, told when editing begins, the text changes and
  /// Cancel is tapped.
  package weak var searchController: UISearchController?

  private lazy var fieldDelegate = SearchFieldDelegate(bar: self)

  /// The search text, `""` when empty; the field's text.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown in the empty field, or `nil` (the default).
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// A line of text above the field, or `nil` (the default).
  open var prompt: String?

  /// How the bar's background looks; `.default` by default.
  open var searchBarStyle: UISearchBar.Style = .default

  /// The bar's background style from before search bar styles; `.default` until set. Kept for
  /// the app to read back; the drawing follows `searchBarStyle`.
  open var barStyle: UIBarStyle = .default

  /// Whether the Cancel button shows; `false` by default.
  open var showsCancelButton = false {
    didSet { setNeedsLayout() }
  }

  /// Whether the bookmark button shows in the empty field; `false` by default.
  open var showsBookmarkButton = false

  /// The bar's background colour, or `nil` for the system's.
  open var barTintColor: UIColor?

  /// Whether the bar is translucent; `true` by default.
  open var isTranslucent = true

  /// Creates a search bar.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  /// Creates a search bar from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    searchTextField.delegate = fieldDelegate
    searchTextField.font = .systemFont(ofSize: 17)
    searchTextField.returnKeyType = .search
    searchTextField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchBarTextDidChange()
      }, for: .editingChanged)
    addSubview(searchTextField)
  }

  /// Shows or hides the Cancel button.
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Whether UIKit would animate (no effect here).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The Cancel button's frame, when it shows: its title's width plus its padding, at the
  /// trailing end. No public source gives UIKit's metrics: the 8-point margins, 36-point field
  /// height and 10-point corner radius here are HeadlessUIKit's own.
  var cancelButtonFrame: CGRect? {
    guard showsCancelButton else { return nil }
    let width = TextMetrics(font: .systemFont(ofSize: 17)).width(of: "Cancel").rounded(.up) + 16
    return CGRect(x: bounds.width - 8 - width, y: 0, width: width, height: bounds.height)
  }

  /// Lays the field out: 8 points from the sides (and from the Cancel button), 36 points tall,
  /// centred.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let trailing = cancelButtonFrame.map { bounds.width - $0.minX } ?? 8
    searchTextField.frame = CGRect(
      x: 8, y: ((bounds.height - 36) / 2).rounded(), width: Swift.max(0, bounds.width - 8 - trailing),
      height: 36)
  }

  /// Passes the field's questions and reports to the search bar's delegate.
  private final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    init(bar: UISearchBar) {
      self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      guard let bar else { return }
      bar.delegate?.searchBarTextDidBeginEditing(bar)
      bar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      guard let bar else { return }
      bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      guard let bar else { return true }
      return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      guard let bar else { return true }
      bar.delegate?.searchBarSearchButtonClicked(bar)
      return true
    }
  }
}
