import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Presents the document browser while `isPresented` is true and `document` is not `nil`,
  /// for a person to choose a folder to save the document in as `contentType`, named
  /// `defaultFilename` ("Untitled" when `nil`) with the type's extension. `isPresented` is set
  /// to `false`, then `onCompletion` gets the saved file's URL or the write's error; a
  /// cancelled dialog only resets `isPresented`.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, document: TextDocument(text: text), contentType: .plainText,
  ///   defaultFilename: "Notes"
  /// ) { result in saved = (try? result.get()) != nil }
  /// ```
  public consuming func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileExporting(
      isPresented: isPresented,
      files: document.map { [.document($0, as: [contentType], name: defaultFilename)] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
  }

  /// Presents the document browser to save `document` as the first of `contentTypes` (its
  /// first writable type when empty); `onCancellation` runs when the person cancels, after
  /// `isPresented` is reset.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, document: document, defaultFilename: "Notes",
  ///   onCompletion: { _ in }, onCancellation: { status = "Not saved" })
  /// ```
  public consuming func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    fileExporting(
      isPresented: isPresented,
      files: document.map { [.document($0, as: contentTypes, name: defaultFilename)] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// Presents the document browser while `isPresented` is true and `documents` is not empty,
  /// for a person to choose a folder to save each as `contentType` ("Untitled",
  /// "Untitled 2"…); `onCompletion` gets the saved files' URLs.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, documents: drafts, contentType: .plainText) { _ in }
  /// ```
  public consuming func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    fileExporting(
      isPresented: isPresented,
      files: documents.map { .document($0, as: [contentType], name: nil) },
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the document browser to save `documents` as the first of `contentTypes` (each
  /// one's first writable type when empty); `onCancellation` runs when the person cancels.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, documents: drafts, onCompletion: { _ in },
  ///   onCancellation: { status = "Not saved" })
  /// ```
  public consuming func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    fileExporting(
      isPresented: isPresented,
      files: documents.map { .document($0, as: contentTypes, name: nil) },
      onCompletion: onCompletion, onCancellation: onCancellation)
  }
}
