import Foundation
import Vellum

/// A view declared in a `.vellum` file: its properties, its `@State` and its `@Binding`s, with a
/// body the interpreter builds from the declaration each time it is evaluated.
///
/// ```swift
/// let host = ViewHost(try program.view(named: "Counter"))
/// try host.tap("+")
/// ```
public struct InterpretedView: View {
  let program: Program
  let declaration: StructDecl
  let properties: [String: Value]
  let bindings: [String: Binding<Value>]
  /// The initial values of the `@State` properties, as this declaration gives them.
  let initialState: [String: Value]
  /// The properties read through a store or scaled (`@AppStorage`, `@SceneStorage`,
  /// `@ScaledMetric`), by name: found once, as reading any property asks.
  let adjusted: [String: PropertyDecl]
  @State var storage: Storage
  /// What `dismiss()` calls, for a view that declares `@Environment(\.dismiss)`.
  @Environment(\.dismiss) var dismissAction
  /// The objects placed around the view, for its `@EnvironmentObject` and
  /// `@Environment(Type.self)` properties.
  @Environment(\.interpretedObjects) var environmentObjects
  /// The custom environment values set around the view, for its `@Environment(\.name)`
  /// properties.
  @Environment(\.interpretedValues) var environmentValues
  /// Where its `@AppStorage` properties keep their values.
  @Environment(\.defaultAppStorage) var appStorage
  /// Where its `@SceneStorage` properties keep their values.
  @Environment(\.sceneStorage) var sceneStorage
  /// The text size its `@ScaledMetric` properties scale with.
  @Environment(\.dynamicTypeSize) var dynamicTypeSize

  /// The values of a view's `@State` properties.
  struct Storage {
    var values: [String: Value]

    /// The value of `name`; `initial` while it has none (a state the file gained in an edit
    /// while the view stayed on screen) or holds a value of another type (the edit changed the
    /// state's type).
    subscript(name: String, initial initial: Value) -> Value {
      get {
        guard let kept = values[name] else { return initial }
        if let keptType = kept.inferredType, let initialType = initial.inferredType,
          keptType != initialType
        {
          return initial
        }
        return kept
      }
      set { values[name] = newValue }
    }
  }

  /// An argument of a view's initializer: a value, or a binding for a `@Binding` property.
  enum Input {
    case value(Value)
    case binding(Binding<Value>)
  }

  /// The view `declaration` initialized with `arguments` (labels are property names), as its
  /// memberwise initializer would: a property without a default must be given; a `let` with a
  /// default and a `@State` take none. `location` is the call's, for messages.
  init(
    program: Program, declaration: StructDecl,
    arguments: [(label: String?, input: Input, location: SourceLocation)],
    at location: SourceLocation
  ) throws(Diagnostic) {
    self.program = program
    self.declaration = declaration
    var properties: [String: Value] = [:]
    var bindings: [String: Binding<Value>] = [:]
    var state: [String: Value] = [:]
    var remaining = arguments
    let evaluator = Evaluator(program: program)
    for property in declaration.properties where !property.isEnvironment {
      // A `@FocusState` starts unfocused, `false` or `nil`, and is no initializer's parameter.
      if property.wrapper == "FocusState" {
        state[property.name] = property.type == .named("Bool") ? .boolean(false) : Value.none
        continue
      }
      // A `@State` without a default is a parameter of the memberwise initializer, as in Swift.
      let settable =
        (property.isPassed && !(property.isConstant && property.initialValue != nil))
        || (property.isState && property.initialValue == nil)
      let given =
        settable || property.wrapper == "Binding"
        ? remaining.firstIndex { $0.label == property.name } : nil
      if let index = given {
        let argument = remaining.remove(at: index)
        switch (property.wrapper, argument.input) {
        case ("Binding", .binding(let binding)): bindings[property.name] = binding
        case ("Binding", .value(.binding(let held))): bindings[property.name] = held.binding
        case ("Binding", .value):
          throw Diagnostic(
            message: "'\(property.name)' is a @Binding; pass a binding such as '$\(property.name)'",
            location: argument.location)
        case (_, .value(let value)) where property.isState: state[property.name] = value
        case (_, .value(let value)): properties[property.name] = value
        case (_, .binding):
          throw Diagnostic(
            message: "'\(property.name)' takes a value, not a binding", location: argument.location)
        }
      } else if let initial = property.initialValue {
        let value = try evaluator.evaluate(initial, as: property.type)
        if property.isState {
          state[property.name] = value
        } else {
          properties[property.name] = value
        }
      } else {
        throw Diagnostic(
          message:
            "missing argument for parameter '\(property.name)' in call to '\(declaration.name)'",
          location: location)
      }
    }
    if let extra = remaining.first {
      throw Diagnostic(
        message: "extra argument '\(extra.label ?? "_")' in call to '\(declaration.name)'",
        location: extra.location)
    }
    self.properties = properties
    self.bindings = bindings
    initialState = state
    adjusted = Self.adjustedProperties(of: declaration)
    _storage = State(initialValue: Storage(values: state))
  }

