import Vellum

/// The modifiers that describe a preview, as a `PreviewProvider`'s views carry them:
/// `previewDisplayName(_:)`, `previewLayout(_:)`, `previewDevice(_:)` and
/// `previewInterfaceOrientation(_:)`.
///
/// ```swift
/// PushButton(title: "Always on", isOn: .constant(true))
///   .previewDisplayName("Push button, on")
///   .previewLayout(.sizeThatFits)
/// ```
extension Evaluator {
  /// The names of these modifiers, for suggestions and the parity table.
  static let previewModifierNames = [
    "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
  ]

  private static let orientations: [String: InterfaceOrientation] = [
    "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown,
    "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
  ]

  /// `base.name(arguments)` when `name` is one of ``previewModifierNames``, else `nil`.
  func applyPreviewModifier(_ base: any View, _ name: String, _ call: inout Arguments)
    throws(Diagnostic) -> (any View)?
  {
    switch name {
    case "previewDisplayName":
      let title = try call.required(nil)
      if case .literal(.none) = title.kind { return base.previewDisplayName(nil) }
      return base.previewDisplayName(try string(title))
    case "previewLayout":
      return base.previewLayout(try previewLayout(try call.required(nil)))
    case "previewDevice":
      let device = try call.required(nil)
      if case .literal(.none) = device.kind { return base.previewDevice(nil) }
      return base.previewDevice(PreviewDevice(rawValue: try string(device)))
    case "previewInterfaceOrientation":
      return base.previewInterfaceOrientation(
        try member(try call.required(nil), in: Self.orientations))
    default:
      return nil
    }
  }

  /// `.device`, `.sizeThatFits` or `.fixed(width:height:)`.
  private func previewLayout(_ expression: Expression) throws(Diagnostic) -> PreviewLayout {
    if case .call(let callee, let arguments) = expression.kind,
      case .implicitMember("fixed") = callee.kind
    {
      var call = Arguments(callee: "fixed", arguments, at: expression.location)
      let width = CGFloat(try number(try call.required("width")))
      let height = CGFloat(try number(try call.required("height")))
      try call.finish()
      return .fixed(width: width, height: height)
    }
    return try member(expression, in: ["device": .device, "sizeThatFits": .sizeThatFits])
  }
}
