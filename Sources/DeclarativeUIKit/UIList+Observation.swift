#if canImport(Observation)
  extension UIList {
    /// Keeps the list's sections equal to those `sections` returns, re-evaluated whenever an
    /// `@Observable` value that it read changes:
    ///
    /// ```swift
    /// UIList(sections: [UIListSection<String>]()) { subject in
    ///   var row = UIListContentConfiguration.cell()
    ///   row.text = subject
    ///   return row
    /// }
    /// .sections { [UIListSection("Inbox", items: inbox.subjects)] }
    /// ```
    /// Each update goes through ``update(sections:animated:)``, so the diffable data source
    /// inserts and deletes only the rows whose items changed, and rows of items that stay keep
    /// their cells. The first update, made at once, is not animated. As with `bind(_:)`, updates
    /// run on the main actor after the change, changes made together give one update, and the
    /// list holds the binding while the binding holds the list weakly.
    /// - Parameters:
    ///   - animated: Whether UIKit animates the updates that follow a change of the model.
    ///   - sections: Reads observable models and returns the sections, in order.
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, macCatalyst 17.0, *)
    @discardableResult
    public func sections<Item: Hashable>(
      animated: Bool = true, _ sections: @escaping @MainActor () -> [UIListSection<Item>]
    ) -> Self {
      let shown = FirstUpdate()
      return bind { list in
        list.update(sections: sections(), animated: animated && shown.isDone)
        shown.isDone = true
      }
    }
  }

  /// Whether a binding's first update, the one made when it is created, has run.
  @MainActor
  private final class FirstUpdate {
    var isDone = false
  }
#endif
