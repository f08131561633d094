#if !canImport(Darwin)
  import Foundation

  /// An entity of a data model, known by its name: on Linux, a managed object class's name is
  /// its entity's, as Xcode's generated classes name them.
  ///
  /// ```swift
  /// NSEntityDescription.entity(forEntityName: "Item", in: context)?.name   // "Item"
  /// ```
  open class NSEntityDescription {
    /// The entity's name.
    open var name: String?

    /// An entity named `name`.
    ///
    /// ```swift
    /// NSEntityDescription(name: "Item")
    /// ```
    public init(name: String?) { self.name = name }

    /// The entity named `entityName` (every name is one: there is no model file to check).
    ///
    /// ```swift
    /// NSEntityDescription.entity(forEntityName: "Item", in: viewContext)
    /// ```
    open class func entity(
      forEntityName entityName: String, in context: NSManagedObjectContext
    ) -> NSEntityDescription? {
      NSEntityDescription(name: entityName)
    }
  }
#endif
