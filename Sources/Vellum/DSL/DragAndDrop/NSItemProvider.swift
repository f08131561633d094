#if !canImport(Darwin)
  import Foundation

  /// Items passed by drag and drop and the clipboard, each offered as one or more types of
  /// data: Linux's Foundation has no item provider, so Vellum declares the one its drag and
  /// drop modifiers pass, with Apple's signatures for the parts apps use.
  ///
  /// ```swift
  /// .onDrag { NSItemProvider(object: recipe.id.uuidString as NSString) }
  /// ```
  ///
  /// Loading is synchronous here: a completion handler runs before the load call returns (on
  /// Apple platforms it runs later, on another queue), so a host's drop has finished when the
  /// drop returns.
  open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Representation {
      let typeIdentifier: String
      let load: () -> (Data?, (any Error)?)
      /// The object registered, where one was; read back by `loadObject` and `loadItem`.
      let object: AnyObject?
    }

    private var representations: [Representation] = []

    /// A name for the item, such as a file's name.
    open var suggestedName: String?

    /// A provider with no items yet.
    ///
    /// ```swift
    /// let provider = NSItemProvider()
    /// ```
    public override init() { super.init() }

    /// A provider offering `object` in the types it writes.
    ///
    /// ```swift
    /// NSItemProvider(object: "Hello" as NSString)
    /// ```
    public convenience init(object: any NSItemProviderWriting) {
      self.init()
      registerObject(object, visibility: .all)
    }

    /// A provider offering a file's contents, typed by its extension; `nil` when the file
    /// cannot be read.
    ///
    /// ```swift
    /// NSItemProvider(contentsOf: fileURL)
    /// ```
    public convenience init?(contentsOf fileURL: URL) {
      guard let data = try? Data(contentsOf: fileURL) else { return nil }
      self.init()
      let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
      representations.append(
        Representation(typeIdentifier: type.identifier, load: { (data, nil) }, object: nil))
      suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider offering `item` (a string, URL or data) as `typeIdentifier`.
    ///
    /// ```swift
    /// NSItemProvider(item: url as NSURL, typeIdentifier: UTType.url.identifier)
    /// ```
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      self.init()
      guard let item, let typeIdentifier else { return }
      let data: Data? =
        switch item {
        case let string as NSString: Data(String(string).utf8)
        case let url as NSURL: Data(url.absoluteString.utf8)
        case let data as NSData: Data(data)
        default: nil
        }
      representations.append(
        Representation(
          typeIdentifier: typeIdentifier, load: { (data, nil) }, object: item as AnyObject))
    }

    /// Offers `object` in each type it writes.
    ///
    /// ```swift
    /// provider.registerObject("Hello" as NSString, visibility: .all)
    /// ```
    open func registerObject(
      _ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility
    ) {
      for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
        representations.append(
          Representation(
            typeIdentifier: typeIdentifier,
            load: {
              var loaded: (Data?, (any Error)?) = (nil, nil)
              _ = object.loadData(withTypeIdentifier: typeIdentifier) { loaded = ($0, $1) }
              return loaded
            }, object: object))
      }
    }

    /// Offers data of `typeIdentifier`, made by `loadHandler` when a receiver loads it.
    ///
    /// ```swift
    /// provider.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .all) {
    ///   done in done(json, nil); return nil
    /// }
    /// ```
    open func registerDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      visibility: NSItemProviderRepresentationVisibility,
      loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
      representations.append(
        Representation(
          typeIdentifier: typeIdentifier,
          load: {
            var loaded: (Data?, (any Error)?) = (nil, nil)
            _ = loadHandler { loaded = ($0, $1) }
            return loaded
          }, object: nil))
    }

    /// The types offered, in the order they were registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether an offered type is `typeIdentifier` or conforms to it.
    ///
    /// ```swift
    /// provider.hasItemConformingToTypeIdentifier(UTType.text.identifier)
    /// ```
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      representation(conformingTo: typeIdentifier) != nil
    }

    /// Loads the data of the first offered type conforming to `typeIdentifier`.
    ///
    /// ```swift
    /// provider.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { data, _ in … }
    /// ```
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
      let (data, error) =
        representation(conformingTo: typeIdentifier)?.load()
        ?? (nil, Self.unavailable(typeIdentifier))
      completionHandler(data, error)
      return Progress(totalUnitCount: 1)
    }

    /// Whether an object of `aClass` can be read from an offered type.
    ///
    /// ```swift
    /// provider.canLoadObject(ofClass: NSString.self)
    /// ```
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      aClass.readableTypeIdentifiersForItemProvider.contains {
        hasItemConformingToTypeIdentifier($0)
      }
    }

    /// Loads an object of `aClass` from the first offered type it reads.
    ///
    /// ```swift
    /// provider.loadObject(ofClass: NSString.self) { string, _ in title = string as? String }
    /// ```
    @discardableResult
    open func loadObject(
      ofClass aClass: any NSItemProviderReading.Type,
      completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
      for typeIdentifier in aClass.readableTypeIdentifiersForItemProvider {
        guard let representation = representation(conformingTo: typeIdentifier) else { continue }
        if let object = representation.object as? any NSItemProviderReading,
          type(of: object) == aClass
        {
          completionHandler(object, nil)
          return Progress(totalUnitCount: 1)
        }
        let (data, error) = representation.load()
        guard let data else {
          completionHandler(nil, error)
          return Progress(totalUnitCount: 1)
        }
        do {
          completionHandler(
            try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil)
        } catch {
          completionHandler(nil, error)
        }
        return Progress(totalUnitCount: 1)
      }
      completionHandler(nil, Self.unavailable("\(aClass)"))
      return Progress(totalUnitCount: 1)
    }

    /// Loads a Swift value (a `String`, a `URL`) from the first offered type its Foundation
    /// class reads.
    ///
    /// ```swift
    /// provider.loadObject(ofClass: String.self) { string, _ in title = string ?? "" }
    /// ```
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
      ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
      loadObject(ofClass: T._ObjectiveCType.self) { object, error in
        completionHandler(
          (object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
      }
    }

    /// Loads the item of the first offered type conforming to `typeIdentifier`: the object
    /// registered, else its data.
    ///
    /// ```swift
    /// provider.loadItem(forTypeIdentifier: UTType.url.identifier) { item, _ in … }
    /// ```
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: (((any NSSecureCoding)?, (any Error)?) -> Void)? = nil
    ) {
      guard let representation = representation(conformingTo: typeIdentifier) else {
        completionHandler?(nil, Self.unavailable(typeIdentifier))
        return
      }
      if let object = representation.object as? any NSSecureCoding {
        completionHandler?(object, nil)
        return
      }
      let (data, error) = representation.load()
      completionHandler?(data.map { NSData(data: $0) }, error)
    }

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
      representations.first { representation in
        representation.typeIdentifier == typeIdentifier
          || UTType(representation.typeIdentifier).flatMap { offered in
            UTType(typeIdentifier).map { offered.conforms(to: $0) }
          } == true
      }
    }

    private static func unavailable(_ what: String) -> NSError {
      NSError(
        domain: "NSItemProviderErrorDomain", code: -1000,
        userInfo: [NSLocalizedDescriptionKey: "no item of type \(what) is offered"])
    }
  }
#endif
