import Testing
import VellumHotPaths

/// `Unretained`'s contract: it keeps no object alive, says which object it refers to, and (in
/// debug builds, which the tests are) traps when used after its object was freed.
@Suite struct UnretainedTests {
  final class Object {
    var value = 7
  }

  @Test func itRefersToItsObjectWithoutKeepingItAlive() {
    let object = Object()
    let reference = Unretained(object)
    #expect(reference.refers(to: object))
    #expect(!reference.refers(to: Object()))
    #expect(reference.withObject { $0.value } == 7)
    #expect(reference.object === object)
    weak var freed: Object?
    do {
      let temporary = Object()
      freed = temporary
      _ = Unretained(temporary)
    }
    #expect(freed == nil)
  }

  @Test func anObjectKeptForeverOutlivesEveryOtherReference() {
    weak var kept: Object?
    do {
      let object = Object()
      kept = object
      _ = Unretained(keepingForever: object)
    }
    #expect(kept != nil)
  }

  @Test func usingItAfterItsObjectWasFreedTrapsInDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      var reference: Unretained<Object>?
      do {
        let object = Object()
        reference = Unretained(object)
      }
      _ = reference?.withObject { $0.value }
    }
  }
}
