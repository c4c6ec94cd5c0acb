import Foundation
import HeadlessUIKit
import Testing

/// A view with a fixed content size.
@MainActor private final class Tile: UIView {
  let size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var intrinsicContentSize: CGSize { size }
}

/// Stacks inside stacks, and stacks whose arranged views other constraints refer to.
@MainActor @Suite struct NestedStackTests {
  @discardableResult
  private func host(_ stack: UIStackView, width: CGFloat? = nil) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
  }

  @Test func aColumnOfRowsSizesToItsContent() {
    let first = UIStackView(arrangedSubviews: [Tile(40, 20), Tile(60, 30)])
    first.spacing = 10
    let second = UIStackView(arrangedSubviews: [Tile(30, 50)])
    let column = UIStackView(arrangedSubviews: [first, second])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 5
    host(column)
    #expect(first.frame == CGRect(x: 0, y: 0, width: 110, height: 30))
    #expect(second.frame == CGRect(x: 0, y: 35, width: 30, height: 50))
    #expect(column.frame.size == CGSize(width: 110, height: 85))
    #expect(first.arrangedSubviews[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
  }

  @Test func aFillColumnStretchesItsRows() {
    let row = UIStackView(arrangedSubviews: [Tile(40, 20), Tile(60, 20)])
    row.distribution = .fillEqually
    let column = UIStackView(arrangedSubviews: [row, Tile(10, 10)])
    column.axis = .vertical
    host(column, width: 300)
    #expect(row.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
    #expect(row.arrangedSubviews.map(\.frame.width) == [150, 150])
    #expect(row.arrangedSubviews[1].frame.minX == 150)
  }

  @Test func hidingANestedStackCollapsesIt() {
    let inner = UIStackView(arrangedSubviews: [Tile(40, 20)])
    let column = UIStackView(arrangedSubviews: [Tile(10, 10), inner, Tile(10, 30)])
    column.axis = .vertical
    column.spacing = 4
    let root = host(column)
    #expect(column.frame.height == 68)  // 10 + 4 + 20 + 4 + 30
    inner.isHidden = true
    root.layoutIfNeeded()
    #expect(column.frame.height == 44)  // 10 + 4 + 30
    #expect(column.arrangedSubviews[2].frame.minY == 14)
  }

  @Test func constraintsToAnArrangedViewsEdgesStillHold() {
    // A view outside the stack follows an arranged view's position, so the stack keeps its
    // views' positions in the solver.
    let tiles = [Tile(50, 20), Tile(50, 30), Tile(50, 40)]
    let stack = UIStackView(arrangedSubviews: tiles)
    stack.axis = .vertical
    stack.spacing = 10
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      marker.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 5),
      marker.centerYAnchor.constraint(equalTo: tiles[2].centerYAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(tiles.map(\.frame.minY) == [0, 30, 70])
    // The third tile's centre: stack top 30 + 70 + 20 = 120.
    #expect(marker.frame == CGRect(x: 75, y: 115, width: 10, height: 10))
  }

  @Test func rightToLeftRowsRunFromTheRight() {
    let tiles = [Tile(40, 20), Tile(60, 20)]
    let row = UIStackView(arrangedSubviews: tiles)
    row.semanticContentAttribute = .forceRightToLeft
    row.spacing = 10
    tiles[1].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    host(row, width: 200)
    // The first view is at the right edge; the second hugs its content to its left.
    #expect(tiles[0].frame.maxX == 200)
    #expect(tiles[1].frame.maxX == tiles[0].frame.minX - 10)
  }
}
