import Testing
import Vellum
import VellumTesting

/// `host.accessibilityAudit()` and `assertAccessible` (issue 19): located findings.
@MainActor
@Suite struct AccessibilityAuditTests {
  struct Careless: View {
    var body: some View {
      VStack {
        Button {
        } label: {
          Image(systemName: "trash")
        }
        Image(systemName: "star")
        Text("Faint").foregroundColor(Color(white: 0.8))
        Text("Faint but large").font(.title).foregroundColor(Color(white: 0.5))
        Button("Save") {}
        Toggle("Save", isOn: .constant(true))
        Text("Nameless").accessibilityLabel("")
        Button("Tiny") {}.frame(width: 20, height: 20)
      }
    }
  }

  struct Careful: View {
    var body: some View {
      VStack {
        Button {
        } label: {
          Image(systemName: "trash")
        }
        .accessibilityLabel("Delete")
        Image(decorative: "flourish")
        Image(systemName: "star").accessibilityLabel("Favorite")
        Text("Readable").foregroundColor(.black).background(Color.white)
        Button("Save") {}
        Label("Starred", systemImage: "star")
      }
    }
  }

  @Test func eachProblemIsFoundWhereItIs() {
    let findings = ViewHost(Careless()).accessibilityAudit()
    #expect(
      findings.map(\.kind) == [
        .unlabeledControl, .unlabeledImage, .lowContrast, .emptyLabel, .smallTapTarget,
        .duplicateLabel,
      ])
    #expect(findings[0].path == "VStack/Button" && findings[0].frame != nil)
    #expect(findings[2].message.hasPrefix("text contrasts 1.61:1"))
    #expect(
      !findings.contains { $0.message.contains("3.98:1") }, "large text needs only 3:1")
    #expect(findings.last?.path == "VStack/Toggle")
    #expect(ViewHost(Careful()).accessibilityAudit().isEmpty)
  }

  @Test func contrastIsCheckedInTheHostsColorScheme() {
    let light = Text("Light gray").foregroundColor(Color(white: 0.9))
    #expect(ViewHost(light).accessibilityAudit().map(\.kind) == [.lowContrast])
    #expect(ViewHost(light, variant: .dark).accessibilityAudit().isEmpty)
    let indigo = Text("Indigo").foregroundColor(.indigo).background(Color(white: 0.93))
    #expect(ViewHost(indigo).accessibilityAudit().isEmpty, "iOS's light indigo: 4.83:1")
    #expect(
      ViewHost(indigo, variant: .dark).accessibilityAudit().first?.message
        == "text contrasts 4.33:1 with its background, less than 4.5:1",
      "dark mode's lighter indigo contrasts less with a light background")
    let gray = Text("Body gray").foregroundColor(Color(white: 0.5))
    #expect(
      ViewHost(gray).accessibilityAudit().first?.message
        == "text contrasts 3.98:1 with its background, less than 4.5:1")
  }

  @Test func assertAccessiblePassesACarefulScreen() {
    assertAccessible(Careful())
  }

  @Test func textCutOffAtTheLargestSizeIsFound() {
    let view = VStack {
      Text("A title that must stay on one line").lineLimit(1)
      Text("A caption that wraps onto as many lines as it needs")
    }
    let findings = ViewHost(view).accessibilityAudit()
    #expect(findings.map(\.kind) == [.cutOff])
    #expect(findings.first?.path == "VStack/Text" && findings.first?.frame?.y == 0)
    #expect(ViewHost(view, variant: .largestText).accessibilityAudit().isEmpty, "already cut")
  }
}
