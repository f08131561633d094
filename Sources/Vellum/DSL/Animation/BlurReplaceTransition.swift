import Foundation

/// Blurs the old view out as the new one blurs in.
public struct BlurReplaceTransition: Transition {
  /// How it scales while blurring.
  public enum Configuration: Hashable, Sendable {
    /// Scaled down while blurred.
    case downUp
    /// Scaled up while blurred.
    case upUp
  }

  /// The configuration.
  public var configuration: Configuration

  /// A blur replacement.
  ///
  /// ```swift
  /// BlurReplaceTransition(configuration: .upUp)
  /// ```
  public init(configuration: Configuration) { self.configuration = configuration }

  /// The content, blurred unless on screen.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.blur(radius: phase.isIdentity ? 0 : 8).opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// A blur replacement that scales down.
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }

  /// A blur replacement.
  ///
  /// ```swift
  /// .blurReplace(.upUp)
  /// ```
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}
