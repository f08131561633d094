// MARK: - Effects

extension AttributeName {
  /// How far a view is drawn from its place.
  @inlinable public static var offset: AttributeName { AttributeName(.offset) }
  /// How much a view is scaled.
  @inlinable public static var scaleEffect: AttributeName { AttributeName(.scaleEffect) }
  /// How far a view is rotated.
  @inlinable public static var rotationEffect: AttributeName { AttributeName(.rotationEffect) }
  /// How far a view is rotated in three dimensions.
  @inlinable public static var rotation3DEffect: AttributeName { AttributeName(.rotation3DEffect) }
  /// An affine transform a view is drawn with (`transformEffect`, a `GeometryEffect`).
  @inlinable public static var transformEffect: AttributeName { AttributeName(.transformEffect) }
  /// An affine transform's six numbers: a, b, c, d, tx, ty.
  @inlinable public static var matrix: AttributeName { AttributeName(.matrix) }
  /// How a view's colors combine with what is behind it (`blendMode`).
  @inlinable public static var blendMode: AttributeName { AttributeName(.blendMode) }
  /// An angle in degrees.
  @inlinable public static var degrees: AttributeName { AttributeName(.degrees) }
  /// The point an effect is applied about.
  @inlinable public static var anchor: AttributeName { AttributeName(.anchor) }
  /// The perspective of a 3D rotation.
  @inlinable public static var perspective: AttributeName { AttributeName(.perspective) }
  /// The order of a view among overlapping siblings.
  @inlinable public static var zIndex: AttributeName { AttributeName(.zIndex) }
  /// A blur radius.
  @inlinable public static var blur: AttributeName { AttributeName(.blur) }
  /// A brightness change.
  @inlinable public static var brightness: AttributeName { AttributeName(.brightness) }
  /// A saturation factor.
  @inlinable public static var saturation: AttributeName { AttributeName(.saturation) }
  /// A grayscale amount.
  @inlinable public static var grayscale: AttributeName { AttributeName(.grayscale) }
  /// A contrast factor.
  @inlinable public static var contrast: AttributeName { AttributeName(.contrast) }
  /// A hue rotation in degrees.
  @inlinable public static var hueRotation: AttributeName { AttributeName(.hueRotation) }
  /// Whether colours are inverted.
  @inlinable public static var colorInvert: AttributeName { AttributeName(.colorInvert) }
  /// A colour the view's colours are multiplied by.
  @inlinable public static var colorMultiply: AttributeName { AttributeName(.colorMultiply) }
  /// The view that masks a view.
  @inlinable public static var mask: AttributeName { AttributeName(.mask) }
  /// How a mask is aligned.
  @inlinable public static var maskAlignment: AttributeName { AttributeName(.maskAlignment) }
  /// Whether a view is composited as a group.
  @inlinable public static var compositingGroup: AttributeName { AttributeName(.compositingGroup) }
  /// Whether a view is rendered off screen first.
  @inlinable public static var drawingGroup: AttributeName { AttributeName(.drawingGroup) }
  /// Whether a view is clipped to its frame.
  @inlinable public static var clipped: AttributeName { AttributeName(.clipped) }
  /// Whether a view takes part in hit testing.
  @inlinable public static var allowsHitTesting: AttributeName { AttributeName(.allowsHitTesting) }
}

// MARK: - Shape styles

extension AttributeName {
  /// A gradient's color stops.
  @inlinable public static var stops: AttributeName { AttributeName(.stops) }
  /// A gradient's center point.
  @inlinable public static var center: AttributeName { AttributeName(.center) }
  /// A radial gradient's start radius (or an elliptical one's fraction).
  @inlinable public static var startRadius: AttributeName { AttributeName(.startRadius) }
  /// A radial gradient's end radius (or an elliptical one's fraction).
  @inlinable public static var endRadius: AttributeName { AttributeName(.endRadius) }
  /// An angular gradient's start angle, in degrees.
  @inlinable public static var startAngle: AttributeName { AttributeName(.startAngle) }
  /// An angular gradient's end angle, in degrees.
  @inlinable public static var endAngle: AttributeName { AttributeName(.endAngle) }
  /// The tint of the controls in a view.
  @inlinable public static var tint: AttributeName { AttributeName(.tint) }
  /// The background style of a view's content.
  @inlinable public static var backgroundStyle: AttributeName { AttributeName(.backgroundStyle) }
  /// The second level of a view's foreground styles.
  @inlinable public static var secondaryForegroundStyle: AttributeName {
    AttributeName(.secondaryForegroundStyle)
  }
  /// The third level of a view's foreground styles.
  @inlinable public static var tertiaryForegroundStyle: AttributeName {
    AttributeName(.tertiaryForegroundStyle)
  }
}

// MARK: - Styles

extension AttributeName {
  /// The built-in style a control is drawn in, or `custom`.
  @inlinable public static var buttonStyle: AttributeName { AttributeName(.buttonStyle) }
  /// The built-in style a label is drawn in.
  @inlinable public static var labelStyle: AttributeName { AttributeName(.labelStyle) }
  /// The built-in style a toggle is drawn in.
  @inlinable public static var toggleStyle: AttributeName { AttributeName(.toggleStyle) }
  /// The built-in style a picker is drawn in.
  @inlinable public static var pickerStyle: AttributeName { AttributeName(.pickerStyle) }
  /// The built-in style a list is drawn in.
  @inlinable public static var listStyle: AttributeName { AttributeName(.listStyle) }
  /// The built-in style a text field is drawn in.
  @inlinable public static var textFieldStyle: AttributeName { AttributeName(.textFieldStyle) }
  /// The built-in style a progress view is drawn in.
  @inlinable public static var progressViewStyle: AttributeName {
    AttributeName(.progressViewStyle)
  }
  /// The size of the controls in a view.
  @inlinable public static var controlSize: AttributeName { AttributeName(.controlSize) }
  /// The shape of the bordered buttons in a view.
  @inlinable public static var buttonBorderShape: AttributeName {
    AttributeName(.buttonBorderShape)
  }
  /// The filters a `Canvas` renderer added, by name.
  @inlinable public static var filter: AttributeName { AttributeName(.filter) }
  /// What a `Canvas` drew, in order: each drawing's fields.
  @inlinable public static var canvasOperations: AttributeName { AttributeName(.canvasOperations) }
  /// The kind of one of a canvas's drawings: `fill`, `stroke`, `text`, `image` or `symbol`.
  @inlinable public static var kind: AttributeName { AttributeName(.kind) }
  /// The text, image or symbol name a canvas drew.
  @inlinable public static var label: AttributeName { AttributeName(.label) }
}
