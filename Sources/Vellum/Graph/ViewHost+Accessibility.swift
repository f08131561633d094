extension ViewHost {
  /// Audits the screen (or its top-most presentation) for what keeps a person using VoiceOver
  /// or low vision from using it: buttons and links with no label, images neither labelled
  /// nor decorative, empty labels, controls sharing a label, text below WCAG AA contrast in
  /// the host's color scheme (mount a `.dark` variant to audit dark mode), controls framed
  /// smaller than 44 points, and text cut off at the largest accessibility text size that
  /// shows whole at the host's. Each finding names the element's path and frame.
  ///
  /// ```swift
  /// #expect(host.accessibilityAudit().isEmpty)
  /// ```
  public func accessibilityAudit() -> [AccessibilityFinding] {
    root.accessibilityAudit()
  }
}
