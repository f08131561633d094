import Foundation
import Testing
import Vellum
import VellumLanguage
import VellumTesting

@testable import ControlCatalogExample
@testable import JournalApp
@testable import PrimeTimeExample
@testable import PushButtonExample
@testable import QuickStartSwift5
@testable import RecipesExample
@testable import SignInExample

/// The example apps' own Swift files, read together by the interpreter as Swift compiles them,
/// render byte-identically to the same files compiled: as text, HTML and the view tree, before
/// and after each step of the same interactions (issue 59: "every Swift file of `Examples/`
/// runs in the interpreter").
@MainActor
@Suite struct ExampleAppParityTests {
  /// An app's files, the view to start from, the compiled view, and the steps to replay. A
  /// harness (a view that holds the state a screen binds to, as the app's own parents do) is
  /// written in the test beside its compiled twin below.
  struct App: CustomTestStringConvertible, Sendable {
    let files: [String]
    var harness: String?
    let root: String
    let compiled: @MainActor @Sendable () -> AnyView
    let steps: [StoryboardStep]
    var testDescription: String {
      files.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ")
    }
  }

  /// The harness for `RegularTitleView`, as the interpreter reads it; `TitleHarness` below is
  /// the same code compiled.
  nonisolated static let titleHarness = """
    struct TitleHarness: View {
      @State private var recipe = Recipe(
        id: 1, title: "Soup", subtitle: "Warm", rating: 2, isFavorite: false, collections: [],
        ingredients: [])
      var body: some View { RegularTitleView(recipe: $recipe) }
    }
    """

  /// The harness for `PresentationsView`, starting with its alert shown.
  nonisolated static let presentationsHarness = """
    struct PresentationsHarness: View {
      var body: some View { PresentationsView(showing: .alert) }
    }
    """

  /// The harness for `RecipeBox`: the app's store held as a `@StateObject`, its methods called
  /// by buttons and its results shown.
  nonisolated static let boxHarness = """
    struct BoxHarness: View {
      @StateObject private var box = RecipeBox()
      @State private var shelf = SidebarItem.all
      @State private var added: Recipe.ID? = nil
      var body: some View {
        VStack {
          Text(box.collections.joined(separator: ", "))
          Label(shelf.title, systemImage: shelf.icon)
          ForEach(box.recipes(in: shelf)) { recipe in
            Text(recipe.title)
          }
          Text("\\(box.contains(2)) \\(box.contains(added)) \\(box.contains(nil))")
          Button("Favorites") { shelf = .favorites }
          Button("Korean") { shelf = .collection("Korean") }
          Button("All") { shelf = .all }
          Button("Add") { added = box.add(Recipe.emptyRecipe()) }
          Button("Delete 2") { box.delete(2) }
        }
      }
    }
    """

  /// The harness for `Primes.swift`: ordinals and the prime test over a range of numbers.
  nonisolated static let primesHarness = """
    struct PrimesHarness: View {
      @State private var start = 1
      var body: some View {
        Text((start...(start + 12)).map { ordinal($0) }.joined(separator: " "))
        Text((start...(start + 12)).filter { isPrime($0) }.map { String($0) }.joined(separator: ","))
        Button("Next") { start += 13 }
      }
    }
    """

  /// The harness for the Recipes app: its content view with its store in the environment, as
  /// `RecipesExample.app(box:selectedRecipeId:)` shows it.
  nonisolated static let recipesHarness = """
    struct RecipesHarness: View {
      @StateObject private var box = RecipeBox()
      var body: some View {
        RecipesContentView(selectedRecipeId: 2).environmentObject(box)
      }
    }
    """

  /// The harness for the PrimeTime app: the app's entry point (whose client defaults to
  /// `.live`, a type property found from the parameter's type) over a state the harness holds.
  nonisolated static let primeTimeHarness = """
    struct PrimeTimeHarness: View {
      @StateObject private var state = AppState()
      var body: some View { PrimeTimeExample.app(state: state) }
    }
    """

  /// The harness for the SignIn app: its form and its profile over models the harness holds,
  /// as `SignInExample.signIn(model:)` and `profile(model:)` show them.
  nonisolated static let signInHarness = """
    struct SignInHarness: View {
      @State private var model = SignInModel()
      var body: some View { SignInExample.signIn(model: model) }
    }
    struct ProfileHarness: View {
      @State private var model = ProfileModel()
      var body: some View { SignInExample.profile(model: model) }
    }
    """

