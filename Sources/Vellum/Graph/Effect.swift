/// Work queued to run after an update pass: an `onAppear` or `onDisappear` action, an
/// `onChange` call, a task to start.
///
/// A struct around the closure rather than the closure itself: an array of closures keeps its
/// elements in the most general form a generic value can take, so appending a closure wraps it
/// in a thunk, one allocation for every row of a list with an `onAppear`. A closure stored in a
/// struct's field keeps its own form.
///
/// ```swift
/// graph.afterUpdate.append(Effect { print("appeared") })
/// for effect in graph.afterUpdate { effect.run() }
/// ```
package struct Effect {
  /// The work.
  package let run: () -> Void

  /// Wraps `run`.
  package init(_ run: @escaping () -> Void) { self.run = run }
}
