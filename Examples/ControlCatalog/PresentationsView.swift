import Vellum

/// What a screen presents, each shown already presented so the gallery draws it: a sheet at
/// medium height over the screen, an alert, and a confirmation dialog.
struct PresentationsView: View {
  /// Which presentation the screen starts with.
  enum Shown: Sendable {
    case sheet, alert, dialog
  }

  @State private var showsSheet: Bool
  @State private var showsAlert: Bool
  @State private var showsDialog: Bool

  init(showing shown: Shown) {
    _showsSheet = State(initialValue: shown == .sheet)
    _showsAlert = State(initialValue: shown == .alert)
    _showsDialog = State(initialValue: shown == .dialog)
  }

  var body: some View {
    NavigationStack {
      List {
        Button("Show Sheet") { showsSheet = true }
        Button("Show Alert") { showsAlert = true }
        Button("Show Dialog") { showsDialog = true }
      }
      .navigationTitle("Mail")
      .navigationBarTitleDisplayMode(.inline)
      .sheet(isPresented: $showsSheet) {
        NavigationStack {
          Form {
            TextField("To", text: .constant("ada@example.com"))
            TextField("Subject", text: .constant("Notes"))
          }
          .navigationTitle("New Message")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
          }
        }
        .presentationDetents([.medium, .large])
      }
      .alert("Delete Message?", isPresented: $showsAlert) {
        Button("Cancel", role: .cancel) {}
        Button("Delete", role: .destructive) {}
      } message: {
        Text("This message will be deleted from all your devices.")
      }
      .confirmationDialog("Move to", isPresented: $showsDialog, titleVisibility: .visible) {
        Button("Archive") {}
        Button("Junk") {}
        Button("Delete", role: .destructive) {}
      }
    }
  }
}
