/// A button that pastes the pasteboard's items of a payload type: "Paste" with the clipboard
/// symbol, enabled only while the host's ``ViewHost/pasteboard`` holds items of that type
/// (text pastes as `String`, `AttributedString` and `Data`, and as `URL` when it is an
/// address). SwiftUI's `supportedContentTypes:` form needs uniform type identifiers, which
/// Foundation on Linux lacks.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in notes += strings }
/// ```
public struct PasteButton: View {
  let accepts: ([String]) -> Bool
  let paste: @MainActor ([String]) -> Void
  @Environment(\.pasteboard) private var pasteboard

  /// A paste button for payloads of `payloadType`.
  ///
  /// ```swift
  /// PasteButton(payloadType: URL.self) { urls in links += urls }
  /// ```
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    accepts = { items in items.contains { Transfer.paste($0, as: T.self) != nil } }
    paste = { items in onPaste(items.compactMap { Transfer.paste($0, as: T.self) }) }
  }

  /// "Paste", disabled when nothing on the pasteboard pastes.
  public var body: some View {
    let items = pasteboard
    Button {
      paste(items)
    } label: {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    .disabled(!accepts(items))
  }
}
