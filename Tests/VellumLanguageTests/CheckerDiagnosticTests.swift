import Foundation
import Testing
import Vellum
import VellumLanguage

/// The checker finds each kind of mistake, on any branch, with its location; the runtime
/// reports what only running can find.
@MainActor
@Suite struct CheckerDiagnosticTests {
  /// A view body (or whole declarations) with one mistake, and the error it must get.
  struct Case: CustomTestStringConvertible, Sendable {
    let kind: String
    let source: String
    let error: String
    var testDescription: String { kind }
  }

  /// `body` inside a view with some state; the view starts on line 1, its body on line 7.
  nonisolated static func view(_ body: String, declarations: String = "") -> String {
    """
    struct Screen: View {
      @State private var count = 0
      @State private var name = ""
      @State private var frequency = Frequency.daily
      let title = "Title"
      @State private var books: [Book] = []
      var body: some View {
    \(body)
      }
    }
    enum Frequency { case daily, weekly }
    struct Book: Identifiable { let id: Int; let title: String }
    \(declarations)
    """
  }

  nonisolated static let cases: [Case] = [
    Case(
      kind: "unknown modifier", source: view("    Text(\"a\").pading()"),
      error: "8:15: unknown modifier 'pading'; did you mean 'padding'?"),
    Case(
      kind: "unknown view", source: view("    Txt(\"a\")"),
      error: "8:5: unknown view 'Txt'; did you mean 'Text'?"),
    // A view given an object is checked with a sample of it: its defaults where its
    // properties have no written type.
    Case(
      kind: "unknown view in a view given an object",
      source: """
        final class Counter: ObservableObject { @Published var count = 0 }
        struct A: View {
          @ObservedObject var counter: Counter
          var body: some View { Txt("\\(self.counter.count)") }
        }
        """,
      error: "4:25: unknown view 'Txt'; did you mean 'Text'?"),
    // A protocol whose requirements the language does not run is named, never drawn wrong.
    Case(
      kind: "insettable shape",
      source: """
        struct Ring: InsettableShape {
          var inset: CGFloat = 0
          func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
        }
        """,
      error: "1:8: 'Ring' conforms to 'InsettableShape', which is not interpreted: "
        + "'strokeBorder' insets a shape through its 'inset(by:)', which is not run"),
    // `Shape`'s one requirement ("Shape", developer.apple.com/documentation/swiftui/shape).
    Case(
      kind: "shape without a path",
      source: """
        struct Triangle: Shape {
          func outline(in rect: CGRect) -> Path { Path() }
        }
        """,
      error: "1:8: 'Triangle' conforms to 'Shape' but declares no 'path(in:)'"),
    Case(
      kind: "unknown name", source: view("    Text(\"\\(cont)\")"),
      error: "8:13: cannot find 'cont' in scope; did you mean 'count'?"),
    Case(
      kind: "unknown type",
      source:
        "struct A: View {\n  @State var n: Strng = \"\"\n  var body: some View { Text(n) }\n}",
      error: "2:14: cannot find type 'Strng' in scope; did you mean 'String'?"),
    Case(
      kind: "default of the wrong type",
      source:
        "struct A: View {\n  @State var n: Int = \"no\"\n  var body: some View { Text(\"a\") }\n}",
      error: "2:23: cannot convert value of type 'String' to specified type 'Int'"),
    Case(
      kind: "missing argument", source: view("    Stepper(\"s\", value: $count)"),
      error: "8:5: missing argument for parameter 'in' in call to 'Stepper'"),
    Case(
      kind: "extra argument", source: view("    Text(\"a\", size: 3)"),
      error: "8:21: extra argument 'size' in call to 'Text'"),
    Case(
      kind: "stack option on a list", source: view("    List(spacing: 2) { Text(\"a\") }"),
      error: "8:19: extra argument 'spacing' in call to 'List'"),
    Case(
      kind: "extra trailing closure", source: view("    Text(\"a\") { Text(\"b\") }"),
      error: "8:15: extra trailing closure in call to 'Text'"),
    Case(
      kind: "argument of the wrong type", source: view("    Text(count)"),
      error: "8:10: expected a String, found Int"),
    Case(
      kind: "binding of the wrong type", source: view("    Toggle(\"t\", isOn: $name)"),
      error: "8:23: cannot convert a binding to String to the expected Binding<Bool>"),
    Case(
      kind: "binding to a constant", source: view("    TextField(\"t\", text: $title)"),
      error: "8:26: cannot find a @State or @Binding property 'title' for '$title'"),
    Case(
      kind: "value where a binding is expected", source: view("    Toggle(\"t\", isOn: true)"),
      error: "8:23: expected a binding such as '$value'"),
    Case(
      kind: "assignment to a constant", source: view("    Button(\"b\") { title = \"x\" }"),
      error: "8:19: cannot assign to 'title': only @State and @Binding properties change"),
    Case(
      kind: "assignment of the wrong type", source: view("    Button(\"b\") { count = \"x\" }"),
      error: "8:19: cannot convert value of type 'String' to specified type 'Int'"),
    Case(
      kind: "unknown mutating method", source: view("    Button(\"b\") { count.append(1) }"),
      error: "8:25: value of type 'Int' has no mutating method 'append(_:)'"),
    Case(
      kind: "assignment in a view builder", source: view("    count = 1"),
      error: "8:5: an assignment is not a view; put it in an action closure"),
    Case(
      kind: "mistake in an untaken branch",
      source: view("    if count > 5 {\n      Text(nme)\n    }"),
      error: "9:12: cannot find 'nme' in scope; did you mean 'name'?"),
    Case(
      kind: "mistake in an unpresented sheet",
      source: view("    Text(\"a\").sheet(isPresented: .constant) { Txt(\"b\") }"),
      error: "8:34: expected a binding such as '$value'"),
    Case(
      kind: "condition that is not a Bool",
      source: view("    if count {\n      Text(\"a\")\n    }"),
      error: "8:8: expected a Bool condition, found Int"),
    Case(
      kind: "operator on mismatched types", source: view("    Text(name - 1)"),
      error: "8:10: binary operator '-' cannot be applied to String and Int"),
    Case(
      kind: "unknown enum case",
      source: view("    if frequency == .dialy {\n      Text(\"a\")\n    }"),
      error: "8:21: type 'Frequency' has no case 'dialy'; did you mean '.daily'?"),
    Case(
      kind: "switch case the enum lacks",
      source: view(
        "    switch frequency {\n    case .monthly: Text(\"a\")\n    default: Text(\"b\")\n    }"),
      error: "9:10: type 'Frequency' has no case 'monthly'"),
    Case(
      kind: "unknown font", source: view("    Text(\"a\").font(.headlien)"),
      error: "8:20: unknown value '.headlien'; did you mean '.headline'?"),
    Case(
      kind: "unknown record member",
      source: view("    ForEach(books) { book in\n      Text(book.titel)\n    }"),
      error: "9:17: value of type 'Book' has no member 'titel'; did you mean 'title'?"),
    Case(
      kind: "record missing a field", source: view("    Text(\"\\(Book(id: 1).title)\")"),
      error: "8:13: missing argument for parameter 'title' in call to 'Book'"),
    Case(
      kind: "ForEach over values without ids",
      source: view("    ForEach([\"a\", \"b\"]) { item in\n      Text(item)\n    }"),
      error: "8:13: ForEach over [String] needs 'id: \\.self', or records with an 'id'"),
    Case(
      kind: "declared view missing an argument",
      source: view(
        "    Row()",
        declarations:
          "struct Row: View {\n  let label: String\n  var body: some View { Text(label) }\n}"),
      error: "8:5: missing argument for parameter 'label' in call to 'Row'"),
    Case(
      kind: "view declared twice",
      source:
        "struct A: View {\n  var body: some View { Text(\"a\") }\n}\nstruct A: View {\n  var body: some View { Text(\"b\") }\n}",
      error: "4:8: invalid redeclaration of 'A'"),
    Case(
      kind: "property declared twice",
      source:
        "struct A: View {\n  let a = 1\n  let a = 2\n  var body: some View { Text(\"a\") }\n}",
      error: "3:7: invalid redeclaration of 'a'"),
    Case(
      kind: "body without View", source: "struct A {\n  var body: some View { Text(\"a\") }\n}",
      error: "1:8: 'A' has a body but does not conform to 'View'"),
    Case(
      kind: "unknown property wrapper",
      source: "struct A: View {\n  @Published var a = 1\n  var body: some View { Text(\"a\") }\n}",
      error:
        "2:18: unknown attribute '@Published' here; use @State, @Binding, @StateObject, "
        + "@ObservedObject, @EnvironmentObject, @Bindable, @FocusState, @AppStorage, "
        + "@SceneStorage, @ScaledMetric or @Environment"),
    Case(
      kind: "property without type or default",
      source: "struct A: View {\n  @State var a\n  var body: some View { Text(\"a\") }\n}",
      error: "2:14: 'a' needs a type or a default value"),
    Case(
      kind: "view that contains itself",
      source:
        "struct A: View {\n  var body: some View { VStack { B() } }\n}\nstruct B: View {\n  var body: some View { A() }\n}",
      error: "1:8: 'A' contains itself, so it would never finish building"),
    Case(
      kind: "ForEach over too many rows",
      source: view("    ForEach(0..<20000) { i in\n      Text(\"\\(i)\")\n    }"),
      error: "8:13: ForEach over 20000 elements; at most 10000 rows are shown"),
  ]

