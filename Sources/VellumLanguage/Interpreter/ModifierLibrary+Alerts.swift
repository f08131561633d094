import Vellum

/// iOS 13's presentation and title modifiers, which code written before iOS 15 (Point-Free's
/// episodes among it) still uses: `alert(isPresented:content:)` and `alert(item:content:)`
/// with an `Alert` value, and `navigationBarTitle(_:)`.
///
/// ```swift
/// .alert(item: $alertNthPrime) { alert in
///   Alert(title: Text("The prime is \(alert.prime)"), dismissButton: .default(Text("OK")))
/// }
/// .navigationBarTitle("Counter demo")
/// ```
extension Evaluator {
  /// The display modes `navigationBarTitle(_:displayMode:)` takes.
  private static let titleDisplayModes: [String: NavigationBarItem.TitleDisplayMode] = [
    "automatic": .automatic, "inline": .inline, "large": .large,
  ]

  /// `base.alert(isPresented:content:)` or `base.alert(item:content:)`: `nil` for the
  /// iOS 15 forms, which give the alert a title first.
  func applyAlertValueModifier(_ base: any View, _ call: inout Arguments) throws(Diagnostic)
    -> (any View)?
  {
    guard !call.has(nil) else { return nil }
    if let item = call.optional("item") {
      let binding = try bindingArgument(item)
      let content = try call.requiredClosure("content")
      if checks != nil, let sample = binding.wrappedValue.orSample(sampleOfBound(item)) {
        _ = try alert(content, sample)
      }
      let presented = identified(binding, at: item.location)
      return base.alert(item: presented) { item in
        alertReporting(content, item.value)
      }
    }
    let isPresented = try binding(try call.required("isPresented"), \.bool, type: "Bool")
    let content = try call.requiredClosure("content")
    if checks != nil { _ = try alert(content, nil) }
    return base.alert(isPresented: isPresented) { alertReporting(content, nil) }
  }

  /// `base.navigationBarTitle(title)` or `(title, displayMode: mode)`, `title` a string or a
  /// `Text`.
  func applyNavigationBarTitle(_ base: any View, _ call: inout Arguments) throws(Diagnostic)
    -> any View
  {
    let title = try titleText(try call.required(nil))
    guard let mode = call.optional("displayMode") else { return base.navigationBarTitle(title) }
    return base.navigationBarTitle(title, displayMode: try member(mode, in: Self.titleDisplayModes))
  }

  /// A title argument: a string, or a `Text` made of one.
  func titleText(_ expression: Expression) throws(Diagnostic) -> Text {
    if case .call(let callee, _) = expression.kind, callee.isNamed("Text") {
      return try textView(expression)
    }
    return Text(try text(expression))
  }

  /// `binding` to an optional as the optional item `alert(item:)` and `sheet(item:)` present:
  /// nil while it is, else the value with its identity.
  func identified(_ binding: Binding<Value>, at location: SourceLocation)
    -> Binding<IdentifiedValue?>
  {
    let scope = self
    return Binding<IdentifiedValue?>(
      get: {
        let value = binding.wrappedValue
        guard value != .none else { return nil }
        return IdentifiedValue(
          value: value,
          id: ((try? scope.identity(of: value, at: location)) ?? nil) ?? value)
      },
      set: { binding.wrappedValue = $0?.value ?? .none })
  }

  /// The `Alert` `content` gives for `item`, or an `OK` alert with the problem reported.
  private func alertReporting(_ content: Closure, _ item: Value?) -> Alert {
    do throws(Diagnostic) {
      return try alert(content, item)
    } catch {
      report(error)
      return Alert(title: Text(""))
    }
  }

  /// The `Alert` `content` gives, its parameter bound to `item`: the body is one `Alert(…)`
  /// expression, returned or not.
  private func alert(_ content: Closure, _ item: Value?) throws(Diagnostic) -> Alert {
    let scope = binding(content, to: item.map { [$0] } ?? [])
    let given: Expression? =
      switch content.body.items.first {
      case .expression(let expression)?, .returning(let expression?, _)?: expression
      default: nil
      }
    guard content.body.items.count == 1, let given,
      case .call(let callee, let arguments) = given.kind,
      callee.isNamed("Alert")
    else {
      throw Diagnostic(
        message: "an alert's content must be one 'Alert(title:…)'", location: content.body.location)
    }
    var call = Arguments(callee: "Alert", arguments, at: given.location)
    let title = try scope.textView(try call.required("title"))
    let message = try call.optional("message").map(scope.textView)
    if let primary = call.optional("primaryButton") {
      let secondary = try call.required("secondaryButton")
      try call.finish()
      return Alert(
        title: title, message: message, primaryButton: try scope.alertButton(primary),
        secondaryButton: try scope.alertButton(secondary))
    }
    let dismiss = try call.optional("dismissButton").map(scope.alertButton)
    try call.finish()
    return Alert(title: title, message: message, dismissButton: dismiss)
  }

  /// `.default(Text("OK"))`, `.cancel()`, `.cancel(Text("Back"))` or
  /// `.destructive(Text("Delete"), action: { … })`.
  private func alertButton(_ expression: Expression) throws(Diagnostic) -> Alert.Button {
    let (kind, arguments): (String, [Argument]) =
      switch expression.kind {
      case .call(let callee, let arguments):
        switch callee.kind {
        case .implicitMember(let name), .member(_, let name): (name, arguments)
        default: ("", [])
        }
      case .implicitMember(let name): (name, [])
      default: ("", [])
      }
    var call = Arguments(callee: kind, arguments, at: expression.location)
    let label = try call.optional(nil).map(textView)
    let action = try call.closure("action").map { Action(self, $0) }
    try call.finish()
    let run: (() -> Void)? = action.map { action in { action.run() } }
    switch (kind, label) {
    case ("default", let label?): return .default(label, action: run)
    case ("destructive", let label?): return .destructive(label, action: run)
    case ("cancel", let label?): return .cancel(label, action: run)
    case ("cancel", nil): return .cancel(run)
    default:
      throw Diagnostic(
        message: "expected an alert button such as '.default(Text(\"OK\"))', '.cancel()' or "
          + "'.destructive(Text(\"Delete\"), action: …)'", location: expression.location)
    }
  }

  /// A sample of the type of the optional property `$name` binds, for checking content built
  /// for its value.
  func sampleOfBound(_ expression: Expression) -> Value? {
    guard case .binding(let name) = expression.kind,
      let type = view?.declaration.properties.first(where: { $0.name == name })?.type
    else { return nil }
    return program.sample(of: type)
  }
}

extension Value {
  /// The value, or `sample` when it is nil.
  fileprivate func orSample(_ sample: Value?) -> Value? { self == .none ? sample : self }
}
