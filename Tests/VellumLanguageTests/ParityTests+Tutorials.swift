import Vellum

@testable import TutorialExamples

extension ParityTests {
  /// View files written as public tutorials and sample apps write them (`Grammar/tutorials`):
  /// lists of models, detail navigation, forms, grids, timers; each rendered interpreted and
  /// compiled through the interactions a person would make on it (issue 59).
  nonisolated static let tutorials = [
    // Apple's SwiftUI tutorial's landmark list: a filter toggle, rows leading to a detail.
    Example(
      file: "Landmarks.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(LandmarkList()) },
      steps: [.toggle("Favorites only"), .tap("Chilkoot Trail"), .back, .toggle("Favorites only")]),
    // Apple's Scrumdinger: rows over a binding to the scrums, a detail bound to its row, and
    // an editor in a sheet working on a copy until Done.
    Example(
      file: "Scrums.swift", folder: "Grammar/tutorials", compiled: { AnyView(ScrumsView()) },
      steps: [
        .tap("Design"), .tap("Edit"), .type("Design Review", into: "Title"),
        .increment("10 minutes"), .type("Ana", into: "New Attendee"), .tap("Add"),
        .delete(row: 0, in: nil), .tap("Done"), .back,
      ]),
    // A grid of swatches: columns made by a computed property, a selection shown in a sheet
    // for an item.
    Example(
      file: "ColorGrid.swift", folder: "Grammar/tutorials", compiled: { AnyView(ColorGrid()) },
      steps: [.tap("Blue"), .tap("Close"), .select("2", in: "Columns"), .tap("Red")]),
    // A stopwatch: a timer publisher, laps listed newest first with `enumerated()`, a
    // monospaced system font and `String(format:)`.
    Example(
      file: "Stopwatch.swift", folder: "Grammar/tutorials", compiled: { AnyView(Stopwatch()) },
      steps: [.tap("Start"), .tap("Lap"), .tap("Lap"), .tap("Stop")]),
    // A to-do list over an `@Observable` store: a field that adds on Return, rows that check
    // off, a segmented filter over a `CaseIterable` enum identified by itself, swipe to delete.
    Example(
      file: "Todos.swift", folder: "Grammar/tutorials", compiled: { AnyView(TodoList()) },
      steps: [
        .type("Water plants", into: "New task"), .submit("New task"), .tap("Buy milk"),
        .select("Open", in: "Show"), .delete(row: 0, in: nil), .select("All", in: "Show"),
      ]),
    // A settings form: sections with headers and footers, a picker over an enum, a stepper
    // with a step, a date picker shown by a toggle, and a destructive reset.
    Example(
      file: "Preferences.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(PreferencesView()) },
      steps: [
        .type("", into: "Username"), .select("Dark", in: "Appearance"),
        .increment("Font size: 14"), .toggle("Daily reminder"), .tap("Reset"),
      ]),
    // A contact list: search, a favorites section, destinations pushed by an `Int` value, and
    // a swipe action.
    Example(
      file: "Contacts.swift", folder: "Grammar/tutorials", compiled: { AnyView(ContactsView()) },
      steps: [
        .type("gr", into: "Search"), .type("", into: "Search"), .tap("Alan Turing"), .back,
        .swipe("Grace Hopper", edge: .trailing), .tap("Favorite"),
      ]),
    // Animations: `withAnimation`, `.animation(_:value:)`, a scale effect and a transition.
    Example(
      file: "Likes.swift", folder: "Grammar/tutorials", compiled: { AnyView(LikesView()) },
      steps: [.tap("41"), .tap("Show details"), .tap("42"), .tap("Hide details")]),
    // Tabs with their own navigation, a badge, and a selection a button changes.
    Example(
      file: "Tabs.swift", folder: "Grammar/tutorials", compiled: { AnyView(TabbedApp()) },
      steps: [.tap("Open inbox"), .tap("Mark all read"), .tap("Profile"), .tap("Home")]),
    // A validated sign-up form: focus moved on Return, rules shown, the button enabled when
    // they all hold.
    Example(
      file: "SignUp.swift", folder: "Grammar/tutorials", compiled: { AnyView(SignUpForm()) },
      steps: [
        .type("ada@example.com", into: "Email"), .submit("Email"),
        .type("analytical", into: "Password"), .type("analytical", into: "Confirm password"),
        .toggle("I accept the terms"), .tap("Create account"),
      ]),
    // A forecast: symbols from an enum, temperatures converted by a unit picker.
    Example(
      file: "Weather.swift", folder: "Grammar/tutorials", compiled: { AnyView(WeatherView()) },
      steps: [.select("°F", in: "Unit"), .select("°C", in: "Unit")]),
    // A quiz: a question at a time, a score, an alert with a message at the end.
    Example(
      file: "Quiz.swift", folder: "Grammar/tutorials", compiled: { AnyView(QuizView()) },
      steps: [.tap("4"), .tap("Rome"), .tap("Jupiter"), .tap("Play again")]),
    // A color mixer: a filled shape, sliders made by a helper that takes a binding.
    Example(
      file: "Mixer.swift", folder: "Grammar/tutorials", compiled: { AnyView(ColorMixer()) },
      steps: [.slide("Red", to: 1), .slide("Blue", to: 0), .tap("Reset")]),
    // Hacking with Swift's iExpense: currency totals, an add form in a sheet given a callback
    // by trailing closure, a stepper over a `Double`, swipe to delete.
    Example(
      file: "Expenses.swift", folder: "Grammar/tutorials", compiled: { AnyView(ExpensesView()) },
      steps: [
        .tap("Add"), .increment("Amount: 3.50"), .select("Fun", in: "Category"), .tap("Save"),
        .delete(row: 0, in: nil),
      ]),
    // A reading list: rows over sorted indices, a detail editing its book through
    // `$books[index]`, stars from `String(repeating:count:)`.
    Example(
      file: "Reading.swift", folder: "Grammar/tutorials", compiled: { AnyView(ReadingList()) },
      steps: [
        .select("Rating", in: "Sort by"), .tap("Emma"), .increment("Rating: 3"),
        .toggle("Read"), .back, .select("Title", in: "Sort by"),
      ]),
    // A first tutorial's counter: steppers, progress toward a goal, a message when reached.
    Example(
      file: "StepGoal.swift", folder: "Grammar/tutorials", compiled: { AnyView(StepGoal()) },
      steps: [
        .increment("Steps: 0"), .decrement("Goal: 5"), .decrement("Goal: 4"),
        .decrement("Goal: 3"), .decrement("Goal: 2"), .tap("Reset"),
      ]),
    // A profile card: an avatar from a filled circle, stats from a helper, a tinted button.
    Example(
      file: "ProfileCard.swift", folder: "Grammar/tutorials", compiled: { AnyView(ProfileCard()) },
      steps: [.tap("Follow"), .tap("Following")]),
    // A menu: sections from a helper over filtered dishes, an order and its currency total.
    Example(
      file: "Menu.swift", folder: "Grammar/tutorials", compiled: { AnyView(MenuView()) },
      steps: [
        .tap("Add Soup"), .tap("Add Steak"), .toggle("Vegetarian only"), .tap("Add Risotto"),
        .tap("Clear order"),
      ]),
    // `@Observable` habits shared by a list and a `@Bindable` detail; an alert with a field.
    Example(
      file: "HabitTracker.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(HabitTracker()) },
      steps: [
        .tap("Read"), .tap("Done today"), .back, .tap("New habit"), .type("Swim", into: "Name"),
        .tap("Add"),
      ]),
    // A photo album: grid columns kept in a stored property, tiles pushed by value.
    Example(
      file: "PhotoAlbum.swift", folder: "Grammar/tutorials", compiled: { AnyView(PhotoAlbum()) },
      steps: [.tap("Forest"), .tap("Favorite"), .back, .tap("City"), .tap("Favorite"), .back]),
    // Custom shapes: a star drawn by a loop with `cos` and `sin`, a hexagon of quadratic
    // curves in `Path { path in … }`, a wedge from `addArc` between two `Angle`s, a clip shape.
    Example(
      file: "BadgeMaker.swift", folder: "Grammar/tutorials", compiled: { AnyView(BadgeMaker()) },
      steps: [
        .increment("Points: 5"), .toggle("Outline only"), .tap("Earn one"),
        .increment("Points: 6"), .tap("Earn one"),
      ]),
    // Activity rings: arcs turned by `rotationEffect(.degrees(-90))`, rows over `$goals` whose
    // `$goal in` closures write through the binding, growth `withAnimation`.
    Example(
      file: "ActivityRings.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(ActivityRings()) },
      steps: [
        .tap("Add 5 to Move"), .tap("Add 5 to Move"), .tap("Add 5 to Stand"),
        .tap("Add 5 to Exercise"), .tap("Add 5 to Stand"),
      ]),
    // A chart drawn by hand: bars from a loop over `enumerated()` with a tuple pattern, an
    // average by `reduce(0, +)`, a segmented span, a goal line padded from one edge.
    Example(
      file: "StepChart.swift", folder: "Grammar/tutorials", compiled: { AnyView(StepChart()) },
      steps: [.select("Fortnight", in: "Span"), .toggle("Show goal"), .select("Week", in: "Span")]),
    // A clock face: hands and hour marks from custom shapes, turned by computed angles.
    Example(
      file: "ClockFace.swift", folder: "Grammar/tutorials", compiled: { AnyView(ClockFace()) },
      steps: [.tap("+1 hour"), .tap("+15 minutes"), .tap("+15 minutes"), .tap("Noon")]),
    // A shop: an `@Observable` cart in the environment, read with `@Environment(Cart.self)`
    // and bound with `@Bindable var cart = cart` in the sheet's body.
    Example(
      file: "ShoppingCart.swift", folder: "Grammar/tutorials", compiled: { AnyView(ShopView()) },
      steps: [
        .tap("Add Espresso beans"), .tap("Add Espresso beans"), .tap("Add Paper filters"),
        .tap("Cart (3)"), .increment("Paper filters × 1"), .delete(row: 0, in: nil),
        .tap("Done"),
      ]),
    // Notes in a split view: `List(notes, selection:)` choosing the detail, which edits the
    // note through `$notes[index]`; a record with a `body` property of its own.
    Example(
      file: "Notes.swift", folder: "Grammar/tutorials", compiled: { AnyView(NotesApp()) },
      steps: [
        .tap("Ideas"), .type("Ideas for spring", into: "Title"), .tap("New note"),
        .tap("Delete note"), .tap("Ideas for spring"),
      ]),
    // A welcome tour: a paged `TabView` bound to the page, a button whose title and action
    // change on the last page, fonts changed by `Font`'s methods (`.title.bold()`).
    Example(
      file: "Onboarding.swift", folder: "Grammar/tutorials", compiled: { AnyView(Onboarding()) },
      steps: [
        .tap("Next"), .tap("Next"), .tap("Get started"), .tap("Replay the tour"), .tap("Skip"),
      ]),
    // A tip calculator: a stepper labelled by a formatted view, a segmented picker over
    // `ForEach(options, id: \.self)`, totals in `LabeledContent { … }`.
    Example(
      file: "TipCalculator.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(TipCalculator()) },
      steps: [.increment("$48.00"), .select("20%", in: "Tip"), .increment("2 people")]),
    // A countdown: presets reset by `onChange(of:)`, a timer publisher, a ring of what is left
    // stroked in `.gray.opacity(0.3)` behind a custom arc.
    Example(
      file: "Countdown.swift", folder: "Grammar/tutorials", compiled: { AnyView(Countdown()) },
      steps: [
        .select("30 s", in: "Length"), .tap("Start"), .tap("Pause"),
        .select("5 min", in: "Length"),
      ]),
    // A recipe search: `searchable` with a prompt, scopes over a `CaseIterable` enum, sections
    // with a header and a footer, an empty state in an overlay.
    Example(
      file: "RecipeFinder.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(RecipeFinder()) },
      steps: [
        .type("lemon", into: "Search recipes"), .select("Desserts", in: "Scope"),
        .type("pie", into: "Search recipes"), .select("All", in: "Scope"),
      ]),
    // A shelf of `[any ShelfItem]`: a protocol's requirements met by three structs, defaults
    // from its extension (a property, a method one type overrides, a helper taking `any`).
    Example(
      file: "MediaShelf.swift", folder: "Grammar/tutorials", compiled: { AnyView(MediaShelf()) },
      steps: [.select("Newest", in: "Order"), .tap("Add game"), .select("Title", in: "Order")]),
    // Settings in `@AppStorage`: an enum kept by its raw value, a number, a flag and a name,
    // read by a second view through the same keys.
    Example(
      file: "ReaderSettings.swift", folder: "Grammar/tutorials",
      compiled: { AnyView(ReaderSettings()) },
      steps: [
        .type("Ada", into: "Name"), .select("Night", in: "Theme"), .increment("Text size: 17"),
        .toggle("Show progress"),
      ]),
  ]
}
