// MARK: - Effects

extension AttributeName {
  /// How far a view is drawn from its place.
  public static let offset = AttributeName(rawValue: "offset")
  /// How much a view is scaled.
  public static let scaleEffect = AttributeName(rawValue: "scaleEffect")
  /// How far a view is rotated.
  public static let rotationEffect = AttributeName(rawValue: "rotationEffect")
  /// How far a view is rotated in three dimensions.
  public static let rotation3DEffect = AttributeName(rawValue: "rotation3DEffect")
  /// An angle in degrees.
  public static let degrees = AttributeName(rawValue: "degrees")
  /// The point an effect is applied about.
  public static let anchor = AttributeName(rawValue: "anchor")
  /// The perspective of a 3D rotation.
  public static let perspective = AttributeName(rawValue: "perspective")
  /// The order of a view among overlapping siblings.
  public static let zIndex = AttributeName(rawValue: "zIndex")
  /// A blur radius.
  public static let blur = AttributeName(rawValue: "blur")
  /// A brightness change.
  public static let brightness = AttributeName(rawValue: "brightness")
  /// A saturation factor.
  public static let saturation = AttributeName(rawValue: "saturation")
  /// A grayscale amount.
  public static let grayscale = AttributeName(rawValue: "grayscale")
  /// A contrast factor.
  public static let contrast = AttributeName(rawValue: "contrast")
  /// A hue rotation in degrees.
  public static let hueRotation = AttributeName(rawValue: "hueRotation")
  /// Whether colours are inverted.
  public static let colorInvert = AttributeName(rawValue: "colorInvert")
  /// A colour the view's colours are multiplied by.
  public static let colorMultiply = AttributeName(rawValue: "colorMultiply")
  /// The view that masks a view.
  public static let mask = AttributeName(rawValue: "mask")
  /// How a mask is aligned.
  public static let maskAlignment = AttributeName(rawValue: "maskAlignment")
  /// Whether a view is composited as a group.
  public static let compositingGroup = AttributeName(rawValue: "compositingGroup")
  /// Whether a view is rendered off screen first.
  public static let drawingGroup = AttributeName(rawValue: "drawingGroup")
  /// Whether a view is clipped to its frame.
  public static let clipped = AttributeName(rawValue: "clipped")
  /// Whether a view takes part in hit testing.
  public static let allowsHitTesting = AttributeName(rawValue: "allowsHitTesting")
}

// MARK: - Shape styles

extension AttributeName {
  /// A gradient's color stops.
  public static let stops = AttributeName(rawValue: "stops")
  /// A gradient's center point.
  public static let center = AttributeName(rawValue: "center")
  /// A radial gradient's start radius (or an elliptical one's fraction).
  public static let startRadius = AttributeName(rawValue: "startRadius")
  /// A radial gradient's end radius (or an elliptical one's fraction).
  public static let endRadius = AttributeName(rawValue: "endRadius")
  /// An angular gradient's start angle, in degrees.
  public static let startAngle = AttributeName(rawValue: "startAngle")
  /// An angular gradient's end angle, in degrees.
  public static let endAngle = AttributeName(rawValue: "endAngle")
  /// The tint of the controls in a view.
  public static let tint = AttributeName(rawValue: "tint")
  /// The background style of a view's content.
  public static let backgroundStyle = AttributeName(rawValue: "backgroundStyle")
  /// The second level of a view's foreground styles.
  public static let secondaryForegroundStyle = AttributeName(rawValue: "secondaryForegroundStyle")
  /// The third level of a view's foreground styles.
  public static let tertiaryForegroundStyle = AttributeName(rawValue: "tertiaryForegroundStyle")
}

// MARK: - Styles

extension AttributeName {
  /// The built-in style a control is drawn in, or `custom`.
  public static let buttonStyle = AttributeName(rawValue: "buttonStyle")
  /// The built-in style a label is drawn in.
  public static let labelStyle = AttributeName(rawValue: "labelStyle")
  /// The built-in style a toggle is drawn in.
  public static let toggleStyle = AttributeName(rawValue: "toggleStyle")
  /// The built-in style a picker is drawn in.
  public static let pickerStyle = AttributeName(rawValue: "pickerStyle")
  /// The built-in style a list is drawn in.
  public static let listStyle = AttributeName(rawValue: "listStyle")
  /// The built-in style a text field is drawn in.
  public static let textFieldStyle = AttributeName(rawValue: "textFieldStyle")
  /// The built-in style a progress view is drawn in.
  public static let progressViewStyle = AttributeName(rawValue: "progressViewStyle")
  /// The size of the controls in a view.
  public static let controlSize = AttributeName(rawValue: "controlSize")
  /// The shape of the bordered buttons in a view.
  public static let buttonBorderShape = AttributeName(rawValue: "buttonBorderShape")
  /// The filters a `Canvas` renderer added, by name.
  public static let filter = AttributeName(rawValue: "filter")
  /// What a `Canvas` drew, in order: each drawing's fields.
  public static let canvasOperations = AttributeName(rawValue: "canvasOperations")
  /// The kind of one of a canvas's drawings: `fill`, `stroke`, `text`, `image` or `symbol`.
  public static let kind = AttributeName(rawValue: "kind")
  /// The text, image or symbol name a canvas drew.
  public static let label = AttributeName(rawValue: "label")
}
