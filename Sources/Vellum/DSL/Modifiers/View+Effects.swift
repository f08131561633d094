import Foundation

/// Geometry and graphics effects. Each is recorded as an attribute; HTML applies it as a CSS
/// transform or filter, and the text rendering shows what a cell grid can: an offset moves the
/// view, `zIndex` orders a `ZStack`'s layers, and a mask that shows nothing hides the view.
extension View {
  /// Draws the view moved by `offset`, without changing its place in the layout.
  ///
  /// ```swift
  /// Text("Badge").offset(CGSize(width: 8, height: -8))
  /// ```
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Draws the view moved by `x` and `y` points, without changing its place in the layout.
  ///
  /// ```swift
  /// Circle().offset(x: dragAmount.width, y: 0)
  /// ```
  public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    effect(.offset, [Attribute(.x, .double(Double(x))), Attribute(.y, .double(Double(y)))])
  }

  /// Draws the view scaled by a factor along each axis, about an anchor.
  ///
  /// ```swift
  /// Image(systemName: "heart").scaleEffect(CGSize(width: 1.2, height: 0.8))
  /// ```
  public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws the view scaled by a factor, about an anchor.
  ///
  /// ```swift
  /// Button("Tap") {}.scaleEffect(isPressed ? 0.95 : 1)
  /// ```
  public consuming func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y`, about an anchor.
  ///
  /// ```swift
  /// Text("Mirror").scaleEffect(x: -1, y: 1)
  /// ```
  public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    effect(
      .scaleEffect,
      [Attribute(.x, .double(Double(x))), Attribute(.y, .double(Double(y)))]
        + anchorField(anchor))
  }

  /// Draws the view rotated by an angle about an anchor.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
  /// ```
  public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    effect(.rotationEffect, [Attribute(.degrees, .double(angle.degrees))] + anchorField(anchor))
  }

  /// Draws the view rotated in three dimensions about an axis.
  ///
  /// ```swift
  /// Card().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
  /// ```
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    var fields = [
      Attribute(.degrees, .double(angle.degrees)),
      Attribute(
        .axis, .list([.double(Double(axis.x)), .double(Double(axis.y)), .double(Double(axis.z))])),
    ]
    fields += anchorField(anchor)
    if perspective != 1 { fields.append(Attribute(.perspective, .double(Double(perspective)))) }
    return effect(.rotation3DEffect, fields)
  }

  /// Orders the view among its overlapping siblings: higher values are drawn in front.
  ///
  /// ```swift
  /// ZStack { Card().zIndex(selected ? 1 : 0); OtherCard() }
  /// ```
  public consuming func zIndex(_ value: Double) -> some View {
    modifier(AttributesModifier(Attribute(.zIndex, .double(value))))
  }

  /// Blurs the view by a radius in points.
  ///
  /// ```swift
  /// Image("photo").blur(radius: isPrivate ? 20 : 0)
  /// ```
  public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    filter(.blur, Double(radius))
  }

  /// Brightens (positive) or darkens (negative) the view.
  ///
  /// ```swift
  /// Image("photo").brightness(0.2)
  /// ```
  public consuming func brightness(_ amount: Double) -> some View { filter(.brightness, amount) }

  /// Scales the view's colour saturation: 0 is grey, 1 unchanged.
  ///
  /// ```swift
  /// Image("photo").saturation(0.5)
  /// ```
  public consuming func saturation(_ amount: Double) -> some View { filter(.saturation, amount) }

  /// Turns the view's colours grey by an amount from 0 (none) to 1 (all).
  ///
  /// ```swift
  /// Image("photo").grayscale(isDisabled ? 1 : 0)
  /// ```
  public consuming func grayscale(_ amount: Double) -> some View { filter(.grayscale, amount) }

  /// Scales the view's contrast: 0 is flat grey, 1 unchanged.
  ///
  /// ```swift
  /// Image("photo").contrast(1.5)
  /// ```
  public consuming func contrast(_ amount: Double) -> some View { filter(.contrast, amount) }

  /// Shifts the view's hues by an angle.
  ///
  /// ```swift
  /// Image("photo").hueRotation(.degrees(90))
  /// ```
  public consuming func hueRotation(_ angle: Angle) -> some View {
    filter(.hueRotation, angle.degrees)
  }

  /// Inverts the view's colours.
  ///
  /// ```swift
  /// Image(systemName: "moon").colorInvert()
  /// ```
  public consuming func colorInvert() -> some View {
    modifier(AttributesModifier(Attribute(.colorInvert, .bool(true))))
  }

  /// Combines the view's colours with what is behind it by `blendMode`. HTML draws it as CSS's
  /// `mix-blend-mode`; the compositing modes CSS has no blend for (`sourceAtop`,
  /// `destinationOver`, `destinationOut`) draw as `normal` there.
  ///
  /// ```swift
  /// Circle().fill(.red).blendMode(.multiply)
  /// ```
  public consuming func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(
      AttributesModifier(Attribute(.blendMode, .name(Keyword(rawValue: blendMode.rawValue)))))
  }

  /// Multiplies the view's colours by a colour.
  ///
  /// ```swift
  /// Image("logo").colorMultiply(.blue)
  /// ```
  public consuming func colorMultiply(_ color: Color) -> some View {
    modifier(AttributesModifier(Attribute(.colorMultiply, .color(color))))
  }

  /// Shows the view only where the mask view is opaque; a mask that shows nothing (empty,
  /// clear or fully transparent) hides the view.
  ///
  /// ```swift
  /// Rectangle().fill(.blue).mask { Text("Masked").font(.largeTitle) }
  /// ```
  public consuming func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  )
    -> some View
  {
    modifier(LayerModifier(name: .mask, layer: mask(), alignment: alignment))
  }

  /// Shows the view only where `mask` is opaque (the older form of `mask(alignment:_:)`).
  ///
  /// ```swift
  /// Image("photo").mask(Circle())
  /// ```
  public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(LayerModifier(name: .mask, layer: mask, alignment: .center))
  }

  /// Composites the view's layers before applying effects to them together; recorded.
  ///
  /// ```swift
  /// ZStack { Circle(); Text("1") }.compositingGroup().opacity(0.5)
  /// ```
  public consuming func compositingGroup() -> some View {
    modifier(AttributesModifier(Attribute(.compositingGroup, .bool(true))))
  }

  /// Renders the view's content off screen as one image before display; recorded.
  ///
  /// ```swift
  /// ManyShapes().drawingGroup()
  /// ```
  public consuming func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  )
    -> some View
  {
    modifier(AttributesModifier(Attribute(.drawingGroup, .bool(true))))
  }

  /// Clips the view to its frame, so content drawn outside it (an offset, a wide image) is
  /// cut off.
  ///
  /// ```swift
  /// Image("banner").resizable().frame(height: 120).clipped()
  /// ```
  public consuming func clipped(antialiased: Bool = false) -> some View {
    modifier(AttributesModifier(Attribute(.clipped, .bool(true))))
  }

  /// Whether the view takes part in hit testing: with `false`, its controls cannot be tapped
  /// (`host.tap` throws, saying so) and touches pass through to what is behind it.
  ///
  /// ```swift
  /// Overlay().allowsHitTesting(false)
  /// ```
  public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(isEnabled: enabled))
  }

  private func effect(_ name: AttributeName, _ fields: [Attribute]) -> some View {
    modifier(AttributesModifier(Attribute(name, .fields(fields))))
  }

  private func filter(_ name: AttributeName, _ amount: Double) -> some View {
    modifier(AttributesModifier(Attribute(name, .double(amount))))
  }

  private func anchorField(_ anchor: UnitPoint) -> [Attribute] {
    guard anchor != .center else { return [] }
    return [
      Attribute(
        .anchor, .fields([Attribute(.x, .double(anchor.x)), Attribute(.y, .double(anchor.y))]))
    ]
  }
}

/// Turns hit testing off for the content (it never turns it back on) and records it.
private struct HitTestingModifier: ViewModifier, EnvironmentModifier, Equatable {
  typealias Body = Never

  let isEnabled: Bool

  var attributes: [Attribute] { isEnabled ? [] : [Attribute(.allowsHitTesting, .bool(false))] }

  func modify(_ environment: inout EnvironmentValues) {
    if !isEnabled { environment.allowsHitTesting = false }
  }
}
