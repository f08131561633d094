import Foundation
import Vellum

/// The views a `.vellum` file can make, each with the initializers SwiftUI gives it (labels and
/// defaults alike), and the views the file declares itself.
extension Evaluator {
  /// The names of the library's views, for suggestions.
  static let viewNames = [
    "Text", "Button", "VStack", "HStack", "ZStack", "Group", "List", "Form", "Section", "ForEach",
    "NavigationStack", "NavigationLink", "Toggle", "TextField", "SecureField", "Picker", "Stepper",
    "Spacer", "EmptyView", "Image", "Label", "NavigationView", "WithState",
  ]

  /// Every view the language knows, for suggestions.
  static var allViewNames: [String] { viewNames + layoutViewNames + controlViewNames }

  /// The most rows a `ForEach` over a range makes, so a typo like `0..<1_000_000_000` gets an
  /// error instead of a hang.
  static let maximumRows = 10_000

  /// The view `name(arguments)`, `onDelete` attached for a `ForEach`.
  func makeView(_ name: String, _ call: inout Arguments, onDelete: Closure?) throws(Diagnostic)
    -> any View
  {
    switch name {
    case "Text":
      if let verbatim = call.optional("verbatim") {
        return Text(verbatim: try string(verbatim))
      }
      let value = try call.required(nil)
      if let format = call.optional("format") { return try formattedText(value, format: format) }
      return Text(try text(value))
    case "Button":
      let role = try call.optional("role").map { (role) throws(Diagnostic) in try buttonRole(role) }
      let action = Action(self, try call.requiredClosure("action"))
      if let title = call.optional(nil) {
        let symbol = try call.optional("systemImage").map { (name) throws(Diagnostic) in
          try string(name)
        }
        if let symbol {
          return Button(try text(title), systemImage: symbol, role: role) { action.run() }
        }
        return Button(try text(title), role: role) { action.run() }
      }
      let label = try call.requiredClosure("label")
      return Button(role: role) {
        action.run()
      } label: {
        buildReporting(label)
      }
    case "List" where call.has(nil):
      // `List(items) { item in … }` and `List(items, id: \.self) { … }`: a row for each
      // element, as `List { ForEach(items) { item in … } }`; with `selection:`, a row tapped
      // selects its element's id.
      let selection = try call.optional("selection").map(bindingArgument)
      let rows = try forEach(&call, onDelete: nil)
      guard let selection else { return List { AnyView(rows) } }
      return List(selection: selection.optional) { AnyView(rows) }
    case "List" where call.has("selection"):
      // `List(selection: $selection) { … }`: a row tapped selects its `ForEach` element's id.
      let selection = try bindingArgument(try call.required("selection"))
      let content = try call.requiredClosure("content")
      return List(selection: selection.optional) { buildReporting(content) }
    case "VStack", "HStack", "ZStack", "Group", "List", "Form", "NavigationStack",
      "NavigationView":
      return try container(name, &call)
    case "Section":
      let content = try call.requiredClosure("content")
      if let title = call.optional(nil) {
        return Section(try text(title)) { buildReporting(content) }
      }
      return try section(&call, content)
    case "ForEach":
      return try forEach(&call, onDelete: onDelete)
    case "WithState":
      // A state of its own for the content, which is given a binding to it.
      let initial = try evaluate(try call.required("initialValue"))
      let content = deferred(
        try call.requiredClosure("content"), sample: .binding(BindingValue(.constant(initial))))
      return WithState(initialValue: initial) { content(.binding(BindingValue($0))) }
    case "NavigationLink" where !call.has("value"):
      return try destinationLink(&call)
    case "NavigationLink":
      let value = try evaluate(try call.required("value"))
      if let title = call.optional(nil) { return NavigationLink(try text(title), value: value) }
      let label = try call.requiredClosure("label")
      return NavigationLink(value: value) { buildReporting(label) }
    case "Toggle":
      let title = try call.optional(nil).map(text)
      let isOn = try binding(try call.required("isOn"), \.bool, type: "Bool")
      if let title { return Toggle(title, isOn: isOn) }
      let label = try call.requiredClosure("label")
      return Toggle(isOn: isOn) { buildReporting(label) }
    case "TextField", "SecureField":
      let title = try text(try call.required(nil))
      let binding = try binding(try call.required("text"), \.string, type: "String")
      return name == "TextField"
        ? AnyView(TextField(title, text: binding)) : AnyView(SecureField(title, text: binding))
    case "Picker":
      let title = try text(try call.required(nil))
      let selection = try bindingArgument(try call.required("selection"))
      let content = try call.requiredClosure("content")
      return Picker(title, selection: selection) { buildReporting(content) }
    case "Stepper":
      return try stepper(&call)
    case "Spacer":
      return Spacer()
    case "EmptyView":
      return EmptyView()
    case "Image":
      if let symbol = call.optional("systemName") { return Image(systemName: try text(symbol)) }
      return Image(try text(try call.required(nil)))
    case "Label" where !call.has(nil):
      // `Label { title } icon: { icon }`.
      let title = try call.requiredClosure("title")
      let icon = try call.requiredClosure("icon")
      return Label {
        buildReporting(title)
      } icon: {
        buildReporting(icon)
      }
    case "Label":
      let title = try text(try call.required(nil))
      return Label(title, systemImage: try text(try call.required("systemImage")))
    default:
      if let view = try makeLayoutView(name, &call) { return view }
      guard let declaration = program.views[name] else {
        let hint = program.suggestions.hint(for: name, kind: "view") {
          Self.allViewNames + program.views.keys.sorted()
        }
        throw Diagnostic(message: "unknown view '\(name)'\(hint)", location: call.location)
      }
      return try declared(declaration, &call)
    }
  }

