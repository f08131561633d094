extension NavigationLink: PrimitiveView {
  package func update(_ record: GraphNode) {
    let navigation = record.environment.navigation
    let push = push
    record.control = .tap {
      if let navigation { push(navigation) }
    }
    record.element(.navigationLink, record.disabledAttribute, content: label)
    if let activation {
      record.presentDestination(while: activation.isActive, activation.destination)
    }
  }
}

/// Registers a value destination with the enclosing stack.
struct DestinationRegistration: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let register: @MainActor (NavigationModel) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    if let navigation = record.environment.navigation { register(navigation) }
    record.updateChild(0, content)
  }
}

/// Pushes a destination while a flag is set, after the update that saw it set.
struct PresentedDestination: ViewModifier, PrimitiveModifier {
  typealias Body = Never

  let isPresented: Binding<Bool>
  let destination: AnyView

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.output = .passthrough
    record.updateChild(0, content)
    record.presentDestination(while: isPresented, destination)
  }
}

extension GraphNode {
  /// Pushes `destination` on the enclosing stack after this pass when `isPresented` is true and
  /// it is not shown yet, and pops it when `isPresented` turned false; popping it by hand sets
  /// `isPresented` to false.
  func presentDestination(while isPresented: Binding<Bool>, _ destination: AnyView) {
    guard let navigation = environment.navigation else { return }
    let change = DestinationChange(
      navigation: navigation, key: ObjectIdentifier(self), isPresented: isPresented,
      destination: destination)
    let shown = isPresented.wrappedValue
    if shown, !navigation.isPresenting(change.key) {
      addEffect(change.present)
    } else if !shown, navigation.isPresenting(change.key) {
      addEffect(change.withdraw)
    }
  }
}
