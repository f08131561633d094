#if !canImport(Darwin)
  /// A class of tags naming a type outside the type system: filename extensions and MIME
  /// types (UniformTypeIdentifiers' `UTTagClass`).
  ///
  /// ```swift
  /// UTType.png.tags[.mimeType]   // ["image/png"]
  /// ```
  public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The tag class's identifier: `public.filename-extension`, `public.mime-type`.
    ///
    /// ```swift
    /// UTTagClass.mimeType.rawValue   // "public.mime-type"
    /// ```
    public let rawValue: String

    /// The tag class with `rawValue` as its identifier.
    ///
    /// ```swift
    /// UTTagClass(rawValue: "public.mime-type") == .mimeType   // true
    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the dot: `"png"`.
    ///
    /// ```swift
    /// UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil)
    /// ```
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

    /// MIME types: `"image/png"`.
    ///
    /// ```swift
    /// UTType(tag: "image/png", tagClass: .mimeType, conformingTo: nil)
    /// ```
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The identifier.
    ///
    /// ```swift
    /// "\(UTTagClass.mimeType)"   // "public.mime-type"
    /// ```
    public var description: String { rawValue }
  }
#endif
