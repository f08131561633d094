import Vellum

/// A counter with a step that is edited in a sheet.
struct Counter: View {
  @State private var count = 0
  @State private var step = 1
  @State private var isEditingStep = false

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Count: \(count)")
        .font(.headline)
      HStack {
        Button("−") { count -= step }
        Button("+") { count += step }
        Button("Reset") { count = 0 }
          .disabled(count == 0)
      }
      Button("Step: \(step)") { isEditingStep = true }
    }
    .padding()
    .sheet(isPresented: $isEditingStep) {
      VStack {
        Stepper("Step \(step)", value: $step, in: 1...10)
        Button("Done") { isEditingStep = false }
      }
    }
  }
}
