import Foundation
import Observation
import Testing
import Vellum

@Observable
private final class Library {
  var title = "Recipes"
  var count = 0
}

private struct TitleView: View {
  let library: Library
  var body: some View { Text(library.title) }
}

private struct CountView: View {
  let library: Library
  var body: some View { Text("\(library.count) recipes") }
}

/// Writes the model in its body, which the platform warns about.
private struct CountBumper: View {
  let library: Library
  var body: some View {
    library.count += 1
    return Text("bumped")
  }
}

private struct BumpedLibrary: View {
  let library: Library
  var body: some View {
    VStack {
      CountView(library: library)
      CountBumper(library: library)
    }
  }
}

/// Reads and then writes the model in its own body; a flag re-evaluates it.
private struct SelfBumper: View {
  let library: Library
  @State private var flag = false
  var body: some View {
    let count = library.count
    library.count = count + 1
    return Button(flag ? "On \(count)" : "Off \(count)") { flag.toggle() }
  }
}

/// Waits, in its body, for another thread to write a model that a view before it shows: the
/// write is not this body's, though it lands while the body runs.
private struct OffThreadWriter: View {
  /// The model, handed to the writing thread; the body waits for the thread to finish, so the
  /// two never touch it at once.
  private final class Handoff: @unchecked Sendable {
    let library: Library
    init(_ library: Library) { self.library = library }
  }

  let library: Library
  var body: some View {
    let handoff = Handoff(library)
    let done = DispatchSemaphore(value: 0)
    Thread {
      handoff.library.title = "Written elsewhere"
      done.signal()
    }.start()
    done.wait()
    return Text("Waited")
  }
}

private struct LibraryView: View {
  let library: Library
  var body: some View {
    VStack {
      TitleView(library: library)
      CountView(library: library)
      Button("Add") { library.count += 1 }
    }
  }
}

private struct EditorView: View {
  @Bindable var library: Library
  var body: some View {
    TextField("Title", text: $library.title)
  }
}

private struct EnvironmentReader: View {
  @Environment(Library.self) private var library
  var body: some View { Text(library.title) }
}

@MainActor
@Suite struct ObservationTests {
  @Test func aWriteReEvaluatesOnlyTheViewsThatReadTheProperty() throws {
    let library = Library()
    let host = ViewHost(LibraryView(library: library))
    try host.tap("Add")
    #expect(host.lastUpdate.evaluatedViews == ["CountView"])
    #expect(host.root.visibleText == "Recipes 1 recipes Add")

    library.title = "Desserts"
    #expect(host.root.visibleText == "Desserts 1 recipes Add")
    #expect(host.lastUpdate.evaluatedViews == ["TitleView"])
  }

  @Test func bindableMakesBindingsIntoTheModel() throws {
    let library = Library()
    let host = ViewHost(EditorView(library: library))
    try host.type("Soups", into: "Title")
    #expect(library.title == "Soups")
    #expect(host.render(.tree) == "TextField title: \"Title\", text: $\"Soups\", focused: true\n")
  }

  @Test func environmentByTypeReadsThePlacedObject() {
    let library = Library()
    let host = ViewHost(EnvironmentReader().environment(library))
    #expect(host.root.visibleText == "Recipes")
    library.title = "Breads"
    #expect(host.root.visibleText == "Breads")
  }

  @Test func aMissingObservableInTheEnvironmentIsAnErrorNamingTheViewAndType() {
    let host = ViewHost(EnvironmentReader())
    #expect(
      host.diagnostics == [
        "EnvironmentReader: no @Observable object of type Library in the environment; "
          + "place one with .environment(_:) on an ancestor"
      ])
    #expect(host.root.children.first?.role == .error)
  }

  @Test func aBodyWritingAModelAnotherViewShowsIsReported() {
    let host = ViewHost(BumpedLibrary(library: Library()))
    #expect(
      host.diagnostics.contains { $0.hasPrefix("CountBumper modified state during its body") })
  }

  @Test func aBodyWritingAModelItReadItselfIsReportedOnItsNextEvaluation() throws {
    let host = ViewHost(SelfBumper(library: Library()))
    try host.tap("Off 0")
    #expect(
      host.diagnostics.contains { $0.hasPrefix("SelfBumper modified state during its body") })
  }

  @Test func aWriteFromAnotherThreadWhileABodyRunsIsNotReportedAsTheBodys() {
    let library = Library()
    let host = ViewHost(
      VStack {
        TitleView(library: library)
        OffThreadWriter(library: library)
      })
    #expect(library.title == "Written elsewhere")
    #expect(!host.diagnostics.contains { $0.contains("modified state during its body") })
  }

  @Test func writesInActionsAreNotReported() throws {
    let host = ViewHost(LibraryView(library: Library()))
    try host.tap("Add")
    #expect(host.diagnostics.isEmpty)
  }
}
