import Foundation
import Testing
import Vellum

/// Every view and modifier of the core DSL, rendered as a tree.
@MainActor
@Suite struct TreeRenderingTests {
  private func tree(_ view: some View) -> String {
    ViewHost(view).render(.tree)
  }

  @Test func textForms() {
    let name = "Tacos"
    #expect(
      tree(
        VStack {
          Text("Hello, \(name)!")
          Text(verbatim: "**raw**")
          Text(name)
          Text(42, format: .number)
          Text("Total: ") + Text("42").bold()
          Text("Title").font(.largeTitle).italic().foregroundColor(.red)
        }) == """
          VStack
            Text text: "Hello, Tacos!"
            Text text: "**raw**"
            Text text: "Tacos"
            Text text: "42"
            Text text: "Total: 42"
              Span text: "Total: "
              Span text: "42", bold: true
            Text text: "Title", font: largeTitle, italic: true, foregroundColor: red

          """)
  }

  @Test func buttonsLabelsAndImages() {
    #expect(
      tree(
        VStack {
          Button("Save") {}
          Button("Delete", role: .destructive) {}
          Button(role: .cancel) {
          } label: {
            Label("Cancel", systemImage: "xmark")
          }
          Button {
          } label: {
            Image(systemName: "plus")
          }
          Image("logo").resizable()
          Image(systemName: "star").symbolVariant(.fill)
        }) == """
          VStack
            Button
              Text text: "Save"
            Button role: destructive
              Text text: "Delete"
            Button role: cancel
              Label
                Image systemName: "xmark"
                Text text: "Cancel"
            Button
              Image systemName: "plus"
            Image name: "logo", resizable: true
            Image systemName: "star", symbolVariant: fill

          """)
  }

  @Test func stacksSpacersAndDividers() {
    #expect(
      tree(
        VStack(alignment: .leading, spacing: 4) {
          HStack(alignment: .top, spacing: 0) {
            Text("A")
            Spacer()
            Spacer(minLength: 8)
          }
          Divider()
          ZStack(alignment: .topLeading) {
            Color.blue
            Text("On blue")
          }
          ZStack {
            Text("Centered")
          }
        }) == """
          VStack alignment: leading, spacing: 4
            HStack alignment: top, spacing: 0
              Text text: "A"
              Spacer
              Spacer minLength: 8
            Divider
            ZStack alignment: topLeading
              Color color: blue
              Text text: "On blue"
            ZStack
              Text text: "Centered"

          """)
  }

  @Test func controlsShowTheirBoundValues() {
    #expect(
      tree(
        Form {
          Toggle("Favorite", isOn: .constant(true))
          TextField("Title", text: .constant("Tacos"))
          TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
          SecureField("Password", text: .constant("secret"))
        }) == """
          Form
            Toggle isOn: $true
              Text text: "Favorite"
            TextField title: "Title", text: $"Tacos"
            TextField title: "Email", text: $"", prompt: "you@example.com"
            SecureField title: "Password", text: $"secret"

          """)
  }

  @Test func listsSectionsAndScrollViews() {
    #expect(
      tree(
        ScrollView(.horizontal) {
          List {
            Section(header: Text("Fruit"), footer: Text("Fresh")) {
              Text("Apple")
            }
            Section("Vegetables") {
              ForEach(0..<2) { Text("Carrot \($0)") }
            }
            Section {
              Text("Plain")
            }
          }
          List(["a", "b"], id: \.self) { Text($0) }
        }) == """
          ScrollView axes: horizontal
            List
              Section
                Header
                  Text text: "Fruit"
                Text text: "Apple"
                Footer
                  Text text: "Fresh"
              Section
                Header
                  Text text: "Vegetables"
                Text [id: 0] text: "Carrot 0"
                Text [id: 1] text: "Carrot 1"
              Section
                Text text: "Plain"
            List
              Text [id: "a"] text: "a"
              Text [id: "b"] text: "b"

          """)
  }

  @Test func shapesAndGradients() {
    #expect(
      tree(
        VStack {
          Capsule()
          Circle().fill(Color.red)
          Rectangle().stroke(Color.blue, lineWidth: 2)
          RoundedRectangle(cornerRadius: 8)
          LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)
          Color(white: 0.5, opacity: 0.5)
          Color(red: 1, green: 0.5, blue: 0)
        }) == """
          VStack
            Capsule
            Circle fill: red
            Rectangle stroke: (style: blue, lineWidth: 2)
            RoundedRectangle cornerRadius: 8
            LinearGradient gradient: LinearGradient([red, yellow], leading → trailing)
            Color color: white(0.5, 0.5)
            Color color: rgb(1, 0.5, 0)

          """)
  }

  @Test func layoutAndStyleModifiersInTheOrderApplied() {
    #expect(
      tree(
        Text("Styled")
          .padding()
          .padding(.horizontal, 8)
          .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
          .frame(width: 100, height: 40, alignment: .leading)
          .frame(maxWidth: .infinity)
          .background(Color.yellow)
          .overlay(Circle(), alignment: .topTrailing)
          .foregroundStyle(.secondary)
          .font(.headline)
          .bold()
          .italic()
          .clipShape(RoundedRectangle(cornerRadius: 4))
          .cornerRadius(6)
          .shadow(color: .black, radius: 2, x: 1, y: 1)
          .opacity(0.5)
          .border(Color.gray, width: 2)
      ) == """
        Text text: "Styled", padding: 16, padding: (0, 8, 0, 8), padding: (1, 2, 3, 4), \
        frame: (width: 100, height: 40, alignment: leading), frame: (maxWidth: inf), \
        background: yellow, overlayAlignment: topTrailing, overlay: Circle, \
        foregroundStyle: secondary, font: headline, bold: true, italic: true, \
        clipShape: RoundedRectangle(cornerRadius: 4), cornerRadius: 6, \
        shadow: (color: black, radius: 2, x: 1, y: 1), opacity: 0.5, \
        border: (style: gray, width: 2)

        """)
  }

  @Test func stateAndNavigationModifiers() {
    #expect(
      tree(
        VStack {
          Button("Off") {}.disabled(true)
          Text("Gone").hidden()
          Text("Label").accessibilityLabel("Spoken").accessibilityIdentifier("label-id")
          Text("Tagged").tag(3)
          TextField("Email", text: .constant("")).keyboardType(.emailAddress)
          Text("Tap me").onTapGesture {}
        }
        .navigationTitle("Screen")
        .navigationBarTitle(Text("Old title"), displayMode: .inline)
      ) == """
        VStack navigationTitle: "Screen", navigationTitle: "Old title", \
        navigationBarTitleDisplayMode: inline
          Button disabled: true
            Text text: "Off"
          Text text: "Gone", hidden: true
          Text text: "Label", accessibilityLabel: "Spoken", accessibilityIdentifier: "label-id"
          Text text: "Tagged", tag: 3
          TextField title: "Email", text: $"", keyboardType: emailAddress
          Text text: "Tap me", onTapGesture: 1

        """)
  }

  @Test func structuralViewsAddNoNodesOfTheirOwn() {
    let flag = true
    let optional: String? = "present"
    #expect(
      tree(
        VStack {
          Group {
            Text("In group")
            EmptyView()
          }
          AnyView(Text("Erased"))
          if flag { Text("If") }
          if let optional { Text(optional) }
          if #available(macOS 14, *) { Text("Available") }
        }) == """
          VStack
            Text text: "In group"
            Text text: "Erased"
            Text text: "If"
            Text text: "present"
            Text text: "Available"

          """)
  }
}

