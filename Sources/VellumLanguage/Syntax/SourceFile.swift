/// A parsed `.vellum` file: its declarations, in order.
///
/// ```swift
/// let file = Parser.parse(source).file
/// file.structs.map(\.name)   // ["ContentView"]
/// ```
package struct SourceFile: Sendable {
  /// The `import`, `struct` and `enum` declarations.
  package var declarations: [Declaration]

  /// The view and record structs, then the previews as views.
  package var structs: [StructDecl] {
    declarations.compactMap { if case .structure(let decl) = $0 { decl } else { nil } }
      + previews
  }

  /// The `#Preview`s, each as a view whose body is the preview's, named after the preview
  /// (`Preview` when it has no name; one whose name a struct or an earlier preview has is
  /// numbered from 2).
  package var previews: [StructDecl] {
    declarations.compactMap { if case .preview(let decl) = $0 { decl } else { nil } }
  }

  /// The enums.
  package var enums: [EnumDecl] {
    declarations.compactMap { if case .enumeration(let decl) = $0 { decl } else { nil } }
  }

  /// The custom environment values `extension EnvironmentValues` declares.
  package var environmentValues: [EnvironmentValueDecl] {
    declarations.compactMap { if case .environmentValue(let decl) = $0 { decl } else { nil } }
  }

  /// The statements at the top level of `main.swift`, in order.
  package var topLevelCode: [Item] {
    declarations.compactMap { if case .statement(let item) = $0 { item } else { nil } }
  }

  /// The functions declared at the top level.
  package var functions: [FunctionDecl] {
    declarations.compactMap { if case .function(let decl) = $0 { decl } else { nil } }
  }

  /// The protocols the file declares.
  package var protocols: [ProtocolDecl] {
    declarations.compactMap { if case .protocolDecl(let decl) = $0 { decl } else { nil } }
  }
}

/// A top-level declaration.
package enum Declaration: Sendable {
  /// `import Vellum`.
  case importDecl(String, SourceLocation)
  /// `struct Name: View { … }` or a record struct.
  case structure(StructDecl)
  /// `enum Name { case a, b }`.
  case enumeration(EnumDecl)
  /// `#Preview("Name") { … }`, as a view named after it.
  case preview(StructDecl)
  /// `func ordinal(_ n: Int) -> String { … }` at the top level.
  case function(FunctionDecl)
  /// A statement at the top level of `main.swift`, run in order when the program runs.
  case statement(Item)
  /// A property an `extension EnvironmentValues` declares, read and written through its key.
  case environmentValue(EnvironmentValueDecl)
  /// `protocol Describable { … }`, with the defaults its extensions give.
  case protocolDecl(ProtocolDecl)
}

/// `var nthPrimeClient: NthPrimeClient { get { self[Key.self] } set { … } }` in an
/// `extension EnvironmentValues`: a custom environment value, whose default is the key's
/// `defaultValue`.
package struct EnvironmentValueDecl: Sendable {
  /// The property's name, which `@Environment(\.name)` and `.environment(\.name, value)` use.
  package var name: String
  /// The key type (`NthPrimeClientKey`), whose `static let defaultValue` is the default.
  package var key: String
  /// Where the property is declared.
  package var location: SourceLocation
}

/// `struct Name: Conformances { properties; var body: some View { … } }`.
package struct StructDecl: Sendable {
  /// The struct's name.
  package var name: String
  /// Where its name is.
  package var location: SourceLocation
  /// What it conforms to (`View`, `Identifiable`, `Hashable`).
  package var conformances: [String]
  /// Its stored properties, in order.
  package var properties: [PropertyDecl]
  /// Its `body`, for a view.
  package var body: Block?
  /// Computed properties: `var title: String { … }`, `var header: some View { … }`.
  package var computed: [ComputedDecl] = []
  /// Helper methods: `func row(for item: Item) -> some View { … }`.
  package var functions: [FunctionDecl] = []
  /// Its initializers (`init(name: String) { self.name = name }`), each named `init`.
  package var initializers: [FunctionDecl] = []
  /// The names of the structs and enums declared inside it (`enum Shown { … }` in a view),
  /// which the program holds beside the others and `Outer.Inner` names.
  package var nestedTypeNames: [String] = []
  /// Its generic parameters (`T` in `struct Box<T>`), which its types read as `Any`.
  package var genericParameters: [String] = []
  /// Whether calls may use the memberwise initializer: Swift drops it when the struct's own
  /// body declares an initializer (one in an extension keeps it).
  package var hasMemberwiseInitializer = true
  /// Type properties: `static let samples = [Habit(name: "Read")]`, each evaluated once.
  package var statics: [PropertyDecl] = []
  /// Type methods that give a value or views (`static func sample(named: String) -> Habit`,
  /// `static func app(box: RecipeBox) -> some View`), called on the type.
  package var staticFunctions: [FunctionDecl] = []
  /// Type properties that are views: `static var contentView: some View { ContentView() }`.
  package var staticViews: [ComputedDecl] = []
  /// For a class (`final class Library: ObservableObject { … }`), how its instances announce
  /// their changes to views; `nil` for a struct.
  package var objectKind: ObjectReference.Kind? = nil
}