  @Test(arguments: cases)
  func firstError(_ example: Case) throws {
    let program = try Program(source: example.source)
    let first = Checker.check(program).first.map(\.located)
    #expect(first == example.error)
  }

  @Test(arguments: try Repository.examplePaths())
  func examplesCheckClean(_ path: String) throws {
    let name = (path as NSString).lastPathComponent
    let program = try Program(source: try Repository.text(path), file: name)
    #expect(Checker.check(program).map { $0.rendered(file: name, source: program.source) } == [])
  }

  /// Every error of an expression is reported: a type error in a view used to hide a
  /// misspelt modifier applied to it on the same line.
  @Test func aTypeErrorDoesNotHideAMisspeltModifierOnTheView() throws {
    let program = try Program(
      source: Self.view("    Text(\"a\" + 1).pading()\n    Text(missing).fram(width: 3)"))
    #expect(
      Checker.check(program).map(\.located)
        == [
          "8:10: binary operator '+' cannot be applied to String and Int",
          "8:19: unknown modifier 'pading'; did you mean 'padding'?",
          "9:10: cannot find 'missing' in scope",
          "9:19: unknown modifier 'fram'; did you mean 'frame'?",
        ])
  }

  @Test func runningReportsWhatOnlyRunningFinds() throws {
    let program = try Program(
      source: Self.view(
        """
            Button("divide") { count = 10 / (count - count) }
            Button("index") { count = books.count + [1, 2][count + 5] }
            Button("overflow") { count = 9223372036854775807 + 1 + count }
        """))
    let host = ViewHost(try program.view())
    for label in ["divide", "index", "overflow"] { try host.tap(label) }
    #expect(
      program.runtimeDiagnostics.map(\.located)
        == [
          "8:32: division by zero",
          "9:45: index 5 is out of range for 2 elements",
          "10:34: arithmetic overflow in '9223372036854775807 + 1'",
        ])
    #expect(host.render(.text).contains("[ divide ]"), "the app keeps running")
  }
}
