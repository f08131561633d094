import Vellum

/// The binding tools Vellum gives beside SwiftUI's, as swift-navigation names them ("Bindings"
/// article): `Binding(unwrapping:)` for an optional's value, `isPresent()` for a flag that an
/// optional drives, and `removeDuplicates()`; and the focus modifiers, `focused(_:)`,
/// `focused(_:equals:)` and `bind(_:to:)`, over a `@FocusState`.
///
/// ```swift
/// if let nickname = Binding(unwrapping: $model.nickname) { TextField("Nickname", text: nickname) }
/// TextField("Email", text: $model.email).focused($focus, equals: .email)
/// ```
extension Evaluator {
  /// The names of the focus modifiers, for suggestions and the parity table.
  static let focusModifierNames = ["focused", "bind"]

  /// `Binding(unwrapping: optional)`: a binding to the optional's value, or `nil` when it has
  /// none, as Vellum's `Binding.init?(unwrapping:)` gives.
  func unwrappingBinding(_ arguments: [Argument], at location: SourceLocation)
    throws(Diagnostic) -> Value
  {
    var call = Arguments(callee: "Binding", arguments, at: location)
    let base = try bindingArgument(try call.required("unwrapping"))
    try call.finish()
    return Binding(unwrapping: base.optional).map { .binding(BindingValue($0)) } ?? .none
  }

  /// `binding.isPresent()` or `binding.removeDuplicates()`; `nil` for any other method.
  func bindingMethod(_ name: String, of binding: Binding<Value>, _ call: inout Arguments)
    throws(Diagnostic) -> Value?
  {
    switch name {
    case "isPresent":
      let flag = binding.optional.isPresent()
      return .binding(
        BindingValue(
          Binding(get: { .boolean(flag.wrappedValue) }, set: { flag.wrappedValue = $0.bool })))
    case "removeDuplicates":
      return .binding(BindingValue(binding.removeDuplicates()))
    default:
      return nil
    }
  }

  /// `base.focused($flag)`, `base.focused($focus, equals: value)` or `base.bind(model, to:
  /// view)`; `nil` for any other modifier.
  func applyFocusModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    switch name {
    case "focused":
      let focus = try bindingArgument(try call.required(nil))
      guard let equals = call.optional("equals") else {
        let flag = focus[dynamicMember: \.bool]
        return base.focused(
          FocusState<Bool>.Binding(get: { flag.wrappedValue }, set: { flag.wrappedValue = $0 }))
      }
      // An optional focus, so leaving the field sets it to nil, as SwiftUI does.
      let value = try evaluate(equals)
      let optional = focus.optional
      return base.focused(
        FocusState<Value?>.Binding(
          get: { optional.wrappedValue }, set: { optional.wrappedValue = $0 }),
        equals: value)
    case "bind":
      let model = try bindingArgument(try call.required(nil))
      let bound = try bindingArgument(try call.required("to"))
      return base.bind(model, to: bound)
    default:
      return nil
    }
  }
}

extension Binding where Value == VellumLanguage.Value {
  /// The binding as a binding to an optional: `nil` where it holds `.none`.
  @MainActor var optional: Binding<Value?> {
    Binding<Value?>(
      get: { wrappedValue == .none ? nil : wrappedValue }, set: { wrappedValue = $0 ?? .none })
  }
}
