import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// The document browser a file dialog shows: the folder it opens in (its title; "Browse" when
/// the app names none), Cancel, the confirming button (which
/// the person's choice of files enables, so it starts disabled), and what the dialog is
/// about — the allowed types, or the files to save or move. A host has no file system to
/// browse: ``ViewHost/chooseFiles(_:)`` chooses.
struct FileDialogContent: View {
  let request: FileDialogRequest
  @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory

  var body: some View {
    NavigationStack {
      List {
        Section(header) {
          ForEach(rows, id: \.self) { Label($0, systemImage: "doc") }
        }
      }
      .navigationTitle(defaultDirectory?.lastPathComponent ?? "Browse")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { request.cancel() } }
        ToolbarItem(placement: .confirmationAction) {
          Button(request.title) {}.disabled(true)
        }
      }
    }
    .modifier(ControlModifier(control: .files(request)))
  }

  private var header: String {
    switch request.kind {
    case .importing: "Allowed Types"
    case .exporting: "Files to Save"
    case .moving: "Files to Move"
    }
  }

  private var rows: [String] {
    switch request.kind {
    case .importing(let types, _): types.map { $0.localizedDescription ?? $0.identifier }
    case .exporting(let files): files.map(\.filename)
    case .moving(let urls): urls.map(\.lastPathComponent)
    }
  }
}
