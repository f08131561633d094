import Foundation

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

extension ViewHost {
  /// Chooses `urls` in the file dialog on screen, as a person picks them in the document
  /// browser: an importer reports them; an exporter writes its files into the one folder given
  /// and reports where they went; a mover moves its files there and reports their new places.
  /// The dialog's binding is reset before its completion runs, as SwiftUI documents. A write
  /// or move that fails is reported to the completion as a failure.
  ///
  /// - Throws: ``InteractionError`` when no file dialog is up (`.notFound`), or when the
  ///   dialog refuses the choice (`.filesRefused`): none or several files for an importer of
  ///   one, a file of a type it does not allow, or anything but one folder for an exporter or a
  ///   mover.
  ///
  /// ```swift
  /// try host.tap("Import")
  /// try host.chooseFiles([URL(fileURLWithPath: "/tmp/notes.txt")])
  /// ```
  public func chooseFiles(_ urls: [URL]) throws {
    let label = urls.map(\.lastPathComponent).joined(separator: ", ")
    let found = controls.lazy.compactMap { record -> FileDialogRequest? in
      if case .files(let request) = record.control { return request }
      return nil
    }
    guard let request = found.first else {
      throw InteractionError(
        action: "choose files", label: label, kind: .notFound, onScreen: onScreen(),
        presented: presentedDescription)
    }
    if let reason = Self.refusal(of: urls, by: request.kind) {
      throw InteractionError(
        action: "choose files", label: label, kind: .filesRefused(reason), onScreen: onScreen(),
        presented: presentedDescription)
    }
    interact {
      switch request.kind {
      case .importing:
        request.complete(.success(urls))
      case .exporting(let files):
        request.complete(Result { try files.map { try $0.write(into: urls[0]) } })
      case .moving(let files):
        request.complete(
          Result {
            try files.map { file in
              let destination = urls[0].appendingPathComponent(file.lastPathComponent)
              try FileManager.default.moveItem(at: file, to: destination)
              return destination
            }
          })
      }
    }
  }

  /// Why a dialog of `kind` refuses `urls`, or `nil` when it takes them.
  private static func refusal(of urls: [URL], by kind: FileDialogRequest.Kind) -> String? {
    switch kind {
    case .importing(let allowed, let multiple):
      if urls.isEmpty { return "choose at least one file" }
      if !multiple, urls.count > 1 {
        return "the importer takes one file, and \(urls.count) were chosen"
      }
      for url in urls {
        let type =
          url.hasDirectoryPath
          ? UTType.folder : UTType(filenameExtension: url.pathExtension) ?? .data
        if !allowed.contains(where: type.conforms(to:)) {
          let names = allowed.map { $0.localizedDescription ?? $0.identifier }
          return "\(url.lastPathComponent) is \(type.localizedDescription ?? type.identifier), "
            + "not one of the allowed types (\(names.joined(separator: ", ")))"
        }
      }
      return nil
    case .exporting, .moving:
      var isDirectory: ObjCBool = false
      guard urls.count == 1,
        FileManager.default.fileExists(atPath: urls[0].path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return "choose one existing folder to put the files in" }
      return nil
    }
  }
}
