/// Compares both values after each update and copies whichever changed to the other.
struct BindModifier<ModelValue: BindableValue, ViewValue: BindableValue>: ViewModifier,
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

extension GraphNode {
  /// This record's memory of type `T`, made by `make` on first use.
  func bindMemory<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
    if let existing = memory as? T { return existing }
    let created = make()
    memory = created
    return created
  }
}
