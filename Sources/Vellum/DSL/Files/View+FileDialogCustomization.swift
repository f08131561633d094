import Foundation

extension View {
  /// Opens the file dialogs inside this view in `defaultDirectory`: the document browser
  /// shows that folder, titled with its name.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf]) { _ in }
  /// .fileDialogDefaultDirectory(documentsURL)
  /// ```
  public consuming func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\.fileDialogDefaultDirectory, defaultDirectory)
  }

  /// Sets the browser options of the file dialogs inside this view. Accepted with no effect:
  /// only macOS's file dialogs have these options; an iPhone's document browser does not.
  ///
  /// ```swift
  /// .fileDialogBrowserOptions([.displayFileExtensions])
  /// ```
  public consuming func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions)
    -> some View
  {
    self
  }

  /// Labels the confirming button of the file dialogs inside this view. Accepted with no
  /// effect: only macOS's file dialogs take a custom label (SwiftUI documents it as macOS's);
  /// an iPhone's document browser keeps its own.
  ///
  /// ```swift
  /// .fileDialogConfirmationLabel(Text("Attach"))
  /// ```
  public consuming func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }

  /// Labels the confirming button of the file dialogs inside this view, by localized key
  /// (macOS only, as the `Text` form).
  ///
  /// ```swift
  /// .fileDialogConfirmationLabel("Attach")
  /// ```
  public consuming func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    self
  }

  /// Labels the confirming button of the file dialogs inside this view with a string (macOS
  /// only).
  ///
  /// ```swift
  /// .fileDialogConfirmationLabel(actionName)
  /// ```
  @_disfavoredOverload
  public consuming func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    self
  }

  /// Names the file dialogs inside this view, so macOS restores how each was left. Accepted
  /// with no effect: an iPhone's document browser keeps no such state per dialog.
  ///
  /// ```swift
  /// .fileDialogCustomizationID("attachments")
  /// ```
  public consuming func fileDialogCustomizationID(_ id: String) -> some View { self }

  /// Whether the file dialogs inside this view resolve aliases (macOS's Finder aliases).
  /// Accepted with no effect: iOS has no aliases.
  ///
  /// ```swift
  /// .fileDialogImportsUnresolvedAliases(true)
  /// ```
  public consuming func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
    self
  }

  /// Shows `message` in the file dialogs inside this view. Accepted with no effect: only
  /// macOS's file dialogs show a message.
  ///
  /// ```swift
  /// .fileDialogMessage(Text("Choose a photo to attach"))
  /// ```
  public consuming func fileDialogMessage(_ message: Text?) -> some View { self }

  /// Shows the localized `messageKey` in the file dialogs inside this view (macOS only).
  ///
  /// ```swift
  /// .fileDialogMessage("Choose a photo to attach")
  /// ```
  public consuming func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }

  /// Shows `message` in the file dialogs inside this view (macOS only).
  ///
  /// ```swift
  /// .fileDialogMessage(prompt)
  /// ```
  @_disfavoredOverload
  public consuming func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }

  /// Enables only the URLs `predicate` accepts in the file dialogs inside this view. Accepted
  /// with no effect: only macOS's file dialogs disable URLs this way.
  ///
  /// ```swift
  /// .fileDialogURLEnabled(#Predicate<URL> { $0.pathExtension == "txt" })
  /// ```
  public consuming func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }

  /// Labels the exporter's file name field. Accepted with no effect: only macOS's save panel
  /// has that field's label.
  ///
  /// ```swift
  /// .fileExporterFilenameLabel(Text("Export As:"))
  /// ```
  public consuming func fileExporterFilenameLabel(_ label: Text?) -> some View { self }

  /// Labels the exporter's file name field by localized key (macOS only).
  ///
  /// ```swift
  /// .fileExporterFilenameLabel("Export As:")
  /// ```
  public consuming func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
    self
  }

  /// Labels the exporter's file name field with a string (macOS only).
  ///
  /// ```swift
  /// .fileExporterFilenameLabel(fieldLabel)
  /// ```
  @_disfavoredOverload
  public consuming func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
    self
  }
}
