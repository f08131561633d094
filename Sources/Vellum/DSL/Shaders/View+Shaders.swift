import Foundation

extension View {
  /// Recolors each pixel of the view with `shader`, a Metal function of its position and color.
  /// Accepted: hosts have no GPU to run Metal on, so the view is drawn unchanged, as it is with
  /// `isEnabled` false.
  ///
  /// ```swift
  /// Image("photo").colorEffect(ShaderLibrary.sepia(.float(0.8)))
  /// ```
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    self
  }

  /// Moves each pixel of the view to where `shader`, a Metal function of its position, says,
  /// at most `maxSampleOffset` away. Accepted: hosts have no GPU to run Metal on, so the view
  /// is drawn unchanged.
  ///
  /// ```swift
  /// Text("Wavy").distortionEffect(
  ///   ShaderLibrary.wave(.float(time)), maxSampleOffset: CGSize(width: 0, height: 10))
  /// ```
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    self
  }

  /// Draws each pixel of the view from `shader`, a Metal function that samples the view's
  /// layer, at most `maxSampleOffset` away. Accepted: hosts have no GPU to run Metal on, so
  /// the view is drawn unchanged.
  ///
  /// ```swift
  /// Image("photo").layerEffect(
  ///   ShaderLibrary.pixellate(.float(8)), maxSampleOffset: .zero)
  /// ```
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  {
    self
  }
}

extension VisualEffect {
  /// Recolors the view with `shader` as its position changes. Accepted: hosts have no GPU to
  /// run Metal on, so the effect changes nothing.
  ///
  /// ```swift
  /// .visualEffect { content, proxy in content.colorEffect(ShaderLibrary.tint(.float2(proxy.size))) }
  /// ```
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    self
  }

  /// Distorts the view with `shader` as its position changes. Accepted: the effect changes
  /// nothing (no GPU).
  ///
  /// ```swift
  /// content.distortionEffect(ShaderLibrary.wave(.boundingRect), maxSampleOffset: .zero)
  /// ```
  public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some VisualEffect {
    self
  }

  /// Redraws the view's layer with `shader` as its position changes. Accepted: the effect
  /// changes nothing (no GPU).
  ///
  /// ```swift
  /// content.layerEffect(ShaderLibrary.blur(.float(4)), maxSampleOffset: CGSize(width: 4, height: 4))
  /// ```
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    self
  }
}
