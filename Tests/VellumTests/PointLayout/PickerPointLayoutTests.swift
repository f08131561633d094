import Testing

@testable import Vellum
@testable import VellumLayout

/// Pickers laid out in points as iOS draws them: a wheel is a `UIPickerView`, 216 points tall
/// in portrait and as wide as its container, its label kept for VoiceOver (UIPickerView's
/// default frame; Human Interface Guidelines, "Pickers"); an inline picker in a form shows
/// each option on a line of a row's height, 44 points (the Guidelines' minimum tappable
/// height), the chosen one with a checkmark.
@MainActor @Suite struct PickerPointLayoutTests {
  @Test func aWheelIsTwoHundredSixteenPointsTallAndAsWideAsOffered() {
    let probe = PointLayoutProbe {
      VStack {
        Picker("Hour", selection: .constant(7)) {
          ForEach(5..<10) { Text("\($0) AM").tag($0) }
        }
        .pickerStyle(.wheel)
        .accessibilityIdentifier("wheel")
      }
    }
    // Centred in the safe area, 59 to 818: 59 + (759 − 216) / 2.
    expectFrame(probe.frame("wheel"), .at(0, 330.5, 393, 216))
    #expect(probe.text("Hour") == nil)
  }

  @Test func anInlinePickerPutsEachOptionOnARowsLine() throws {
    let probe = PointLayoutProbe {
      Form {
        Picker("Sort by", selection: .constant("Date")) {
          Text("Name").tag("Name")
          Text("Date").tag("Date")
        }
        .pickerStyle(.inline)
        .accessibilityIdentifier("sort")
      }
    }
    let picker = try #require(
      probe.placed.first { $0[.accessibilityIdentifier] == .string("sort") })
    let lines = picker.parts.compactMap { part -> (Int, Rect)? in
      if case .option(let index) = part.part { return (index, part.frame) }
      return nil
    }
    #expect(lines.map(\.0) == [0, 1])
    let label = try #require(probe.text("Sort by"))
    // The label's line, then each option's, a row's height apart: the label's 20.33-point
    // text is centred in its 22-point line.
    #expect(abs(lines[0].1.minY - (label.minY - (22 - label.height) / 2) - 44) < 1e-9)
    #expect(lines[1].1.minY - lines[0].1.minY == 44)
    #expect(lines.allSatisfy { $0.1.height == 22 })
  }
}
