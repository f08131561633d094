import Vellum

/// The PushButton screen, off and on.
struct PushButton_Previews: PreviewProvider {
  static var previews: some View {
    ContentView()
      .previewDisplayName("Remember Me")
    PushButton(title: "Always on", isOn: .constant(true))
      .previewDisplayName("Push button, on")
  }
}

extension PushButtonExample {
  /// Adds the example's previews to a gallery.
  ///
  /// ```swift
  /// PushButtonExample.addPreviews(to: &gallery)
  /// ```
  @MainActor public static func addPreviews(to gallery: inout PreviewGallery) {
    gallery.add(PushButton_Previews.self, named: "PushButton")
  }
}
