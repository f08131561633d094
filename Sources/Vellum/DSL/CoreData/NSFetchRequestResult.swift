#if !canImport(Darwin)
  import Foundation

  /// What a fetch request can return: managed objects (Core Data's protocol, which Linux has
  /// no framework for, so Vellum declares the part SwiftUI code uses).
  ///
  /// ```swift
  /// let request = NSFetchRequest<Item>(entityName: "Item")
  /// ```
  public protocol NSFetchRequestResult: AnyObject {}
#endif