  /// The SignIn app's files.
  nonisolated static let signInFiles = [
    "Examples/SignIn/ProfileView.swift", "Examples/SignIn/SignInExample.swift",
    "Examples/SignIn/SignInModel.swift", "Examples/SignIn/SignInView.swift",
  ]

  nonisolated static let apps = [
    // Seed 002, verbatim: colors and gradients as values, a capsule clip, a binding toggled.
    App(
      files: ["Examples/PushButton/PushButton.swift"], root: "ContentView",
      compiled: { AnyView(PushButtonExample.contentView) },
      steps: [.tap("Remember Me"), .tap("Remember Me")]),
    // The example's entry point, a static view property of an enum used as a namespace.
    App(
      files: [
        "Examples/PushButton/PushButton.swift", "Examples/PushButton/PushButtonExample.swift",
      ],
      harness:
        "struct EntryHarness: View {\n  var body: some View { PushButtonExample.contentView }\n}",
      root: "EntryHarness", compiled: { AnyView(PushButtonExample.contentView) },
      steps: [.tap("Remember Me")]),
    // Seed 004's title and stars, verbatim, over the app's model file: a binding to a field of
    // the bound recipe (`$recipe.rating`), changed by tapping a star.
    App(
      files: [
        "Examples/Recipes/Recipe.swift", "Examples/Recipes/RegularTitleView.swift",
        "Examples/Recipes/StarRating.swift",
      ],
      harness: titleHarness, root: "TitleHarness", compiled: { AnyView(TitleHarness()) },
      steps: [.tapAt("star", index: 3), .tapAt("star", index: 3), .tapAt("star", index: 0)]),
    // The catalog's tabs, with its view initializer, and a list made from its data.
    App(
      files: ["Examples/ControlCatalog/TabsView.swift"], root: "TabsView",
      compiled: { AnyView(TabsView()) }, steps: [.tap("Search"), .tap("Inbox"), .tap("Lists")]),
    App(
      files: ["Examples/ControlCatalog/TabsView.swift"], root: "EmptyListView",
      compiled: { AnyView(EmptyListView()) }, steps: []),
    // A nested enum, an initializer setting states from it, toolbar items, an alert and a
    // confirmation dialog.
    App(
      files: ["Examples/ControlCatalog/PresentationsView.swift"], harness: presentationsHarness,
      root: "PresentationsHarness", compiled: { AnyView(PresentationsHarness()) },
      steps: [.tap("Delete"), .tap("Show Dialog"), .tap("Junk"), .tap("Show Sheet")]),
    // The episode's prime test and ordinals: a loop over a closed range, a `let` set in a
    // `switch` over a tuple with range patterns, and number conversions.
    App(
      files: ["Examples/PrimeTime/Primes.swift"], harness: primesHarness, root: "PrimesHarness",
      compiled: { AnyView(PrimesHarness()) }, steps: [.tap("Next"), .tap("Next")]),
    // Apple's recipe sample whole, but for its gallery glue: a split view over the store, a
    // detail bound through a computed `Binding`, toolbar content of its own, and the editor.
    App(
      files: [
        "Examples/Recipes/ContentListView.swift", "Examples/Recipes/DetailView.swift",
        "Examples/Recipes/Recipe.swift", "Examples/Recipes/RecipeBox.swift",
        "Examples/Recipes/RecipeEditor.swift", "Examples/Recipes/RecipeEditorConfig.swift",
        "Examples/Recipes/RecipeViews.swift", "Examples/Recipes/RegularTitleView.swift",
        "Examples/Recipes/StarRating.swift",
      ],
      harness: recipesHarness, root: "RecipesHarness", compiled: { AnyView(RecipesHarness()) },
      steps: [
        .tap("Favorites"), .tap("Apple Pie"), .tapAt("star", index: 1), .tap("Edit"),
        .tap("Cancel"), .tap("All Recipes"), .tap("Pancakes"),
      ]),
    // The app's store, an `ObservableObject`, with the sidebar's enum of associated values.
    App(
      files: ["Examples/Recipes/Recipe.swift", "Examples/Recipes/RecipeBox.swift"],
      harness: boxHarness, root: "BoxHarness", compiled: { AnyView(BoxHarness()) },
      steps: [.tap("Favorites"), .tap("Korean"), .tap("Delete 2"), .tap("All"), .tap("Add")]),
    // Point-Free's episode app whole: a navigation view, a state
    // object shared by three screens, a sheet, an alert for an identifiable item made by
    // `Optional.map(PrimeAlert.init(prime:))` in a task, and a custom environment value
    // holding a client whose closure is async.
    App(
      files: [
        "Examples/PrimeTime/AppState.swift", "Examples/PrimeTime/ContentView.swift",
        "Examples/PrimeTime/NthPrimeClient.swift", "Examples/PrimeTime/PrimeTimeExample.swift",
        "Examples/PrimeTime/Primes.swift",
      ],
      harness: primeTimeHarness, root: "PrimeTimeHarness",
      compiled: { AnyView(PrimeTimeHarness()) },
      steps: [
        .tap("Counter demo"), .tap("+"), .tap("+"), .tap("Is this prime?"),
        .tap("Save to favorite primes"), .dismiss, .tap("What is the 2nd prime?"), .settle,
        .tap("OK"), .back, .tap("Favorite primes"), .delete(row: 0, in: nil),
      ]),
    // swift-navigation's sign-in form: focus bound to the model both ways with
    // `bind(_:to:)`, `@FocusState` and `focused(_:equals:)`, a throwing client in a task.
    App(
      files: signInFiles, harness: signInHarness, root: "SignInHarness",
      compiled: { AnyView(SignInHarness()) },
      steps: [
        .type("blob@pointfree.co", into: "Email"), .type("hunter2", into: "Password"),
        .tap("Sign in"), .settle,
      ]),
    // Its binding tools: `Binding(unwrapping:)`, `isPresent()`, `removeDuplicates()` and a
    // `WithState`.
    App(
      files: signInFiles, harness: signInHarness, root: "ProfileHarness",
      compiled: { AnyView(ProfileHarness()) },
      steps: [
        .type("Blobby", into: "Name"), .tap("Add nickname"), .type("B", into: "Nickname"),
        .toggle("Show help"), .tap("Edit bio"), .type("Hello", into: "Bio"), .dismiss,
        .tap("Remove nickname"),
      ]),
    // Every everyday control: a toggle with a label view, a slider with its value labels, a
    // section with a header and a footer, pickers of each style, a date picker over a `Date`,
    // a color picker over a `Color`, a gauge, progress views, fields and buttons.
    App(
      files: ["Examples/ControlCatalog/ControlsView.swift"], root: "ControlsView",
      compiled: { AnyView(ControlsView()) },
      steps: [
        .toggle("Wi-Fi"), .toggle("Bluetooth"), .increment("Servings: 4"),
        .slide("Volume", to: 0.2), .select("Chocolate", in: "Flavor"), .select("L", in: "Size"),
        .select("9 AM", in: "Hour"), .type("Grace", into: "Name"), .tap("Account"),
      ]),
    // Three columns: a sidebar, a content list and a detail.
    App(
      files: ["Examples/ControlCatalog/SplitView.swift"], root: "SplitView",
      compiled: { AnyView(SplitView()) }, steps: []),
  ]

