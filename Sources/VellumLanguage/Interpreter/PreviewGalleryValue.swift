import Vellum

/// A `PreviewGallery` as a program's gallery glue fills it (`gallery.add(Recipes_Previews.self,
/// named: "Recipes")`, `gallery.add("Controls", ControlsView())`): the previews added, in
/// order, each with the function that builds its views where the glue wrote them.
/// ``Program/addPreviews(of:method:to:)`` adds them to a real gallery.
///
/// ```swift
/// var gallery = PreviewGalleryValue()
/// gallery.entries.append(.init(group: "Controls", content: content, variants: ["iPadLandscape"]))
/// ```
package struct PreviewGalleryValue: Hashable, Sendable {
  /// One call of `add`.
  package struct Entry: Hashable, Sendable {
    /// The group the previews are listed under.
    package var group: String
    /// Builds the previews' views.
    package var content: FunctionValue
    /// The names of the preset variants (``Variant/named(_:)``) shown beside the gallery's own.
    package var variants: [String]
  }

  /// The calls of `add`, in order.
  package var entries: [Entry] = []

  /// The variants `variants:` may list, by the names Swift writes them with.
  static let variants: [String: Variant] = [
    "light": .light, "dark": .dark, "largeText": .largeText, "largestText": .largestText,
    "rightToLeft": .rightToLeft, "reducedMotion": .reducedMotion,
  ]

  /// The devices `.device(_:)` takes, by name.
  static let devices: [String: Device] = [
    "iPhoneSE": .iPhoneSE, "iPhone15": .iPhone15, "iPhone15ProMax": .iPhone15ProMax,
    "iPadPortrait": .iPadPortrait, "iPadLandscape": .iPadLandscape,
  ]
}
