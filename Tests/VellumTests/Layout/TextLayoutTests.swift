import Testing
import Vellum
import VellumTesting

@testable import PushButtonExample

private let paragraph =
  "Recipes shows how state and bindings drive changes in a SwiftUI interface, one view at a time."

@MainActor
@Suite struct TextLayoutTests {
  @Test func aStepperShowsItsValueOnlyWhenItsLabelDoesNot() {
    let volume = Binding.constant(3)
    let host = ViewHost(
      VStack {
        Stepper("Volume: \(volume.wrappedValue)", value: volume, in: 0...10)
        Stepper("Volume", value: volume, in: 0...10)
        Stepper("Size 13", value: volume, in: 0...10)
      })
    #expect(
      host.render(.text(width: 30)).components(separatedBy: "\n").prefix(3).map {
        $0.trimmingCharacters(in: .whitespaces)
      } == [
        "Volume: 3                [−|+]", "Volume                 3 [−|+]",
        "Size 13                3 [−|+]",
      ])
    #expect(host.render(.html).components(separatedBy: "<output>3</output>").count == 3)
  }

  @Test func aRowsChevronSitsOnItsCentreLine() {
    let host = ViewHost(
      NavigationStack {
        List {
          NavigationLink(value: 1) {
            VStack(alignment: .leading) {
              Text("Title")
              Text("Subtitle")
              Text("Third line")
            }
          }
        }
      })
    let lines = host.render(.text(width: 30)).components(separatedBy: "\n")
    #expect(lines.prefix(3).map { $0.hasSuffix("›") } == [false, true, false])
  }

  @Test func anOverWideToolbarCutsItsItemsShortOnOneLine() {
    let host = ViewHost(
      NavigationStack {
        Text("Body")
          .navigationTitle("Screen")
          .toolbar {
            Button("A very long toolbar title one") {}
            Button("Another long toolbar title two") {}
          }
      })
    let lines = host.render(.text(width: 40)).components(separatedBy: "\n")
    #expect(lines[0] == "Screen  [ A very lon… ] [ Another lon… ]")
    #expect(lines[1].allSatisfy { $0 == "─" })
  }

  /// iOS keeps a bar's buttons whole and cuts the title short; a disabled Save beside a long
  /// title in a sheet's bar was cut to `[ … ] (disabled)` instead.
  @Test func aBarKeepsItsButtonsWholeAndCutsTheTitleShort() throws {
    struct Editor: View {
      var body: some View {
        NavigationStack {
          Form { Text("Body") }
            .navigationTitle("New Habit Reminder")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
              ToolbarItem(placement: .confirmationAction) { Button("Save") {}.disabled(true) }
            }
        }
      }
    }
    let screen = ViewHost(Text("Habits").sheet(isPresented: .constant(true)) { Editor() })
    let bar = try #require(
      screen.render(.text).components(separatedBy: "\n").first { $0.contains("[ Cancel ]") })
    #expect(bar.contains("│ [ Cancel ] New Habit …"))
    #expect(bar.hasSuffix("[ Save ] (disabled) │"))
  }

  /// A link row's badge stands before its chevron, as iOS draws them, and revealing the row's
  /// leading swipe actions keeps its title and subtitle.
  @Test func aLinkRowsBadgeStandsBeforeItsChevron() throws {
    struct Habits: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink {
              Text("Detail")
            } label: {
              VStack(alignment: .leading) {
                Text("Read")
                Text("Daily").font(.caption)
              }
            }
            .badge(3)
            .swipeActions(edge: .leading) { Button("Pin") {} }
          }
        }
      }
    }
    let host = ViewHost(Habits())
    let row = host.render(.text).components(separatedBy: "\n")
    #expect(row[0].hasPrefix("Read") && row[0].hasSuffix("(3) ›"))
    #expect(row[1] == "Daily")
    try host.swipe("Read", edge: .leading)
    let revealed = host.render(.text).components(separatedBy: "\n")
    #expect(revealed[0].hasPrefix("[ Pin ] Read") && revealed[0].hasSuffix("(3) ›"))
    #expect(revealed[1].trimmingCharacters(in: .whitespaces) == "Daily")
  }

  @Test func nestedStacksWithAlignmentsAndSpacers() {
    assertSnapshot(
      of: VStack(alignment: .leading, spacing: 16) {
        HStack {
          Text("Leading")
          Spacer()
          Text("Trailing")
        }
        HStack(alignment: .top) {
          VStack(alignment: .trailing) {
            Text("one")
            Text("three")
          }
          VStack {
            Text("center")
            Text("c")
          }
          Text("top")
        }
        HStack(alignment: .bottom, spacing: 0) {
          Text("A\nB\nC")
          Text("bottom")
        }
        VStack(alignment: .trailing) {
          Text("right")
          Text("aligned text")
        }
      }, as: .text(width: 30), named: "stacks")
  }

  @Test func paddingFramesAndLayers() {
    assertSnapshot(
      of: VStack {
        Text("padded").padding().border(Color.gray)
        Text("sides").padding(.horizontal, 32).border(Color.gray)
        Text("fixed").frame(width: 96, height: 48, alignment: .bottomTrailing).border(Color.gray)
        Text("wide").frame(maxWidth: .infinity, alignment: .leading).border(Color.gray)
        ZStack(alignment: .topLeading) {
          Text("under the overlay")
          Text("ON")
        }
        Text("behind").background(Color.yellow).overlay(Text("*"), alignment: .trailing)
        Text("gone").hidden()
        Text("clear").opacity(0)
        Text("after")
      }, as: .text(width: 30), named: "padding-frames")
  }

  @Test(arguments: [20, 40, 80])
  func wrappingAndTruncation(width: Int) {
    assertSnapshot(
      of: VStack(alignment: .leading) {
        Text(paragraph)
        Text("Supercalifragilisticexpialidocious-and-more")
        Text(paragraph).frame(height: 32)
      }, as: .text(width: width), named: "wrapping")
  }

  @Test func koreanAndEmojiLineUpInsideBorders() {
    assertSnapshot(
      of: VStack(alignment: .leading) {
        HStack {
          Text("레시피").border(Color.gray)
          Text("Recipes").border(Color.gray)
        }
        HStack {
          Text("뷰에서 state를 사용하여").border(Color.gray)
          Text("🎉").border(Color.gray)
        }
        HStack {
          Text("7 is prime 🎉").border(Color.gray)
          Text("漢字かな").border(Color.gray)
        }
      }, as: .text(width: 40), named: "wide-characters")
  }

  @Test func everyControl() {
    enum Flavor: Hashable { case vanilla, chocolate }
    assertSnapshot(
      of: Form {
        Button("Save") {}
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
        Button("Archive") {}.disabled(true)
        Button {
        } label: {
          Label("Add", systemImage: "plus")
        }
        Toggle("Favorite", isOn: .constant(true))
        Toggle("Notify", isOn: .constant(false)).disabled(true)
        TextField("Title", text: .constant("Tacos"))
        TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
        SecureField("Password", text: .constant("secret"))
        Slider(value: .constant(0.3)) { Text("Volume") }
        Stepper("Servings", value: .constant(4), in: 1...12)
        Picker("Flavor", selection: .constant(Flavor.chocolate)) {
          Text("Vanilla").tag(Flavor.vanilla)
          Text("Chocolate").tag(Flavor.chocolate)
        }
        HStack {
          Image(systemName: "star")
          Image(systemName: "star").symbolVariant(.fill)
          Image(systemName: "heart.fill")
          Image(systemName: "trash")
          Image(systemName: "tortoise")
        }
      }, as: .text(width: 40), named: "controls")
  }

  @Test func listsWithSectionsHeadersAndFooters() {
    assertSnapshot(
      of: List {
        Section(header: Text("Favorites"), footer: Text("Swipe a row to delete it.")) {
          ForEach([2, 3, 5, 7], id: \.self) { Text("\($0)") }
        }
        Section("Collections") {
          Label("Breakfast", systemImage: "sun.max")
          Label("Dinner", systemImage: "moon")
        }
      }, as: .text(width: 40), named: "list-sections")
  }

  /// The corpus's bug: an `HStack` wider than the screen dropped its first texts (`l l o , S w
  /// i f t U I`). As in SwiftUI every text keeps its place in order — here a cell each, the
  /// stack running past the screen's trailing edge.
  @Test func anHStackWiderThanTheScreenKeepsItsFirstTexts() {
    let letters = Array("Hello, SwiftUI! Hello, SwiftUI!").map(String.init)
    let text = ViewHost(
      HStack { ForEach(Array(letters.enumerated()), id: \.offset) { Text($0.element) } }
    ).render(.text)
    #expect(text == "H e l l o ,   S w i f t U I !   H e l l o ,   S w\n")
  }

  /// iOS shows a title in a larger font, never underlined: in cells a title is its characters.
  @Test func titlesAndBoldAreDrawnAsPlainText() {
    assertSnapshot(
      of: VStack(alignment: .leading) {
        Text("Large title").font(.largeTitle)
        Text("Headline").font(.headline)
        Text("Bold body").bold()
        Text("Body")
      }, as: .text(width: 30), named: "emphasis")
  }

  @Test func thePushButtonScreenInBothStates() throws {
    let host = ViewHost(ContentView())
    assertSnapshot(of: host, as: .text(width: 40), named: "pushbutton-off")
    try host.tap("Remember Me")
    assertSnapshot(of: host, as: .text(width: 40), named: "pushbutton-on")
  }

  @Test func noLineEndsInASpace() {
    let text = ViewHost(
      HStack {
        Text("a ")
        Spacer()
        Text(" ")
      }
    ).render(.text(width: 20))
    #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
  }

  /// A text of one line is drawn where its frame puts it: whole when it fits (bold or not: the
  /// text rendering draws no emphasis), without its trailing space, or cut with an ellipsis
  /// when it does not.
  @Test func oneLineTextsAreDrawnWholeTrimmedOrCut() {
    let text = ViewHost(
      VStack(alignment: .leading) {
        // Frames are in points: 8 a column.
        Text("Title").bold().frame(width: 72)
        Text("Tail ").frame(width: 72)
        Text("Much too long").lineLimit(1).frame(width: 48)
        Text("Right").frame(width: 72, alignment: .trailing)
      }
    ).render(.text(width: 9))
    #expect(text == "  Title\n  Tail\nMuch …\n    Right\n")
  }
}
