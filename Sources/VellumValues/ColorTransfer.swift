import Foundation

/// Conversions between the color spaces a `Color` can be made in, in `Float` as SwiftUI's
/// resolved colors keep them: the sRGB transfer curve (IEC 61966-2-1) and Display P3's primaries
/// in linear light (the same D65 white point as sRGB).
///
/// ```swift
/// ColorTransfer.linear(fromSRGB: 0.5)   // 0.214
/// ```
package enum ColorTransfer {
  /// An sRGB-encoded component in linear light; negative values mirror the curve.
  package static func linear(fromSRGB value: Float) -> Float {
    let magnitude = abs(value)
    let linear =
      magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  /// A linear-light component encoded with the sRGB curve; negative values mirror the curve.
  package static func sRGB(fromLinear value: Float) -> Float {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.003_130_8
      ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }

  /// Linear Display P3 components as linear sRGB components (outside 0…1 where P3 is wider).
  package static func linearSRGB(fromLinearDisplayP3 p3: (Float, Float, Float))
    -> (Float, Float, Float)
  {
    (
      1.224_940_1 * p3.0 - 0.224_940_4 * p3.1,
      -0.042_056_9 * p3.0 + 1.042_057_1 * p3.1,
      -0.019_637_6 * p3.0 - 0.078_636_1 * p3.1 + 1.098_273_5 * p3.2
    )
  }

  /// Components given in `colorSpace` as linear sRGB components.
  package static func linearSRGB(
    _ colorSpace: Color.RGBColorSpace, _ components: (Float, Float, Float)
  ) -> (Float, Float, Float) {
    switch colorSpace {
    case .sRGB:
      return (
        linear(fromSRGB: components.0), linear(fromSRGB: components.1),
        linear(fromSRGB: components.2)
      )
    case .sRGBLinear:
      return components
    case .displayP3:
      return linearSRGB(
        fromLinearDisplayP3: (
          linear(fromSRGB: components.0), linear(fromSRGB: components.1),
          linear(fromSRGB: components.2)
        ))
    }
  }
}
