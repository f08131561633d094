import Observation
import Vellum

/// A profile whose nickname may be missing and whose bio is edited in a sheet.
@MainActor
@Observable
public final class ProfileModel {
  var name = "Blob"
  var nickname: String?
  var bioDraft: String?
  var saves = 0

  /// A profile named Blob, without nickname or bio.
  public init() {}
}

/// The article's binding tools at work: `Binding(unwrapping:)` for an optional field,
/// `isPresent()` to drive a sheet from an optional, `removeDuplicates()` to skip repeated writes,
/// and `WithState` for state not worth a view type.
struct ProfileView: View {
  @Bindable var model: ProfileModel

  var body: some View {
    Form {
      TextField(
        "Name",
        text: Binding(
          get: { model.name },
          set: { newValue in
            model.name = newValue
            model.saves += 1
          }
        ).removeDuplicates())
      if let nickname = Binding(unwrapping: $model.nickname) {
        TextField("Nickname", text: nickname)
        Button("Remove nickname") { model.nickname = nil }
      } else {
        Button("Add nickname") { model.nickname = "" }
      }
      Button("Edit bio") { model.bioDraft = "" }
      Text("Saved \(model.saves) time(s)")
      WithState(initialValue: false) { $showsHelp in
        Toggle("Show help", isOn: $showsHelp)
        if showsHelp { Text("Names are shown to other people.") }
      }
    }
    .sheet(isPresented: $model.bioDraft.isPresent()) {
      if let draft = Binding(unwrapping: $model.bioDraft) {
        TextField("Bio", text: draft)
      }
    }
  }
}
