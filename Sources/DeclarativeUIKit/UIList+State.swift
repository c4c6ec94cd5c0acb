extension UIList {
  /// Keeps the list's sections equal to a ``UIState`` value, updated after each change of it:
  ///
  /// ```swift
  /// @UIState var inbox = [UIListSection("Inbox", items: ["Welcome"])]
  /// UIList(sections: inbox) { subject in
  ///   var row = UIListContentConfiguration.cell()
  ///   row.text = subject
  ///   return row
  /// }
  /// .sections($inbox)
  /// ```
  /// The counterpart, without Observation, of `sections(animated:_:)` with a
  /// closure:
  /// each update goes through ``update(sections:animated:)``, the first one (made at once) not
  /// animated, and changes made together give one update.
  /// - Parameters:
  ///   - animated: Whether UIKit animates the updates that follow a change of the state.
  ///   - binding: The state to follow.
  @discardableResult
  public func sections<Item: Hashable>(
    animated: Bool = true, _ binding: UIBinding<[UIListSection<Item>]>
  ) -> Self {
    var isFirst = true
    return bind(binding) { list, sections in
      list.update(sections: sections, animated: animated && !isFirst)
      isFirst = false
    }
  }
}
