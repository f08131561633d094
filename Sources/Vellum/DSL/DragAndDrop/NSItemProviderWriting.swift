#if !canImport(Darwin)
  import Foundation

  /// A class whose objects an item provider can offer as data (Linux stand-in for
  /// Foundation's protocol; `NSString` and `NSURL` conform).
  ///
  /// ```swift
  /// NSItemProvider(object: "Hello" as NSString)
  /// ```
  public protocol NSItemProviderWriting: AnyObject {
    /// The types the object is offered as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Gives the object's data as `typeIdentifier` to `completionHandler`.
    func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress?
  }

  extension NSString: NSItemProviderWriting {
    /// Text, as UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }
    /// The string's UTF-8 bytes.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(String(self).utf8), nil)
      return nil
    }
  }

  extension NSURL: NSItemProviderWriting {
    /// A URL, as its string.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier]
    }
    /// The URL's string as UTF-8 bytes.
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress? {
      completionHandler(Data(absoluteString.utf8), nil)
      return nil
    }
  }
#endif
