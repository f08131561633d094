import Vellum

/// Finds the problems of a program before it runs: unknown names, types and views, argument
/// labels, missing and extra arguments, and values of the wrong type.
///
/// It visits every view's body once, every branch of every `if` and `switch` and every closure,
/// with the declared defaults (or samples of the declared types) for values, building nothing
/// and changing nothing, so it reports what the interpreter would meet on any path.
///
/// ```swift
/// let problems = Checker.check(program)   // [] for a correct file
/// ```
public enum Checker {
  /// Every problem of `program`, in source order.
  @MainActor
  public static func check(_ program: Program) -> [Diagnostic] {
    let log = DiagnosticLog()
    checkDeclarations(program, log)
    checkRecursion(program, log)
    checkStoredRecursion(program, log)
    // The top-level code of `main.swift`, each statement on every branch.
    if !program.file.topLevelCode.isEmpty {
      let start = SourceLocation(line: 1, column: 1, offset: 0)
      Evaluator(program: program, checks: log).perform(
        Block(items: program.file.topLevelCode, location: start))
    }
    for decl in program.file.structs where decl.body != nil {
      // A property with neither a default nor a sample is reported with the declarations.
      guard let arguments = sampleArguments(decl, program) else { continue }
      do throws(Diagnostic) {
        let view = try InterpretedView(
          program: program, declaration: decl, arguments: arguments, at: decl.location)
        let evaluator = Evaluator(program: program, view: view, checks: log)
        if decl.isToolbarContent {
          _ = evaluator.toolbarBody()
        } else {
          _ = evaluator.body()
        }
      } catch {
        log.append(error)
      }
    }
    return log.diagnostics.sorted { $0.location < $1.location }
  }

  /// Names declared twice, unknown property types, views that are not `View`s, records with
  /// a body, defaults of the wrong type.
  @MainActor
  private static func checkDeclarations(_ program: Program, _ log: DiagnosticLog) {
    var seen: Set<String> = []
    for declaration in program.file.declarations {
      let (name, location): (String, SourceLocation)
      switch declaration {
      // A preview's name is a title, not a declared name (Swift names its type uniquely).
      case .importDecl, .preview, .statement: continue
      case .environmentValue(let decl): (name, location) = ("\\." + decl.name, decl.location)
      case .protocolDecl(let decl): (name, location) = (decl.name, decl.location)
      case .function(let decl): (name, location) = (decl.name, decl.location)
      case .structure(let decl): (name, location) = (decl.name, decl.location)
      case .enumeration(let decl): (name, location) = (decl.name, decl.location)
      }
      if !seen.insert(name).inserted {
        log.append(Diagnostic(message: "invalid redeclaration of '\(name)'", location: location))
      }
    }
    let evaluator = Evaluator(program: program, checks: log)
    for decl in program.file.structs {
      if let (conformance, reason) = uninterpretedConformances.first(where: {
        decl.conformances.contains($0.protocol)
      }) {
        log.append(
          Diagnostic(
            message: "'\(decl.name)' conforms to '\(conformance)', which is not interpreted: "
              + reason, location: decl.location))
      }
      if decl.conformances.contains("Shape"),
        !decl.functions.contains(where: Program.isPathFunction)
      {
        log.append(
          Diagnostic(
            message: "'\(decl.name)' conforms to 'Shape' but declares no 'path(in:)'",
            location: decl.location))
      }
      if decl.body != nil, !decl.conformances.contains("View"),
        !decl.conformances.contains("PreviewProvider"), !decl.isToolbarContent, !decl.isApp
      {
        log.append(
          Diagnostic(
            message: "'\(decl.name)' has a body but does not conform to 'View'",
            location: decl.location))
      }
      var names: Set<String> = []
      for property in decl.properties {
        if !names.insert(property.name).inserted {
          log.append(
            Diagnostic(
              message: "invalid redeclaration of '\(property.name)'", location: property.location))
        }
        do throws(Diagnostic) {
          if property.isEnvironment {
            if let type = property.type { try program.validate(type, at: property.location) }
            if let key = property.environmentKey, !property.isDismiss,
              program.environmentValues[key] == nil
            {
              throw Diagnostic(
                message: "'\\.\(key)' is not an environment value the language reads; declare "
                  + "it in an 'extension EnvironmentValues' with an 'EnvironmentKey'",
                location: property.location)
            }
            continue
          }
          let allowed = allowedAttributes(on: decl)
          if let wrapper = property.wrapper, !allowed.contains(wrapper) {
            throw Diagnostic(
              message: "unknown attribute '@\(wrapper)' here; use "
                + allowed.map { "@" + $0 }.joined(separator: ", ") + " or @Environment",
              location: property.location)
          }
          if let type = property.type { try program.validate(type, at: property.location) }
          if property.type == nil, property.initialValue == nil {
            throw Diagnostic(
              message: "'\(property.name)' needs a type or a default value",
              location: property.location)
          }
          if let initial = property.initialValue {
            _ = try evaluator.evaluate(initial, as: property.type)
          }
        } catch {
          log.append(error)
        }
      }
      checkStatics(decl, program, log)
      checkDefaults(decl, program, log)
      for initializer in decl.initializers {
        do throws(Diagnostic) {
          try evaluator.check(initializer, of: decl)
        } catch {
          log.append(error)
        }
      }
    }
  }