  /// The view `declaration` as its written initializer made it: `fields` holds its stored
  /// properties and the initial values of its states.
  init(program: Program, declaration: StructDecl, initialized fields: [Value.Field]) {
    self.program = program
    self.declaration = declaration
    var properties: [String: Value] = [:]
    var state: [String: Value] = [:]
    for field in fields {
      guard let property = declaration.properties.first(where: { $0.name == field.name }) else {
        continue
      }
      if property.isState {
        state[field.name] = field.value
      } else if property.isPassed {
        properties[field.name] = field.value
      }
    }
    self.properties = properties
    bindings = [:]
    initialState = state
    adjusted = Self.adjustedProperties(of: declaration)
    _storage = State(initialValue: Storage(values: state))
  }

  /// The same view reading its state and environment through the given wrappers: toolbar
  /// content keeps them in its own fields (which the graph links) and evaluates its body
  /// through this view.
  func sharing(
    storage: State<Storage>, dismiss: Environment<DismissAction>,
    objects: Environment<[String: ObjectReference]>, values: Environment<[String: Value]>,
    stores: (
      app: Environment<UserDefaults>, scene: Environment<SceneStorageValues?>,
      typeSize: Environment<DynamicTypeSize>
    )
  ) -> InterpretedView {
    var copy = self
    copy._storage = storage
    copy._dismissAction = dismiss
    copy._environmentObjects = objects
    copy._environmentValues = values
    copy._appStorage = stores.app
    copy._sceneStorage = stores.scene
    copy._dynamicTypeSize = stores.typeSize
    return copy
  }

  /// Whether `name` is one of the view's `@State` or `@StateObject` properties.
  func hasState(_ name: String) -> Bool {
    declaration.properties.contains { $0.name == name && $0.isState }
  }

  /// The current value of the state `name`.
  ///
  /// A view that stays on screen while its file is edited keeps its states, as SwiftUI keeps a
  /// view's state when its initial value changes; a state the edit added starts at its initial
  /// value, and one whose type the edit changed starts over.
  func state(_ name: String) -> Value {
    if let property = storedProperty(name) {
      return stored(property, initial: initialState[name] ?? .none).read(from: store(of: property))
    }
    return storage[name, initial: initialState[name] ?? .none]
  }

  /// A binding to the state `name` (see ``state(_:)``).
  func stateBinding(_ name: String) -> Binding<Value> {
    if let property = storedProperty(name) {
      return stored(property, initial: initialState[name] ?? .none).binding(
        to: store(of: property))
    }
    return $storage[dynamicMember: \Storage.[name, initial: initialState[name] ?? .none]]
  }

  /// The declaration's `@AppStorage`, `@SceneStorage` and `@ScaledMetric` properties.
  private static func adjustedProperties(of declaration: StructDecl) -> [String: PropertyDecl] {
    Dictionary(
      declaration.properties.filter { $0.isStored || $0.wrapper == "ScaledMetric" }.map {
        ($0.name, $0)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// The value of the plain, passed or `@ScaledMetric` property `name`; a scaled metric is
  /// its written value times the text size's scale, as SwiftUI's `ScaledMetric` gives it.
  func property(_ name: String) -> Value? {
    guard let value = properties[name] else { return nil }
    guard adjusted[name]?.wrapper == "ScaledMetric" else { return value }
    switch value {
    case .double(let number): return .double(number * dynamicTypeSize.scale)
    case .integer(let number): return .double(Double(number) * dynamicTypeSize.scale)
    default: return value
    }
  }

  /// The `@AppStorage` or `@SceneStorage` property `name`, if it is one.
  private func storedProperty(_ name: String) -> PropertyDecl? {
    adjusted.isEmpty ? nil : adjusted[name].flatMap { $0.isStored ? $0 : nil }
  }

  /// Whether the view reads an object from its environment (`@EnvironmentObject`,
  /// `@Environment(Type.self)`): shown on its own, with no ancestor to place the object, it
  /// would stop a SwiftUI app, so it is shown only inside a view that places one.
  ///
  /// ```swift
  /// try program.view(named: "ShelfLabel").readsEnvironmentObjects   // true
  /// ```
  public var readsEnvironmentObjects: Bool {
    declaration.properties.contains {
      $0.isEnvironment && !$0.isDismiss && $0.environmentKey == nil
    }
  }

  /// The name the file declares the view with.
  ///
  /// ```swift
  /// try program.view().name   // "Counter"
  /// ```
  public var name: String { declaration.name }

  /// The declaration's body, built by the interpreter.
  public var body: some View {
    Evaluator(program: program, view: self).body()
  }
}
