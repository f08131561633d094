import Vellum

/// A mailbox whose folders are a type nested in the view, moved between with a dialog.
struct Mailbox: View {
  /// Where a message can be.
  enum Folder: String, CaseIterable {
    case inbox = "Inbox"
    case archive = "Archive"
    case junk = "Junk"
  }

  /// A message and the folder it is in.
  struct Message: Identifiable {
    var id: Int
    var subject: String
    var folder: Mailbox.Folder
  }

  @State private var messages: [Message]
  @State private var isMoving = false
  @State private var shown: Folder

  init(showing folder: Mailbox.Folder = .inbox) {
    _shown = State(initialValue: folder)
    _messages = State(initialValue: [
      Message(id: 1, subject: "Lunch on Friday?", folder: .inbox),
      Message(id: 2, subject: "Quarterly report", folder: .inbox),
      Message(id: 3, subject: "You won!", folder: Folder.junk),
    ])
  }

  var body: some View {
    VStack {
      Text("\(shown.rawValue): \(messages.filter { $0.folder == shown }.count)")
      List(messages.filter { $0.folder == shown }) { message in
        Text(message.subject)
      }
      Button("Move") { isMoving = true }
      Button("Show \(shown == .inbox ? "Archive" : "Inbox")") {
        shown = shown == .inbox ? .archive : .inbox
      }
    }
    .confirmationDialog("Move to", isPresented: $isMoving, titleVisibility: .visible) {
      ForEach(Folder.allCases.filter { $0 != shown }, id: \.self) { folder in
        Button(folder.rawValue) { moveFirst(to: folder) }
      }
    }
  }

  func moveFirst(to folder: Folder) {
    guard let index = messages.firstIndex(where: { $0.folder == shown }) else { return }
    messages[index].folder = folder
  }
}
