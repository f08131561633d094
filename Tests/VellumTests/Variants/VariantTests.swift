import Foundation
import Testing
import Vellum
import VellumTesting

/// Variants (issue 19): environment values set before mount, and renderings that follow them.
@MainActor
@Suite struct VariantTests {
  struct Settings: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.layoutDirection) private var direction
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var notifications = true

    var body: some View {
      VStack(alignment: .leading) {
        Text("Appearance: \(scheme == .dark ? "dark" : "light")")
        Text("Direction: \(direction == .rightToLeft ? "rtl" : "ltr")")
        Text("Width: \(sizeClass == .regular ? "regular" : "compact")")
        Text("Reduce motion: \(reduceMotion ? "on" : "off")")
        Toggle("Notifications for new messages", isOn: $notifications)
        Text("Type size is \(typeSize == .large ? "default" : "changed") for this long caption")
      }
    }
  }

  @Test func variantsSetTheEnvironmentBeforeMount() {
    let variant = Variant.dark.combined(with: .rightToLeft).combined(with: .device(.iPadPortrait))
      .combined(with: .reducedMotion)
    #expect(variant.name == "dark-rtl-iPadPortrait-reduceMotion")
    let text = ViewHost(Settings(), variant: variant).render(.text)
    #expect(text.contains("Appearance: dark") && text.contains("Direction: rtl"))
    #expect(text.contains("Width: regular") && text.contains("Reduce motion: on"))
    #expect(
      ViewHost(Settings(), variant: Variant(name: "he", locale: Locale(identifier: "he-IL")))
        .render(.text).contains("Direction: rtl"), "a right-to-left language sets the direction")
  }

  @Test func textFollowsTheDeviceWidthAndTheTextSize() {
    let widths = [Device.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPadPortrait, .iPadLandscape]
      .map(\.columns)
    #expect(widths == [46, 49, 53, 102, 147])
    let wide = ViewHost(Settings(), variant: .device(.iPadPortrait)).render(.text)
    #expect(wide.split(separator: "\n").contains { $0.count > 60 }, "rows spread to 102 cells")
    let large = ViewHost(Settings(), variant: .largestText).render(.text)
    #expect(large.split(separator: "\n").allSatisfy { $0.count <= 15 }, "49 cells ÷ 3.12")
    #expect(
      ViewHost(Settings()).render(.text) == ViewHost(Settings(), variant: .light).render(.text))
  }

  @Test func htmlFollowsTheAppearanceDirectionAndTextSize() {
    let html = ViewHost(Settings(), variant: .dark.combined(with: .rightToLeft)).render(.html)
    #expect(html.hasPrefix("<div class=\"screen-variant dark\" dir=\"rtl\">"))
    let page = ViewHost(Settings(), variant: .largeText).render(.htmlPage(title: "Large"))
    #expect(
      page.contains(
        "<main class=\"screen framed\" style=\"font-size:23px;width:393px;height:852px\">"),
      "17 points × 1.35, on a 6.1-inch iPhone's screen")
    #expect(page.contains(".dark{color-scheme:dark;--label:#fff"))
    #expect(!ViewHost(Settings()).render(.html).contains("screen-variant"))
  }

  @Test func oneSnapshotPerVariant() {
    assertSnapshot(
      of: Settings(), as: .text, variants: [.light, .dark, .largeText, .device(.iPhoneSE)],
      named: "settings")
    assertSnapshot(of: Settings(), as: .html, variants: [.dark, .rightToLeft], named: "settings")
  }

  private struct Settings_Previews: PreviewProvider {
    static var previews: some View { Settings() }
    static var variants: [Variant] { [.dark, .largeText] }
  }

  @Test func theGalleryShowsEachPreviewInItsVariants() {
    var gallery = PreviewGallery(title: "Settings", variants: [.device(.iPhoneSE)])
    gallery.add(Settings_Previews.self)
    let preview = gallery.previews[0]
    #expect(preview.variants.map(\.name) == ["iPhoneSE", "dark", "xxxLarge"])
    let page = gallery.page(for: preview)
    #expect(page.components(separatedBy: "<div class=\"gallery-pair\">").count == 5)
    #expect(page.contains("<h2 class=\"variant-name\">dark</h2>"))
    #expect(page.contains("<div class=\"screen-variant dark\">"))
    #expect(page.contains("Notifications for new messages             [on]"), "46 cells")
    #expect(!page.contains("class=\"findings\""), "an accessible screen has no findings")
    var careless = PreviewGallery(title: "Careless")
    careless.add(
      "Icon",
      Button {
      } label: {
        Image(systemName: "trash")
      })
    #expect(
      careless.page(for: careless.previews[0]).contains(
        "<li>button with no label; give it accessibilityLabel(_:) or a title at Button"))
  }

  @Test func rightToLeftMirrorsTheTextLayoutButNotTheText() {
    let view = VStack(alignment: .leading) {
      HStack {
        Text("first")
        Text("second")
      }
      Text("leading").padding(.leading, 16)
      Toggle("Wi-Fi", isOn: .constant(true))
      NavigationLink("General") { Text("General settings") }
    }
    let lines = ViewHost(view, variant: .rightToLeft).render(.text)
      .split(separator: "\n").map(String.init)
    #expect(lines[0].hasSuffix("second first"), "stacks run right to left")
    #expect(
      lines[1].hasSuffix("leading") && lines[1].count == lines[0].count - 1,
      "leading is the right edge, and its padding is on the right")
    #expect(lines[2].hasPrefix("[on]") && lines[2].hasSuffix("Wi-Fi"))
    #expect(lines[3].hasPrefix("‹") && lines[3].hasSuffix("General"), "chevrons point left")
    let ltr = ViewHost(view).render(.text).split(separator: "\n").map(String.init)
    #expect(ltr[0].hasPrefix("first second") && ltr[2].hasSuffix("[on]"))
  }

  struct AccountForm: View {
    @State private var name = "Ada"
    @State private var notifications = true
    @State private var volume = 3
    var body: some View {
      NavigationStack {
        Form {
          Section("Profile") {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notifications)
          }
          Section {
            Stepper("Volume: \(volume)", value: $volume, in: 0...10)
            NavigationLink("Privacy") { Text("Privacy settings") }
          } footer: {
            Text("Changes are saved as you make them.")
          }
        }
        .navigationTitle("Account")
      }
    }
  }

  struct Mailboxes: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Inbox") { Text("Inbox") }
          NavigationLink("Drafts") { Text("Drafts") }
          NavigationLink("Archive") { Text("Archive") }
        }
        .navigationTitle("Mailboxes")
      }
    }
  }

  @Test func formsAndNavigationListsRightToLeft() {
    assertSnapshot(of: AccountForm(), as: .text, variants: [.rightToLeft], named: "form")
    assertSnapshot(of: AccountForm(), as: .html, variants: [.rightToLeft], named: "form")
    assertSnapshot(of: Mailboxes(), as: .text, variants: [.rightToLeft], named: "list")
    assertSnapshot(of: Mailboxes(), as: .html, variants: [.rightToLeft], named: "list")
  }

  struct MailSplit: View {
    @State private var selection: String? = "Inbox"
    var body: some View {
      NavigationSplitView {
        List(["Inbox", "Drafts", "Archive"], id: \.self, selection: $selection) { Text($0) }
          .navigationTitle("Mail")
      } detail: {
        Text(selection.map { "\($0): 3 messages" } ?? "Choose a mailbox")
      }
    }
  }

  @Test func aSplitViewAtTabletWidthAndLargeTypeText() {
    assertSnapshot(of: MailSplit(), as: .text, variants: [.device(.iPadLandscape)], named: "split")
    assertSnapshot(of: AccountForm(), as: .text, variants: [.largestText], named: "form")
  }

  @Test func aStoryboardRunsInAVariant() async {
    await assertSnapshots(
      of: ViewHost(AccountForm(), variant: .rightToLeft.combined(with: .device(.iPhoneSE))),
      steps: [.toggle("Notifications"), .increment("Volume: 3"), .tap("Privacy")])
  }
}
