import Foundation

extension View {
  /// Draws `content` behind the view, sized to it.
  ///
  /// ```swift
  /// Text("Hi").background(Color.yellow)
  /// ```
  public consuming func background<Background: View>(
    _ content: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(LayerModifier(name: .background, layer: content, alignment: alignment))
  }

  /// Draws the view built by `content` behind the view.
  ///
  /// ```swift
  /// Text("Hi").background { RoundedRectangle(cornerRadius: 8).fill(Color.gray) }
  /// ```
  public consuming func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    background(content(), alignment: alignment)
  }

  /// Draws `content` in front of the view, sized to it.
  ///
  /// ```swift
  /// Circle().overlay(Text("1"))
  /// ```
  public consuming func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(LayerModifier(name: .overlay, layer: content, alignment: alignment))
  }

  /// Draws the view built by `content` in front of the view.
  ///
  /// ```swift
  /// Circle().overlay { Text("1") }
  /// ```
  public consuming func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    overlay(content(), alignment: alignment)
  }

  /// Colors the text and symbols in the view.
  ///
  /// ```swift
  /// Image(systemName: "star").foregroundColor(.accentColor)
  /// ```
  @inlinable
  public consuming func foregroundColor(_ color: Color?) -> some View {
    modifier(AttributesModifier(color.map { [Attribute(.foregroundColor, .color($0))] } ?? []))
  }

  /// Paints the text and symbols in the view with a style.
  ///
  /// ```swift
  /// Text("Note").foregroundStyle(.secondary)
  /// ```
  public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(AttributesModifier(Attribute(.foregroundStyle, style.attributeValue)))
  }

  /// Sets the font of the text in the view.
  ///
  /// ```swift
  /// VStack { Text("A") }.font(.headline)
  /// ```
  @inlinable
  public consuming func font(_ font: Font?) -> some View {
    environment(\.font, font)
      .modifier(AttributesModifier(font.map { [Attribute(.font, .font($0))] } ?? []))
  }

  /// Makes the text in the view bold.
  ///
  /// ```swift
  /// Label("Title", systemImage: "star").bold()
  /// ```
  @inlinable
  public consuming func bold(_ isActive: Bool = true) -> some View {
    modifier(AttributesModifier(isActive ? [Attribute(.bold, .bool(true))] : []))
  }

  /// Makes the text in the view italic.
  ///
  /// ```swift
  /// Label("Note", systemImage: "pencil").italic()
  /// ```
  @inlinable
  public consuming func italic(_ isActive: Bool = true) -> some View {
    modifier(AttributesModifier(isActive ? [Attribute(.italic, .bool(true))] : []))
  }

  /// Clips the view to a shape.
  ///
  /// ```swift
  /// Button("Go") {}.clipShape(Capsule())
  /// ```
  public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  {
    modifier(AttributesModifier(Attribute(.clipShape, shape.shapeValue)))
  }

  /// Fills a shape with a style behind the view, sized to it.
  ///
  /// ```swift
  /// Text("New").padding(6).background(.yellow, in: .capsule)
  /// ```
  public consuming func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Sets the shape that taps are tested against; recorded, since Vellum finds controls by
  /// label rather than by point.
  ///
  /// ```swift
  /// HStack { Text(title); Spacer() }.contentShape(.rect).onTapGesture { select() }
  /// ```
  public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(AttributesModifier(Attribute(.contentShape, shape.shapeValue)))
  }

  /// Rounds the view's corners (edges are drawn antialiased either way).
  ///
  /// ```swift
  /// Color.blue.cornerRadius(8)
  /// ```
  public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(AttributesModifier(Attribute(.cornerRadius, .double(Double(radius)))))
  }

  /// Draws a shadow behind the view.
  ///
  /// ```swift
  /// Button("Go") {}.shadow(radius: 5)
  /// ```
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    var fields = [Attribute(.radius, .double(Double(radius)))]
    if color != Color(white: 0, opacity: 0.33) {
      fields.insert(Attribute(.color, .color(color)), at: 0)
    }
    if x != 0 { fields.append(Attribute(.x, .double(Double(x)))) }
    if y != 0 { fields.append(Attribute(.y, .double(Double(y)))) }
    return modifier(AttributesModifier(Attribute(.shadow, .fields(fields))))
  }

  /// Makes the view transparent: 0 is invisible, 1 opaque.
  ///
  /// ```swift
  /// Text("Faded").opacity(0.5)
  /// ```
  @inlinable
  public consuming func opacity(_ opacity: Double) -> some View {
    modifier(AttributesModifier(Attribute(.opacity, .double(opacity))))
  }

  /// Outlines the view.
  ///
  /// ```swift
  /// Text("Boxed").border(Color.gray, width: 1)
  /// ```
  public consuming func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(AttributesModifier(Attribute(.border, content.outline(widthName: .width, width))))
  }
}
