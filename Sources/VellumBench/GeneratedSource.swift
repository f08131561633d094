/// A generated `.vellum` file of at least `lines` lines: view structs with state, stacks,
/// conditions, loops, modifiers and actions, numbered so every name is distinct.
///
/// ```swift
/// let source = GeneratedSource.text(lines: 10_000)
/// ```
enum GeneratedSource {
  static func text(lines: Int) -> String {
    var text = "import Vellum\n\n"
    var index = 0
    while text.utf8.count(where: { $0 == UInt8(ascii: "\n") }) < lines {
      text += """
        struct Screen\(index): View {
          @State private var count = \(index)
          @State private var name = "Screen \(index)"
          @State private var isOn = false
          @State private var items = [1, 2, 3, 4, 5]

          var body: some View {
            VStack(alignment: .leading, spacing: 1) {
              Text("\\(name): \\(count * 2 + 1)")
                .font(.headline)
              if isOn && count > 3 {
                Text("on")
              } else {
                Toggle("Enabled", isOn: $isOn)
              }
              ForEach(items, id: \\.self) { item in
                Text("Item \\(item)")
              }
              Button("Add") { items.append(items.count + 1); count += 1 }
            }
            .padding()
          }
        }


        """
      index += 1
    }
    return text
  }
}
