// MARK: - Effects

extension AttributeName {
  /// How far a view is drawn from its place.
  public static let offset = AttributeName(.offset)
  /// How much a view is scaled.
  public static let scaleEffect = AttributeName(.scaleEffect)
  /// How far a view is rotated.
  public static let rotationEffect = AttributeName(.rotationEffect)
  /// How far a view is rotated in three dimensions.
  public static let rotation3DEffect = AttributeName(.rotation3DEffect)
  /// An angle in degrees.
  public static let degrees = AttributeName(.degrees)
  /// The point an effect is applied about.
  public static let anchor = AttributeName(.anchor)
  /// The perspective of a 3D rotation.
  public static let perspective = AttributeName(.perspective)
  /// The order of a view among overlapping siblings.
  public static let zIndex = AttributeName(.zIndex)
  /// A blur radius.
  public static let blur = AttributeName(.blur)
  /// A brightness change.
  public static let brightness = AttributeName(.brightness)
  /// A saturation factor.
  public static let saturation = AttributeName(.saturation)
  /// A grayscale amount.
  public static let grayscale = AttributeName(.grayscale)
  /// A contrast factor.
  public static let contrast = AttributeName(.contrast)
  /// A hue rotation in degrees.
  public static let hueRotation = AttributeName(.hueRotation)
  /// Whether colours are inverted.
  public static let colorInvert = AttributeName(.colorInvert)
  /// A colour the view's colours are multiplied by.
  public static let colorMultiply = AttributeName(.colorMultiply)
  /// The view that masks a view.
  public static let mask = AttributeName(.mask)
  /// How a mask is aligned.
  public static let maskAlignment = AttributeName(.maskAlignment)
  /// Whether a view is composited as a group.
  public static let compositingGroup = AttributeName(.compositingGroup)
  /// Whether a view is rendered off screen first.
  public static let drawingGroup = AttributeName(.drawingGroup)
  /// Whether a view is clipped to its frame.
  public static let clipped = AttributeName(.clipped)
  /// Whether a view takes part in hit testing.
  public static let allowsHitTesting = AttributeName(.allowsHitTesting)
}

// MARK: - Shape styles

extension AttributeName {
  /// A gradient's color stops.
  public static let stops = AttributeName(.stops)
  /// A gradient's center point.
  public static let center = AttributeName(.center)
  /// A radial gradient's start radius (or an elliptical one's fraction).
  public static let startRadius = AttributeName(.startRadius)
  /// A radial gradient's end radius (or an elliptical one's fraction).
  public static let endRadius = AttributeName(.endRadius)
  /// An angular gradient's start angle, in degrees.
  public static let startAngle = AttributeName(.startAngle)
  /// An angular gradient's end angle, in degrees.
  public static let endAngle = AttributeName(.endAngle)
  /// The tint of the controls in a view.
  public static let tint = AttributeName(.tint)
  /// The background style of a view's content.
  public static let backgroundStyle = AttributeName(.backgroundStyle)
  /// The second level of a view's foreground styles.
  public static let secondaryForegroundStyle = AttributeName(.secondaryForegroundStyle)
  /// The third level of a view's foreground styles.
  public static let tertiaryForegroundStyle = AttributeName(.tertiaryForegroundStyle)
}

// MARK: - Styles

extension AttributeName {
  /// The built-in style a control is drawn in, or `custom`.
  public static let buttonStyle = AttributeName(.buttonStyle)
  /// The built-in style a label is drawn in.
  public static let labelStyle = AttributeName(.labelStyle)
  /// The built-in style a toggle is drawn in.
  public static let toggleStyle = AttributeName(.toggleStyle)
  /// The built-in style a picker is drawn in.
  public static let pickerStyle = AttributeName(.pickerStyle)
  /// The built-in style a list is drawn in.
  public static let listStyle = AttributeName(.listStyle)
  /// The built-in style a text field is drawn in.
  public static let textFieldStyle = AttributeName(.textFieldStyle)
  /// The built-in style a progress view is drawn in.
  public static let progressViewStyle = AttributeName(.progressViewStyle)
  /// The size of the controls in a view.
  public static let controlSize = AttributeName(.controlSize)
  /// The shape of the bordered buttons in a view.
  public static let buttonBorderShape = AttributeName(.buttonBorderShape)
  /// The filters a `Canvas` renderer added, by name.
  public static let filter = AttributeName(.filter)
  /// What a `Canvas` drew, in order: each drawing's fields.
  public static let canvasOperations = AttributeName(.canvasOperations)
  /// The kind of one of a canvas's drawings: `fill`, `stroke`, `text`, `image` or `symbol`.
  public static let kind = AttributeName(.kind)
  /// The text, image or symbol name a canvas drew.
  public static let label = AttributeName(.label)
}
