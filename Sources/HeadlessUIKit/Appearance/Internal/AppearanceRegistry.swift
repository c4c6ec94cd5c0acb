import Foundation

/// The one owner of every appearance proxy and the values set on them, and the one place that
/// applies them to instances.
///
/// A proxy is an instance of its class, made through the class's `init?(coder:)` (the
/// initializer every UIKit class must keep, as `NSCoding` requires it) and then marked as a
/// proxy: from then on, setting a customizable property on it records a setter under the
/// property's key in the proxy's ``AppearanceProxyRecord`` instead of marking the property as
/// set by the app. The registry keeps one record per class, containment and traits, so
/// `UINavigationBar.appearance()` returns the same proxy each time.
///
/// When a view enters a window, ``apply(to:containers:traits:)`` runs, in order of precedence,
/// the setters of every record whose class the view is a kind of and whose containers and traits
/// it is in; later setters win, and none touches a property the app set on the instance.
/// Views of classes without proxies cost one dictionary walk over the recorded classes, and
/// nothing at all while no proxy exists.
@MainActor
package final class AppearanceRegistry {
  /// The registry every proxy records into.
  package static let shared = AppearanceRegistry()

  /// The records, per proxied class.
  private var records: [ObjectIdentifier: [AppearanceProxyRecord]] = [:]

  /// How many records were made, for the order of records otherwise equal.
  private var recordsMade = 0

  /// Whether no proxy exists: entering a window then costs nothing.
  var isEmpty: Bool { records.isEmpty }

  /// The proxy of a class for a containment and traits, made on first use.
  func proxy<Customizable: AppearanceCustomizable>(
    of type: Customizable.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?
  ) -> Customizable {
    let key = ObjectIdentifier(type)
    let containerKeys = containers.map { ObjectIdentifier($0) }
    if let existing = records[key]?.first(where: {
      $0.containerKeys == containerKeys && $0.traits == traits
    }) {
      // Made by this method from `type`, so it is an instance of it.
      return existing.proxy as! Customizable
    }
    guard let proxy = type.init(coder: NSCoder()) else {
      fatalError(
        "\(type).appearance(): init?(coder:) returned nil; HeadlessUIKit makes appearance proxies "
          + "with it, as an instance of the class.")
    }
    let record = AppearanceProxyRecord(
      proxy: proxy, containers: containers, traits: traits, order: recordsMade,
      isInstance: { $0 is Customizable })
    recordsMade += 1
    proxy.appearanceState.proxyRecord = record
    records[key, default: []].append(record)
    return proxy
  }

  /// Applies the recorded values that reach an object, except those the app set on it.
  /// - Parameters:
  ///   - object: A view entering a window, or an item on a bar entering one.
  ///   - containers: The objects around it, innermost first (views and view controllers);
  ///     worked out only when a proxy of its class has containers.
  ///   - traits: The object's traits; read only when a proxy of its class has traits.
  func apply(
    to object: some AppearanceCustomizable, containers: () -> [AnyObject], traits: () -> UITraitCollection
  ) {
    guard !records.isEmpty else { return }
    var chain: [AnyObject]?
    var objectTraits: UITraitCollection?
    var reaching: [(record: AppearanceProxyRecord, placement: AppearanceProxyRecord.Placement)] = []
    for classRecords in records.values {
      for record in classRecords where !record.setters.isEmpty && record.isInstance(object) {
        if record.traits != nil, objectTraits == nil { objectTraits = traits() }
        if !record.containerKeys.isEmpty, chain == nil { chain = containers() }
        guard let placement = record.placement(in: chain ?? [], traits: objectTraits) else { continue }
        reaching.append((record, placement))
      }
    }
    guard !reaching.isEmpty, object.appearanceState.proxyRecord == nil else { return }
    reaching.sort { first, second in
      if first.record.proxyClassKey != second.record.proxyClassKey {
        // The records reaching one object are of its class and superclasses: a record whose
        // proxy the other's class matches is of a subclass, and wins (comes later).
        return first.record.isInstance(second.record.proxy)
      }
      return first.placement < second.placement
    }
    let state = object.appearanceState
    state.isApplyingAppearance = true
    defer { state.isApplyingAppearance = false }
    for (record, _) in reaching {
      for (key, setter) in record.setters where !state.explicitlySet.contains(key) {
        setter(object)
      }
    }
  }

  /// Forgets the proxies of the given classes (every containment and traits), so a test leaves
  /// nothing behind for later ones.
  /// - Parameter classes: The proxied classes.
  package func removeProxies(of classes: [AnyClass]) {
    for type in classes { records[ObjectIdentifier(type)] = nil }
  }

  /// Forgets the proxies (of any class) whose containers include one of the given types, so a
  /// test that proxies UIKit's own classes inside containers of its own leaves nothing behind
  /// and touches no other test's proxies.
  /// - Parameter containers: The container types.
  package func removeProxies(containedIn containers: [AnyClass]) {
    let removed = Set(containers.map { ObjectIdentifier($0) })
    for (key, classRecords) in records {
      let kept = classRecords.filter { removed.isDisjoint(with: $0.containerKeys) }
      records[key] = kept.isEmpty ? nil : kept
    }
  }
}

