import Foundation

/// A row of segments, each a title or an image, of which one is selected.
///
/// ```swift
/// let picker = UISegmentedControl(items: ["One", "Two"])
/// picker.selectedSegmentIndex = 0
/// picker.addAction(UIAction { action in
///   print((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -1)
/// }, for: .valueChanged)
/// ```
///
/// Selecting from code sends no event; a (simulated) tap on a segment selects it, runs the
/// segment's own action if it has one, and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  // MARK: Drawing (UISegmentedControl+Drawing.swift)

  override func draw(_ rect: CGRect, on canvas: inout SVGCanvas) { drawSegments(in: rect, on: &canvas) }
  override var contentDescription: [String] { segmentedControlDescription }

  // MARK: Content size

  /// The segments side by side, 32 points tall.
  open override var intrinsicContentSize: CGSize { segmentedContentSize }

  /// The size that fits: the control's content size, whatever the space offered.
  /// - Parameter size: The space available (not used: the control's size is its content's).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSizeClampedToZero }

  /// One segment's content and settings.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0
    var contentOffset: CGSize = .zero
  }

  /// The index meaning "no segment selected": -1.
  nonisolated public static let noSegment = -1

  private var segments: [Segment] = []
  private var storedSelectedSegmentIndex = UISegmentedControl.noSegment
  private var titleAttributes = ControlStateValues<[NSAttributedString.Key: Any]>()

  /// Whether a tapped segment shows as selected only while touched; `false` by default. In that
  /// mode `selectedSegmentIndex` reads the last segment tapped.
  open var isMomentary = false

  /// How many segments there are.
  open var numberOfSegments: Int { segments.count }

  /// Whether segments are as wide as their content (`true`) or share the width equally (`false`,
  /// the default).
  open var apportionsSegmentWidthsByContent = false

  /// The selected segment's index, or `UISegmentedControl.noSegment` (the default). Setting it sends
  /// no event; an index that is neither `noSegment` nor an existing segment's stops the program.
  open var selectedSegmentIndex: Int {
    get { storedSelectedSegmentIndex }
    set {
      precondition(
        newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue),
        "selectedSegmentIndex \(newValue) is out of bounds: the control has \(segments.count) segments")
      storedSelectedSegmentIndex = newValue
    }
  }

  /// The colour of the selected segment, or `nil` for the system's.
  open var selectedSegmentTintColor: UIColor?

  /// Creates a segmented control with no segments.
  /// - Parameter frame: The frame in the superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control with one segment per item: a `String` makes a title segment, a
  /// `UIImage` an image segment. Any other item stops the program.
  ///
  /// - Parameter items: The segments' titles and images, or `nil` for none.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      switch item {
      case let title as String: segments.append(Segment(title: title))
      case let image as UIImage: segments.append(Segment(image: image))
      default:
        preconditionFailure("UISegmentedControl items must be String or UIImage, not \(type(of: item))")
      }
    }
  }

  /// Creates a segmented control from an archive.
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a segmented control with one segment per action, showing the action's title and image
  /// and running the action when the segment is selected.
  ///
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinates.
  ///   - actions: The segments' actions.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
  }

  // MARK: Segments

  /// Inserts a title segment; the index is pinned to `0...numberOfSegments`.
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - segment: Where to insert it.
  ///   - animated: Whether UIKit would animate (no effect here).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts an image segment; the index is pinned to `0...numberOfSegments`.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - segment: Where to insert it.
  ///   - animated: Whether UIKit would animate (no effect here).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment that shows an action's title and image and runs it when selected; the index
  /// is pinned to `0...numberOfSegments`.
  /// - Parameters:
  ///   - action: The segment's action.
  ///   - segment: Where to insert it.
  ///   - animated: Whether UIKit would animate (no effect here).
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  private func insert(_ newSegment: Segment, at index: Int) {
    let index = Swift.max(0, Swift.min(index, segments.count))
    segments.insert(newSegment, at: index)
    if storedSelectedSegmentIndex != UISegmentedControl.noSegment, index <= storedSelectedSegmentIndex {
      storedSelectedSegmentIndex += 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes a segment; removing the selected one leaves no segment selected. An index outside the
  /// segments stops the program.
  /// - Parameters:
  ///   - segment: The segment's index.
  ///   - animated: Whether UIKit would animate (no effect here).
  open func removeSegment(at segment: Int, animated: Bool) {
    requireSegment(segment)
    segments.remove(at: segment)
    if segment == storedSelectedSegmentIndex {
      storedSelectedSegmentIndex = UISegmentedControl.noSegment
    } else if segment < storedSelectedSegmentIndex {
      storedSelectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }

  /// Removes every segment; no segment is selected afterwards.
  open func removeAllSegments() {
    segments.removeAll()
    storedSelectedSegmentIndex = UISegmentedControl.noSegment
    invalidateIntrinsicContentSize()
  }

  private func requireSegment(_ index: Int) {
    precondition(
      segments.indices.contains(index),
      "Segment index \(index) is out of bounds: the control has \(segments.count) segments")
  }

  /// Sets a segment's title; an index outside the segments is ignored, as in UIKit.
  /// - Parameters:
  ///   - title: The title, or `nil`.
  ///   - segment: The segment's index.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    invalidateIntrinsicContentSize()
  }

  /// A segment's title, or `nil` (also for an index outside the segments).
  /// - Parameter segment: The segment's index.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image; an index outside the segments is ignored, as in UIKit.
  /// - Parameters:
  ///   - image: The image, or `nil`.
  ///   - segment: The segment's index.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    invalidateIntrinsicContentSize()
  }

  /// A segment's image, or `nil` (also for an index outside the segments).
  /// - Parameter segment: The segment's index.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's width; 0 (the default) sizes it automatically. An index outside the
  /// segments stops the program.
  /// - Parameters:
  ///   - width: The width in points.
  ///   - segment: The segment's index.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    requireSegment(segment)
    segments[segment].width = width
    invalidateIntrinsicContentSize()
  }

  /// A segment's width; 0 means automatic. An index outside the segments stops the program.
  /// - Parameter segment: The segment's index.
  open func widthForSegment(at segment: Int) -> CGFloat {
    requireSegment(segment)
    return segments[segment].width
  }

  /// Sets the offset of a segment's content from its centre. An index outside the segments stops
  /// the program.
  /// - Parameters:
  ///   - offset: The offset.
  ///   - segment: The segment's index.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    requireSegment(segment)
    segments[segment].contentOffset = offset
  }

  /// The offset of a segment's content; (0, 0) by default. An index outside the segments stops the
  /// program.
  /// - Parameter segment: The segment's index.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    requireSegment(segment)
    return segments[segment].contentOffset
  }

  /// Enables or disables one segment; segments are enabled by default. An index outside the
  /// segments stops the program.
  /// - Parameters:
  ///   - enabled: Whether the segment can be selected by touch.
  ///   - segment: The segment's index.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    requireSegment(segment)
    segments[segment].isEnabled = enabled
  }

  /// Whether one segment is enabled. An index outside the segments stops the program.
  /// - Parameter segment: The segment's index.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    requireSegment(segment)
    return segments[segment].isEnabled
  }

  /// Gives a segment an action, taking its title and image. An index outside the segments stops
  /// the program.
  /// - Parameters:
  ///   - action: The action.
  ///   - segment: The segment's index.
  open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    requireSegment(segment)
    segments[segment] = Segment(
      title: action.title, image: action.image, action: action, isEnabled: segments[segment].isEnabled,
      width: segments[segment].width, contentOffset: segments[segment].contentOffset)
    invalidateIntrinsicContentSize()
  }

  /// A segment's action, or `nil` (also for an index outside the segments).
  /// - Parameter segment: The segment's index.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has the identifier, or `noSegment`.
  /// - Parameter actionIdentifier: The action's identifier.
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
  }

  // MARK: Appearance

  /// Sets the text attributes (font, colour...) of titles for a state; `nil` removes them.
  /// - Parameters:
  ///   - attributes: The attributes, or `nil`.
  ///   - state: The state they are for.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[exactly: state] = attributes
    invalidateIntrinsicContentSize()
  }

  /// The title text attributes for a state, or the `.normal` state's, or `nil`.
  /// - Parameter state: The state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }

  // MARK: Simulated touch

  /// Taps a segment as a user would. HeadlessUIKit only.
  ///
  /// Touches down (`.touchDown`, tracking, highlighted); on lift selects the segment, and if the
  /// selection changed (always, when `isMomentary`) runs the segment's action and sends
  /// `.valueChanged` and `.primaryActionTriggered`; then sends `.touchUpInside`. An index outside the segments stops the program.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: `false`, and nothing happens, when the control or the segment is disabled, or the
  ///   control would not receive the touch.
  @discardableResult
  public func simulateTap(segmentAt segment: Int) -> Bool {
    requireSegment(segment)
    guard acceptsSimulatedTouches, segments[segment].isEnabled else { return false }
    beginSimulatedTouch()
    isHighlighted = false
    let changed = isMomentary || segment != storedSelectedSegmentIndex
    storedSelectedSegmentIndex = segment
    if changed {
      if let action = segments[segment].action { sendAction(action) }
      sendActions(for: .valueChanged)
      sendActions(for: .primaryActionTriggered)
    }
    sendActions(for: .touchUpInside)
    endSimulatedTouch()
    return true
  }
}

extension UISegmentedControl {
  /// iOS 13 and later: 32 points tall; titles in the 13-point system font with 12 points of
  /// padding on each side. Segments share the widest one's width unless
  /// `apportionsSegmentWidthsByContent`; a width set with `setWidth(_:forSegmentAt:)` wins.
  var segmentedContentSize: CGSize {
    let count = numberOfSegments
    guard count > 0 else { return CGSize(width: 0, height: 32) }
    let metrics = TextMetrics(pointSize: 13)
    var contents: [CGFloat] = []
    for index in 0..<count {
      var content: CGFloat = 0
      if let title = titleForSegment(at: index) {
        content = TextMetrics.ceilToPixel(metrics.width(of: title))
      } else if let image = imageForSegment(at: index) {
        content = image.size.width
      }
      contents.append(content + 24)
    }
    let widest = contents.max() ?? 0
    var width: CGFloat = 0
    for index in 0..<count {
      let fixed = widthForSegment(at: index)
      width += fixed > 0 ? fixed : (apportionsSegmentWidthsByContent ? contents[index] : widest)
    }
    return CGSize(width: width, height: 32)
  }
}
