/// A control that runs an action when tapped. The action runs on the main actor (as SwiftUI
/// declares it), so `Task { await model.load() }` inside it stays on the main actor.
///
/// ```swift
/// Button("Save") { store.save() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// ```
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button with a custom label.
  ///
  /// ```swift
  /// Button(action: { count += 1 }) { Text("+") }
  /// ```
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a custom label.
  ///
  /// ```swift
  /// Button(role: .destructive) { delete() } label: { Text("Delete") }
  /// ```
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A button is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// A button titled with a literal.
  ///
  /// ```swift
  /// Button("Save") { save() }
  /// ```
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(titleKey, role: nil, action: action)
  }

  /// A button titled with a literal, with a role.
  ///
  /// ```swift
  /// Button("Delete", role: .destructive) { delete() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button titled with a string value.
  ///
  /// ```swift
  /// Button(title) { isOn.toggle() }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(title, role: nil, action: action)
  }

  /// A button titled with a string value, with a role.
  ///
  /// ```swift
  /// Button(item.deleteTitle, role: .destructive) { delete(item) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Vellum.Label<Text, Image> {
  /// A button showing a literal title and a symbol.
  ///
  /// ```swift
  /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, role: nil, action: action)
  }

  /// A button showing a literal title and a symbol, with a role.
  ///
  /// ```swift
  /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A button showing a string title and a symbol.
  ///
  /// ```swift
  /// Button(item.title, systemImage: item.icon) { open(item) }
  /// ```
  ///
  /// Disfavored, as in SwiftUI, so a literal title takes the `LocalizedStringKey` form.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, systemImage: systemImage, role: nil, action: action)
  }

  /// A button showing a string title and a symbol, with a role.
  ///
  /// ```swift
  /// Button(item.title, systemImage: "trash", role: .destructive) { delete(item) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Vellum.Label(title, systemImage: systemImage) }
  }

  /// A button showing a literal title and an image from the app's asset catalog.
  ///
  /// ```swift
  /// Button("Estonia", image: .flagEstonia) { pick(.estonia) }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey, image: image, role: nil, action: action)
  }

  /// A button showing a literal title and an image from the asset catalog, with a role.
  ///
  /// ```swift
  /// Button("Leave", image: .door, role: .destructive) { leave() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Vellum.Label(titleKey, image: image) }
  }

  /// A button showing a string title and an image from the asset catalog.
  ///
  /// ```swift
  /// Button(country.name, image: country.flag) { pick(country) }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { Vellum.Label(title, image: image) }
  }
}
