#if !canImport(Darwin)
  import Foundation

  /// What the type system knows of a type: what it conforms to, its tags and its description.
  struct UTTypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let tags: [UTTagClass: [String]]
    let description: String?

    init(
      _ identifier: String, conformsTo: [String], extensions: [String] = [],
      mimeTypes: [String] = [], description: String?
    ) {
      self.identifier = identifier
      self.conformsTo = conformsTo
      var tags: [UTTagClass: [String]] = [:]
      if !extensions.isEmpty { tags[.filenameExtension] = extensions }
      if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
      self.tags = tags
      self.description = description
    }

    private init(dynamic identifier: String, tags: [UTTagClass: [String]]) {
      self.identifier = identifier
      self.conformsTo = ["public.data"]
      self.tags = tags
      self.description = nil
    }

    /// The system's declaration of `identifier`.
    static func declared(_ identifier: String) -> UTTypeDeclaration? {
      system.byIdentifier[identifier]
    }

    /// The declarations with `tag` (lowercased) in `tagClass`, in the table's order.
    static func withTag(_ tag: String, in tagClass: UTTagClass) -> [UTTypeDeclaration] {
      system.byTag[tagClass]?[tag] ?? []
    }

    /// A dynamic type's declaration: it conforms to `public.data` only.
    static func dynamic(_ identifier: String, tags: [UTTagClass: [String]]) -> UTTypeDeclaration {
      UTTypeDeclaration(dynamic: identifier, tags: tags)
    }

    /// A dynamic type's identifier for `tag`: `dyn.` and the tag class and tag in hexadecimal
    /// UTF-8, so the same tag always gives the same type. (The system's encoding is private.)
    static func dynamicIdentifier(tag: String, tagClass: UTTagClass) -> String {
      let hex = "\(tagClass.rawValue)=\(tag)".utf8.map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }
      return "dyn." + hex.joined()
    }

    /// The declaration an app made with `UTType(importedAs:)` or `UTType(exportedAs:)`.
    static func registered(_ identifier: String) -> UTTypeDeclaration? {
      appTypes.withLock { $0[identifier] }
    }

    /// Records an app's declaration; the first declaration of an identifier stands.
    static func register(_ declaration: UTTypeDeclaration) {
      appTypes.withLock { types in
        if types[declaration.identifier] == nil { types[declaration.identifier] = declaration }
      }
    }

    private static let appTypes = LockedDictionary()

    /// The system's table, indexed.
    private static let system = SystemTypes(UTTypeDeclaration.systemTable)
  }

  /// The system's declarations by identifier and by tag.
  private struct SystemTypes: Sendable {
    let byIdentifier: [String: UTTypeDeclaration]
    let byTag: [UTTagClass: [String: [UTTypeDeclaration]]]

    init(_ table: [UTTypeDeclaration]) {
      var byIdentifier: [String: UTTypeDeclaration] = [:]
      var byTag: [UTTagClass: [String: [UTTypeDeclaration]]] = [:]
      for declaration in table {
        byIdentifier[declaration.identifier] = declaration
        for (tagClass, tags) in declaration.tags {
          for tag in tags { byTag[tagClass, default: [:]][tag, default: []].append(declaration) }
        }
      }
      self.byIdentifier = byIdentifier
      self.byTag = byTag
    }
  }

  /// The app's declared types, shared by every thread.
  private final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String: UTTypeDeclaration] = [:]

    func withLock<T>(_ body: (inout [String: UTTypeDeclaration]) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(&types)
    }
  }
#endif
