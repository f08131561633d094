import Foundation
import Testing
import Vellum

/// The API SwiftUI deprecated but shipped apps still call compiles unchanged and behaves as it
/// did: `navigationViewStyle`, `presentationMode`, `Image.renderingMode`, `imageScale`, the
/// iOS 13 `Slider` order and the preview modifiers (issue 60, group 4). Each call below is
/// written as the apps write it.
@MainActor
@Suite struct ShippedAPITests {
  @Test func aNavigationViewWithAStackStylePushes() throws {
    struct Screen: View {
      var body: some View {
        NavigationView {
          NavigationLink("Details", destination: Text("Detail screen"))
        }
        .navigationViewStyle(StackNavigationViewStyle())
      }
    }
    struct Modern: View {
      var body: some View {
        NavigationView { Text("Root") }.navigationViewStyle(.stack)
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Details")
    #expect(host.root.visibleText.contains("Detail screen"))
    #expect(ViewHost(Modern()).root.visibleText == "Root")
  }

  @Test func presentationModeDismissesASheetAndPopsAPushedScreen() throws {
    struct Closer: View {
      @Environment(\.presentationMode) var presentationMode
      var body: some View {
        Button(presentationMode.wrappedValue.isPresented ? "Close" : "Root") {
          presentationMode.wrappedValue.dismiss()
        }
      }
    }
    struct Sheet: View {
      @State private var isShowing = true
      var body: some View {
        Text("Behind \(isShowing)").sheet(isPresented: $isShowing) { Closer() }
      }
    }
    let sheet = ViewHost(Sheet())
    try sheet.tap("Close")
    #expect(sheet.root.visibleText == "Behind false")

    struct Pushed: View {
      var body: some View {
        NavigationView { NavigationLink("Open", destination: Closer()) }
      }
    }
    let pushed = ViewHost(Pushed())
    try pushed.tap("Open")
    try pushed.tap("Close")
    #expect(!pushed.root.visibleText.contains("Close"))
    #expect(ViewHost(Closer()).root.visibleText == "Root")
  }

  @Test func imagesRecordTheirRenderingModeAndScale() {
    let host = ViewHost(
      HStack {
        Image(systemName: "heart.fill").renderingMode(.original)
        Image(systemName: "plus").imageScale(.large)
      })
    let images = host.root.children[0].children
    #expect(
      images[0][.renderingMode] == .name(Keyword(describing: Image.TemplateRenderingMode.original)))
    #expect(images[1][.imageScale] == .name(Keyword(describing: Image.Scale.large)))
    #expect(host.render(.html).contains("image-scale-large"))
  }

  @Test func theIOS13SliderOrderCompilesAndSlides() throws {
    struct Volume: View {
      @State private var level = 5.0
      @State private var edits = 0
      var body: some View {
        VStack {
          Slider(value: $level, in: 0...10, onEditingChanged: { if !$0 { edits += 1 } }) {
            Text("Level")
          }
          Slider(
            value: $level, in: 0...10, step: 1, onEditingChanged: { _ in },
            minimumValueLabel: Text("Low"), maximumValueLabel: Text("High")
          ) { Text("Stepped") }
          Text("level \(Int(level)), \(edits) edits")
        }
      }
    }
    let host = ViewHost(Volume())
    try host.slide("Level", to: 8)
    #expect(host.root.visibleText.contains("level 8, 1 edits"))
    #expect(host.root.visibleText.contains("Low"))
  }

  @Test func previewModifiersSizeAndNameTheGalleryPage() throws {
    struct Badge: View {
      var body: some View { Text("4 stars") }
    }
    struct Badge_Previews: PreviewProvider {
      static var previews: some View {
        Group {
          Badge().previewLayout(.sizeThatFits).previewDisplayName("Compact")
          Badge().previewDevice("iPhone SE (3rd generation)")
          Badge().previewLayout(.fixed(width: 200, height: 80))
        }
      }
    }
    var gallery = PreviewGallery()
    gallery.add(Badge_Previews.self)
    let pages = gallery.previews.map { gallery.page(for: $0) }
    #expect(gallery.previews.map(\.name) == ["Compact", "Badge 2", "Badge 3"])
    #expect(pages[0].contains("width:fit-content"))
    #expect(pages[1].contains("max-width:375px"))
    #expect(pages[2].contains("width:200px;height:80px"))
  }
}
