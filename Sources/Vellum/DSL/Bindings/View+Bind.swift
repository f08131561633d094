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

/// The last values a `bind` saw, and the writes it makes after an update pass.
@MainActor
final class BindSync<ModelValue: BindableValue, ViewValue: BindableValue>
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
