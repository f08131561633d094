/// What a file dialog's browser shows (macOS); recorded on iOS, whose document browser has
/// no such options.
///
/// ```swift
/// .fileDialogBrowserOptions([.includeHiddenFiles, .displayFileExtensions])
/// ```
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options from their bits.
  ///
  /// ```swift
  /// FileDialogBrowserOptions(rawValue: 1) == .enumeratePackages   // true
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lets a person browse into packages.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)

  /// Shows hidden files.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)

  /// Shows every file's extension.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}
