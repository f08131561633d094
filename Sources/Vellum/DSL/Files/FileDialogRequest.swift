import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A file dialog on screen — an importer, an exporter or a mover — and how it ends: with the
/// files a person chose (``ViewHost/chooseFiles(_:)``), or cancelled.
@MainActor
package struct FileDialogRequest {
  /// What the dialog asks for.
  package enum Kind {
    /// Files to open, of the allowed types; one unless several are allowed.
    case importing(allowedContentTypes: [UTType], allowsMultipleSelection: Bool)
    /// A folder to save these files in.
    case exporting([ExportedFile])
    /// A folder to move these files to.
    case moving([URL])
  }

  let kind: Kind
  /// Hides the dialog, then reports the files it ended with, or the error that ended it.
  let complete: (Result<[URL], any Error>) -> Void
  /// Hides the dialog, then reports the cancellation.
  let cancel: () -> Void

  /// A dialog bound to `isPresented`: it resets the binding, then reports the outcome to
  /// `onCompletion` or `onCancellation`, as SwiftUI documents for every file dialog.
  init(
    kind: Kind, isPresented: Binding<Bool>,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) {
    self.kind = kind
    self.complete = { result in
      isPresented.wrappedValue = false
      onCompletion(result)
    }
    self.cancel = {
      isPresented.wrappedValue = false
      onCancellation()
    }
  }

  /// The dialog's title, as the document browser shows it.
  var title: String {
    switch kind {
    case .importing: "Open"
    case .exporting: "Save"
    case .moving: "Move"
    }
  }
}

/// A file an exporter writes: its name and, when written, its contents.
@MainActor
package struct ExportedFile {
  let filename: String
  let contents: () throws -> FileWrapper

  /// Writes the file into `folder` and returns where it went.
  func write(into folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(filename)
    try contents().write(to: url, options: .atomic, originalContentsURL: nil)
    return url
  }

  /// `name` (or "Untitled") with `type`'s extension unless it has one already.
  static func filename(_ name: String?, type: UTType?) -> String {
    let base = name.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled"
    guard let pathExtension = type?.preferredFilenameExtension,
      (base as NSString).pathExtension.isEmpty
    else { return base }
    return base + "." + pathExtension
  }

  /// Names made unique in order: `Untitled.txt`, `Untitled 2.txt`…
  static func uniqued(_ files: [ExportedFile]) -> [ExportedFile] {
    var taken: Set<String> = []
    return files.map { file in
      let name = uniqueFilename(file.filename, isTaken: taken.contains)
      taken.insert(name)
      return ExportedFile(filename: name, contents: file.contents)
    }
  }
}

extension View {
  /// Presents `request`'s dialog as a sheet while `isShown` says so; dismissing it (the
  /// Cancel button, a swipe, `host.dismiss()`) cancels it.
  func fileDialog(isShown: @escaping () -> Bool, request: FileDialogRequest) -> some View {
    modifier(
      PresentationModifier(
        role: .sheet, attributes: [], key: { isShown() ? AnyHashable(true) : nil },
        dismiss: request.cancel, onDismiss: nil, content: { FileDialogContent(request: request) }))
  }
}
