import Observation

/// A host's edit mode, which `EditButton` flips and edit-mode lists read: observed, so a
/// change re-evaluates exactly the views that read it.
@Observable
@MainActor
package final class EditModeStorage {
  package var mode = EditMode.inactive

  /// A binding to the mode.
  package var binding: Binding<EditMode> {
    Binding(get: { self.mode }, set: { self.mode = $0 })
  }
}
