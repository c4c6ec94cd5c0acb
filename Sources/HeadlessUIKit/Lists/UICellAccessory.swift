import Foundation

/// An accessory of a list cell: a system control or indicator, a label or a custom view, shown
/// at the cell's leading or trailing edge, outside its content view.
///
/// ```swift
/// cell.accessories = [
///   .delete(),
///   .label(text: "12"),
///   .disclosureIndicator(),
/// ]
/// ```
///
/// Each accessory shows in the editing states of its `displayed` value, compared with the
/// collection view's `isEditing`. The names, labels and defaults are those of UIKit's Swift
/// interface; which edge a system accessory takes is UIKit's choice: the editing controls at
/// the leading edge, the indicators and labels at the trailing edge.
public struct UICellAccessory {
  /// Runs when the user taps the accessory.
  public typealias ActionHandler = () -> Void

  /// The editing states an accessory shows in.
  public enum DisplayedState: Hashable, Sendable {
    /// Editing or not.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while the collection view is not editing.
    case whenNotEditing
  }

  /// The width reserved for an accessory, inside which it is centred.
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil)
    {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark.
  public struct CheckmarkOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil)
    {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of a delete control.
  public struct DeleteOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// The colour of its sign, or `nil` for the system's.
    public var tintColor: UIColor?
    /// The colour of its circle, or `nil` for the system's red.
    public var backgroundColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an insert control.
  public struct InsertOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// The colour of its sign, or `nil` for the system's.
    public var tintColor: UIColor?
    /// The colour of its circle, or `nil` for the system's green.
    public var backgroundColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a reorder control.
  public struct ReorderOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour, or `nil` for the system's grey.
    public var tintColor: UIColor?
    /// Whether a vertical line separates it from an accessory before it; default `true`
    /// (UICellAccessory.h).
    public var showsVerticalSeparator: Bool
    /// Creates options; `nil` arguments take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// Options of a multiselect control.
  public struct MultiselectOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// The colour of its check, or `nil` for the system's.
    public var tintColor: UIColor?
    /// The colour of its filled circle, or `nil` for the system's.
    public var backgroundColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an outline disclosure.
  public struct OutlineDisclosureOptions {
    /// Whether the accessory is a section header's or a selectable cell's.
    public enum Style: Hashable, Sendable {
      /// From whether the cell is configured as a header.
      case automatic
      /// A header's: a tap anywhere in it toggles the item.
      case header
      /// A cell's: only a tap on the accessory toggles the item.
      case cell
    }

    /// The style; default `.automatic`.
    public var style: Style
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour, or `nil` for the system's.
    public var tintColor: UIColor?
    /// Creates options; `nil` arguments take the defaults.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of a label.
  public struct LabelOptions {
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.actual`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its text colour, or `nil` for the system's.
    public var tintColor: UIColor?
    /// The font; default the body style's (UICellAccessory.h).
    public var font: UIFont
    /// Whether the font follows the content size category; default `true` (UICellAccessory.h).
    public var adjustsFontForContentSizeCategory: Bool
    /// Creates options; `nil` arguments take the defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font ?? .preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// Where a custom view accessory goes.
  public enum Placement {
    /// Gives the index to insert the accessory at among those on its edge, leading to trailing.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// Before the first accessory of the same type as `accessory`, or first if there is none
    /// (UICellAccessoryPositionBeforeAccessoryOfClass).
    /// - Parameter accessory: The accessory to go before.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.accessoryType == accessory.accessoryType } ?? 0 }
    }

    /// After the last accessory of the same type as `accessory`, or last if there is none
    /// (UICellAccessoryPositionAfterAccessoryOfClass).
    /// - Parameter accessory: The accessory to go after.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.lastIndex { $0.accessoryType == accessory.accessoryType }.map { $0 + 1 }
          ?? accessories.count
      }
    }

    /// At the leading edge; by default nearest the content.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge; by default nearest the content.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// A custom view accessory.
  public struct CustomViewConfiguration {
    /// The view.
    public let customView: UIView
    /// Its edge, editing states and position.
    public let placement: Placement
    /// Whether it is hidden (it keeps its space); default `false`.
    public var isHidden: Bool
    /// The width reserved for it; default `.actual`.
    public var reservedLayoutWidth: LayoutDimension
    /// A tint for the view, or `nil`.
    public var tintColor: UIColor?
    /// Whether the view keeps its frame's size (else it is sized by its content); default
    /// `false` (UICellAccessory.h).
    public var maintainsFixedSize: Bool
    /// Creates a configuration; `nil` arguments take the defaults.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// The kinds of accessory.
  public enum AccessoryType: Hashable {
    /// A disclosure indicator.
    case disclosureIndicator
    /// An outline disclosure.
    case outlineDisclosure
    /// A checkmark.
    case checkmark
    /// A delete control.
    case delete
    /// An insert control.
    case insert
    /// A reorder control.
    case reorder
    /// A multiselect control.
    case multiselect
    /// A label.
    case label
    /// A custom view.
    case customView(UIView)
    /// A detail (info) button.
    case detail
    /// A pop-up menu.
    case popUpMenu
  }

  /// The accessory's kind.
  public let accessoryType: AccessoryType

  /// The editing states it shows in.
  let displayed: DisplayedState
  /// Whether it is hidden but keeps its space.
  let isHidden: Bool
  let reservedLayoutWidth: LayoutDimension
  let tintColor: UIColor?
  let backgroundColor: UIColor?
  let actionHandler: ActionHandler?
  /// A label accessory's text and font.
  let text: String?
  let font: UIFont?
  /// A custom view accessory's configuration.
  let custom: CustomViewConfiguration?
  /// An outline disclosure's style.
  var outlineStyle: OutlineDisclosureOptions.Style = .automatic

  private init(
    _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool, reservedLayoutWidth: LayoutDimension,
    tintColor: UIColor?, backgroundColor: UIColor? = nil, actionHandler: ActionHandler? = nil,
    text: String? = nil,
    font: UIFont? = nil, custom: CustomViewConfiguration? = nil
  ) {
    accessoryType = type
    self.displayed = displayed
    self.isHidden = isHidden
    self.reservedLayoutWidth = reservedLayoutWidth
    self.tintColor = tintColor
    self.backgroundColor = backgroundColor
    self.actionHandler = actionHandler
    self.text = text
    self.font = font
    self.custom = custom
  }

  /// A chevron pointing to the trailing edge; shown always by default.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
  }

  /// A checkmark; shown always by default.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor)
  }

  /// A delete control (a minus sign in a red circle); shown while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .delete, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
  }

  /// An insert control (a plus sign in a green circle); shown while editing by default.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .insert, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor, backgroundColor: options.backgroundColor, actionHandler: actionHandler)
  }

  /// A reorder control (three horizontal lines); shown while editing by default.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .reorder, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor)
  }

  /// A circle that is filled and checked while the cell is selected; shown while editing by
  /// default.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .multiselect, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      backgroundColor: options.backgroundColor)
  }

  /// A chevron that shows whether an outline item is expanded; shown always by default.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    var accessory = UICellAccessory(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor,
      actionHandler: actionHandler)
    accessory.outlineStyle = options.style
    return accessory
  }

  /// A line of text; shown always by default.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      .label, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth,
      tintColor: options.tintColor, text: text, font: options.font)
  }

  /// A view of your own, at the edge its configuration's placement gives.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return UICellAccessory(
      .customView(configuration.customView), displayed: displayed, isHidden: configuration.isHidden,
      reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor,
      custom: configuration)
  }

  /// Whether it shows in an editing state.
  func isDisplayed(editing: Bool) -> Bool {
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// The edge it takes. UIKit places system accessories itself: Apple's documentation puts the
  /// reorder control (UICellAccessoryReorder) and, on iOS, the outline disclosure
  /// (UICellAccessoryOutlineDisclosure) at the trailing edge; the delete, insert and multiselect
  /// controls sit at the leading edge, where a table puts its editing controls; the indicators
  /// and the label at the trailing edge.
  var edge: Edge {
    switch accessoryType {
    case .delete, .insert, .multiselect: return .leading
    case .customView:
      guard let custom else { return .trailing }
      if case .leading = custom.placement { return .leading }
      return .trailing
    default: return .trailing
    }
  }

  /// An edge of the cell.
  enum Edge { case leading, trailing }
}