private enum Screen { case home, settings, about }

private struct SwitchView: View {
  let screen: Screen
  var body: some View {
    switch screen {
    case .home: Text("Home")
    case .settings: Toggle("Dark", isOn: .constant(false))
    case .about: EmptyView()
    }
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func switchCasesEachBuildTheirView() {
    #expect(ViewHost(SwitchView(screen: .home)).render(.tree) == "Text text: \"Home\"\n")
    #expect(ViewHost(SwitchView(screen: .settings)).render(.tree).hasPrefix("Toggle isOn: $false"))
    #expect(ViewHost(SwitchView(screen: .about)).render(.tree) == "")
  }

  /// Blocks of two and three views, of ten (the builder's fixed forms, two to ten) and of
  /// eleven (its variadic form, here of verbatim texts) keep their views in order, each at its
  /// own position.
  @Test func blocksOfEverySizeKeepTheirViewsInOrder() {
    struct Block: View {
      let size: Int
      var body: some View {
        switch size {
        case 2:
          VStack {
            Text("1")
            Text("2")
          }
        case 3:
          VStack {
            Text("1")
            Text("2")
            Text("3")
          }
        case 10:
          VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
          }
        default:
          VStack {
            Text(verbatim: "1")
            Text(verbatim: "2")
            Text(verbatim: "3")
            Text(verbatim: "4")
            Text(verbatim: "5")
            Text(verbatim: "6")
            Text(verbatim: "7")
            Text(verbatim: "8")
            Text(verbatim: "9")
            Text(verbatim: "10")
            Text(verbatim: "11")
          }
        }
      }
    }
    for size in [2, 3, 10, 11] {
      let host = ViewHost(Block(size: size))
      #expect(host.root.visibleText == (1...size).map(String.init).joined(separator: " "))
      let texts = host.root.children.first?.children ?? []
      #expect(texts.map(\.identity) == (0..<size).map { Identity(first: .index($0)) })
    }
  }

  @Test func theReadmeQuickStartRendersAsDocumented() throws {
    struct ContentView: View {
      @State private var rememberMe = false

      var body: some View {
        VStack {
          Toggle("Remember Me", isOn: $rememberMe)
          Text(rememberMe ? "On" : "Off")
        }
      }
    }
    let host = ViewHost(ContentView())
    try host.toggle("Remember Me")
    #expect(
      host.render(.text(width: 40)) == """
        Remember Me                         [on]
                           On

        """)
  }
}
