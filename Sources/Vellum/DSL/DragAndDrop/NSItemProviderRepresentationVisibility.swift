#if !canImport(Darwin)
  /// Who may see a registered representation; the item providers of a host offer every one.
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all
    /// Processes of the same team.
    case team
    /// Processes of the same app group.
    case group
    /// This process only.
    case ownProcess
  }
#endif
