/// The platform a preview provider's previews are for. Vellum renders the iOS idiom whatever
/// a provider says; the value is read by nothing else.
///
/// ```swift
/// struct RecipeRow_Previews: PreviewProvider {
///   static var platform: PreviewPlatform? { .iOS }
///   static var previews: some View { RecipeRow(recipe: .sample) }
/// }
/// ```
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS and iPadOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
