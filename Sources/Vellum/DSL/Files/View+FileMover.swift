import Foundation

extension View {
  /// Presents the document browser while `isPresented` is true and `file` is not `nil`, for a
  /// person to choose a folder to move the file to. `isPresented` is set to `false`, then
  /// `onCompletion` gets the file's new URL (or the error that stopped the move); a cancelled
  /// dialog only resets `isPresented`.
  ///
  /// ```swift
  /// .fileMover(isPresented: $isMoving, file: draftURL) { result in
  ///   if case .success(let url) = result { draftURL = url }
  /// }
  /// ```
  public consuming func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, files: file.map { [$0] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: {})
  }

  /// Presents the document browser while `isPresented` is true and `files` is not empty, for
  /// a person to choose a folder to move the files to; `onCompletion` gets their new URLs.
  ///
  /// ```swift
  /// .fileMover(isPresented: $isMoving, files: selectedURLs) { _ in selection.removeAll() }
  /// ```
  public consuming func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the document browser to move `file`; `onCancellation` runs when the person
  /// cancels, after `isPresented` is reset.
  ///
  /// ```swift
  /// .fileMover(
  ///   isPresented: $isMoving, file: draftURL, onCompletion: { _ in },
  ///   onCancellation: { status = "Not moved" })
  /// ```
  public consuming func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, files: file.map { [$0] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// Presents the document browser to move `files`; `onCancellation` runs when the person
  /// cancels, after `isPresented` is reset.
  ///
  /// ```swift
  /// .fileMover(
  ///   isPresented: $isMoving, files: selectedURLs, onCompletion: { _ in },
  ///   onCancellation: { status = "Not moved" })
  /// ```
  public consuming func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let files = Array(files)
    return fileDialog(
      isShown: { isPresented.wrappedValue && !files.isEmpty },
      request: FileDialogRequest(
        kind: .moving(files), isPresented: isPresented,
        onCompletion: onCompletion, onCancellation: onCancellation))
  }
}