/// A computed property: its name, whether it is a view (`some View`), and its body.
package struct ComputedDecl: Sendable {
  /// The property's name.
  package var name: String
  /// Where its name is.
  package var location: SourceLocation
  /// Whether the type is `some View`: the body is a view builder, else it computes a value.
  package var isView: Bool
  /// The declared type, when it gives a value.
  package var type: TypeName?
  /// The body.
  package var body: Block
}

/// A helper method of a view: `func name(label parameter: Type, …) -> Type { … }`.
package struct FunctionDecl: Sendable {
  /// One parameter: its argument label (`nil` for `_`), its name and type.
  package struct Parameter: Sendable {
    /// The argument label, `nil` for `_`.
    package var label: String?
    /// The name inside the body.
    package var name: String
    /// Its type.
    package var type: TypeName
    /// The value a call that leaves the argument out passes (`count: Int = 0`).
    package var defaultValue: Expression? = nil
    /// Whether it is `inout`: the call passes a variable (`&total`), which the body may
    /// change, and the variable holds the parameter's last value once the call ends.
    package var isInout = false
    /// Whether it takes any number of arguments (`_ numbers: Int...`), as an array.
    package var isVariadic = false
  }

  /// The method's name.
  package var name: String
  /// Where its name is.
  package var location: SourceLocation
  /// Its parameters, in order.
  package var parameters: [Parameter]
  /// Whether the result is `some View`: the body is a view builder.
  package var isView: Bool
  /// The result type, when the method gives a value.
  package var result: TypeName?
  /// The body.
  package var body: Block
  /// Whether the method is a record's `mutating` one: called as an action's statement, it
  /// changes the record's stored properties.
  package var isMutating = false
}

/// A stored property: `@State private var count = 0`, `let title: String`.
package struct PropertyDecl: Sendable {
  /// The property's name.
  package var name: String
  /// Where its name is.
  package var location: SourceLocation
  /// The attribute's name (`State` for `@State`, `Published` for `@Published`), else `nil`.
  package var wrapper: String?
  /// Whether it is a `let`.
  package var isConstant: Bool
  /// Its declared type, if written.
  package var type: TypeName?
  /// Its default value, if written.
  package var initialValue: Expression?
  /// For `@Environment(\.name)`, the environment value's name (`dismiss`, or a custom one).
  package var environmentKey: String? = nil
  /// For `@AppStorage("key")` and `@SceneStorage("key")`, the key the value is kept under.
  package var storageKey: String? = nil
}

extension PropertyDecl {
  /// Whether a view reads it from where it is shown: `@Environment(\.dismiss)`,
  /// `@Environment(Type.self)` or `@EnvironmentObject`.
  package var isEnvironment: Bool { wrapper == "Environment" || wrapper == "EnvironmentObject" }

  /// Whether it is `@Environment(\.dismiss)`.
  package var isDismiss: Bool { wrapper == "Environment" && environmentKey == "dismiss" }

  /// Whether a view keeps it as its own state: `@State`, `@StateObject` or `@FocusState`.
  package var isState: Bool {
    wrapper == "State" || wrapper == "StateObject" || wrapper == "FocusState" || isStored
  }

  /// Whether its value is kept in a store under a key: `@AppStorage` (the app's defaults) or
  /// `@SceneStorage` (the scene's), shared by every view that reads the key.
  package var isStored: Bool { wrapper == "AppStorage" || wrapper == "SceneStorage" }

  /// Whether it holds what the view's caller passes: a plain property, `@ObservedObject` or
  /// `@Bindable`.
  package var isPassed: Bool {
    wrapper == nil || wrapper == "ObservedObject" || wrapper == "Bindable"
  }

  /// Whether an initializer sets it as `self.name = value`: a plain property, one a caller
  /// passes, and a class's `@Published` and `@ObservationIgnored` ones.
  package var isSetDirectly: Bool {
    isPassed || wrapper == "Published" || wrapper == "ObservationIgnored"
  }