  private func container(_ name: String, _ call: inout Arguments) throws(Diagnostic) -> any View {
    let content = try call.requiredClosure(name == "NavigationStack" ? "root" : "content")
    switch name {
    case "VStack":
      let (alignment, spacing) = try stackOptions(
        &call, Self.horizontalAlignments, default: .center)
      return VStack(alignment: alignment, spacing: spacing) { buildReporting(content) }
    case "HStack":
      let (alignment, spacing) = try stackOptions(&call, Self.verticalAlignments, default: .center)
      return HStack(alignment: alignment, spacing: spacing) { buildReporting(content) }
    case "ZStack": return ZStack { buildReporting(content) }
    case "Group": return Group { buildReporting(content) }
    case "List": return List { buildReporting(content) }
    case "Form": return Form { buildReporting(content) }
    case "NavigationView": return NavigationView { buildReporting(content) }
    default: return NavigationStack { buildReporting(content) }
    }
  }

  /// `NavigationLink(destination: view) { label }`, `NavigationLink("Title", destination:
  /// view)` and `NavigationLink("Title") { destination }`: a link that pushes the view it is
  /// given, made as the link is, as SwiftUI makes it.
  private func destinationLink(_ call: inout Arguments) throws(Diagnostic) -> any View {
    let title = try call.optional(nil).map(text)
    let destination: AnyView
    if let given = call.optional("destination") {
      if case .closure(let closure) = given.kind {
        destination = buildReporting(closure)
      } else {
        destination = AnyView(try view(given))
      }
    } else {
      destination = buildReporting(try call.requiredClosure("destination"))
    }
    if let title { return NavigationLink(title, destination: destination) }
    let label = try call.requiredClosure("label")
    return NavigationLink(destination: destination) { buildReporting(label) }
  }

  static let horizontalAlignments: [String: HorizontalAlignment] = [
    "leading": .leading, "center": .center, "trailing": .trailing,
  ]
  static let verticalAlignments: [String: VerticalAlignment] = [
    "top": .top, "center": .center, "bottom": .bottom,
  ]

  /// A stack's `alignment:` (one of `alignments`) and `spacing:`, both optional.
  func stackOptions<Alignment>(
    _ call: inout Arguments, _ alignments: [String: Alignment], default fallback: Alignment
  ) throws(Diagnostic) -> (Alignment, CGFloat?) {
    var alignment = fallback
    if let expression = call.optional("alignment") {
      alignment =
        alignments[try memberName(expression, among: alignments.keys.sorted())] ?? fallback
    }
    var spacing: CGFloat?
    if let expression = call.optional("spacing") { spacing = CGFloat(try number(expression)) }
    return (alignment, spacing)
  }

  private func forEach(_ call: inout Arguments, onDelete: Closure?) throws(Diagnostic) -> any View {
    let dataExpression = try call.required(nil)
    let data = try evaluate(dataExpression)
    let keyPath = call.optional("id")
    let content = try call.requiredClosure("content")
    let delete = onDelete.map { closure in
      let action = Action(self, closure)
      return { (offsets: IndexSet) in action.run(offsets: offsets) }
    }
    if case .range(let range) = data, range.count > Self.maximumRows {
      throw Diagnostic(
        message: "ForEach over \(range.count) elements; at most \(Self.maximumRows) rows are shown",
        location: dataExpression.location)
    }
    switch data {
    case .binding(let held):
      return try bindingRows(held, content, at: dataExpression.location).onDelete(perform: delete)
    case .range(let range):
      let row = deferred(content, sample: .integer(range.first ?? 0))
      return ForEach(range) { index in row(.integer(index)) }.onDelete(
        perform: delete)
    case .array(let values):
      if let keyPath {
        let row = deferred(content, sample: values.first ?? sample(forElementsOf: dataExpression))
        guard case .keyPath(let path) = keyPath.kind, path.count == 1 else {
          throw Diagnostic(
            message: "ForEach's 'id:' must be '\\.self' or a field of the elements here",
            location: keyPath.location)
        }
        if path == ["self"] {
          return ForEach(values, id: \.self) { row($0) }.onDelete(perform: delete)
        }
        // `\.offset` of enumerated elements, `\.name` of records.
        let field = path[0]
        guard values.allSatisfy({ $0[field: field] != $0 }) else {
          throw Diagnostic(
            message: "ForEach's 'id: \\.\(field)' names no field of the elements",
            location: keyPath.location)
        }
        return ForEach(values, id: \.[field: field]) { row($0) }.onDelete(perform: delete)
      }
      var identified: [IdentifiedValue] = []
      for value in values {
        guard let id = try identity(of: value, at: dataExpression.location) else {
          throw Diagnostic(
            message:
              "ForEach over [\(value.typeName)] needs 'id: \\.self', or records with an 'id'",
            location: dataExpression.location)
        }
        identified.append(IdentifiedValue(value: value, id: id))
      }
      let row = deferred(content, sample: values.first ?? sample(forElementsOf: dataExpression))
      return ForEach(identified, id: \.id) { row($0.value) }.onDelete(perform: delete)
    default:
      throw Diagnostic(
        message: "ForEach needs an array or a range, found \(data.typeName)",
        location: dataExpression.location)
    }
  }

