#if !canImport(Darwin)
  import Foundation

  /// How a container's store is set up (Core Data's class, for Linux). Every store is kept in
  /// memory here, as the `/dev/null` store apps' previews ask for.
  ///
  /// ```swift
  /// container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
  /// ```
  open class NSPersistentStoreDescription {
    /// Where the store's file would be.
    open var url: URL?
    /// The store's type: `"InMemory"` on Linux.
    open var type = "InMemory"

    /// A description of a store at `url`.
    ///
    /// ```swift
    /// NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
    /// ```
    public init(url: URL) { self.url = url }

    /// A description of a store with no file.
    ///
    /// ```swift
    /// NSPersistentStoreDescription()
    /// ```
    public init() {}
  }
#endif
