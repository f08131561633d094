import Foundation
import Vellum

/// The model the soak's screen observes: it lives as long as the soak, as an app's does.
@Observable
final class SoakModel {
  var items: [String] = ["One", "Two", "Three"]
  var refreshes = 0
  var note = ""
  var volume = 0.5
  var count = 0
  var added = 0
}

/// A screen with every kind of control the soak drives: bound text field, slider, stepper,
/// picker and toggle, a list with deletion, a pushed screen and a sheet, all reading or writing
/// the long-lived model.
struct SoakScreen: View {
  @Bindable var model: SoakModel
  @State private var path: [String] = []
  @State private var isSheetShown = false
  @State private var size = "M"
  @State private var isOn = false

  var body: some View {
    NavigationStack(path: $path) {
      Form {
        TextField("Note", text: $model.note)
        Slider(value: $model.volume) { Text("Volume") }
        Stepper("Count \(model.count)", value: $model.count, in: 0...20)
        Picker("Size", selection: $size) {
          ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        Toggle("Loud", isOn: $isOn)
        Section("Items \(model.items.count)") {
          ForEach(model.items, id: \.self) { item in
            NavigationLink(item, value: item)
          }
          .onDelete { model.items.remove(atOffsets: $0) }
        }
        Button("Add") {
          model.added += 1
          model.items.append("Item \(model.added)")
        }
        Button("Refresh") { model.refreshes += 1 }
        Button("Sheet") { isSheetShown = true }
      }
      .navigationDestination(for: String.self) { item in
        Text("\(item): \(model.note) \(model.count)")
      }
      .sheet(isPresented: $isSheetShown) {
        Text("Volume \(model.volume)")
      }
    }
  }
}
