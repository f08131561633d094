extension ViewHost {
  /// Mounts an app: the content of its first window group, with the app's own `@State`,
  /// `@StateObject` and other dynamic properties kept like a view's.
  ///
  /// An app with no window group (only `Settings`) shows an empty screen.
  ///
  /// ```swift
  /// let host = ViewHost(app: RecipesApp())
  /// try host.tap("Add Recipe")
  /// ```
  public convenience init<A: App>(app: A, environment: EnvironmentValues = EnvironmentValues()) {
    self.init(AppRoot(app: app), environment: environment)
  }
}

/// The root of a hosted app: links the app's dynamic properties to its record, evaluates its
/// scenes, and shows the first window's content.
struct AppRoot<A: App>: View, PrimitiveView, EvaluationNamed {
  let app: A

  var body: Never { primitiveBody(Self.self) }

  var evaluationName: String { viewTypeName(A.self) }

  func update(_ record: GraphNode) {
    FieldLayout.withLinked(app, to: record) { app in
      record.graph.report.evaluated(record)
      record.output = .passthrough
      record.updateChild(0, app.body.firstWindow ?? AnyView(EmptyView()))
    }
  }
}
