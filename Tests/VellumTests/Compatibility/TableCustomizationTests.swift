import Foundation
import Testing
import Vellum

/// Tables with a column customization (iOS 17), as iPad apps store it in scene storage, and the
/// row-built forms without `of:` (issue 60): columns show as declared, as before any
/// customization, and sorting and selecting work as in a plain table.
///
/// Sources: Apple's documentation of `Table.init(_:columnCustomization:columns:)` ("a binding
/// to the state of columns"), `TableColumnCustomization` ("a representation of the state of
/// the columns in a table") and `Table.init(sortOrder:columns:rows:)`.
@MainActor
@Suite struct TableCustomizationTests {
  private struct Person: Identifiable {
    let id: Int
    var name: String
  }

  private static let people = [Person(id: 1, name: "Grace"), Person(id: 2, name: "Ada")]

  private struct Customized: View {
    @State private var columns = TableColumnCustomization<Person>()
    @State private var order = [KeyPathComparator(\Person.name)]
    @State private var selected: Person.ID?
    @State private var people = TableCustomizationTests.people
    var body: some View {
      VStack {
        Table(people, selection: $selected, sortOrder: $order, columnCustomization: $columns) {
          TableColumn("Name", value: \.name)
        }
        .onChange(of: order) { people.sort(using: order) }
        Text("selected \(selected.map(String.init) ?? "none")")
      }
    }
  }

  @Test func aCustomizableTableShowsItsColumnsAsDeclared() throws {
    let plain = ViewHost(
      Table(Self.people) { TableColumn("Name", value: \.name) })
    let customized = ViewHost(
      Table(Self.people, columnCustomization: .constant(TableColumnCustomization())) {
        TableColumn("Name", value: \.name)
      })
    #expect(customized.root == plain.root)
    let host = ViewHost(Customized())
    try host.tap("Name")
    let text = host.render(.text(width: 40))
    #expect(text.contains("Name ▼"), "tapping the sorted header reverses the order")
    #expect(text.range(of: "Grace")!.lowerBound < text.range(of: "Ada")!.lowerBound)
    try host.tap("Grace")
    #expect(host.root.visibleText.hasSuffix("selected 1"))
  }

  @Test func rowBuiltTablesNeedNoValueType() {
    let order = Binding.constant([KeyPathComparator(\Person.name)])
    let withoutType = Table(sortOrder: order) {
      TableColumn("Name", value: \Person.name)
    } rows: {
      ForEach(Self.people) { TableRow($0) }
    }
    let withType = Table(of: Person.self, sortOrder: order) {
      TableColumn("Name", value: \.name)
    } rows: {
      ForEach(Self.people) { TableRow($0) }
    }
    #expect(ViewHost(withoutType).root == ViewHost(withType).root)
    #expect(TableColumnCustomizationBehavior.all.contains(.visibility))
  }

  @Test func aForEachOfElementsMakesTheirRows() {
    let implicit = Table(of: Person.self) {
      TableColumn("Name", value: \.name)
    } rows: {
      ForEach(Self.people)
    }
    let explicit = Table(of: Person.self) {
      TableColumn("Name", value: \.name)
    } rows: {
      ForEach(Self.people) { TableRow($0) }
    }
    #expect(ViewHost(implicit).root == ViewHost(explicit).root)
    #expect(ViewHost(implicit).root.visibleText.contains("Grace"))
  }
}

/// Text editor, table and split view styles (issue 60): the built-in ones are recorded on their
/// views' nodes, the automatic ones record nothing, and a split view's style leaves it as it
/// is.
///
/// Sources: Apple's documentation of `textEditorStyle(_:)` and `PlainTextEditorStyle`,
/// `tableStyle(_:)` and `InsetTableStyle`, `navigationSplitViewStyle(_:)` and
/// `BalancedNavigationSplitViewStyle`.
@MainActor
@Suite struct EditorAndTableStyleTests {
  private struct Person: Identifiable {
    let id: Int
    let name: String
  }

  @Test func builtInStylesAreRecordedOnTheirViews() {
    let notes = TextEditor(text: .constant("Hi"))
    #expect(
      ViewHost(notes.textEditorStyle(.plain)).render(.tree).contains("textEditorStyle: plain"))
    #expect(ViewHost(notes.textEditorStyle(.automatic)).root == ViewHost(notes).root)
    let table = Table([Person(id: 1, name: "Ada")]) { TableColumn("Name", value: \.name) }
    #expect(ViewHost(table.tableStyle(.inset)).render(.tree).contains("tableStyle: inset"))
    #expect(ViewHost(table.tableStyle(.automatic)).root == ViewHost(table).root)
  }

  @Test func aSplitViewStyleLeavesTheSplitViewAsItIs() {
    let split = NavigationSplitView {
      Text("Sidebar")
    } detail: {
      Text("Detail")
    }
    for styled in [
      ViewHost(split.navigationSplitViewStyle(.balanced)),
      ViewHost(split.navigationSplitViewStyle(.prominentDetail)),
      ViewHost(split.navigationSplitViewStyle(.automatic)),
    ] {
      #expect(styled.root == ViewHost(split).root)
    }
  }
}

/// Hidden table headers (issue 60). Source: Apple's documentation of
/// `tableColumnHeaders(_:)` ("Controls the visibility of a Table's column header views").
@MainActor
@Suite struct TableColumnHeadersTests {
  private struct Person: Identifiable {
    let id: Int
    let name: String
  }

  @Test func hiddenHeadersLeaveTheRowsAlone() throws {
    let table = Table([Person(id: 1, name: "Ada")]) { TableColumn("Name", value: \.name) }
    let shown = ViewHost(table).render(.text(width: 30))
    let hidden = ViewHost(table.tableColumnHeaders(.hidden))
    #expect(shown.contains("Name"))
    #expect(!hidden.render(.text(width: 30)).contains("Name"))
    #expect(hidden.render(.text(width: 30)).contains("Ada"))
    #expect(throws: InteractionError.self) { try hidden.tap("Name") }
    #expect(ViewHost(table.tableColumnHeaders(.visible)).render(.text(width: 30)) == shown)
  }
}
