import Foundation
import Testing
import Vellum

/// iOS 13 and 14 API that later releases deprecated but shipped code still calls (issue 60):
/// each compiles as written and does what the API that replaced it does.
///
/// Sources: Apple's documentation of `ActionSheet` and `actionSheet(isPresented:content:)`
/// ("Use confirmationDialog… instead"), `ContextMenu` and `contextMenu(_:)`,
/// `accessibility(label:)` and its siblings ("Use accessibilityLabel(_:) instead"),
/// `autocapitalization(_:)`, `disableAutocorrection(_:)`, `colorScheme(_:)`,
/// `navigationBarHidden(_:)`, `statusBar(hidden:)`, `frame()` ("This function is deprecated
/// and does nothing"), `ContentSizeCategory` and `EnvironmentValues.sizeCategory`,
/// `NavigationLink.init(_:isActive:destination:)` and `init(tag:selection:destination:label:)`,
/// `Stepper.init(value:in:step:onEditingChanged:label:)`, `TextField.init(_:text:onCommit:)`,
/// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`, and
/// `ToolbarItem.init(id:placement:showsByDefault:content:)`, and the iOS 14 tinted styles
/// `SwitchToggleStyle(tint:)`, `CircularProgressViewStyle(tint:)`, `LinearProgressViewStyle(tint:)`
/// ("Use `View/tint(_)` instead").
@MainActor
@Suite struct DeprecatedAPITests {
  private struct PhotoPicker: View {
    @State private var choosing = false
    @State private var picked = "none"
    var body: some View {
      VStack {
        Button("Add Photo") { choosing = true }
        Text("picked \(picked)")
      }
      .actionSheet(isPresented: $choosing) {
        ActionSheet(
          title: Text("Add Photo"), message: Text("Where from?"),
          buttons: [
            .default(Text("Camera")) { picked = "camera" },
            .destructive(Text("Remove")) { picked = "removed" }, .cancel(),
          ])
      }
    }
  }

  @Test func anActionSheetPresentsAConfirmationDialogOfItsButtons() throws {
    let host = ViewHost(PhotoPicker())
    try host.tap("Add Photo")
    let text = host.render(.text(width: 40))
    for part in ["Add Photo", "Where from?", "Camera", "Remove", "Cancel"] {
      #expect(text.contains(part))
    }
    #expect(host.render(.tree).contains("ConfirmationDialog"))
    try host.tap("Camera")
    #expect(host.root.visibleText.hasSuffix("picked camera"))
    #expect(!host.render(.tree).contains("ConfirmationDialog"))
  }

