/// A value a view can read and write: a `Binding`, or a `FocusState` binding.
///
/// ```swift
/// .bind($model.focus, to: $focus)
/// ```
@MainActor
public protocol BindableValue {
  /// The type of the value.
  associatedtype Value
  /// The value.
  var wrappedValue: Value { get nonmutating set }
}

extension Binding: BindableValue {}
extension FocusState.Binding: BindableValue {}

extension View {
  /// Keeps two values in step: when the model's value changes it is written to the view's (for
  /// example focus state, which only views can own), and when the view's changes it is written
  /// back to the model. The model's value is given to the view when the view appears.
  ///
  /// ```swift
  /// Form { … }
  ///   .bind($model.focus, to: $focus)
  /// ```
  public consuming func bind<ModelValue: BindableValue, ViewValue: BindableValue>(
    _ modelValue: ModelValue, to viewValue: ViewValue
  ) -> some View where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    modifier(BindModifier(model: modelValue, view: viewValue))
  }
}

/// Compares both values after each update and copies whichever changed to the other.
private struct BindModifier<ModelValue: BindableValue, ViewValue: BindableValue>: ViewModifier,
  PrimitiveModifier
where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
  typealias Body = Never

  let model: ModelValue
  let view: ViewValue

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.updateChild(0, content)
    let sync = record.bindMemory(BindSync<ModelValue, ViewValue>.self) { BindSync() }
    sync.model = model
    sync.view = view
    let modelNow = model.wrappedValue
    let viewNow = view.wrappedValue
    if sync.lastModel == nil || sync.lastModel != modelNow {
      if viewNow != modelNow { record.addEffect(sync.copyModelToView) }
    } else if sync.lastView != viewNow, viewNow != modelNow {
      record.addEffect(sync.copyViewToModel)
    }
    sync.lastModel = modelNow
    sync.lastView = viewNow
  }
}

/// The last values a `bind` saw, and the writes it makes after an update pass.
@MainActor
private final class BindSync<ModelValue: BindableValue, ViewValue: BindableValue>
where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
  var model: ModelValue?
  var view: ViewValue?
  var lastModel: ModelValue.Value?
  var lastView: ViewValue.Value?

  func copyModelToView() {
    guard let model, let view else { return }
    view.wrappedValue = model.wrappedValue
    lastView = model.wrappedValue
  }

  func copyViewToModel() {
    guard let model, let view else { return }
    model.wrappedValue = view.wrappedValue
    lastModel = view.wrappedValue
  }
}

extension GraphNode {
  /// This record's memory of type `T`, made by `make` on first use.
  func bindMemory<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
    if let existing = memory as? T { return existing }
    let created = make()
    memory = created
    return created
  }
}
