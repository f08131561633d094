import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Presents the document browser while `isPresented` is true and `item` is not `nil`, for a
  /// person to choose a folder to save the item in, named `defaultFilename` ("Untitled" when
  /// `nil`) with the extension of the first of `contentTypes`. `Data` is saved as it is; any
  /// other item as the UTF-8 text a share of it records, since Vellum's `Transferable`
  /// declares no representations.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, item: report, contentTypes: [.plainText]) { _ in }
  /// ```
  public consuming func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    fileExporting(
      isPresented: isPresented,
      files: item.map { [.item($0, as: contentTypes, name: defaultFilename)] } ?? [],
      onCompletion: { result in onCompletion(result.map { $0[0] }) },
      onCancellation: onCancellation)
  }

  /// Presents the document browser while `isPresented` is true and `items` is not empty, for
  /// a person to choose a folder to save each item in ("Untitled", "Untitled 2"…).
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, items: notes, contentTypes: [.plainText]) { _ in }
  /// ```
  public consuming func fileExporter<C: Collection, T: Transferable>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element == T {
    fileExporting(
      isPresented: isPresented, files: items.map { .item($0, as: contentTypes, name: nil) },
      onCompletion: onCompletion, onCancellation: onCancellation)
  }
}