  @Test func anActionSheetForAnItemShowsWhileTheItemIsSet() throws {
    struct Item: Identifiable {
      let id: Int
    }
    struct Screen: View {
      @State private var item: Item?
      var body: some View {
        Button("Open") { item = Item(id: 7) }
          .actionSheet(item: $item) { ActionSheet(title: Text("Item \($0.id)")) }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    #expect(host.render(.text(width: 30)).contains("Item 7"))
    try host.tap("Cancel")
    #expect(!host.render(.text(width: 30)).contains("Item 7"))
  }

  @Test func aContextMenuValueOpensOnALongPressAndNilGivesNone() throws {
    struct Note: View {
      let locked: Bool
      @State private var log = "none"
      var body: some View {
        Text("Note \(log)")
          .contextMenu(locked ? nil : ContextMenu { Button("Pin") { log = "pinned" } })
      }
    }
    let host = ViewHost(Note(locked: false))
    try host.longPress("Note none")
    try host.tap("Pin")
    #expect(host.root.visibleText == "Note pinned")
    #expect(throws: InteractionError.self) {
      try ViewHost(Note(locked: true)).longPress("Note none")
    }
  }

  @Test func theOldAccessibilityModifiersAreTheNewOnes() {
    let old = ViewHost(
      Image(systemName: "heart").accessibility(label: Text("Favorite"))
        .accessibility(hint: Text("Marks it")).accessibility(value: Text("On"))
        .accessibility(identifier: "fav").accessibility(addTraits: .isButton)
        .accessibility(sortPriority: 2).accessibility(inputLabels: [Text("Heart")]))
    let new = ViewHost(
      Image(systemName: "heart").accessibilityLabel(Text("Favorite"))
        .accessibilityHint(Text("Marks it")).accessibilityValue(Text("On"))
        .accessibilityIdentifier("fav").accessibilityAddTraits(.isButton)
        .accessibilitySortPriority(2).accessibilityInputLabels([Text("Heart")]))
    #expect(old.root == new.root)
    #expect(
      ViewHost(Text("Hidden").accessibility(hidden: true)).root
        == ViewHost(Text("Hidden").accessibilityHidden(true)).root)
    #expect(
      ViewHost(Text("Header").accessibility(removeTraits: .isStaticText)).root
        == ViewHost(Text("Header").accessibilityRemoveTraits(.isStaticText)).root)
    let accepted = Text("Row").accessibility(selectionIdentifier: 1)
      .accessibility(activationPoint: CGPoint(x: 1, y: 1)).accessibility(activationPoint: .center)
    #expect(ViewHost(accepted).root == ViewHost(Text("Row")).root)
  }

  private struct Probe: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.disableAutocorrection) private var noAutocorrect
    var body: some View {
      Text(
        "\(scheme) \(sizeCategory) \(sizeCategory.isAccessibilityCategory) \(noAutocorrect ?? false)"
      )
    }
  }

  @Test func environmentModifiersSetWhatTheirReplacementsSet() {
    #expect(ViewHost(Probe()).root.visibleText == "light large false false")
    let set = Probe().colorScheme(.dark).environment(\.sizeCategory, .accessibilityLarge)
      .disableAutocorrection(true)
    #expect(ViewHost(set).root.visibleText == "dark accessibilityLarge true true")
    let typeSize = Probe().dynamicTypeSize(.xxLarge)
    #expect(ViewHost(typeSize).root.visibleText == "light extraExtraLarge false false")
    #expect(ContentSizeCategory(UIContentSizeCategory.small) == .small)
    #expect(ContentSizeCategory.extraSmall < .accessibilityMedium)
  }

  @Test func barAndFrameModifiersDoWhatTheirReplacementsDo() {
    #expect(
      ViewHost(NavigationStack { Text("Login").navigationBarHidden(true) }).root
        == ViewHost(NavigationStack { Text("Login").toolbar(.hidden, for: .navigationBar) }).root)
    #expect(ViewHost(Text("Photo").statusBar(hidden: true)).root == ViewHost(Text("Photo")).root)
    #expect(ViewHost(Text("Same").frame()).root == ViewHost(Text("Same")).root)
    #expect(
      ViewHost(Color.blue.cornerRadius(8, antialiased: false)).root
        == ViewHost(Color.blue.cornerRadius(8)).root)
    let field = TextField("Name", text: .constant("")).autocapitalization(.words)
    #expect(
      ViewHost(field).root
        == ViewHost(TextField("Name", text: .constant("")).textInputAutocapitalization(.words)).root
    )
  }

  @Test func oldNavigationLinkFormsPushWhileActive() throws {
    struct Menu: View {
      @State private var showsDetail = false
      @State private var selection: Int?
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Details", isActive: $showsDetail) { Text("Detail screen") }
            NavigationLink("Seven", tag: 7, selection: $selection) { Text("Screen seven") }
            NavigationLink(tag: 8, selection: $selection) {
              Text("Screen eight")
            } label: {
              Text("Eight")
            }
          }
        }
      }
    }
    let host = ViewHost(Menu())
    try host.tap("Details")
    #expect(host.root.visibleText.contains("Detail screen"))
    try host.back()
    try host.tap("Eight")
    #expect(host.root.visibleText.contains("Screen eight"))
    try host.back()
    try host.tap("Seven")
    #expect(host.root.visibleText.contains("Screen seven"))
  }

  @Test func oldStepperAndFieldFormsReportEditing() throws {
    struct Form: View {
      @State private var count = 0
      @State private var text = ""
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Stepper(value: $count, in: 0...5, onEditingChanged: { log.append("edit \($0)") }) {
            Text("Count \(count)")
          }
          TextField("Query", text: $text, onCommit: { log.append("commit \(text)") })
          TextField("Other", text: $text, onEditingChanged: { log.append("typing \($0)") })
          Text(log.joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Form())
    try host.increment("Count 0")
    try host.type("cat", into: "Query")
    try host.submit("Query")
    #expect(host.root.visibleText.hasSuffix("edit true,edit false,commit cat"))
  }

  @Test func aStepperOfActionsReportsEditingAroundEachStep() throws {
    struct Counter: View {
      @State private var log: [String] = []
      var body: some View {
        Stepper {
          log.append("up")
        } onDecrement: {
          log.append("down")
        } onEditingChanged: {
          log.append("\($0)")
        } label: {
          Text("Steps \(log.joined(separator: " "))")
        }
      }
    }
    let host = ViewHost(Counter())
    try host.increment("Steps ")
    #expect(host.root.visibleText.contains("Steps true up false"))
  }

  @Test func aLongPressReportsPressingThenActs() throws {
    struct Recorder: View {
      @State private var log: [String] = []
      var body: some View {
        Text("Hold \(log.joined(separator: ","))")
          .onLongPressGesture(pressing: { log.append("pressing \($0)") }) { log.append("done") }
      }
    }
    let host = ViewHost(Recorder())
    try host.longPress("Hold ")
    #expect(host.root.visibleText.contains("pressing true"))
    #expect(host.root.visibleText.contains("done"))
  }

  @Test func aCustomizableToolbarShowsItsItemsAsDeclared() {
    struct Editor: View {
      var body: some View {
        NavigationStack {
          Text("Draft")
            .toolbar(id: "editor") {
              ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
              ToolbarItem(id: "archive", placement: .primaryAction, showsByDefault: false) {
                Button("Archive") {}
              }
            }
        }
      }
    }
    let text = ViewHost(Editor()).render(.text(width: 40))
    #expect(text.contains("Bold"))
    #expect(!text.contains("Archive"))
  }

  @Test func tintedStylesDrawAsTheStyleUnderTheirTint() throws {
    struct Settings: View {
      @State var isOn = false
      var body: some View {
        VStack {
          Toggle("Wi-Fi", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .purple))
          ProgressView(value: 0.4).progressViewStyle(CircularProgressViewStyle(tint: .orange))
          ProgressView(value: 0.6).progressViewStyle(LinearProgressViewStyle(tint: .green))
        }
      }
    }
    let host = ViewHost(Settings())
    let tinted = host.render(.tree)
    let plain = ViewHost(
      VStack {
        Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.switch).tint(.purple)
        ProgressView(value: 0.4).progressViewStyle(.circular).tint(.orange)
        ProgressView(value: 0.6).progressViewStyle(.linear).tint(.green)
      }
    ).render(.tree)
    #expect(tinted == plain, "\(tinted)\n---\n\(plain)")
    try host.toggle("Wi-Fi")
    #expect(host.render(.tree).contains("isOn: $true"))
  }
}
