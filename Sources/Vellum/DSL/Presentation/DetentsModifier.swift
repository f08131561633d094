/// The modifier behind `presentationDetents`: records the detents on the sheet's content,
/// resolving custom ones where they are set, since their heights read the environment.
struct DetentsModifier: EnvironmentalModifier {
  let detents: Set<PresentationDetent>

  /// The detents in a stable order, each as its node records it; unavailable custom detents
  /// are left out.
  func resolve(in environment: EnvironmentValues) -> AttributesModifier {
    let context = PresentationDetent.Context(environment: environment)
    let values = detents.sorted { $0.description < $1.description }
      .compactMap { $0.attributeValue(in: context) }
    return AttributesModifier(Attribute(.presentationDetents, .list(values)))
  }
}
