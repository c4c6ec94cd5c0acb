import Foundation

/// What a listing of a hierarchy finds: the constraints it wants, in the engine's terms, and what
/// the pass needs to place the views afterwards. ``LayoutCollector`` makes one; the engine keeps
/// the last one between passes.
extension LayoutEngine {
  /// Everything one listing of a hierarchy found.
  struct Listing {
    /// Every constraint the hierarchy wants, in the order to add them.
    var wanted: [Wanted] = []
    /// The views whose frames the engine sets (all but those pinned by autoresizing masks), in
    /// hierarchy order.
    var placed: [UIView] = []
    /// The layout guides given variables.
    var guides: [UILayoutGuide] = []
    /// Labels whose content size depends on their width, with the width they were measured at.
    var widthDependent: [(UIView, CGFloat)] = []
    /// The stacks whose arranged views are placed from their sizes after solving.
    var derivedChains: [DerivedChain] = []
    /// What the listing read of geometry and visibility.
    var state = ListedState()
  }

  /// The kinds of constraints the engine makes for a layout item.
  enum Role: Int, Hashable {
    case pinLeft, pinTop, pinWidth, pinHeight
    case hugWidth, compressWidth, hugHeight, compressHeight
    /// Hugging and compression resistance as one preference (both optional).
    case contentWidth, contentHeight
    case guideLeft, guideTop, guideWidth, guideHeight
    case stack
    case canvasFit
    case fittingWidth, fittingHeight
  }

  /// The identity of a constraint across layout passes.
  enum Key: Hashable {
    /// A constraint made by the app (an `NSLayoutConstraint` object).
    case object(ObjectIdentifier)
    /// A constraint the engine makes for an item, in a role; `index` numbers several of a role.
    case generated(ObjectIdentifier, Role, Int)
  }

  /// A constraint in the engine's terms: `sum(coefficient × variable) + constant (relation) 0`.
  struct Definition: Equatable {
    var terms: [Term]
    var constant: Double
    var relation: NSLayoutConstraint.Relation
    var priority: Float
    /// For an equality preferred at two priorities, the priority against falling short
    /// (`priority` is against exceeding): a view's compression resistance beside its hugging.
    var shortfallPriority: Float? = nil

    /// Whether another definition is this one with another constant.
    func differsOnlyInConstant(from other: Definition) -> Bool {
      terms == other.terms && relation == other.relation && priority == other.priority
        && shortfallPriority == other.shortfallPriority
    }
  }

  /// One variable with its coefficient.
  struct Term: Equatable {
    var variable: Int
    var coefficient: Double
  }

  /// A constraint the engine wants this pass, with what is needed to describe it.
  struct Wanted {
    var key: Key
    var definition: Definition
    /// The app's constraint, or `nil` for one the engine made.
    var object: NSLayoutConstraint?
    /// A description for conflict reports of an engine-made constraint.
    var label: () -> String
    /// For the app's constraint: the definition's constant is `constantBase - constantSign ×
    /// constraint.constant` (the sign is -1 for leading and trailing edges right to left), so a
    /// new constant is applied without listing the constraint again.
    var constantBase: Double = 0
    var constantSign: Double = 0
  }

  /// The geometry and visibility a listing read. Views report changes to these through their
  /// setters, but the same values can be set on a view's layer, which cannot tell the engine;
  /// so before a pass skips listing, the engine compares them (a few reads per view).
  struct ListedState {
    /// The root's size.
    var rootSize = CGSize.zero
    /// Views pinned at their frames (autoresizing masks), with those frames.
    var pinnedFrames: [(UIView, CGRect)] = []
    /// Stack views' arranged views, with whether each was hidden.
    var arrangedHidden: [(UIView, Bool)] = []

    /// ``CALayer/visibilityChanges`` when the listing read `isHidden`.
    var visibilityChanges: UInt64 = 0
    /// Whether the listing read a view's fitting size (a proportionally filled stack sharing its
    /// length by its views' smallest sizes): that size follows constraint constants, which a
    /// pass applies without listing, so such a listing is never taken as current.
    var readFittingSizes = false

    /// Whether the hierarchy under `root` still shows what was read. (Loops, not closures: a
    /// closure calling the main actor's members from `allSatisfy` checks the executor on every
    /// call.)
    @MainActor
    func isCurrent(root: UIView) -> Bool {
      guard root.bounds.size == rootSize, !readFittingSizes else { return false }
      for (view, frame) in pinnedFrames where view.untransformedFrame != frame { return false }
      // No layer was hidden or shown anywhere since: nothing to compare.
      if CALayer.visibilityChanges.value == visibilityChanges { return true }
      for (view, hidden) in arrangedHidden where view.isHidden != hidden { return false }
      return true
    }
  }

  /// Arranged views of a stack whose positions follow from their sizes and the gaps.
  struct DerivedChain {
    /// How the gaps are found.
    enum Mode {
      /// The spacing (fill distributions).
      case fixedGaps
      /// One gap variable, the first of these auxiliary variables (equal spacing).
      case equalGaps(Int)
      /// The distance between centres, the first of these auxiliary variables (equal centering).
      case equalCentres(Int)
    }
    var stack: ObjectIdentifier
    var views: [UIView]
    /// The first variables of `views`, and of the hidden arranged views.
    var bases: [Int]
    var hiddenBases: [Int]
    var horizontal: Bool
    var rightToLeft: Bool
    /// The canvas's leading edge (its trailing edge right to left) in the stack's coordinates.
    var start: ([Term], Double)
    var length: ([Term], Double)
    var gaps: [Double]
    var mode: Mode
  }
}
