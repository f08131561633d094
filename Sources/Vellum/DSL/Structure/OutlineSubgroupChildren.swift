/// The children of an expanded outline row, as the content of its disclosure group.
///
/// ```swift
/// // The content type of OutlineGroup's subgroups:
/// let subgroup: DisclosureGroup<Text, OutlineSubgroupChildren>? = nil
/// ```
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  /// The children's rows.
  public var body: some View { content }
}
