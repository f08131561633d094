#if !canImport(Darwin)
  /// A label and value VoiceOver reads on request (the Accessibility framework's class, which
  /// SwiftUI's `accessibilityCustomContent` takes the importance of). Linux has no such
  /// framework, so Vellum declares the part SwiftUI code names.
  ///
  /// ```swift
  /// .accessibilityCustomContent("Calories", "320", importance: .high)
  /// ```
  open class AXCustomContent {
    /// How readily VoiceOver reads custom content.
    ///
    /// ```swift
    /// AXCustomContent.Importance.high
    /// ```
    public enum Importance: UInt, Sendable {
      /// Read when a person asks for more content.
      case `default`
      /// Read right after the element's label, without being asked.
      case high
    }

    /// What the content is: "Calories".
    open var label: String
    /// The content: "320".
    open var value: String
    /// How readily VoiceOver reads it.
    open var importance: Importance = .default

    /// Content with a label and a value.
    ///
    /// ```swift
    /// AXCustomContent(label: "Calories", value: "320")
    /// ```
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }
#endif
