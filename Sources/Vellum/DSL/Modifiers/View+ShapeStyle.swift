import Foundation

/// Modifiers that paint with shape styles: materials, gradients, hierarchical styles, tints.
extension View {
  /// Fills the view's background with a style: a color, gradient or material.
  ///
  /// ```swift
  /// Text("Now Playing").padding().background(.ultraThinMaterial)
  /// ```
  @_disfavoredOverload
  public consuming func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    modifier(AttributesModifier(Attribute(.background, style.attributeValue)))
  }

  /// Fills the view's background with the current background style.
  ///
  /// ```swift
  /// Form { … }.background(ignoresSafeAreaEdges: .all)
  /// ```
  public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }

  /// Fills a shape with the current background style behind the view.
  ///
  /// ```swift
  /// Text("Tag").padding(6).background(in: .capsule)
  /// ```
  public consuming func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(.background, in: shape, fillStyle: fillStyle)
  }

  /// Paints a style in front of the view, over its whole frame.
  ///
  /// ```swift
  /// Image("photo").overlay(.black.opacity(0.3))
  /// ```
  @_disfavoredOverload
  public consuming func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    overlay(Rectangle().fill(style))
  }

  /// Fills a shape with a style in front of the view.
  ///
  /// ```swift
  /// Avatar().overlay(.blue.opacity(0.2), in: .circle)
  /// ```
  public consuming func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }

  /// Paints the view's foreground with a primary and a secondary style (symbols and text
  /// that use the hierarchical levels take them in order).
  ///
  /// ```swift
  /// Image(systemName: "person.crop.circle.badge.plus").foregroundStyle(.blue, .gray)
  /// ```
  public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  )
    -> some View
  {
    modifier(
      AttributesModifier(
        Attribute(.foregroundStyle, primary.attributeValue),
        Attribute(.secondaryForegroundStyle, secondary.attributeValue)))
  }

  /// Paints the view's foreground with a primary, a secondary and a tertiary style.
  ///
  /// ```swift
  /// Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.gray, .yellow, .blue)
  /// ```
  public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      AttributesModifier(
        Attribute(.foregroundStyle, primary.attributeValue),
        Attribute(.secondaryForegroundStyle, secondary.attributeValue),
        Attribute(.tertiaryForegroundStyle, tertiary.attributeValue)))
  }

  /// Tints the controls in the view: buttons, toggles, sliders, links and the `.tint` style.
  /// `nil` keeps the tint from outside.
  ///
  /// ```swift
  /// Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
  /// ```
  public consuming func tint(_ tint: Color?) -> some View {
    modifier(AttributesModifier(tint.map { [Attribute(.tint, .color($0))] } ?? []))
  }

  /// Tints the controls in the view with a style.
  ///
  /// ```swift
  /// Slider(value: $level).tint(.orange.gradient)
  /// ```
  @_disfavoredOverload
  public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(AttributesModifier(tint.map { [Attribute(.tint, $0.attributeValue)] } ?? []))
  }

  /// Sets the accent color of the view (the older form of `tint`).
  ///
  /// ```swift
  /// NavigationStack { … }.accentColor(.purple)
  /// ```
  public consuming func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the background style the view's content uses (`.background`, group boxes), also in
  /// the environment's `backgroundStyle`.
  ///
  /// ```swift
  /// GroupBox { … }.backgroundStyle(.yellow.gradient)
  /// ```
  public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
      .modifier(AttributesModifier(Attribute(.backgroundStyle, style.attributeValue)))
  }
}
