import Declarative
import Testing

private final class Badge {
  var text = ""
  var count = 0
}

private struct Profile: Equatable {
  var nickname: String?
  var age: Int?
  var score = 0
}

private final class Screen {
  var badge: Badge?
  var title: String?
}

@Suite struct OptionalTests {
  @Test func ifLetArgumentSetsOnlyNonNilValues() {
    let none: String? = nil
    let some: String? = "Neo"
    let skipped = Configurator<Profile>.empty.nickname(ifLet: none)
    #expect(skipped.stepCount == 0)
    #expect(Configurator<Profile>.empty.score(ifLet: 3).configured(Profile()).score == 3)
    #expect(Configurator<Profile>.empty.nickname(ifLet: some).configured(Profile()).nickname == "Neo")
    let kept = Configurator<Profile>.empty.nickname(ifLet: none).configured(Profile(nickname: "Old"))
    #expect(kept.nickname == "Old")
  }

  @Test func optionalPropertyIfLetSetsOnlyWhenCurrentlyNonNil() {
    let config = Configurator<Profile>.empty.age.ifLet(30)
    #expect(config.configured(Profile(age: nil)).age == nil)
    #expect(config.configured(Profile(age: 1)).age == 30)
  }

  @Test func optionalPropertyIfLetReachesWrappedMembers() {
    let config = Configurator<Screen>.empty.badge.ifLet.text("New").badge.ifLet.count.modify { $0 += 1 }
    let withBadge = Screen()
    withBadge.badge = Badge()
    config.configure(withBadge)
    #expect(withBadge.badge?.text == "New")
    #expect(withBadge.badge?.count == 1)
    let without = Screen()
    config.configure(without)
    #expect(without.badge == nil)
  }

  @Test func optionalPropertyIfLetElseFillsNilFirst() {
    let config = Configurator<Profile>.empty.age.ifLet(else: 0).modify { $0 += 1 }
    #expect(config.configured(Profile(age: nil)).age == 1)
    #expect(config.configured(Profile(age: 41)).age == 42)
  }

  @Test func optionalPropertyIfNilSetsOnlyNil() {
    let config = Configurator<Profile>.empty.nickname.ifNil("Anonymous")
    #expect(config.configured(Profile()).nickname == "Anonymous")
    #expect(config.configured(Profile(nickname: "Trinity")).nickname == "Trinity")
  }

  @Test func optionalBaseIfLetConfiguresOnlyAPresentValue() {
    let config = Configurator<Profile?>.ifLet.score(5).ifLet.nickname("Set")
    #expect(config.configured(nil) == nil)
    #expect(config.configured(Profile()) == Profile(nickname: "Set", age: nil, score: 5))
  }

  @Test func optionalBaseIfLetScope() {
    let config = Configurator<Profile?>.empty.ifLet.scope { $0.score(2).age(3) }
    #expect(config.configured(Profile())?.age == 3)
    #expect(config.configured(nil) == nil)
  }

  @Test func optionalBaseIfLetElse() {
    let config = Configurator<Int?>.ifLet(else: 0).modify { $0 += 1 }
    #expect(config.configured(nil) == 1)
    #expect(config.configured(9) == 10)
    let chained = Configurator<Int?>.empty.ifLet(else: 5).transform { $0 * 2 }
    #expect(chained.configured(nil) == 10)
  }

  @Test func optionalBaseIfNil() {
    let config = Configurator<Int?>.ifNil(7)
    #expect(config.configured(nil) == 7)
    #expect(config.configured(1) == 1)
    #expect(Configurator<Int?>.empty.ifNil(3).configured(nil) == 3)
  }

  @Test func optionalObjectBaseIsConfiguredInPlace() {
    let badge = Badge()
    let result = Configurator<Badge?>.ifLet.count(4).configured(badge)
    #expect(result === badge)
    #expect(badge.count == 4)
  }
}
