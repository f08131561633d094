import Observation

/// Makes bindings to the properties of an `@Observable` object.
///
/// ```swift
/// struct EditorView: View {
///   @Bindable var model: SignInModel
///   var body: some View {
///     TextField("Email", text: $model.email)
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps an object.
  ///
  /// ```swift
  /// @Bindable var model: SignInModel
  /// ```
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an object, for use in an expression: `Bindable(model).email`.
  ///
  /// ```swift
  /// TextField("Email", text: Bindable(model).email)
  /// ```
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper another wrapper projects: `Bindable(projectedValue: $model)`.
  ///
  /// ```swift
  /// init(model: Bindable<SignInModel>) { _model = Bindable(projectedValue: model) }
  /// ```
  public init(projectedValue: Bindable<Value>) {
    self.wrappedValue = projectedValue.wrappedValue
  }

  /// The wrapper itself, so `$model.email` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding(object: wrappedValue, keyPath: keyPath)
  }
}

extension Bindable: DynamicProperty {}
