import Foundation

extension EnvironmentValues {
  /// The folder a file dialog opens in (`fileDialogDefaultDirectory(_:)`); `nil` for the
  /// document browser's own choice.
  package var fileDialogDefaultDirectory: URL? {
    get { self[FileDialogDefaultDirectoryKey.self] }
    set { self[FileDialogDefaultDirectoryKey.self] = newValue }
  }
}

private enum FileDialogDefaultDirectoryKey: EnvironmentKey {
  static var defaultValue: URL? { nil }
}
