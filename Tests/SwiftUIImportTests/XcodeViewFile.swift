import SwiftUI

// A view file as Xcode writes it: `import SwiftUI` only, an `@Entry` environment value, and
// `#Preview`s, one with `@Previewable` state. `XcodeViewFileTests` calls the previews by their
// lines, as a preview runner does.

extension EnvironmentValues {
  @Entry var badgeTint: Color = .orange
}

struct Badge: View {
  @Environment(\.badgeTint) private var tint
  let count: Int

  var body: some View {
    Text("\(count) new")
      .foregroundStyle(tint)
  }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
  Badge(count: 3)
}

#Preview {
  @Previewable @State var count = 1
  Button("More") { count += 1 }
  Badge(count: count)
}
