import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Presents the document browser while `isPresented` is true, for a person to open one file
  /// of `allowedContentTypes`. When a file is chosen, `isPresented` is set to `false`, then
  /// `onCompletion` gets its URL; a cancelled dialog only resets `isPresented`. In a host,
  /// ``ViewHost/chooseFiles(_:)`` chooses and `host.dismiss()` (or the Cancel button)
  /// cancels.
  ///
  /// ```swift
  /// Button("Import") { isImporting = true }
  ///   .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
  ///     if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
  ///   }
  /// ```
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false,
      onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
  }

  /// Presents the document browser while `isPresented` is true, for a person to open files of
  /// `allowedContentTypes` — several when `allowsMultipleSelection` is true. `isPresented` is
  /// set to `false` before `onCompletion` runs; a cancelled dialog only resets it.
  ///
  /// ```swift
  /// .fileImporter(
  ///   isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true
  /// ) { result in photos = (try? result.get()) ?? [] }
  /// ```
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents the document browser while `isPresented` is true, for a person to open files of
  /// `allowedContentTypes`; `onCancellation` runs when the person cancels, after
  /// `isPresented` is reset.
  ///
  /// ```swift
  /// .fileImporter(
  ///   isPresented: $isImporting, allowedContentTypes: [.pdf], allowsMultipleSelection: false,
  ///   onCompletion: { files = (try? $0.get()) ?? [] }, onCancellation: { status = "Cancelled" })
  /// ```
  public consuming func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    fileDialog(
      isShown: { isPresented.wrappedValue },
      request: FileDialogRequest(
        kind: .importing(
          allowedContentTypes: allowedContentTypes,
          allowsMultipleSelection: allowsMultipleSelection), isPresented: isPresented,
        onCompletion: onCompletion, onCancellation: onCancellation))
  }
}
