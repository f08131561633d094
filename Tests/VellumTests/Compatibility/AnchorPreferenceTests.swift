import Foundation
import Testing

@testable import Vellum
@testable import VellumLayout

/// The selected tab's bounds, as an anchor.
private struct SelectedBounds: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Every tab's center, gathered with `transformAnchorPreference`.
private struct TabCenters: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

/// What the overlay resolved, for the test to read.
@MainActor private final class Resolved {
  private(set) var underline: CGRect?
  private(set) var centers: [CGPoint] = []

  func note(underline: CGRect) { self.underline = underline }
  func note(centers: [CGPoint]) { self.centers = centers }
}

/// Tabs with an underline under the selected one, drawn by the container from an anchor
/// preference — the pattern of SwiftUI's "anchor preferences" (WWDC 2019's "Building Custom
/// Views with SwiftUI" and developer.apple.com/documentation/swiftui/view/anchorpreference).
private struct Tabs: View {
  let resolved: Resolved
  @State private var selected = "Two"

  var body: some View {
    HStack(spacing: 20) {
      ForEach(["One", "Two", "Three"], id: \.self) { tab in
        Button(tab) { selected = tab }
          .accessibilityIdentifier(tab)
          .anchorPreference(key: SelectedBounds.self, value: .bounds) {
            tab == selected ? $0 : nil
          }
          .transformAnchorPreference(key: TabCenters.self, value: .center) { $0.append($1) }
      }
    }
    .accessibilityIdentifier("tabs")
    .overlayPreferenceValue(SelectedBounds.self, alignment: .topLeading) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          let _ = resolved.note(underline: rect)
          Rectangle().frame(width: rect.width, height: 2).accessibilityIdentifier("underline")
        }
      }
    }
    .backgroundPreferenceValue(TabCenters.self) { centers in
      GeometryReader { proxy in
        let _ = resolved.note(centers: centers.map { proxy[$0] })
        Color.clear
      }
    }
  }
}

@MainActor
@Suite struct AnchorPreferenceTests {
  private func frames(_ host: ViewHost) -> (tabs: Rect, tab: (String) -> Rect?, placed: PlacedNode)
  {
    let placed = PointLayout(screen: .iPhone15).layout(host.root)
    func frame(_ id: String) -> Rect? {
      placed.first { $0[.accessibilityIdentifier] == .string(id) }?.frame
    }
    return (frame("tabs")!, frame, placed)
  }

  @Test func theOverlayResolvesTheSelectedTabsBoundsInItsOwnCoordinates() throws {
    let resolved = Resolved()
    let host = ViewHost(Tabs(resolved: resolved))
    let (tabs, tab, _) = frames(host)
    let two = try #require(tab("Two"))
    let underline = try #require(resolved.underline)
    #expect(abs(underline.minX - (two.minX - tabs.minX)) < 1e-6)
    #expect(abs(underline.minY - (two.minY - tabs.minY)) < 1e-6)
    #expect(abs(underline.width - two.width) < 1e-6 && underline.width > 0)
    #expect(abs((tab("underline")?.width ?? 0) - two.width) < 1e-6)
  }

  @Test func selectingAnotherTabMovesTheUnderline() throws {
    let resolved = Resolved()
    let host = ViewHost(Tabs(resolved: resolved))
    try host.tap("Three")
    let (tabs, tab, _) = frames(host)
    let three = try #require(tab("Three"))
    let underline = try #require(resolved.underline)
    #expect(abs(underline.minX - (three.minX - tabs.minX)) < 1e-6)
    #expect(abs(underline.width - three.width) < 1e-6)
  }

  @Test func transformAnchorPreferenceGathersEveryTabsCenter() throws {
    let resolved = Resolved()
    let host = ViewHost(Tabs(resolved: resolved))
    let (tabs, tab, _) = frames(host)
    var expected: [CGPoint] = []
    for name in ["One", "Two", "Three"] {
      let frame = try #require(tab(name))
      expected.append(
        CGPoint(
          x: frame.minX + frame.width / 2 - tabs.minX, y: frame.minY + frame.height / 2 - tabs.minY)
      )
    }
    #expect(resolved.centers.count == 3)
    for (center, want) in zip(resolved.centers, expected) {
      #expect(abs(center.x - want.x) < 1e-6 && abs(center.y - want.y) < 1e-6)
    }
  }

  @Test func anchorsResolveEachSourceForm() {
    let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    let origin = CGPoint(x: 10, y: 20)
    #expect(
      Anchor<CGRect>.Source.bounds.anchor(in: frame).value(from: origin)
        == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(
      Anchor<CGRect>.Source.rect(CGRect(x: 5, y: 5, width: 10, height: 10)).anchor(in: frame)
        .value(from: .zero) == CGRect(x: 15, y: 25, width: 10, height: 10))
    #expect(
      Anchor<CGPoint>.Source.bottomTrailing.anchor(in: frame).value(from: origin)
        == CGPoint(x: 100, y: 40))
    #expect(
      Anchor<CGPoint>.Source.point(CGPoint(x: 1, y: 2)).anchor(in: frame).value(from: .zero)
        == CGPoint(x: 11, y: 22))
  }
}

/// A title a subview sets.
private struct TitleKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

/// A value that is not `Equatable`, as a preference's value may be.
private struct Count {
  let value: Int
}

private struct CountKey: PreferenceKey {
  static let defaultValue = Count(value: 0)
  static func reduce(value: inout Count, nextValue: () -> Count) {
    value = Count(value: value.value + nextValue().value)
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue` make their layer from the value
/// the content combines, also when it is not `Equatable`, and again when it changes.
@MainActor
@Suite struct PreferenceValueLayerTests {
  private struct Titled: View {
    @State private var title = "Inbox"

    var body: some View {
      VStack {
        Text(title).preference(key: TitleKey.self, value: title)
        Button("Rename") { title = "Archive" }
        Text("x").preference(key: CountKey.self, value: Count(value: 2))
        Text("y").preference(key: CountKey.self, value: Count(value: 3))
      }
      .overlayPreferenceValue(TitleKey.self) { Text("[\($0)]") }
      .backgroundPreferenceValue(CountKey.self) { Text("count \($0.value)") }
    }
  }

  @Test func theLayerShowsTheCombinedValueAndFollowsItsChanges() throws {
    let host = ViewHost(Titled())
    #expect(host.render(.tree).contains("\"[Inbox]\""))
    #expect(host.render(.tree).contains("\"count 5\""))
    try host.tap("Rename")
    #expect(host.render(.tree).contains("\"[Archive]\""))
    #expect(!host.render(.tree).contains("\"[Inbox]\""))
  }
}
