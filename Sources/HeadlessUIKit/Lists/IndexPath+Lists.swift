import Foundation

extension IndexPath {
  /// An index path for a row of a table view section (UIKit's addition to Foundation).
  /// - Parameters:
  ///   - row: The row within the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for an item of a collection view section (UIKit's addition to Foundation).
  /// - Parameters:
  ///   - item: The item within the section.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section: the second index, as `row`.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
