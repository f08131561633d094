import Testing
import Vellum

@MainActor
@Suite struct LabelsVisibilityParityTests {
  private struct Settings: View {
    @State var isOn = false
    @State var size = "M"
    @State var count = 2

    var body: some View {
      VStack(alignment: .leading) {
        Toggle("Wi-Fi", isOn: $isOn)
        Picker("Size", selection: $size) {
          Text("S").tag("S")
          Text("M").tag("M")
        }
        Stepper("Count", value: $count)
        LabeledContent("Version", value: "1.0")
      }
      .labelsHidden()
    }
  }

  @Test func hiddenLabelsLeaveEachControlAloneInText() {
    // Without their labels the controls no longer fill the width: the stack centres them.
    #expect(
      ViewHost(Settings()).render(.text(width: 30)) == """
                   [off]
                   [M ⌄]
                   2 [−|+]
                   1.0

        """)
  }

  @Test func hiddenLabelsStillNameTheControlsInHTMLAndForInteractions() throws {
    let host = ViewHost(Settings())
    let html = host.render(.html)
    #expect(
      html.contains(
        "<span class=\"control-label visually-hidden\"><span class=\"text\">Wi-Fi</span></span>"))
    try host.toggle("Wi-Fi")
    #expect(host.render(.text(width: 30)).hasPrefix("           [on]\n"))
  }

  @Test func labelsVisibilityIsInTheEnvironment() {
    struct Reader: View {
      @Environment(\.labelsVisibility) var visibility
      var body: some View { Text("\(visibility == .hidden ? "hidden" : "shown")") }
    }
    #expect(ViewHost(Reader()).render(.text(width: 10)) == "  shown\n")
    #expect(
      ViewHost(Reader().labelsVisibility(.hidden)).render(.text(width: 10)) == "  hidden\n")
  }
}
