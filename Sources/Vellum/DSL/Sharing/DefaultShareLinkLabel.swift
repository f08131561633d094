/// The label a share link shows unless given one: its title (default "Share") with the share
/// symbol.
///
/// ```swift
/// let label: DefaultShareLinkLabel
/// ```
public struct DefaultShareLinkLabel: View {
  let title: Text?

  /// `Label("Share", systemImage: "square.and.arrow.up")`, or the link's title.
  public var body: some View {
    Label {
      title ?? Text("Share")
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}
