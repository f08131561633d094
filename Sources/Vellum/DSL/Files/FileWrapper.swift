#if !canImport(Darwin)
  import Foundation

  /// A file, a directory of files or a symbolic link, held in memory: what a `FileDocument`
  /// reads and writes. Apple's Foundation has it and Linux's does not, so Vellum declares it
  /// there with the same API; on Apple platforms Foundation's is used.
  ///
  /// Children of a directory wrapper are keyed by file name; adding a child whose preferred
  /// name is taken gives it a unique one (`notes 2.txt`; Apple's uniquing scheme is its own).
  ///
  /// ```swift
  /// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
  ///   FileWrapper(regularFileWithContents: Data(text.utf8))
  /// }
  /// ```
  open class FileWrapper {
    /// How a wrapper reads from disk. Vellum reads contents at once whatever the options say.
    ///
    /// ```swift
    /// try FileWrapper(url: url, options: .immediate)
    /// ```
    public struct ReadingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from their bits.
      ///
      /// ```swift
      /// FileWrapper.ReadingOptions(rawValue: 1) == .immediate   // true
      /// ```
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Read every file's contents when the wrapper is made.
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Read contents without memory-mapping them.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes to disk.
    ///
    /// ```swift
    /// try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
    /// ```
    public struct WritingOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from their bits.
      ///
      /// ```swift
      /// FileWrapper.WritingOptions(rawValue: 1) == .atomic   // true
      /// ```
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Write to a temporary file, then move it into place.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Set each child wrapper's `filename` to the name it was written under.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
      case regularFile(Data)
      case directory([String: FileWrapper])
      case symbolicLink(URL)
    }

    private var contents: Contents

    /// The name the wrapper would like to be saved under.
    ///
    /// ```swift
    /// wrapper.preferredFilename = "notes.txt"
    /// ```
    open var preferredFilename: String?

    /// The name the wrapper was read from or last written under.
    ///
    /// ```swift
    /// try FileWrapper(url: url).filename   // "notes.txt"
    /// ```
    open var filename: String?

    /// The file's attributes, as `FileManager` reports them (read from disk, else empty).
    ///
    /// ```swift
    /// wrapper.fileAttributes[FileAttributeKey.size.rawValue]
    /// ```
    open var fileAttributes: [String: Any] = [:]

    /// A wrapper of a regular file holding `contents`.
    ///
    /// ```swift
    /// FileWrapper(regularFileWithContents: Data("Hello".utf8))
    /// ```
    public init(regularFileWithContents contents: Data) {
      self.contents = .regularFile(contents)
    }

    /// A wrapper of a directory holding `childrenByPreferredName`, each child's preferred name
    /// set to its key.
    ///
    /// ```swift
    /// FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: data)])
    /// ```
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName { child.preferredFilename = name }
      self.contents = .directory(childrenByPreferredName)
    }

    /// A wrapper of a symbolic link to `url`.
    ///
    /// ```swift
    /// FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "/tmp"))
    /// ```
    public init(symbolicLinkWithDestinationURL url: URL) {
      self.contents = .symbolicLink(url)
    }

    /// A wrapper of what is at `url` on disk: a file's contents, a directory's children, or a
    /// link's destination.
    ///
    /// - Throws: Foundation's error when nothing can be read at `url`.
    ///
    /// ```swift
    /// let wrapper = try FileWrapper(url: fileURL)
    /// ```
    public init(url: URL, options: ReadingOptions = []) throws {
      self.contents = try Self.read(url)
      self.filename = url.lastPathComponent
      self.preferredFilename = url.lastPathComponent
      self.fileAttributes = Self.attributes(at: url)
    }

    /// Whether the wrapper is a regular file.
    ///
    /// ```swift
    /// FileWrapper(regularFileWithContents: Data()).isRegularFile   // true
    /// ```
    open var isRegularFile: Bool {
      if case .regularFile = contents { return true }
      return false
    }

    /// Whether the wrapper is a directory.
    ///
    /// ```swift
    /// FileWrapper(directoryWithFileWrappers: [:]).isDirectory   // true
    /// ```
    open var isDirectory: Bool {
      if case .directory = contents { return true }
      return false
    }

    /// Whether the wrapper is a symbolic link.
    ///
    /// ```swift
    /// FileWrapper(symbolicLinkWithDestinationURL: url).isSymbolicLink   // true
    /// ```
    open var isSymbolicLink: Bool {
      if case .symbolicLink = contents { return true }
      return false
    }

    /// A regular file's contents; `nil` for a directory or a link.
    ///
    /// ```swift
    /// configuration.file.regularFileContents.map { String(decoding: $0, as: UTF8.self) }
    /// ```
    open var regularFileContents: Data? {
      if case .regularFile(let data) = contents { return data }
      return nil
    }

    /// A directory's children by file name; `nil` for a file or a link.
    ///
    /// ```swift
    /// wrapper.fileWrappers?["notes.txt"]?.regularFileContents
    /// ```
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = contents { return children }
      return nil
    }

    /// A link's destination; `nil` for a file or a directory.
    ///
    /// ```swift
    /// wrapper.symbolicLinkDestinationURL?.path
    /// ```
    open var symbolicLinkDestinationURL: URL? {
      if case .symbolicLink(let url) = contents { return url }
      return nil
    }

    /// Adds `child` to this directory under its preferred name, or a unique name made from it
    /// when that is taken, and returns the name. A child without a preferred name, or a
    /// wrapper that is not a directory, is a programming error, as on Apple platforms.
    ///
    /// ```swift
    /// let name = folder.addFileWrapper(FileWrapper(regularFileWithContents: data))
    /// ```
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = contents else {
        preconditionFailure("addFileWrapper(_:) on a file wrapper that is not a directory")
      }
      guard let preferred = child.preferredFilename, !preferred.isEmpty else {
        preconditionFailure("addFileWrapper(_:) of a file wrapper without a preferred file name")
      }
      let name = uniqueFilename(preferred) { children[$0] != nil }
      children[name] = child
      contents = .directory(children)
      return name
    }

    /// Adds a regular file holding `data`, preferring `fileName`, and returns its name.
    ///
    /// ```swift
    /// folder.addRegularFile(withContents: data, preferredFilename: "notes.txt")
    /// ```
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from this directory.
    ///
    /// ```swift
    /// folder.removeFileWrapper(old)
    /// ```
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = contents,
        let key = children.first(where: { $0.value === child })?.key
      else { return }
      children[key] = nil
      contents = .directory(children)
    }

    /// The name `child` has in this directory, if it is one of its children.
    ///
    /// ```swift
    /// folder.keyForChildFileWrapper(child)   // "notes.txt"
    /// ```
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
      fileWrappers?.first(where: { $0.value === child })?.key
    }

    /// Writes the wrapper to `url`, replacing what is there: a file's contents, a directory
    /// and its children, or a link.
    ///
    /// - Throws: Foundation's error when `url` cannot be written.
    ///
    /// ```swift
    /// try wrapper.write(to: destination, options: .atomic, originalContentsURL: nil)
    /// ```
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
      let files = FileManager.default
      switch contents {
      case .regularFile(let data):
        try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
      case .directory(let children):
        if files.fileExists(atPath: url.path) { try files.removeItem(at: url) }
        try files.createDirectory(at: url, withIntermediateDirectories: false)
        for (name, child) in children.sorted(by: { $0.key < $1.key }) {
          try child.write(
            to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
          if options.contains(.withNameUpdating) { child.filename = name }
        }
      case .symbolicLink(let destination):
        if files.fileExists(atPath: url.path) { try files.removeItem(at: url) }
        try files.createSymbolicLink(at: url, withDestinationURL: destination)
      }
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Reads the wrapper's contents again from `url`.
    ///
    /// - Throws: Foundation's error when nothing can be read at `url`.
    ///
    /// ```swift
    /// try wrapper.read(from: url)
    /// ```
    open func read(from url: URL, options: ReadingOptions = []) throws {
      contents = try Self.read(url)
      fileAttributes = Self.attributes(at: url)
    }

    /// Whether the wrapper holds what is at `url` now.
    ///
    /// ```swift
    /// wrapper.matchesContents(of: url)
    /// ```
    open func matchesContents(of url: URL) -> Bool {
      guard let other = try? FileWrapper(url: url) else { return false }
      return Self.same(self, other)
    }

    private static func read(_ url: URL) throws -> Contents {
      let files = FileManager.default
      if let destination = try? files.destinationOfSymbolicLink(atPath: url.path) {
        return .symbolicLink(URL(fileURLWithPath: destination))
      }
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      guard isDirectory.boolValue else { return .regularFile(try Data(contentsOf: url)) }
      var children: [String: FileWrapper] = [:]
      for name in try files.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name))
      }
      return .directory(children)
    }

    private static func attributes(at url: URL) -> [String: Any] {
      let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
      return Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
    }

    private static func same(_ one: FileWrapper, _ other: FileWrapper) -> Bool {
      switch (one.contents, other.contents) {
      case (.regularFile(let a), .regularFile(let b)): a == b
      case (.symbolicLink(let a), .symbolicLink(let b)): a.path == b.path
      case (.directory(let a), .directory(let b)):
        a.keys == b.keys && a.allSatisfy { key, child in b[key].map { same(child, $0) } ?? false }
      default: false
      }
    }
  }
#endif
