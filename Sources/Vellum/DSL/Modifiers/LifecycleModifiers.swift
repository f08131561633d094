/// Runs work when the content first appears and when it goes away.
///
/// Work is queued as the record's effects, which the graph runs after the pass in the order
/// records finish: chained modifiers run in the order they are written, and a child's work runs
/// before its parent's.
@usableFromInline
struct LifecycleModifier: ViewModifier, FoldableModifier {
  @usableFromInline typealias Body = Never

  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  // Usable from inline code, with the modifier's witnesses declared here rather than taken
  // from `PrimitiveModifier`'s and `FoldableModifier`'s extensions: `onAppear(perform:)` and
  // `onDisappear(perform:)` are inlinable, so the modified view's type is known where they are
  // called instead of looked up at run time on every call (every row's `onAppear`).
  @usableFromInline
  init(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
    self.onAppear = onAppear
    self.onDisappear = onDisappear
  }

  @usableFromInline
  func _apply<Content: View>(to content: Content, in record: _ViewRecord) {
    update(record.node, content: content)
  }

  @usableFromInline static var _foldsIntoRecord: Bool { true }

  /// The actions are kept for later, not run during the update.
  static var callsAppCode: Bool { false }

  /// The record remembers that its content appeared: with a `Lifecycle` when there is
  /// `onDisappear` work to keep, else with the shared ``Appeared`` marker, so the commonest
  /// case (an `onAppear` on every row of a list) allocates nothing per row.
  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.passThrough(content, foldsModifiers: false)
    let hasAppeared = record.memory != nil
    if onDisappear != nil || record.memory is Lifecycle {
      record.lifecycle.onDisappear = onDisappear.map { [Effect($0)] } ?? []
    } else if !hasAppeared {
      record.memory = Appeared.marker
    }
    if !hasAppeared, let onAppear { record.addEffect(onAppear) }
  }
}

/// Starts a task when the content appears, restarting it when its id changes.
struct TaskModifier<ID: Equatable>: ViewModifier, FoldableModifier {
  typealias Body = Never

  let id: ID
  let action: @MainActor @Sendable () async -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.passThrough(content, foldsModifiers: false)
    let lifecycle = record.lifecycle
    if (lifecycle.lastValue as? ID) != id {
      lifecycle.lastValue = id
      for task in lifecycle.tasks { task.cancel() }
      let action = action
      let graph = record.graph
      let owner = record.ownerName
      record.addEffect {
        let task = HostTask(owner: owner)
        task.start(action)
        lifecycle.tasks = task.task.map { [$0] } ?? []
        graph.tasks.append(task)
        graph.hasStartedTasks = true
      }
    }
  }
}

/// Calls an action after an update pass in which the watched value changed.
struct ChangeModifier<Value: Equatable>: ViewModifier, FoldableModifier {
  typealias Body = Never

  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func update<Content: View>(_ record: GraphNode, content: Content) {
    record.passThrough(content, foldsModifiers: false)
    let lifecycle = record.lifecycle
    let value = value
    let action = action
    if let old = lifecycle.lastValue as? Value {
      if old != value {
        record.addEffect { action(old, value) }
      }
    } else if initial {
      record.addEffect { action(value, value) }
    }
    lifecycle.lastValue = value
  }
}

extension GraphNode {
  /// This record's lifecycle memory, created on first use.
  var lifecycle: Lifecycle {
    if let existing = memory as? Lifecycle { return existing }
    let created = Lifecycle()
    memory = created
    return created
  }
}