  /// The protocols a file's type may conform to in Swift whose requirements the language does
  /// not run, with the reason: where a file uses one, its preview would be wrong.
  private static let uninterpretedConformances: [(protocol: String, reason: String)] = [
    ("InsettableShape", "'strokeBorder' insets a shape through its 'inset(by:)', which is not run"),
    ("ViewModifier", "a custom modifier's body takes the modified content as a value"),
    ("Layout", "a custom layout places subviews through proxies"),
    ("ButtonStyle", "a custom style's body takes its configuration as a value"),
    ("ToggleStyle", "a custom style's body takes its configuration as a value"),
    ("LabelStyle", "a custom style's body takes its configuration as a value"),
  ]

  /// The property attributes `decl` may use besides `@Environment`: a view's state and
  /// object wrappers, `@Published` in an `ObservableObject`, `@ObservationIgnored` in an
  /// `@Observable` class.
  private static func allowedAttributes(on decl: StructDecl) -> [String] {
    switch decl.objectKind {
    case .observable: ["ObservationIgnored"]
    case .observableObject: ["Published"]
    case .plain: []
    case nil:
      [
        "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Bindable",
        "FocusState", "AppStorage", "SceneStorage", "ScaledMetric",
      ]
    }
  }

  /// Each type property's value, computed as its first reading would.
  @MainActor
  private static func checkStatics(_ decl: StructDecl, _ program: Program, _ log: DiagnosticLog) {
    var names: Set<String> = []
    let evaluator = Evaluator(program: program, checks: log)
    for property in decl.statics {
      do throws(Diagnostic) {
        if !names.insert(property.name).inserted {
          throw Diagnostic(
            message: "invalid redeclaration of '\(property.name)'", location: property.location)
        }
        if let type = property.type { try program.validate(type, at: property.location) }
        _ = try evaluator.staticValue(property.name, of: decl.name, at: property.location)
      } catch {
        log.append(error)
      }
    }
  }

  /// Each default argument, against its parameter's type, whether or not a call uses it.
  @MainActor
  private static func checkDefaults(_ decl: StructDecl, _ program: Program, _ log: DiagnosticLog) {
    let evaluator = Evaluator(program: program, checks: log)
    for function in decl.functions {
      for parameter in function.parameters {
        guard let defaultValue = parameter.defaultValue else { continue }
        do throws(Diagnostic) {
          try program.validate(parameter.type, at: defaultValue.location)
          _ = try program.conforming(
            try evaluator.evaluate(defaultValue), to: parameter.type, at: defaultValue.location)
        } catch {
          log.append(error)
        }
      }
    }
  }

  /// A view that contains itself, directly or through others, would never finish building.
  private static func checkRecursion(_ program: Program, _ log: DiagnosticLog) {
    var uses: [String: [(name: String, location: SourceLocation)]] = [:]
    for decl in program.file.structs {
      if let body = decl.body { uses[decl.name] = ViewReferences.in(body, program) }
    }
    for decl in program.file.structs where decl.body != nil {
      var visited: Set<String> = []
      var stack = uses[decl.name] ?? []
      while let next = stack.popLast() {
        if next.name == decl.name {
          log.append(
            Diagnostic(
              message: "'\(decl.name)' contains itself, so it would never finish building",
              location: decl.location))
          break
        }
        if visited.insert(next.name).inserted { stack += uses[next.name] ?? [] }
      }
    }
  }

  /// A struct whose stored properties contain the struct itself, directly or through optionals
  /// and other structs, would be infinitely large; Swift rejects it. An array breaks the cycle
  /// (its elements live in separate storage), as in Swift.
  private static func checkStoredRecursion(_ program: Program, _ log: DiagnosticLog) {
    // An object is held by reference, which breaks the cycle as an array does.
    let structs = Dictionary(
      program.file.structs.filter { $0.objectKind == nil }.map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first })
    func inlineStructs(_ type: TypeName) -> [String] {
      switch program.resolved(type) {
      case .named(let name): structs[name] == nil ? [] : [name]
      case .optional(let wrapped): inlineStructs(wrapped)
      case .array, .function, .generic: []
      }
    }
    for decl in program.file.structs {
      for property in decl.properties {
        guard let type = property.type else { continue }
        var visited: Set<String> = []
        var pending = inlineStructs(type)
        while let name = pending.popLast() {
          if name == decl.name {
            log.append(
              Diagnostic(
                message:
                  "value type '\(decl.name)' cannot have a stored property that recursively "
                  + "contains it",
                location: property.location))
            break
          }
          guard visited.insert(name).inserted, let next = structs[name] else { continue }
          pending += next.properties.compactMap(\.type).flatMap(inlineStructs)
        }
      }
    }
  }

  /// Samples for the properties a view must be given, so its body can be checked on its own;
  /// `nil` when one has no default and no type to make a sample of.
  @MainActor
  private static func sampleArguments(_ decl: StructDecl, _ program: Program)
    -> [(label: String?, input: InterpretedView.Input, location: SourceLocation)]?
  {
    var arguments: [(label: String?, input: InterpretedView.Input, location: SourceLocation)] = []
    for property in decl.properties
    where !property.isEnvironment && property.wrapper != "FocusState"
      && (property.initialValue == nil || property.wrapper == "Binding")
    {
      guard let type = property.type, let sample = program.sample(of: type) else {
        if property.initialValue == nil { return nil }
        continue
      }
      if property.wrapper == "Binding" {
        // Checking never writes, so a constant binding to the sample is enough.
        arguments.append((property.name, .binding(.constant(sample)), property.location))
      } else {
        arguments.append((property.name, .value(sample), property.location))
      }
    }
    return arguments
  }
}