  /// An app's files with its gallery glue, the type whose `addPreviews(to:)` the interpreter
  /// runs, and the same glue compiled.
  struct Glue: CustomTestStringConvertible, Sendable {
    let files: [String]
    let type: String
    let compiled: @MainActor @Sendable (inout PreviewGallery) -> Void
    var testDescription: String { type }
  }

  nonisolated static let glues = [
    Glue(
      files: [
        "Examples/PushButton/PushButton.swift", "Examples/PushButton/PushButtonExample.swift",
        "Examples/PushButton/PushButtonPreviews.swift",
      ], type: "PushButtonExample", compiled: { PushButtonExample.addPreviews(to: &$0) }),
    Glue(
      files: [
        "Examples/PrimeTime/AppState.swift", "Examples/PrimeTime/ContentView.swift",
        "Examples/PrimeTime/NthPrimeClient.swift", "Examples/PrimeTime/PrimeTimeExample.swift",
        "Examples/PrimeTime/Primes.swift",
      ], type: "PrimeTimeExample", compiled: { PrimeTimeExample.addPreviews(to: &$0) }),
    // The recipe editor's preview holds its configuration in a `WithState`, whose content
    // names its binding `$config` (SE-0293).
    Glue(
      files: [
        "Examples/Recipes/ContentListView.swift", "Examples/Recipes/DetailView.swift",
        "Examples/Recipes/Recipe.swift", "Examples/Recipes/RecipeBox.swift",
        "Examples/Recipes/RecipeEditor.swift", "Examples/Recipes/RecipeEditorConfig.swift",
        "Examples/Recipes/RecipeViews.swift", "Examples/Recipes/RecipesExample.swift",
        "Examples/Recipes/RegularTitleView.swift", "Examples/Recipes/StarRating.swift",
      ], type: "RecipesExample", compiled: { RecipesExample.addPreviews(to: &$0) }),
    Glue(
      files: [
        "Examples/ControlCatalog/ControlCatalogExample.swift",
        "Examples/ControlCatalog/ControlsView.swift",
        "Examples/ControlCatalog/PresentationsView.swift",
        "Examples/ControlCatalog/SplitView.swift", "Examples/ControlCatalog/TabsView.swift",
      ], type: "ControlCatalogExample", compiled: { ControlCatalogExample.addPreviews(to: &$0) }),
    Glue(
      files: signInFiles, type: "SignInExample",
      compiled: { SignInExample.addPreviews(to: &$0) }),
  ]