/// One appearance proxy and the values set on it, in the order they were first set.
@MainActor
final class AppearanceProxyRecord {
  /// The proxy: an instance of the proxied class.
  let proxy: any AppearanceCustomizable
  /// The proxied class.
  let proxyClassKey: ObjectIdentifier
  /// The containers an instance must be in, innermost first.
  let containers: [any UIAppearanceContainer.Type]
  /// The containers' identities, to find the record again.
  let containerKeys: [ObjectIdentifier]
  /// The traits an instance must have, if any.
  let traits: UITraitCollection?
  /// When the record was made, to order records otherwise equal.
  let order: Int
  /// Whether an object is an instance of the proxied class or a subclass.
  let isInstance: (AnyObject) -> Bool
  /// The recorded setters, per property (or per property and state), in the order first set.
  private(set) var setters: [(key: AnyHashable, setter: (AnyObject) -> Void)] = []

  init(
    proxy: any AppearanceCustomizable, containers: [any UIAppearanceContainer.Type],
    traits: UITraitCollection?, order: Int, isInstance: @escaping (AnyObject) -> Bool
  ) {
    self.proxy = proxy
    self.proxyClassKey = ObjectIdentifier(type(of: proxy))
    self.containers = containers
    self.containerKeys = containers.map { ObjectIdentifier($0) }
    self.traits = traits
    self.order = order
    self.isInstance = isInstance
  }

  /// Records a value set on the proxy, replacing one set before under the same key.
  func record(_ key: AnyHashable, setter: @escaping (AnyObject) -> Void) {
    if let index = setters.firstIndex(where: { $0.key == key }) {
      setters[index].setter = setter
    } else {
      setters.append((key, setter))
    }
  }

  /// Where a record ranks among the records of one class reaching an object: later wins.
  struct Placement: Comparable {
    /// Whether the record has containers: a proxy with containers beats one without.
    var isContained: Bool
    /// How far out its outermost container was found (0 for the innermost ancestor): the
    /// outermost proxy wins.
    var outermostDepth: Int
    /// How many containers it names: the longer chain breaks a tie.
    var chainLength: Int
    /// Whether it is for traits: a proxy for traits beats one without.
    var hasTraits: Bool
    /// When the record was made.
    var order: Int

    static func < (first: Placement, second: Placement) -> Bool {
      (
        first.isContained ? 1 : 0, first.outermostDepth, first.chainLength, first.hasTraits ? 1 : 0,
        first.order
      )
        < (
          second.isContained ? 1 : 0, second.outermostDepth, second.chainLength, second.hasTraits ? 1 : 0,
          second.order
        )
    }
  }

  /// Whether the record reaches an object with these containers and traits, and how it ranks.
  /// - Parameters:
  ///   - chain: The objects around the object, innermost first.
  ///   - traits: The object's traits (read only when the record has traits).
  func placement(in chain: [AnyObject], traits objectTraits: UITraitCollection?) -> Placement? {
    if let traits, objectTraits?.containsTraits(in: traits) != true { return nil }
    // Matched from the outside in, so the outermost container is found as far out as it is.
    var outermostDepth = 0
    var searchEnd = chain.count
    for (position, container) in containers.reversed().enumerated() {
      guard let index = chain[..<searchEnd].lastIndex(where: { isKind($0, of: container) }) else {
        return nil
      }
      if position == 0 { outermostDepth = index }
      searchEnd = index
    }
    return Placement(
      isContained: !containers.isEmpty, outermostDepth: outermostDepth, chainLength: containers.count,
      hasTraits: traits != nil, order: order)
  }
}

/// Whether an object is an instance of a container type or of a subclass of it.
private func isKind<Container: UIAppearanceContainer>(_ object: AnyObject, of type: Container.Type) -> Bool {
  object is Container
}
