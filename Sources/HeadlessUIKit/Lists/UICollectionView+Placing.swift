import Foundation

extension UICollectionView: ListPlacing {}

/// Placing a collection view's elements: asking the layout for those in the visible rectangle,
/// giving them cells and views, measuring self-sizing ones, and taking back those that left.
extension UICollectionView {
  /// Places the elements that show; a self-sizing layout hears each new cell's preferred size,
  /// and the elements are placed again until no size changes. The views just placed lay out
  /// their content in this pass.
  func placeItems() {
    prepareIfNeeded()
    guard let dataSource else { return }
    var changed = false
    // Each pass measures the cells that came into view, which may bring more into view when
    // they are shorter than their estimate; a cell measured once keeps its size, so the passes
    // end when the screen is full of measured cells. The bound only guards against a layout
    // that never settles.
    for _ in 0..<Self.maximumMeasuringPasses {
      let (placed, resized) = placeElements(from: dataSource)
      changed = changed || placed
      remeasuresShownCells = false
      guard resized else { break }
      prepareIfNeeded()
    }
    if changed { layOutPlacedViews() }
  }

  /// Places the elements in the visible rectangle once: whether a view moved or changed, and
  /// whether a new cell's preferred size changed the layout.
  private func placeElements(
    from dataSource: any UICollectionViewDataSource
  ) -> (changed: Bool, resized: Bool) {
    let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    let measures = collectionViewLayout.asksCellsForPreferredAttributes
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var elementViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var raised: [(zIndex: Int, view: UIView)] = []
    var changed = false
    var resized = false
    // List cells and headers take the side margin of the list's width.
    let listMargin = TableMetrics.contentMargin(forWidth: bounds.width)
    for element in attributes where !element.isHidden {
      let view: UICollectionReusableView
      var frame = element.frame
      switch element.representedElementCategory {
      case .cell:
        var cell = shownCells[element.indexPath]
        if cell == nil || remeasuresShownCells {
          let made = cell ?? dataSource.collectionView(self, cellForItemAt: element.indexPath)
          // Before it is measured.
          (made as? UICollectionViewListCell)?.listContentMargin = listMargin
          if measures, let measured = measure(made, as: element) {
            resized = true
            frame = measured
          }
          cell = made
        }
        guard let cell else { continue }
        if shownCells[element.indexPath] !== cell {
          delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
        }
        cell.isSelected = selected.contains(element.indexPath)
        if let cell = cell as? UICollectionViewListCell {
          // Its place in the section may have changed with the items.
          cell.listLook = collectionViewLayout.listLook(of: .cell, kind: nil, at: element.indexPath)
          cell.isListEditing = isEditing
        }
        cells[element.indexPath] = cell
        view = cell
      case .supplementaryView:
        let kind = element.representedElementKind ?? ""
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: element.indexPath)
        let shown = shownElementViews[key]
        let found =
          shown
          ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        (found as? UICollectionViewListCell)?.listContentMargin = listMargin
        if measures, shown == nil || remeasuresShownCells, let measured = measure(found, as: element) {
          resized = true
          frame = measured
        }
        elementViews[key] = found
        view = found
      case .decorationView:
        let key = CollectionElementKey(
          category: .decorationView, kind: element.representedElementKind ?? "", indexPath: element.indexPath)
        let found = shownElementViews[key] ?? collectionViewLayout.makeDecorationView(for: element)
        elementViews[key] = found
        view = found
      }
      if view.superview !== self {
        // Elements below the others (a list section's background, a section's background
        // decoration, whose zIndex 0 is below the section's other elements) go behind them.
        let isBelow =
          element.zIndex < 0 || (element.representedElementCategory == .decorationView && element.zIndex == 0)
        if isBelow { insertSubview(view, at: 0) } else { addSubview(view) }
        changed = true
      }
      if view.frame != frame {
        view.frame = frame
        changed = true
      }
      if element.zIndex > 0 { raised.append((element.zIndex, view)) }
    }
    // Elements above the others (a pinned header) go in front, the highest last.
    for (_, view) in raised.sorted(by: { $0.zIndex < $1.zIndex }) where subviews.last !== view {
      bringSubviewToFront(view)
      changed = true
    }
    for (indexPath, cell) in shownCells where cells[indexPath] !== cell {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      enqueue(cell)
      changed = true
    }
    for (key, view) in shownElementViews where elementViews[key] !== view {
      enqueue(view, shownAs: key)
      changed = true
    }
    shownCells = cells
    shownElementViews = elementViews
    return (changed, resized)
  }

  /// Asks a new view for its preferred attributes at the layout's; when the layout takes them,
  /// the frame the view has at once: its measured size, as UIKit sizes a view before it gives
  /// it a frame, so content pinned to its edges never meets the estimate. The next pass moves
  /// it to where the layout puts it.
  private func measure(_ view: UICollectionReusableView, as element: UICollectionViewLayoutAttributes)
    -> CGRect?
  {
    view.frame = element.frame
    let preferred = view.preferredLayoutAttributesFitting(element.copied())
    guard
      collectionViewLayout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: element)
    else { return nil }
    collectionViewLayout.takePreferredAttributes(preferred)
    return CGRect(origin: element.frame.origin, size: preferred.size)
  }

  /// The most passes one layout makes to measure the cells that come into view.
  private static let maximumMeasuringPasses = 1_000

  /// Keeps a cell for reuse under its identifier; a cell without one is only taken out.
  func enqueue(_ cell: UICollectionViewCell) {
    guard let identifier = cell.reuseIdentifier else {
      cell.removeFromSuperview()
      return
    }
    pool.enqueue(cell, under: .cell(identifier: identifier))
  }

  /// Keeps a supplementary view for reuse under its kind and identifier; a decoration view, or
  /// a view without an identifier, is only taken out.
  func enqueue(_ view: UICollectionReusableView, shownAs key: CollectionElementKey) {
    guard key.category == .supplementaryView, let identifier = view.reuseIdentifier else {
      view.removeFromSuperview()
      return
    }
    pool.enqueue(view, under: .supplementary(kind: key.kind, identifier: identifier))
  }
}
