import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension ExportedFile {
  /// `document` written as the first of `contentTypes`, or its first writable type.
  static func document<D: FileDocument>(_ document: D, as contentTypes: [UTType], name: String?)
    -> ExportedFile
  {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return ExportedFile(filename: filename(name, type: type)) {
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
    }
  }

  /// `document` written from a snapshot taken when the file is written.
  static func document<D: ReferenceFileDocument>(
    _ document: D, as contentTypes: [UTType], name: String?
  ) -> ExportedFile {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return ExportedFile(filename: filename(name, type: type)) {
      try document.fileWrapper(
        snapshot: document.snapshot(contentType: type),
        configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
    }
  }

  /// `item` written as its bytes: data as it is, any other value as the UTF-8 of the text a
  /// share of it records (Vellum's `Transferable` declares no representations).
  static func item<T: Transferable>(_ item: T, as contentTypes: [UTType], name: String?)
    -> ExportedFile
  {
    let type = contentTypes.first ?? (item is Data ? .data : .plainText)
    return ExportedFile(filename: filename(name, type: type)) {
      FileWrapper(
        regularFileWithContents: (item as? Data) ?? Data(Transfer.description(of: item).utf8))
    }
  }
}

extension View {
  /// Presents the document browser while `isShown` says so, for a person to choose a folder
  /// to save `files` in; resets `isPresented` before reporting, as every exporter does.
  func fileExporting(
    isPresented: Binding<Bool>, files: [ExportedFile],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let files = ExportedFile.uniqued(files)
    return fileDialog(
      isShown: { isPresented.wrappedValue && !files.isEmpty },
      request: FileDialogRequest(
        kind: .exporting(files), isPresented: isPresented,
        onCompletion: onCompletion, onCancellation: onCancellation))
  }
}
