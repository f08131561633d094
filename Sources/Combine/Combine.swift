// `import Combine` on Linux: Vellum's publishers, subjects and operators, and
// `ObservableObject` and `@Published`, which model files import Combine for. It brings the
// rest of Vellum too: Vellum keeps `ObservableObject` with its views.
@_exported import Vellum
