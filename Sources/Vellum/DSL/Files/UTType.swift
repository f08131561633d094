#if !canImport(Darwin)
  import Foundation

  /// A uniform type identifier: the kind of a file or of transferred data, as
  /// UniformTypeIdentifiers defines it on Apple platforms. Linux has no such framework, so
  /// Vellum declares the type there (and `import UniformTypeIdentifiers` is offered on Linux as
  /// a module that brings Vellum); on Apple platforms Vellum uses the system's.
  ///
  /// The system's declared types are here with their identifiers, conformances, filename
  /// extensions and MIME types (`.plainText` is `public.plain-text`, conforming to `.text`,
  /// `.data` and `.item`). A filename extension or MIME type no declared type claims gives a
  /// dynamic type (`isDynamic`), whose identifier starts with `dyn.` and which conforms to
  /// `.data`, as the system's do; its identifier's encoding is Vellum's own.
  ///
  /// ```swift
  /// UTType(filenameExtension: "csv")?.conforms(to: .text)   // true
  /// UTType.json.preferredMIMEType                             // "application/json"
  /// ```
  public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible,
    CustomDebugStringConvertible
  {
    /// The type's identifier, in reverse-DNS form: `public.jpeg`, `com.adobe.pdf`.
    ///
    /// ```swift
    /// UTType.pdf.identifier   // "com.adobe.pdf"
    /// ```
    public let identifier: String

    /// What a dynamic or app-declared type knows of itself; the system's types are looked up.
    private let ownDeclaration: UTTypeDeclaration?

    /// The declared type with `identifier`, or `nil` when no type by that identifier is
    /// declared (types an app declares with `importedAs:`/`exportedAs:` included).
    ///
    /// ```swift
    /// UTType("public.png") == .png   // true
    /// ```
    public init?(_ identifier: String) {
      if let declared = UTTypeDeclaration.declared(identifier) {
        self.init(declaration: declared)
      } else if let registered = UTTypeDeclaration.registered(identifier) {
        self.init(declaration: registered)
      } else if identifier.hasPrefix("dyn.") {
        self.init(identifier: identifier, own: UTTypeDeclaration.dynamic(identifier, tags: [:]))
      } else {
        return nil
      }
    }

    /// A type the app imports: the system's declaration when there is one, else one declared
    /// here conforming to `parentType`.
    ///
    /// ```swift
    /// static let markdown = UTType(importedAs: "net.daringfireball.markdown")
    /// ```
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type the app declares and owns, conforming to `parentType`.
    ///
    /// ```swift
    /// static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
    /// ```
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(declaring: identifier, conformingTo: parentType)
    }

    /// The type whose preferred or other filename extension is `filenameExtension` (a dynamic
    /// type when none is declared), among the types conforming to `supertype`; `nil` when the
    /// extension is empty or contains a dot, or when the only type it names does not conform.
    ///
    /// ```swift
    /// UTType(filenameExtension: "md")   // a dynamic type, conforming to .data
    /// ```
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type whose MIME type is `mimeType`, among the types conforming to `supertype`.
    ///
    /// ```swift
    /// UTType(mimeType: "image/png") == .png   // true
    /// ```
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with `tag` in `tagClass` (an extension or a MIME type), among the types
    /// conforming to `supertype` when one is given; a dynamic type when none is declared.
    ///
    /// ```swift
    /// UTType(tag: "json", tagClass: .filenameExtension, conformingTo: nil) == .json   // true
    /// ```
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
      let tag = tag.lowercased()
      guard !tag.isEmpty, tagClass != .filenameExtension || !tag.contains(".") else {
        return nil
      }
      let candidates = UTTypeDeclaration.withTag(tag, in: tagClass).map(UTType.init(declaration:))
      if let match = candidates.first(where: { supertype.map($0.conforms(to:)) ?? true }) {
        self = match
        return
      }
      guard candidates.isEmpty else { return nil }
      let identifier = UTTypeDeclaration.dynamicIdentifier(tag: tag, tagClass: tagClass)
      let dynamic = UTType(
        identifier: identifier,
        own: UTTypeDeclaration.dynamic(identifier, tags: [tagClass: [tag]]))
      guard supertype.map(dynamic.conforms(to:)) ?? true else { return nil }
      self = dynamic
    }

    /// Every type with `tag` in `tagClass` that conforms to `supertype`.
    ///
    /// ```swift
    /// UTType.types(tag: "xml", tagClass: .filenameExtension, conformingTo: nil)   // [.xml]
    /// ```
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?)
      -> [UTType]
    {
      let declared = UTTypeDeclaration.withTag(tag.lowercased(), in: tagClass)
        .map(UTType.init(declaration:))
        .filter { supertype.map($0.conforms(to:)) ?? true }
      if declared.isEmpty,
        let dynamic = UTType(tag: tag, tagClass: tagClass, conformingTo: supertype)
      {
        return [dynamic]
      }
      return declared
    }

    init(declaration: UTTypeDeclaration) {
      self.init(identifier: declaration.identifier, own: nil)
    }

    /// One of the system's declared types, by identifier.
    init(declared identifier: String) {
      self.init(identifier: identifier, own: nil)
    }

    private init(identifier: String, own: UTTypeDeclaration?) {
      self.identifier = identifier
      self.ownDeclaration = own
    }

    private init(declaring identifier: String, conformingTo parentType: UTType) {
      if let declared = UTTypeDeclaration.declared(identifier) {
        self.init(declaration: declared)
        return
      }
      let declaration = UTTypeDeclaration(
        identifier, conformsTo: [parentType.identifier], description: nil)
      UTTypeDeclaration.register(declaration)
      self.init(identifier: identifier, own: declaration)
    }

    /// What is known of this type: its own declaration, the system's, or the app's.
    var declaration: UTTypeDeclaration {
      ownDeclaration ?? UTTypeDeclaration.declared(identifier)
        ?? UTTypeDeclaration.registered(identifier)
        ?? UTTypeDeclaration(identifier, conformsTo: ["public.data"], description: nil)
    }

    /// The filename extension files of this type are given: `"jpeg"` for `.jpeg`.
    ///
    /// ```swift
    /// UTType.plainText.preferredFilenameExtension   // "txt"
    /// ```
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type of this type's data, when it has one.
    ///
    /// ```swift
    /// UTType.png.preferredMIMEType   // "image/png"
    /// ```
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// This type's tags by class: its filename extensions and MIME types.
    ///
    /// ```swift
    /// UTType.jpeg.tags[.filenameExtension]   // ["jpeg", "jpg", "jpe"]
    /// ```
    public var tags: [UTTagClass: [String]] { declaration.tags }

    /// The type's description in English: `"PNG image"`; `nil` for a dynamic type.
    ///
    /// ```swift
    /// UTType.pdf.localizedDescription   // "PDF document"
    /// ```
    public var localizedDescription: String? { declaration.description }

    /// The types this type conforms to, directly or through others (not itself).
    ///
    /// ```swift
    /// UTType.png.supertypes.contains(.image)   // true
    /// ```
    public var supertypes: Set<UTType> {
      var found: Set<UTType> = []
      var pending = declaration.conformsTo
      while let next = pending.popLast() {
        guard let type = UTType(next), found.insert(type).inserted else { continue }
        pending += type.declaration.conformsTo
      }
      return found
    }

    /// Whether this type is `type` or conforms to it.
    ///
    /// ```swift
    /// UTType.commaSeparatedText.conforms(to: .text)   // true
    /// ```
    public func conforms(to type: UTType) -> Bool {
      self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    ///
    /// ```swift
    /// UTType.image.isSupertype(of: .png)   // true
    /// ```
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    ///
    /// ```swift
    /// UTType.png.isSubtype(of: .image)   // true
    /// ```
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether the type was made from a tag no declared type claims.
    ///
    /// ```swift
    /// UTType(filenameExtension: "vellum")?.isDynamic   // true
    /// ```
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the type is declared: by the system, or by the app with `importedAs:` or
    /// `exportedAs:`.
    ///
    /// ```swift
    /// UTType.json.isDeclared   // true
    /// ```
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type is one of the system's public types (`public.` identifiers).
    ///
    /// ```swift
    /// UTType.png.isPublic   // true
    /// ```
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The identifier.
    ///
    /// ```swift
    /// "\(UTType.png)"   // "public.png"
    /// ```
    public var description: String { identifier }

    /// The identifier.
    ///
    /// ```swift
    /// String(reflecting: UTType.png)   // "public.png"
    /// ```
    public var debugDescription: String { identifier }

    /// Two types are equal when their identifiers are.
    ///
    /// ```swift
    /// UTType("public.png") == .png   // true
    /// ```
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    ///
    /// ```swift
    /// Set<UTType>([.png, .png]).count   // 1
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Decodes a type from its identifier.
    ///
    /// ```swift
    /// try JSONDecoder().decode(UTType.self, from: Data(#""public.png""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
      let identifier = try decoder.singleValueContainer().decode(String.self)
      guard let type = UTType(identifier) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "no type is declared with the identifier \"\(identifier)\""))
      }
      self = type
    }

    /// Encodes the type as its identifier.
    ///
    /// ```swift
    /// try JSONEncoder().encode(UTType.png)   // "public.png"
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(identifier)
    }
  }
#endif
