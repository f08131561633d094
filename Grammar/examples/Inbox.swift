import Vellum

/// An inbox whose messages are deleted after an alert asks first.
struct Inbox: View {
  @State private var messages = ["Lunch?", "Invoice #12", "Re: slides"]
  @State private var isConfirming = false
  @State private var archived = 0

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(messages, id: \.self) { message in
        Text(message)
      }
      Text(archived > 0 ? "\(archived) archived" : "Nothing archived")
      Button("Delete All") { isConfirming = true }
        .disabled(messages.isEmpty)
    }
    .alert("Delete \(messages.count) messages?", isPresented: $isConfirming) {
      Button("Delete", role: .destructive) {
        messages.removeAll()
      }
      Button("Archive") {
        archived += messages.count
        messages.removeAll()
      }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}
