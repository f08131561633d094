extension Toggle where Label == Vellum.Label<Text, Image> {
  /// A toggle titled with a literal and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Toggle("Dark Sky", image: .nightMode, isOn: $nightMode)
  /// ```
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(titleKey, image: image) }
  }

  /// A toggle titled with a string value and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Toggle(feature.name, image: feature.icon, isOn: $feature.isOn)
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(title, image: image) }
  }

  /// A toggle for several flags, titled with a literal and a symbol: on when all of them are.
  ///
  /// ```swift
  /// Toggle("All Alarms", systemImage: "alarm", sources: $alarms, isOn: \.isEnabled)
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) {
      Vellum.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A toggle for several flags, titled with a string value and a symbol.
  ///
  /// ```swift
  /// Toggle(group.name, systemImage: group.icon, sources: $group.alarms, isOn: \.isEnabled)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Vellum.Label(title, systemImage: systemImage) }
  }

  /// A toggle for several flags, titled with a literal and an image from the asset catalog.
  ///
  /// ```swift
  /// Toggle("All Lights", image: .bulb, sources: $lights, isOn: \.isOn)
  /// ```
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Vellum.Label(titleKey, image: image) }
  }

  /// A toggle for several flags, titled with a string value and an image from the catalog.
  ///
  /// ```swift
  /// Toggle(room.name, image: room.icon, sources: $room.lights, isOn: \.isOn)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Vellum.Label(title, image: image) }
  }
}