  /// An app's gallery glue (`static func addPreviews(to gallery: inout PreviewGallery)`, an
  /// `inout` parameter its callers pass `&gallery`), run by the interpreter over the app's
  /// files, writes the same gallery, file for file and byte for byte, as the glue compiled.
  @Test(arguments: glues)
  func galleryGlueWritesTheCompiledGallery(_ glue: Glue) throws {
    let program = try Program(
      files: try glue.files.map { SourceText(name: $0, text: try Repository.text($0)) })
    #expect(Checker.check(program) == [])
    var interpreted = PreviewGallery(title: "Previews")
    try program.addPreviews(of: glue.type, to: &interpreted)
    var compiled = PreviewGallery(title: "Previews")
    glue.compiled(&compiled)
    #expect(interpreted.previews.map(\.name) == compiled.previews.map(\.name))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glue-\(glue.type)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let interpretedFolder = folder.appendingPathComponent("interpreted")
    let compiledFolder = folder.appendingPathComponent("compiled")
    try interpreted.write(to: interpretedFolder)
    try compiled.write(to: compiledFolder)
    let files = try FileManager.default.contentsOfDirectory(atPath: compiledFolder.path).sorted()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: interpretedFolder.path).sorted()
        == files)
    #expect(files.count > 2)
    for file in files {
      let mine = try String(
        contentsOf: interpretedFolder.appendingPathComponent(file), encoding: .utf8)
      let theirs = try String(
        contentsOf: compiledFolder.appendingPathComponent(file), encoding: .utf8)
      #expect(mine == theirs, "\(file)")
    }
    #expect(program.runtimeDiagnostics == [])
  }

  /// The Journal app, every file of it: `@main`, its scenes (a `WindowGroup` and `Settings`),
  /// an `@Observable` model in the app's `@State` decoding its sample entries from JSON with
  /// ISO 8601 dates, `URL`s, a `DispatchQueue`, and a timer the host's clock drives, shown as
  /// `ViewHost(app:)` shows the compiled app, before and after each interaction and tick.
  @Test func theJournalAppRunsAsCompiled() throws {
    let files = [
      "Examples/Journal/Journal.swift", "Examples/Journal/JournalApp.swift",
      "Examples/Journal/JournalView.swift",
    ]
    let program = try Program(
      files: try files.map { SourceText(name: $0, text: try Repository.text($0)) })
    #expect(Checker.check(program) == [])
    let interpreted = ViewHost(try program.view(named: "JournalApp"))
    let compiled = ViewHost(app: JournalApp())
    var screens: [String] = []
    func expectSameRendering(after step: String) {
      for format in [RenderFormat.text, .html, .tree] {
        #expect(interpreted.render(format) == compiled.render(format), "\(format) after \(step)")
      }
      screens.append(interpreted.render(.text))
    }
    expectSameRendering(after: "nothing")
    for host in [interpreted, compiled] { try host.tap("Write") }
    expectSameRendering(after: "tap Write")
    for host in [interpreted, compiled] { host.advance(by: .seconds(3)) }
    expectSameRendering(after: "3 s")
    for host in [interpreted, compiled] { try host.tap("Stop") }
    expectSameRendering(after: "tap Stop")
    #expect(screens.last?.contains("Wrote for 3 s") == true)
    #expect(Set(screens).count == screens.count)
    #expect(program.runtimeDiagnostics == [])
  }

  /// The quick start, the README's first program: its top-level code (a host made, a toggle
  /// driven, the screen printed, in `MainActor.assumeIsolated`) prints what the same code
  /// compiled prints.
  @Test func theQuickStartPrintsWhatItPrintsCompiled() throws {
    let file = "Examples/QuickStart/main.swift"
    let program = try Program(files: [SourceText(name: file, text: try Repository.text(file))])
    #expect(Checker.check(program) == [])
    let printed = try program.run()
    let host = ViewHost(QuickStartSwift5.ContentView())
    try host.toggle("Remember Me")
    #expect(printed == host.render(.text(width: 40)) + "\n")
    #expect(printed.contains("[on]"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test(arguments: apps)
  func interpretedAndCompiledRenderAlike(_ app: App) async throws {
    var sources = try app.files.map { SourceText(name: $0, text: try Repository.text($0)) }
    if let harness = app.harness {
      sources.append(SourceText(name: "Harness.swift", text: harness))
    }
    let program = try Program(files: sources)
    #expect(Checker.check(program) == [])
    let interpreted = ViewHost(try program.view(named: app.root))
    let compiled = ViewHost(app.compiled())
    var screens: [String] = []
    func expectSameRendering(after step: String) {
      // At a tablet's width too, where a split view shows every column.
      for format in [RenderFormat.text, .text(width: 100), .html, .tree] {
        #expect(interpreted.render(format) == compiled.render(format), "\(format) after \(step)")
      }
      screens.append(interpreted.render(.tree))
    }
    expectSameRendering(after: "nothing")
    for step in app.steps {
      try await step.perform(on: compiled)
      try await step.perform(on: interpreted)
      expectSameRendering(after: step.description)
    }
    // Every step changes what is shown, so the comparison covers each state; but a tap that
    // only starts a task, which the `.settle` after it shows the result of.
    for (index, step) in app.steps.enumerated()
    where index + 1 == app.steps.count || app.steps[index + 1] != .settle {
      #expect(screens[index] != screens[index + 1], "\(step) changes nothing")
    }
    #expect(program.runtimeDiagnostics == [])
  }
}

