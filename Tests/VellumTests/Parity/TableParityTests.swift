import Foundation
import Testing
import Vellum
import VellumTesting

/// Tables and outlines (issue 17, "Views and controls"): columns and rows in text and HTML,
/// sorting by tapping headers, selecting rows, and expanding an outline's parents.
@MainActor
@Suite struct TableParityTests {
  struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
    var age: Int
    var email: String
  }

  static let people = [
    Person(id: 1, name: "Grace", age: 85, email: "grace@navy.mil"),
    Person(id: 2, name: "ada", age: 36, email: "ada@analytical.org"),
    Person(id: 3, name: "Alan", age: 41, email: "alan@bletchley.uk"),
  ]

  struct Directory: View {
    @State var people = TableParityTests.people
    @State var order = [KeyPathComparator(\Person.name)]
    @State var selected: Person.ID?

    var body: some View {
      Table(people, selection: $selected, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Age", value: \.age) { Text("\($0.age)") }
          .alignment(.trailing)
        TableColumn("Email") { Text($0.email) }
          .width(min: 120, ideal: 200)
      }
      .onChange(of: order) { people.sort(using: order) }
    }
  }

  @Test func aTableShowsEveryColumnAndSortsByTheTappedHeader() throws {
    let host = ViewHost(Directory())
    assertSnapshot(of: host, as: .text(width: 60), named: "table")
    assertSnapshot(of: host, as: .html, named: "table")
    try host.tap("Age")
    let byAge = host.render(.text(width: 60))
    #expect(byAge.contains("Age ▲"))
    let ages = ["36", "41", "85"].map { byAge.range(of: $0)!.lowerBound }
    #expect(ages == ages.sorted(), "rows sorted by age, youngest first")
    try host.tap("Age")
    let reversed = host.render(.text(width: 60))
    #expect(reversed.contains("Age ▼"))
    #expect(reversed.range(of: "85")!.lowerBound < reversed.range(of: "36")!.lowerBound)
    try host.tap("Name")
    let byName = host.render(.text(width: 60))
    #expect(
      byName.range(of: "ada")!.lowerBound < byName.range(of: "Alan")!.lowerBound,
      "names sort case-insensitively, as SwiftUI's localized standard order does")
    #expect(host.render(.html).contains("aria-sort=\"ascending\""))
  }

  @Test func tappingARowSelectsIt() throws {
    let host = ViewHost(Directory())
    try host.tap("alan@bletchley.uk")
    #expect(host.render(.text(width: 60)).contains("▸ Alan"))
    #expect(host.render(.html).contains("<tr aria-selected=\"true\">"))
  }

  @Test func rowsBuiltOneByOneWithMultipleSelection() throws {
    struct Team: View {
      @State var chosen: Set<Int> = []
      var body: some View {
        VStack {
          Table(of: Person.self, selection: $chosen) {
            TableColumn("Name", value: \.name)
            if chosen.count > 1 {
              TableColumn("Email", value: \.email)
            }
          } rows: {
            TableRow(TableParityTests.people[0])
            ForEach(TableParityTests.people.dropFirst()) { TableRow($0) }
          }
          Text("chosen: \(chosen.sorted())")
        }
      }
    }
    let host = ViewHost(Team())
    try host.tap("Grace")
    try host.tap("Alan")
    let text = host.render(.text(width: 60))
    #expect(text.contains("chosen: [1, 3]"))
    #expect(text.contains("grace@navy.mil"), "the conditional column shows once two are chosen")
    try host.tap("Grace")
    #expect(host.render(.text(width: 60)).contains("chosen: [3]"))
  }

  @Test func everyColumnFormCompiles() {
    let view = Table(Self.people) {
      TableColumn("Name", value: \.name)
      TableColumn(String("Email"), value: \.email, comparator: .lexical)
      TableColumn(Text("Age").bold()) { Text("\($0.age)") }
      TableColumn("Years", value: \.age) { Text("\($0.age) y") }
      TableColumn(
        "Initial", value: \.name, comparator: KeyPathComparator(\String.count)
      ) { Text(String($0.name.prefix(1))) }
      TableColumn("Hidden", value: \.email).defaultVisibility(.hidden)
      TableColumn("Custom", sortUsing: KeyPathComparator(\Person.age)) { Text($0.name) }
        .width(80)
        .customizationID("custom")
    }
    let text = ViewHost(view).render(.text(width: 90))
    #expect(text.contains("Initial") && text.contains("85 y") && !text.contains("Hidden"))
  }
}

/// Outlines: `OutlineGroup` and `List(_:children:)`, collapsed until a parent is tapped.
@MainActor
@Suite struct OutlineParityTests {
  struct File: Identifiable {
    var id: String { name }
    var name: String
    var children: [File]?
  }

  static let home = File(
    name: "Home",
    children: [
      File(
        name: "Documents", children: [File(name: "Résumé.pdf"), File(name: "Taxes", children: [])]),
      File(name: "notes.txt"),
    ])

  @Test func aHierarchicalListExpandsItsParentsWhenTapped() throws {
    struct Browser: View {
      var body: some View {
        List([OutlineParityTests.home], children: \.children) { file in
          Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
        }
      }
    }
    let host = ViewHost(Browser())
    #expect(!host.render(.text(width: 40)).contains("Documents"), "collapsed at first")
    try host.tap("Home")
    try host.tap("Documents")
    assertSnapshot(of: host, as: .text(width: 40), named: "outline-list")
    assertSnapshot(of: host, as: .html, named: "outline-list")
    try host.tap("Documents")
    #expect(!host.render(.text(width: 40)).contains("Résumé.pdf"))
  }

  @Test func outlineGroupsOfValuesAndBindings() throws {
    struct Editor: View {
      @State var root = OutlineParityTests.home
      var body: some View {
        VStack {
          OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) }
          OutlineGroup($root, children: \.children) { $file in
            Button("Rename \(file.name)") { file.name += "!" }
          }
        }
      }
    }
    let host = ViewHost(Editor())
    try host.tap("Rename Home")
    #expect(host.render(.text(width: 40)).contains("Home!"))
    let forest = OutlineGroup(Self.home.children ?? [], children: \.children) { Text($0.name) }
    #expect(ViewHost(forest).render(.text(width: 40)).contains("▸ Documents"))
  }
}
