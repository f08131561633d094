import Foundation

/// What a `Canvas` renderer draws into: paths filled and stroked, text, images and symbols,
/// under a transform, an opacity, clips and filters. The host records every drawing in the
/// canvas's own coordinates (points, with the transform applied) and the HTML rendering draws
/// them as SVG; blend modes, clips and filters are accepted and recorded but not composited.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///   context.draw(Text("Sun"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct GraphicsContext {
  let recorder: CanvasRecorder
  /// The environment the canvas is drawn in.
  public let environment: EnvironmentValues
  /// The opacity drawings are made with, multiplied into their colors.
  public var opacity: Double = 1
  /// How drawings blend with what is under them (recorded).
  public var blendMode: BlendMode = .normal
  /// The transform applied to every drawing's coordinates.
  public var transform: CGAffineTransform = .identity
  /// The rectangle that bounds the clip, in the context's coordinates.
  public private(set) var clipBoundingRect: CGRect

  init(recorder: CanvasRecorder, environment: EnvironmentValues, size: CGSize) {
    self.recorder = recorder
    self.environment = environment
    clipBoundingRect = CGRect(origin: .zero, size: size)
  }

  /// Moves the origin.
  ///
  /// ```swift
  /// context.translateBy(x: size.width / 2, y: size.height / 2)
  /// ```
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the coordinates.
  ///
  /// ```swift
  /// context.scaleBy(x: 2, y: 2)
  /// ```
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates the coordinates.
  ///
  /// ```swift
  /// context.rotate(by: .degrees(45))
  /// ```
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  ///
  /// ```swift
  /// context.concatenate(CGAffineTransform(scaleX: 1, y: -1))
  /// ```
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Limits later drawing to `path` (its bounds narrow ``clipBoundingRect``).
  ///
  /// ```swift
  /// context.clip(to: Path(ellipseIn: rect))
  /// ```
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    guard !options.contains(.inverse) else { return }
    clipBoundingRect = clipBoundingRect.intersection(path.applying(transform).boundingRect)
  }

  /// Limits later drawing to what `content` draws (accepted; the clip is not applied).
  ///
  /// ```swift
  /// context.clipToLayer { $0.fill(Path(rect), with: .color(.black)) }
  /// ```
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = GraphicsContext(
      recorder: CanvasRecorder(), environment: environment, size: clipBoundingRect.size)
    try content(&layer)
  }

  /// Adds a filter to later drawing (recorded, not applied).
  ///
  /// ```swift
  /// context.addFilter(.shadow(radius: 4))
  /// ```
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    recorder.filters.append(filter.name)
  }

  /// Draws `content` in a layer: a copy of this context whose changes end with the layer.
  ///
  /// ```swift
  /// context.drawLayer { layer in layer.opacity = 0.5; layer.fill(path, with: .color(.red)) }
  /// ```
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Fills `path` with `shading`.
  ///
  /// ```swift
  /// context.fill(Path(roundedRect: rect, cornerRadius: 8), with: .color(.blue))
  /// ```
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.record(
      .fill, path: path.applying(transform), paint: shading.value, opacity: opacity)
  }

  /// Strokes `path` with `shading` in `style`.
  ///
  /// ```swift
  /// context.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 2, dash: [4]))
  /// ```
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recorder.record(
      .stroke, path: path.applying(transform), paint: shading.value, opacity: opacity,
      lineWidth: Double(style.lineWidth))
  }

  /// Strokes `path` with `shading` `lineWidth` points wide.
  ///
  /// ```swift
  /// context.stroke(path, with: .foreground, lineWidth: 3)
  /// ```
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Text ready to draw, with its shading.
  ///
  /// ```swift
  /// let label = context.resolve(Text("42").font(.title))
  /// ```
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

  /// An image ready to draw.
  ///
  /// ```swift
  /// let star = context.resolve(Image(systemName: "star.fill"))
  /// ```
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

  /// The symbol view with `id` from the canvas's symbols, ready to draw.
  ///
  /// ```swift
  /// if let marker = context.resolveSymbol(id: "marker") { context.draw(marker, at: point) }
  /// ```
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    recorder.symbols.contains(AttributeValue(describing: id)) ? ResolvedSymbol(id: "\(id)") : nil
  }

  /// The shading as it would draw (shadings are already resolved here).
  ///
  /// ```swift
  /// let ink = context.resolve(.color(.primary))
  /// ```
  public func resolve(_ shading: Shading) -> Shading { shading }

  /// Draws text centered on `point` (or placed by `anchor`).
  ///
  /// ```swift
  /// context.draw(Text("Noon"), at: CGPoint(x: 50, y: 10), anchor: .top)
  /// ```
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws text in `rect`.
  ///
  /// ```swift
  /// context.draw(Text("Title"), in: CGRect(x: 0, y: 0, width: 100, height: 20))
  /// ```
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws resolved text at `point`.
  ///
  /// ```swift
  /// context.draw(context.resolve(Text("A")), at: .zero, anchor: .topLeading)
  /// ```
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    recorder.record(
      .text, label: text.text.plainText, at: point.applying(transform), anchor: anchor,
      paint: text.shading.value, opacity: opacity)
  }

  /// Draws resolved text in `rect`, from its top-leading corner.
  ///
  /// ```swift
  /// context.draw(context.resolve(Text("A")), in: rect)
  /// ```
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    draw(text, at: rect.origin, anchor: .topLeading)
  }

  /// Draws an image centered on `point`.
  ///
  /// ```swift
  /// context.draw(Image(systemName: "star.fill"), at: center)
  /// ```
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws an image in `rect`.
  ///
  /// ```swift
  /// context.draw(Image("photo"), in: CGRect(origin: .zero, size: size))
  /// ```
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws a resolved image centered on `point`.
  ///
  /// ```swift
  /// context.draw(context.resolve(Image(systemName: "heart")), at: center)
  /// ```
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    recorder.record(
      .image, label: image.name, at: point.applying(transform), anchor: anchor, paint: nil,
      opacity: opacity)
  }

  /// Draws a resolved image in `rect`, from its top-leading corner.
  ///
  /// ```swift
  /// context.draw(context.resolve(Image("photo")), in: rect)
  /// ```
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image, at: rect.origin, anchor: .topLeading)
  }

  /// Draws a symbol view centered on `point`.
  ///
  /// ```swift
  /// context.draw(marker, at: point)
  /// ```
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    recorder.record(
      .symbol, label: symbol.id, at: point.applying(transform), anchor: anchor, paint: nil,
      opacity: opacity)
  }

  /// Draws a symbol view in `rect`, from its top-leading corner.
  ///
  /// ```swift
  /// context.draw(marker, in: rect)
  /// ```
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    draw(symbol, at: rect.origin, anchor: .topLeading)
  }
}
