/// A type-erased view: lets different view types be returned from one place.
///
/// When the wrapped view's type changes, it is a new identity and its state starts over.
///
/// ```swift
/// let view = flag ? AnyView(Text("On")) : AnyView(Image(systemName: "xmark"))
/// ```
public struct AnyView: View {
  /// The erased view, in a box that tears long chains of erased views down without recursion.
  var storage: AnyViewStorage

  /// The erased view.
  var content: any View { storage.content }

  /// Erases the type of `view`.
  ///
  /// ```swift
  /// AnyView(Text("Hello"))
  /// ```
  public init<V: View>(_ view: V) {
    storage = (view as? AnyView)?.storage ?? AnyViewStorage(view)
  }

  /// Erases the type of `view`.
  ///
  /// ```swift
  /// AnyView(erasing: Text("Hello"))
  /// ```
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// An erased view is primitive.
  public var body: Never { primitiveBody(Self.self) }
}
