import Vellum

/// The look of the reader.
enum ReaderTheme: String, CaseIterable, Identifiable {
  case paper, sepia, night

  var id: Self { self }
  var title: String { rawValue.capitalized }
}

/// Reader settings kept in app storage, as settings tutorials write them: each control bound
/// to an `@AppStorage` key, and a preview in another view that reads the same keys and so
/// follows every change.
struct ReaderSettings: View {
  @AppStorage("readerName") private var name = ""
  @AppStorage("readerTheme") private var theme = ReaderTheme.paper
  @AppStorage("readerFontSize") private var fontSize = 17
  @AppStorage("readerShowsProgress") private var showsProgress = true

  var body: some View {
    Form {
      Section("You") {
        TextField("Name", text: $name)
      }
      Section("Page") {
        Picker("Theme", selection: $theme) {
          ForEach(ReaderTheme.allCases) { theme in
            Text(theme.title).tag(theme)
          }
        }
        Stepper("Text size: \(fontSize)", value: $fontSize, in: 12...28)
        Toggle("Show progress", isOn: $showsProgress)
      }
      Section("Preview") {
        ReaderPreview()
      }
    }
  }
}

/// A page as the settings make it, reading the same keys.
struct ReaderPreview: View {
  @AppStorage("readerName") private var name = ""
  @AppStorage("readerTheme") private var theme = ReaderTheme.paper
  @AppStorage("readerFontSize") private var fontSize = 17
  @AppStorage("readerShowsProgress") private var showsProgress = true

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(name.isEmpty ? "Chapter One" : "Chapter One, for \(name)")
        .font(.system(size: Double(fontSize)))
      Text("\(theme.title) theme")
        .foregroundStyle(theme == .night ? .white : .primary)
      if showsProgress {
        ProgressView(value: 0.3)
      }
    }
    .padding()
    .background(theme == .night ? .black : theme == .sepia ? .orange.opacity(0.2) : .white)
  }
}
