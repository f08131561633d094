/// How a shared item is previewed in the share sheet: a title, and optionally an image and an
/// icon. The host records the shared items; the preview's title names them.
///
/// ```swift
/// SharePreview("Sunset", image: Image("sunset"))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: Text
  let image: Image?
  let icon: Icon?
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview titled by a LocalizedStringKey.
  ///
  /// ```swift
  /// SharePreview("Photo")
  /// ```
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: Text(titleKey), image: nil, icon: nil)
  }

  /// A preview titled by a string.
  ///
  /// ```swift
  /// SharePreview(photo.name)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(title: Text(title), image: nil, icon: nil)
  }

  /// A preview titled by a Text.
  ///
  /// ```swift
  /// SharePreview(Text("Photo"))
  /// ```
  public init(_ title: Text) {
    self.init(title: title, image: nil, icon: nil)
  }
}

extension SharePreview where Icon == Never {
  /// A preview titled by a LocalizedStringKey with image.
  ///
  /// ```swift
  /// SharePreview("Photo", image: Image("photo"))
  /// ```
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: Text(titleKey), image: image, icon: nil)
  }

  /// A preview titled by a string with image.
  ///
  /// ```swift
  /// SharePreview(photo.name, image: Image("photo"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.init(title: Text(title), image: image, icon: nil)
  }

  /// A preview titled by a Text with image.
  ///
  /// ```swift
  /// SharePreview(Text("Photo"), image: Image("photo"))
  /// ```
  public init(_ title: Text, image: Image) {
    self.init(title: title, image: image, icon: nil)
  }
}

extension SharePreview where Image == Never {
  /// A preview titled by a LocalizedStringKey with icon.
  ///
  /// ```swift
  /// SharePreview("Photo", icon: Image("icon"))
  /// ```
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: Text(titleKey), image: nil, icon: icon)
  }

  /// A preview titled by a string with icon.
  ///
  /// ```swift
  /// SharePreview(photo.name, icon: Image("icon"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.init(title: Text(title), image: nil, icon: icon)
  }

  /// A preview titled by a Text with icon.
  ///
  /// ```swift
  /// SharePreview(Text("Photo"), icon: Image("icon"))
  /// ```
  public init(_ title: Text, icon: Icon) {
    self.init(title: title, image: nil, icon: icon)
  }
}

extension SharePreview {
  /// A preview titled by a LocalizedStringKey with image with icon.
  ///
  /// ```swift
  /// SharePreview("Photo", image: Image("photo"), icon: Image("icon"))
  /// ```
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: Text(titleKey), image: image, icon: icon)
  }

  /// A preview titled by a string with image with icon.
  ///
  /// ```swift
  /// SharePreview(photo.name, image: Image("photo"), icon: Image("icon"))
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(title: Text(title), image: image, icon: icon)
  }

  /// A preview titled by a Text with image with icon.
  ///
  /// ```swift
  /// SharePreview(Text("Photo"), image: Image("photo"), icon: Image("icon"))
  /// ```
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title: title, image: image, icon: icon)
  }
}
