import DeclarativeUIKit
import Testing

/// NSDiffableDataSourceSectionSnapshot (iOS 14; its Swift interface in the iOS 16.5 SDK's
/// UIKit.swiftmodule): an outline of items with parents, children and expansion, whose
/// visible items are the roots and the children of expanded parents that show.
@Suite struct OutlineSectionSnapshotTests {
  /// Fruit > (Apple > (Gala, Fuji), Pear); Vegetables > (Leek); Bread.
  private func groceries() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables", "Bread"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Gala", "Fuji"], to: "Apple")
    outline.append(["Leek"], to: "Vegetables")
    return outline
  }

  @Test func anOutlineKnowsItsParentsAndLevels() {
    let outline = groceries()
    #expect(outline.rootItems == ["Fruit", "Vegetables", "Bread"])
    #expect(outline.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Leek", "Bread"])
    #expect(outline.parent(of: "Gala") == "Apple")
    #expect(outline.parent(of: "Fruit") == nil)
    #expect(outline.level(of: "Fruit") == 0)
    #expect(outline.level(of: "Pear") == 1)
    #expect(outline.level(of: "Fuji") == 2)
    #expect(outline.index(of: "Pear") == 4)
    #expect(outline.index(of: "Kiwi") == nil)
    #expect(outline.contains("Leek") && !outline.contains("Kiwi"))
  }

  @Test func onlyTheChildrenOfExpandedParentsThatShowAreVisible() {
    var outline = groceries()
    #expect(outline.visibleItems == ["Fruit", "Vegetables", "Bread"])
    outline.expand(["Apple"])
    // Apple is expanded, but Fruit above it is not.
    #expect(outline.visibleItems == ["Fruit", "Vegetables", "Bread"])
    #expect(!outline.isVisible("Gala"))
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Vegetables", "Bread"])
    #expect(outline.isExpanded("Fruit") && !outline.isExpanded("Vegetables"))
    #expect(outline.isVisible("Gala"))
    outline.collapse(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Vegetables", "Bread"])
    // Collapsing a parent keeps its children's own state.
    #expect(outline.isExpanded("Apple"))
  }

  @Test func insertingAndDeletingKeepTheTree() {
    var outline = groceries()
    outline.insert(["Cherry"], before: "Pear")
    outline.insert(["Rice"], after: "Bread")
    #expect(outline.parent(of: "Cherry") == "Fruit")
    #expect(outline.rootItems == ["Fruit", "Vegetables", "Bread", "Rice"])
    outline.delete(["Apple"])
    // Its children go with it.
    #expect(!outline.contains("Gala"))
    #expect(outline.items == ["Fruit", "Cherry", "Pear", "Vegetables", "Leek", "Bread", "Rice"])
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func aSubtreeComesOutAndGoesBackAsASnapshot() {
    var outline = groceries()
    outline.expand(["Apple"])
    let fruit = outline.snapshot(of: "Fruit")
    #expect(fruit.rootItems == ["Apple", "Pear"])
    #expect(fruit.isExpanded("Apple"))
    let withParent = outline.snapshot(of: "Fruit", includingParent: true)
    #expect(withParent.rootItems == ["Fruit"])
    #expect(withParent.level(of: "Gala") == 2)

    var berries = NSDiffableDataSourceSectionSnapshot<String>()
    berries.append(["Berries"])
    berries.append(["Blackberry"], to: "Berries")
    berries.expand(["Berries"])
    outline.replace(childrenOf: "Vegetables", using: berries)
    #expect(!outline.contains("Leek"))
    #expect(outline.parent(of: "Berries") == "Vegetables")
    #expect(outline.level(of: "Blackberry") == 2)
    #expect(outline.isExpanded("Berries"))

    var more = NSDiffableDataSourceSectionSnapshot<String>()
    more.append(["Milk"])
    outline.insert(more, before: "Bread")
    #expect(outline.rootItems == ["Fruit", "Vegetables", "Milk", "Bread"])
    let copy = NSDiffableDataSourceSectionSnapshot(outline)
    #expect(copy.items == outline.items)
  }

  @Test func theVisualDescriptionIndentsByLevel() {
    var outline = groceries()
    outline.expand(["Fruit"])
    let lines = outline.visualDescription().split(separator: "\n").map(String.init)
    #expect(lines.first == "+ Fruit")
    #expect(lines[1] == "  - Apple")
    #expect(lines[2] == "      Gala")
  }

  /// UIKit raises for identifiers that are not unique ("Fatal: supplied item identifiers are
  /// not unique.", the words NSDiffableDataSourceSnapshot's misuse prints).
  @Test func anItemAddedTwiceStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruit"])
      outline.append(["Fruit"], to: "Fruit")
    }
  }

  @Test func aMissingParentStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Apple"], to: "Fruit")
    }
  }
}
