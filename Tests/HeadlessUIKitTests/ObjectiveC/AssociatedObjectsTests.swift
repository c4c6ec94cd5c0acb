import DeclarativeUIKit
import Foundation
import Testing

/// The Objective-C runtime's associated objects (objc/runtime.h of the iOS 16.5 SDK), which
/// `import UIKit` brings along and SnapKit and EasyPeasy keep their constraints in.
@Suite struct AssociatedObjectsTests {
  private final class Tag: NSObject {}

  nonisolated(unsafe) private static var titleKey: UInt8 = 0
  nonisolated(unsafe) private static var countKey: UInt8 = 0

  @Test func aValueIsKeptPerObjectAndKey() {
    let first = Tag()
    let second = Tag()
    objc_setAssociatedObject(first, &Self.titleKey, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    objc_setAssociatedObject(first, &Self.countKey, 3, .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(first, &Self.titleKey) as? String == "first")
    #expect(objc_getAssociatedObject(first, &Self.countKey) as? Int == 3)
    #expect(objc_getAssociatedObject(second, &Self.titleKey) == nil)
    objc_setAssociatedObject(first, &Self.titleKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(first, &Self.titleKey) == nil)
    objc_removeAssociatedObjects(first)
    #expect(objc_getAssociatedObject(first, &Self.countKey) == nil)
  }

  /// runtime.h: retain "a strong reference", copy "the associated object is copied", assign "a
  /// weak reference".
  @Test func policiesRetainCopyOrAssign() {
    let owner = Tag()
    let text = NSMutableString(string: "draft")
    objc_setAssociatedObject(owner, &Self.titleKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append(" edited")
    let copied = objc_getAssociatedObject(owner, &Self.titleKey) as? NSString
    #expect(copied?.isEqual(to: "draft") == true)

    weak var assigned: Tag?
    weak var retained: Tag?
    do {
      let a = Tag()
      let r = Tag()
      assigned = a
      retained = r
      objc_setAssociatedObject(owner, &Self.countKey, a, .OBJC_ASSOCIATION_ASSIGN)
      objc_setAssociatedObject(owner, &Self.titleKey, r, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(assigned == nil)
    #expect(retained != nil)
    #expect(objc_getAssociatedObject(owner, &Self.countKey) == nil)
    // Removing the owner's values lets the retained one go.
    objc_removeAssociatedObjects(owner)
    #expect(retained == nil)
  }

  /// A value set on an object that has gone is never read through a new object at its address.
  @Test func aNewObjectStartsWithoutValues() {
    for round in 0..<100 {
      let tag = Tag()
      #expect(objc_getAssociatedObject(tag, &Self.titleKey) == nil)
      objc_setAssociatedObject(tag, &Self.titleKey, round, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The values of objects that have gone are released as the table grows.
  @Test func valuesOfObjectsThatWentAreReleased() {
    weak var value: Tag?
    do {
      let owner = Tag()
      let held = Tag()
      value = held
      objc_setAssociatedObject(owner, &Self.titleKey, held, .OBJC_ASSOCIATION_RETAIN)
    }
    var owners: [Tag] = []
    for _ in 0..<1_000 {
      let owner = Tag()
      objc_setAssociatedObject(owner, &Self.countKey, 1, .OBJC_ASSOCIATION_RETAIN)
      owners.append(owner)
    }
    #expect(value == nil)
  }

  /// The runtime releases an object's associated values when it deallocates the object
  /// (objc_removeAssociatedObjects's documentation in runtime.h: the runtime calls it for the
  /// object's deallocation); a view or view controller's go at once, not at a later sweep.
  @MainActor @Test func aRespondersValuesGoWithIt() {
    weak var value: Tag?
    weak var view: UIView?
    do {
      let owner = UIViewController()
      let held = Tag()
      value = held
      objc_setAssociatedObject(owner, &Self.titleKey, held, .OBJC_ASSOCIATION_RETAIN)
      // The controller's layout guides are kept among its values as well.
      _ = owner.topLayoutGuide
      view = owner.view
    }
    #expect(value == nil)
    #expect(view == nil)
  }

  @Test func rawValuesAreTheRuntimes() {
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769)
    #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
  }
}
