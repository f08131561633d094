import Foundation
import Testing
import Vellum

/// Internal, not private: a private type's name cannot be looked up when a path is restored.
struct SavedRecipeID: Codable, Hashable {
  let value: Int
}

private struct Unsaved: Hashable {}

private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
@Suite struct ConformanceTests {
  @Test func aNavigationPathIsSavedAndRestoredWithItsTypes() throws {
    var path = NavigationPath()
    path.append(SavedRecipeID(value: 7))
    path.append("details")
    path.append(3)
    let data = try JSONEncoder().encode(try #require(path.codable))
    let restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    #expect(restored == path)
    #expect(restored.count == 3)
  }

  @Test func aPathWithANonCodableValueHasNoCodableForm() {
    var path = NavigationPath([1, 2])
    path.append(Unsaved())
    #expect(path.codable == nil)
  }

  @Test func decodingAnUnknownTypeNamesIt() {
    let data = Data(#"["NoSuchType", "{}"]"#.utf8)
    #expect {
      _ = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    } throws: { error in
      "\(error)".contains("no Decodable and Hashable type is named NoSuchType")
    }
  }

  @Test func valuesConformAsInSwiftUI() throws {
    let visibility = try JSONDecoder().decode(
      NavigationSplitViewVisibility.self,
      from: JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly))
    #expect(visibility == .detailOnly)
    #expect(Axis.allCases.map(\.description) == ["horizontal", "vertical"])
    #expect(Axis(rawValue: 1) == .vertical)
    #expect(Visibility.allCases == [.automatic, .visible, .hidden])
    var point = UnitPoint.center
    point.animatableData = AnimatablePair(0.25, 1)
    #expect(point == UnitPoint(x: 0.25, y: 1))
    var insets = EdgeInsets()
    insets.animatableData = AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4)))
    #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    requireSendable(Text.self)
    requireSendable(Image.self)
    requireSendable(NavigationPath.self)
    requireSendable(Path.self)
    requireSendable(Angle.self)
  }

  @Test func aPathIsAViewDrawnInItsOwnCoordinates() {
    let host = ViewHost(
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 120, y: 40))
      }
      .stroke(Color.blue, lineWidth: 2))
    // A path takes the space it is offered (the safe area) and keeps its own coordinates.
    #expect(
      host.render(.tree)
        == "Shape name: Path, path: \"M0 0L120 40\", viewBox: [0, 0, 393, 759], "
        + "measurementKey: 1, stroke: (style: blue, lineWidth: 2)\n")
    #expect(host.render(.html).contains(#"viewBox="0 0 393 759""#))
  }
}
