import Foundation

/// Navigation bar, toolbar and sheet presentation modifiers; recorded on the view's node.
extension View {
  /// Hides the back button of the navigation bar this view is the screen of.
  ///
  /// ```swift
  /// WizardStep().navigationBarBackButtonHidden()
  /// ```
  public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    barAttribute(.navigationBarBackButtonHidden, hidesBackButton ? .bool(true) : nil)
  }

  /// Puts views at the leading and trailing ends of the navigation bar (the older form of
  /// `toolbar`); drawn as toolbar items.
  ///
  /// ```swift
  /// .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
  /// ```
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .topBarLeading) { leading }
      ToolbarItem(placement: .topBarTrailing) { trailing }
    }
  }

  /// Puts a view at the leading end of the navigation bar (the older form of `toolbar`).
  ///
  /// ```swift
  /// .navigationBarItems(leading: Button("Close") { close() })
  /// ```
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
  }

  /// Puts a view at the trailing end of the navigation bar (the older form of `toolbar`).
  ///
  /// ```swift
  /// .navigationBarItems(trailing: Button("Save") { save() })
  /// ```
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
  }

  /// Sets the background style of bars.
  ///
  /// ```swift
  /// .toolbarBackground(.indigo, for: .navigationBar)
  /// ```
  public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    barAttribute(.toolbarBackground, style.attributeValue)
  }

  /// Shows or hides the background of bars.
  ///
  /// ```swift
  /// .toolbarBackground(.visible, for: .navigationBar)
  /// ```
  public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    barAttribute(.toolbarBackgroundVisibility, .name(Keyword(describing: visibility)))
  }

  /// Sets the color scheme of bars.
  ///
  /// ```swift
  /// .toolbarColorScheme(.dark, for: .navigationBar)
  /// ```
  public consuming func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    barAttribute(.toolbarColorScheme, colorScheme.map { .name(Keyword(describing: $0)) })
  }

  /// Shows or hides bars.
  ///
  /// ```swift
  /// .toolbar(.hidden, for: .tabBar)
  /// ```
  public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    barAttribute(
      .toolbarVisibility,
      .fields([
        Attribute(.visibility, .name(Keyword(describing: visibility))),
        Attribute(.placement, .list(bars.map { .name(Keyword(rawValue: $0.name)) })),
      ]))
  }

  /// Says what the toolbar is for.
  ///
  /// ```swift
  /// .toolbarRole(.editor)
  /// ```
  public consuming func toolbarRole(_ role: ToolbarRole) -> some View {
    barAttribute(.toolbarRole, .name(Keyword(rawValue: role.name)))
  }

  /// Sets a subtitle under the navigation title (shown on macOS and iPadOS).
  ///
  /// ```swift
  /// .navigationSubtitle("3 unread")
  /// ```
  public consuming func navigationSubtitle(_ subtitle: Text) -> some View {
    barAttribute(.navigationSubtitle, .string(subtitle.plainText))
  }

  /// Sets a subtitle from a literal.
  ///
  /// ```swift
  /// .navigationSubtitle("Drafts")
  /// ```
  public consuming func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    navigationSubtitle(Text(subtitleKey))
  }

  /// Sets a subtitle from a string value.
  ///
  /// ```swift
  /// .navigationSubtitle(folder.path)
  /// ```
  @_disfavoredOverload
  public consuming func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    navigationSubtitle(Text(subtitle))
  }

  /// Sets the heights a sheet can rest at.
  ///
  /// ```swift
  /// Details().presentationDetents([.medium, .large])
  /// ```
  public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(DetentsModifier(detents: detents))
  }

  /// Sets the heights a sheet can rest at, with the current one bound to `selection`.
  ///
  /// ```swift
  /// Details().presentationDetents([.medium, .large], selection: $detent)
  /// ```
  public consuming func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(DetentsModifier(detents: detents))
  }

  /// Shows or hides a sheet's drag indicator.
  ///
  /// ```swift
  /// Details().presentationDragIndicator(.visible)
  /// ```
  public consuming func presentationDragIndicator(_ visibility: Visibility) -> some View {
    barAttribute(.presentationDragIndicator, .name(Keyword(describing: visibility)))
  }

  /// Stops a person dismissing the sheet by swiping it down; the sheet's own buttons (and
  /// `host.dismiss()`, which stands for them) still dismiss it.
  ///
  /// ```swift
  /// EditForm().interactiveDismissDisabled(hasChanges)
  /// ```
  public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    barAttribute(.interactiveDismissDisabled, isDisabled ? .bool(true) : nil)
  }

  /// Sets the corner radius of a sheet.
  ///
  /// ```swift
  /// Details().presentationCornerRadius(24)
  /// ```
  public consuming func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    barAttribute(.presentationCornerRadius, cornerRadius.map { .double(Double($0)) })
  }

  /// Sets the background of a sheet.
  ///
  /// ```swift
  /// Details().presentationBackground(.thinMaterial)
  /// ```
  public consuming func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    barAttribute(.presentationBackground, style.attributeValue)
  }

  private func barAttribute(_ name: AttributeName, _ value: AttributeValue?) -> some View {
    modifier(AttributesModifier(value.map { [Attribute(name, $0)] } ?? []))
  }
}
