extension CustomizableToolbarContent {
  /// Sets how a person may customize this content. No effect on the iPhone Vellum renders:
  /// toolbar customization is offered on iPadOS and macOS, and a host shows the toolbar as
  /// declared.
  ///
  /// ```swift
  /// ToolbarItem(id: "share") { ShareLink(item: url) }.customizationBehavior(.disabled)
  /// ```
  public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
    -> some CustomizableToolbarContent
  {
    self
  }

  /// Sets whether this content starts in the toolbar of a customizable toolbar. No effect on
  /// the iPhone Vellum renders: customization, and with it a default, is offered on iPadOS and
  /// macOS.
  ///
  /// ```swift
  /// ToolbarItem(id: "tags") { TagsButton() }.defaultCustomization(.hidden)
  /// ```
  public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> some CustomizableToolbarContent {
    self
  }
}