  /// Whether a view updates on every change its `ObservableObject` announces: `@StateObject`,
  /// `@ObservedObject` and `@EnvironmentObject` subscribe to `objectWillChange`.
  package var subscribesToObject: Bool {
    wrapper == "StateObject" || wrapper == "ObservedObject" || wrapper == "EnvironmentObject"
  }
}

/// `enum Name: Hashable { case a, b }`.
package struct EnumDecl: Sendable {
  /// The enum's name.
  package var name: String
  /// Where its name is.
  package var location: SourceLocation
  /// Its cases, in order.
  package var cases: [String]
  /// The protocols it conforms to: its raw type (`String`, `Int`) first, `CaseIterable`, …
  package var conformances: [String] = []
  /// The raw values written for cases (`case small = "S"`); others take Swift's implicit ones.
  package var rawValues: [String: Expression] = [:]
  /// The associated values of the cases that have them (`case collection(String)`,
  /// `case item(id: Int, name: String)`), in order.
  package var associatedValues: [String: [AssociatedValue]] = [:]
  /// Computed properties, read on a case with `self` naming it
  /// (`var title: String { switch self { case .daily: "Daily" … } }`).
  package var computed: [ComputedDecl] = []
  /// Methods that give a value, called on a case with `self` naming it
  /// (`func label(plural: Bool) -> String { … }`).
  package var functions: [FunctionDecl] = []
  /// Type properties, type methods and type properties that are views, as a struct has them:
  /// an enum without cases is a namespace for them (`enum RecipesExample { static func … }`).
  package var typeMembers = TypeMembers()
}

/// A type's static members: `static let`s, `static func`s and `static var`s that are views.
package struct TypeMembers: Sendable {
  /// Type properties with a value.
  package var statics: [PropertyDecl] = []
  /// Type methods.
  package var staticFunctions: [FunctionDecl] = []
  /// Type properties that are views.
  package var staticViews: [ComputedDecl] = []
}

extension StructDecl {
  /// Whether the struct is toolbar content: it conforms to `ToolbarContent`, and its body
  /// (`var body: some ToolbarContent`) lists toolbar items.
  package var isToolbarContent: Bool { conformances.contains("ToolbarContent") }

  /// Whether it conforms to `App`: its body lists scenes, and it shows its first window.
  package var isApp: Bool { conformances.contains("App") }

  /// The struct's static members.
  package var typeMembers: TypeMembers {
    TypeMembers(statics: statics, staticFunctions: staticFunctions, staticViews: staticViews)
  }
}

/// One associated value of an enum case: its label, if written, and its type.
package struct AssociatedValue: Sendable {
  /// The label (`id` in `case item(id: Int)`), `nil` for none.
  package var label: String?
  /// The type.
  package var type: TypeName
}

/// A written type: `Int`, `String?`, `[Item]`.
package indirect enum TypeName: Hashable, Sendable, CustomStringConvertible {
  /// A named type.
  case named(String)
  /// An optional.
  case optional(TypeName)
  /// An array.
  case array(TypeName)
  /// A function type: `() -> Void`, `(Recipe) -> Bool` (its attributes, `async` and `throws`
  /// set aside).
  case function(parameters: [TypeName], result: TypeName)
  /// A generic type with its arguments: `Binding<Recipe>`, `Set<String>`.
  case generic(String, [TypeName])

  /// The type as written.
  package var description: String {
    switch self {
    case .named(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    case .function(let parameters, let result):
      "(" + parameters.map(\.description).joined(separator: ", ") + ") -> \(result)"
    case .generic(let name, let arguments):
      name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
    }
  }

  /// The type with `Self` naming `type`, as it does in `type`'s members (`var id: Self`).
  func inType(_ type: String) -> TypeName {
    switch self {
    case .named("Self"): .named(type)
    case .named: self
    case .optional(let wrapped): .optional(wrapped.inType(type))
    case .array(let element): .array(element.inType(type))
    case .function(let parameters, let result):
      .function(parameters: parameters.map { $0.inType(type) }, result: result.inType(type))
    case .generic(let name, let arguments): .generic(name, arguments.map { $0.inType(type) })
    }
  }

  /// The name of the type, or of the optional's wrapped type: `Color` for `Color?`; `nil` for
  /// an array.
  var named: String? {
    switch self {
    case .named(let name): name
    case .optional(let wrapped): wrapped.named
    case .array, .function, .generic: nil
    }
  }
}
