/// Flips, sets or clears a flag held by a binding: a class, so a control's action captures one
/// object instead of the binding (collapsible sections, disclosure groups, menus, context menus
/// and swipe actions).
@MainActor
final class FlagToggle {
  let flag: Binding<Bool>

  init(_ flag: Binding<Bool>) { self.flag = flag }

  func flip() { flag.wrappedValue.toggle() }

  func set() { flag.wrappedValue = true }

  func clear() { flag.wrappedValue = false }
}
