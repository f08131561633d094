import Foundation
import Testing

@testable import Vellum

/// Custom styles for forms, control groups, date pickers, text editors, tables and split views.
///
/// Sources: Apple's documentation of `FormStyle`, `ControlGroupStyle`, `DatePickerStyle`
/// (iOS 17: `makeBody(configuration:)` with `DatePickerStyleConfiguration`'s `label`,
/// `selection`, `minimumDate`, `maximumDate` and `displayedComponents`), `TextEditorStyle`,
/// `TableStyle` and `NavigationSplitViewStyle`: a style draws its view from a configuration;
/// `Form(_:)` and `ControlGroup(_:)` make the view again from it, drawn by the styles outside;
/// the innermost style set around a view is the one that draws it.
@MainActor @Suite struct StyleConfigurationTests {
  struct CardFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) { configuration.content }
          .padding()
      }
      .accessibilityIdentifier("card-form")
    }
  }

  struct FramedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      Form(configuration).border(.gray).accessibilityIdentifier("framed")
    }
  }

  @Test func aFormStyleDrawsTheRowsItsOwnWay() {
    let host = ViewHost(
      Form {
        Text("Name")
        Toggle("Notifications", isOn: .constant(true))
      }.formStyle(CardFormStyle()))
    let tree = host.render(.tree)
    #expect(!tree.contains("Form"), "the style draws no form:\n\(tree)")
    #expect(tree.contains("card-form") && tree.contains("Notifications"))
  }

  @Test func formOfAConfigurationIsDrawnByTheStylesOutside() {
    let tree = ViewHost(Form { Text("Row") }.formStyle(FramedFormStyle())).render(.tree)
    #expect(tree.contains("Form") && tree.contains("framed") && tree.contains("Row"))
  }

  @Test func theInnermostFormStyleWins() {
    let tree = ViewHost(
      Form { Text("Row") }.formStyle(.grouped).formStyle(CardFormStyle())
    ).render(.tree)
    #expect(tree.contains("Form") && !tree.contains("card-form"))
  }

  struct LabelledGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label.font(.caption)
        HStack { configuration.content }
      }
    }
  }

  struct TintedGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      ControlGroup(configuration).tint(.orange)
    }
  }

  @Test func aControlGroupStyleShowsTheLabelAndControls() throws {
    var taps = 0
    let host = ViewHost(
      ControlGroup("Format") {
        Button("Bold") { taps += 1 }
        Button("Italic") {}
      }.controlGroupStyle(LabelledGroupStyle()))
    let tree = host.render(.tree)
    #expect(tree.contains("Format") && !tree.contains("ControlGroup"))
    try host.tap("Bold")
    #expect(taps == 1)
    let tinted = ViewHost(
      ControlGroup { Button("Undo") {} }.controlGroupStyle(TintedGroupStyle())
    ).render(.tree)
    #expect(tinted.contains("ControlGroup") && tinted.contains("Undo"))
  }

  struct DayPickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        Text(configuration.selection, format: .iso8601)
        if let minimumDate = configuration.minimumDate {
          Text("from \(minimumDate.formatted(.iso8601))")
        }
        Button("Next day") {
          configuration.selection = configuration.selection.addingTimeInterval(86_400)
        }
      }
    }
  }

  @Test func aDatePickerStyleReadsAndSetsTheSelection() throws {
    struct Screen: View {
      @State var date = Date(timeIntervalSince1970: 0)
      var body: some View {
        VStack {
          DatePicker("Start", selection: $date, in: Date(timeIntervalSince1970: 0)...)
            .datePickerStyle(DayPickerStyle())
          Text("state \(Int(date.timeIntervalSince1970))")
        }
      }
    }
    let host = ViewHost(Screen())
    var text = host.render(.text)
    #expect(text.contains("Start") && text.contains("1970-01-01T00:00:00Z"))
    #expect(text.contains("from 1970-01-01T00:00:00Z"))
    try host.tap("Next day")
    text = host.render(.text)
    #expect(text.contains("state 86400") && text.contains("1970-01-02T00:00:00Z"))
  }

  @Test func aDatePickerStyleSeesTheComponentsAndBounds() {
    struct Probe: DatePickerStyle {
      func makeBody(configuration: Configuration) -> some View {
        Text(
          "\(configuration.displayedComponents == .date) \(configuration.minimumDate == nil) "
            + "\(configuration.maximumDate.map { Int($0.timeIntervalSince1970) } ?? -1)")
      }
    }
    let text = ViewHost(
      DatePicker(
        "Due", selection: .constant(Date(timeIntervalSince1970: 10)),
        in: ...Date(timeIntervalSince1970: 100), displayedComponents: .date
      ).datePickerStyle(Probe())
    ).render(.text)
    #expect(text.contains("true true 100"))
  }

  struct BorderedEditorStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
      AutomaticTextEditorStyle().makeBody(configuration: configuration)
        .border(.gray).accessibilityIdentifier("bordered-editor")
    }
  }

  @Test func aTextEditorStyleWrapsABuiltInStylesEditor() throws {
    struct Notes: View {
      @State var notes = "Draft"
      var body: some View {
        VStack {
          TextEditor(text: $notes).textEditorStyle(BorderedEditorStyle())
          Text("saved \(notes)")
        }
      }
    }
    let host = ViewHost(Notes())
    #expect(host.render(.tree).contains("bordered-editor"))
    try host.type("Final", into: "Draft")
    #expect(host.render(.text).contains("saved Final"))
  }

  struct Person: Identifiable {
    let id: Int
    let name: String
  }

  struct CaptionedTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("People")
        InsetTableStyle().makeBody(configuration: configuration)
      }
    }
  }

  struct OutlinedSplitStyle: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      BalancedNavigationSplitViewStyle().makeBody(configuration: configuration)
        .overlay(alignment: .top) { Text("Outlined") }
    }
  }

  @Test func tableAndSplitViewStylesWrapTheBuiltInOnes() {
    let table = ViewHost(
      Table([Person(id: 1, name: "Ada")]) {
        TableColumn("Name", value: \.name)
      }.tableStyle(CaptionedTableStyle())
    ).render(.tree)
    #expect(table.contains("People") && table.contains("Table") && table.contains("Ada"))
    let split = ViewHost(
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        Text("Detail")
      }.navigationSplitViewStyle(OutlinedSplitStyle())
    ).render(.tree)
    #expect(split.contains("Outlined") && split.contains("NavigationSplitView"))
  }
}
