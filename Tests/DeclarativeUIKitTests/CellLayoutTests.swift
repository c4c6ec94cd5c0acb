import DeclarativeUIKit
import Testing

/// A cell laid out on its own, outside a collection view, as a sizing cell or a test lays it out.
@MainActor
@Suite struct CellLayoutTests {
  @Test func aCellsStackIsLaidOutInOnePass() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let stack = UIHStack(spacing: 8) {
      UILabel("Title")
      Spacer()
    }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func aCellsStackAddedWithConstraintsIsLaidOutInOnePass() {
    let cell = UICollectionViewCell(frame: .zero)
    let stack = UIVStack { UILabel("Title") }.padding(8)
    cell.contentView.addSubview(stack, constraints: .allEqual())
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 320, height: 44))
  }

  @Test func aTableCellsStackIsLaidOutInOnePass() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let stack = UIHStack { UILabel("Title") }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.layoutIfNeeded()
    #expect(stack.frame.size.width > 0)
  }

  @Test func aListCellsStackIsLaidOutInOnePass() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let stack = UIHStack(spacing: 8) {
      UILabel("Title")
      Spacer()
    }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.layoutIfNeeded()
    #expect(stack.frame.size == cell.contentView.bounds.size)
    #expect(stack.frame.width > 0)
  }

  @Test func aListCellsStackWithAccessoriesIsLaidOutInOnePass() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [.disclosureIndicator()]
    let stack = UIHStack(spacing: 8) {
      UILabel("Title")
      Spacer()
    }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.layoutIfNeeded()
    #expect(stack.frame.size == cell.contentView.bounds.size)
    #expect(stack.frame.width > 0)
  }

  @Test func aCellSizedByBoundsLaysOutItsStackInOnePass() {
    let cell = UICollectionViewCell(frame: .zero)
    let stack = UIHStack(spacing: 8) {
      UILabel("Title")
      Spacer()
    }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 320, height: 44))
  }

  @Test func aTableCellWithAccessoryLaysOutItsStackInOnePass() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .disclosureIndicator
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    let stack = UIHStack { UILabel("Title") }
    cell.contentView.addSubview(stack)
    stack.edgesToSuperview()
    cell.layoutIfNeeded()
    #expect(stack.frame.size == cell.contentView.bounds.size)
    #expect(stack.frame.width > 0)
  }
}
