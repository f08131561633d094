import Testing

@testable import Vellum
@testable import VellumCellLayout
@testable import VellumRenderers
@testable import VellumValues

@MainActor
@Suite struct RepeatedBoxesTests {
  /// A button node with `label`, disabled or not.
  private func button(_ label: String, disabled: Bool = false) -> Node {
    Node(
      role: .button, attributes: disabled ? [Attribute(.disabled, .bool(true))] : [],
      children: [Node(role: .text, attributes: [Attribute(.text, .string(label))])])
  }

  @Test func anEqualButtonGetsTheBoxMadeForTheLastOne() {
    let builder = LayoutBuilder()
    let first = builder.box(for: button("Delete"), along: .horizontal)
    #expect(builder.box(for: button("Delete"), along: .horizontal) === first)
    // Another label, another state or another axis is another box.
    #expect(builder.box(for: button("Delete", disabled: true), along: .horizontal) !== first)
    #expect(builder.box(for: button("Undo"), along: .horizontal) !== first)
    #expect(builder.box(for: button("Undo"), along: .vertical) !== first)
  }

  /// Rows whose buttons repeat, differ, and repeat again after a different one.
  private struct Rows: View {
    var body: some View {
      List {
        ForEach(0..<5, id: \.self) { index in
          HStack {
            Text("Row \(index)")
            Spacer()
            Button(index == 2 ? "Undo" : "Delete") {}
              .disabled(index == 4)
          }
        }
      }
    }
  }

  @Test func repeatedButtonsAreDrawnInEveryRow() {
    let lines = ViewHost(Rows()).render(.text(width: 30)).split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("Row") } == [
        "Row 0               [ Delete ]",
        "Row 1               [ Delete ]",
        "Row 2                 [ Undo ]",
        "Row 3               [ Delete ]",
        "Row 4    [ Delete ] (disabled)",
      ])
  }
}
