import Foundation
import Testing

@testable import Vellum

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// Table rows with modifiers, sections and trees.
///
/// Sources: Apple's documentation of `DynamicTableRowContent` (`onInsert(of:perform:)` and
/// `dropDestination(for:action:)`: "the first argument is the offset relative to the dynamic
/// view's underlying collection of data"), `TableRowContent/itemProvider(_:)`,
/// `TableHeaderRowContent` ("a table row that displays a single view instead of columned
/// content", made by `Section` in table rows), `TableOutlineGroupContent` (the rows of
/// `Table.init(_:children:…)`) and `OutlineGroup.init(_:children:)`.
@MainActor @Suite struct TableRowModifierTests {
  struct Profile: Identifiable, Hashable {
    let name: String
    var id: String { name }
    var reports: [Profile]? = nil
  }

  struct Team: View {
    @State var profiles = [Profile(name: "Juan"), Profile(name: "Mei")]
    @State var dragged: [String] = []
    var body: some View {
      VStack {
        Table(of: Profile.self) {
          TableColumn("Name", value: \.name)
        } rows: {
          ForEach(profiles) { TableRow($0) }
            .onInsert(of: [.plainText]) { index, providers in
              for provider in providers {
                provider.loadObject(ofClass: String.self) { name, _ in
                  if let name { profiles.insert(Profile(name: name), at: index) }
                }
              }
            }
            .itemProvider { NSItemProvider(object: "a row" as NSString) }
        }
        Text("Trash: \(dragged.joined(separator: ", "))")
          .dropDestination(for: String.self) { names, _ in
            dragged += names
            return true
          }
      }
    }
  }

  @Test func insertingRowsDroppedOntoTheTableAfterThem() throws {
    let host = ViewHost(Team())
    #expect(try host.drop(items: ["Gita"], onto: "Mei"))
    let text = host.render(.text)
    let order = ["Juan", "Mei", "Gita"].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 3 && order == order.sorted(), "\(text)")
  }

  @Test func rowsWithAnItemProviderCanBeDragged() throws {
    let host = ViewHost(Team())
    #expect(try host.drop("Juan", onto: "Trash: "))
    #expect(host.render(.text).contains("Trash: a row"))
  }

  @Test func transferableDropsInsertAtTheEnd() throws {
    struct Names: View {
      @State var names = [Profile(name: "Ada")]
      var body: some View {
        Table(of: Profile.self) {
          TableColumn("Name", value: \.name)
        } rows: {
          ForEach(names) { TableRow($0) }
            .dropDestination(for: String.self) { index, dropped in
              names.insert(contentsOf: dropped.map { Profile(name: $0) }, at: index)
            }
        }
      }
    }
    let host = ViewHost(Names())
    try host.drop(items: ["Grace", "Alan"], onto: "Ada")
    let text = host.render(.text)
    #expect(text.contains("Grace") && text.contains("Alan"))
  }

  @Test func dynamicRowsExposeTheirData() {
    let rows = ForEach([Profile(name: "A"), Profile(name: "B")]) { TableRow($0) }
    #expect(rows.data.count == 2)
    #expect(rows.onInsert(of: [.plainText]) { _, _ in }.data.count == 2)
  }

  @Test func aSectionHeaderIsOneRowAcrossTheColumns() throws {
    struct Sections: View {
      @State var showsGuests = true
      var body: some View {
        VStack {
          Table(of: Profile.self) {
            TableColumn("Name", value: \.name)
            TableColumn("Initial") { Text(String($0.name.prefix(1))) }
          } rows: {
            Section("Staff") { TableRow(Profile(name: "Ada")) }
            Section("Guests", isExpanded: $showsGuests) { TableRow(Profile(name: "Tim")) }
          }
          Button("Hide guests") { showsGuests = false }
        }
      }
    }
    let host = ViewHost(Sections())
    let html = host.render(.html)
    #expect(
      html.contains(#"<td class="table-cell" colspan="2"><span class="text">Staff</span></td>"#),
      "\(html)")
    #expect(host.render(.text).contains("Tim"))
    try host.tap("Hide guests")
    let text = host.render(.text)
    #expect(text.contains("Guests") && !text.contains("Tim"))
  }

  @Test func aTreesRowsStartCollapsed() {
    let tree = [
      Profile(name: "Root", reports: [Profile(name: "Leaf")]), Profile(name: "Other"),
    ]
    let table = ViewHost(Table(tree, children: \.reports) { TableColumn("Name", value: \.name) })
    let text = table.render(.text)
    #expect(text.contains("Root") && text.contains("Other") && !text.contains("Leaf"))
    let outline = ViewHost(
      Table(of: Profile.self) {
        TableColumn("Name", value: \.name)
      } rows: {
        OutlineGroup(tree, children: \.reports)
        OutlineGroup(Profile(name: "Alone"), children: \.reports)
      })
    let rows = outline.render(.text)
    #expect(rows.contains("Root") && rows.contains("Alone") && !rows.contains("Leaf"))
  }
}
