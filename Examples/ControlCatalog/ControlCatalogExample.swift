import Vellum

/// Screens that exercise every everyday control and presentation, for the preview gallery and
/// its browser check.
///
/// ```swift
/// ControlCatalogExample.addPreviews(to: &gallery)
/// ```
public enum ControlCatalogExample {
  /// Adds the catalog's screens to a gallery: the controls, the tab bar, an empty list with its
  /// empty state over it, each presentation, and the split view at an iPad's landscape width.
  @MainActor public static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add("Controls", ControlsView())
    gallery.add("Tab bar", TabsView())
    gallery.add("Empty list", EmptyListView())
    gallery.add("Sheet", PresentationsView(showing: .sheet))
    gallery.add("Alert", PresentationsView(showing: .alert))
    gallery.add("Confirmation dialog", PresentationsView(showing: .dialog))
    gallery.add("Split view", SplitView(), variants: [.device(.iPadLandscape)])
  }
}
