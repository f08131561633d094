#if !canImport(Darwin)
  import Foundation

  /// A class whose objects an item provider can make from data (Linux stand-in for
  /// Foundation's protocol; `NSString` and `NSURL` conform).
  ///
  /// ```swift
  /// provider.loadObject(ofClass: NSString.self) { string, _ in … }
  /// ```
  public protocol NSItemProviderReading: AnyObject {
    /// The types an object is read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  }

  extension NSString: NSItemProviderReading {
    /// Text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    /// A string from UTF-8 bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let string = String(data: data, encoding: .utf8),
        let object = NSString(string: string) as? Self
      else { throw CocoaError(.fileReadInapplicableStringEncoding) }
      return object
    }
  }

  extension NSURL: NSItemProviderReading {
    /// A URL, from its string.
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier, UTType.plainText.identifier]
    }
    /// A URL from its string's UTF-8 bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let string = String(data: data, encoding: .utf8),
        let url = NSURL(string: string) as? Self
      else { throw CocoaError(.fileReadCorruptFile) }
      return url
    }
  }
#endif