/// ``ExampleAppParityTests/titleHarness``, compiled.
private struct TitleHarness: View {
  @State private var recipe = Recipe(
    id: 1, title: "Soup", subtitle: "Warm", rating: 2, isFavorite: false, collections: [],
    ingredients: [])
  var body: some View { RegularTitleView(recipe: $recipe) }
}

/// ``ExampleAppParityTests/presentationsHarness``, compiled.
private struct PresentationsHarness: View {
  var body: some View { PresentationsView(showing: .alert) }
}

/// ``ExampleAppParityTests/boxHarness``, compiled.
private struct BoxHarness: View {
  @StateObject private var box = RecipeBox()
  @State private var shelf = SidebarItem.all
  @State private var added: Recipe.ID? = nil
  var body: some View {
    VStack {
      Text(box.collections.joined(separator: ", "))
      Label(shelf.title, systemImage: shelf.icon)
      ForEach(box.recipes(in: shelf)) { recipe in
        Text(recipe.title)
      }
      Text("\(box.contains(2)) \(box.contains(added)) \(box.contains(nil))")
      Button("Favorites") { shelf = .favorites }
      Button("Korean") { shelf = .collection("Korean") }
      Button("All") { shelf = .all }
      Button("Add") { added = box.add(Recipe.emptyRecipe()) }
      Button("Delete 2") { box.delete(2) }
    }
  }
}

/// ``ExampleAppParityTests/primesHarness``, compiled.
private struct PrimesHarness: View {
  @State private var start = 1
  var body: some View {
    Text((start...(start + 12)).map { ordinal($0) }.joined(separator: " "))
    Text((start...(start + 12)).filter { isPrime($0) }.map { String($0) }.joined(separator: ","))
    Button("Next") { start += 13 }
  }
}

/// ``ExampleAppParityTests/recipesHarness``, compiled.
private struct RecipesHarness: View {
  @StateObject private var box = RecipeBox()
  var body: some View {
    RecipesContentView(selectedRecipeId: 2).environmentObject(box)
  }
}

/// ``ExampleAppParityTests/primeTimeHarness``, compiled.
private struct PrimeTimeHarness: View {
  @StateObject private var state = AppState()
  var body: some View { PrimeTimeExample.app(state: state) }
}

/// ``ExampleAppParityTests/signInHarness``'s form, compiled.
private struct SignInHarness: View {
  @State private var model = SignInModel()
  var body: some View { SignInExample.signIn(model: model) }
}

/// ``ExampleAppParityTests/signInHarness``'s profile, compiled.
private struct ProfileHarness: View {
  @State private var model = ProfileModel()
  var body: some View { SignInExample.profile(model: model) }
}