  private func stepper(_ call: inout Arguments) throws(Diagnostic) -> any View {
    // `Stepper("Title", value:…)`, or `Stepper(value:…) { label }`.
    let label: () -> AnyView
    if call.has(nil) {
      let title = try text(try call.required(nil))
      label = { AnyView(Text(title)) }
    } else {
      let content = try call.requiredClosure("label")
      label = { buildReporting(content) }
    }
    let value = try call.required("value")
    if case .double = try bindingArgument(value).wrappedValue {
      return try doubleStepper(label, value, &call)
    }
    let binding = try binding(value, \.int, type: "Int")
    let boundsExpression = try call.required("in")
    guard case .range(let bounds) = try evaluate(boundsExpression), !bounds.isEmpty else {
      throw Diagnostic(
        message: "'in:' takes a closed range such as 1...10", location: boundsExpression.location)
    }
    let step =
      try call.optional("step").map { (step) throws(Diagnostic) in try evaluate(step).int } ?? 1
    return Stepper(value: binding, in: bounds.lowerBound...(bounds.upperBound - 1), step: step) {
      label()
    }
  }

  /// A stepper over a `Double` (`Stepper("…", value: $amount, in: 0...100, step: 0.5)`).
  private func doubleStepper(
    _ label: @escaping () -> AnyView, _ value: Expression, _ call: inout Arguments
  ) throws(Diagnostic) -> any View {
    let binding = try binding(value, \.double, type: "Double")
    let boundsExpression = try call.required("in")
    guard case .binary("...", let lower, let upper) = boundsExpression.kind else {
      throw Diagnostic(
        message: "'in:' takes a closed range such as 0...10", location: boundsExpression.location)
    }
    let low = try number(lower)
    let high = try number(upper)
    guard low <= high else {
      throw Diagnostic(
        message: "the range's lower bound \(low) is above its upper bound \(high)",
        location: boundsExpression.location)
    }
    let step = try call.optional("step").map(number) ?? 1
    return Stepper(value: binding, in: low...high, step: step) { label() }
  }

  private func buttonRole(_ expression: Expression) throws(Diagnostic) -> ButtonRole {
    try memberName(expression, among: ["destructive", "cancel"]) == "cancel"
      ? .cancel : .destructive
  }

  /// A view the file declares, initialized memberwise.
  func declared(_ declaration: StructDecl, _ call: inout Arguments) throws(Diagnostic)
    -> any View
  {
    if let initializer = try initializer(of: declaration, for: call.pending, at: call.location) {
      return try initializedView(
        declaration, with: initializer, call.takeAll(), at: call.location)
    }
    var inputs: [(label: String?, input: InterpretedView.Input, location: SourceLocation)] = []
    for property in declaration.properties {
      // A trailing closure goes to the first property of function type not given by label,
      // as Swift matches trailing closures forward (SE-0286).
      if !call.has(property.name), case .function? = property.type.map(program.resolved),
        let closure = try call.closure(property.name)
      {
        let function = FunctionValue(closure, in: self)
        inputs.append((property.name, .value(.function(function)), closure.body.location))
        continue
      }
      guard let argument = call.optional(property.name) else { continue }
      if isBinding(argument) {
        inputs.append((property.name, .binding(try bindingArgument(argument)), argument.location))
      } else {
        inputs.append((property.name, .value(try evaluate(argument)), argument.location))
      }
    }
    return try InterpretedView(
      program: program, declaration: declaration, arguments: inputs, at: call.location)
  }
}

extension Evaluator {
  /// A sample element for an empty array property with a declared type (`[Book]`), so its rows
  /// can be checked.
  func sample(forElementsOf expression: Expression) -> Value? {
    guard case .identifier(let name) = expression.kind,
      let property = view?.declaration.properties.first(where: { $0.name == name }),
      case .array(let element)? = property.type
    else { return nil }
    return program.sample(of: element)
  }
}
