import Testing
import VellumHotPaths

/// `ElementsInPlace`'s contract: elements read where the array keeps them, indices checked,
/// and runs of equal bytes found from both ends.
@Suite struct ElementsInPlaceTests {
  final class Box {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test func anElementIsHandedOnWhereTheArrayKeepsIt() {
    let boxes = [Box("a"), Box("b"), Box("c")]
    let elements = boxes.elementsInPlace
    for index in elements.indices {
      #expect(elements.withElement(at: index) { $0 } === boxes[index])
      #expect(elements[index].name == boxes[index].name)
      #expect(elements.element(at: index).value === boxes[index])
    }
    #expect(elements.contains { $0.name == "b" })
    #expect(!elements.contains { $0.name == "z" })
  }

  @Test func anIndexOutsideTheElementsTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = [1, 2].elementsInPlace.element(at: 2)
    }
  }

  @Test func runsOfSameBytesAreCountedFromBothEnds() {
    func ends(_ old: [Int], _ new: [Int]) -> [Int] {
      let (prefix, suffix) = old.elementsInPlace.runsOfSameBytesAtEnds(new.elementsInPlace)
      return [prefix, suffix]
    }
    #expect(ends([1, 2, 3, 4], [1, 9, 4]) == [1, 1])
    #expect(ends([1, 2, 3], [1, 2, 3]) == [3, 0])
    #expect(ends([], [1]) == [0, 0])
    #expect(ends([5, 1, 2], [1, 2]) == [0, 2])
  }

  @Test func arraysShareStorageWhenOneIsACopyOfTheOther() {
    let a = [1, 2, 3]
    let b = a
    #expect(a.sharesStorage(with: b))
    #expect(!a.sharesStorage(with: [1, 2, 3]))
    #expect([Int]().sharesStorage(with: []))
  }
}
