import Testing
import Vellum
import VellumTesting

/// SwiftUI's shape styles (issue 16, "Shape styles"): materials, gradients of every kind,
/// hierarchical levels, tints and the background and foreground styles, recorded in the tree
/// and drawn as CSS paints.
@MainActor
@Suite struct ShapeStyleParityTests {
  @Test func materialsHierarchicalStylesAndTints() {
    let view = VStack(alignment: .leading) {
      Text("Ultra thin").background(.ultraThinMaterial)
      Text("Thin").background(.thinMaterial)
      Text("Regular").padding().background(.regularMaterial, in: .rect(cornerRadius: 12))
      Text("Thick").background(.thickMaterial)
      Text("Ultra thick").background(.ultraThickMaterial)
      Text("Bar").background(.bar)
      Text("Primary").foregroundStyle(.primary)
      Text("Secondary").foregroundStyle(.secondary)
      Text("Tertiary").foregroundStyle(.tertiary)
      Text("Quaternary").foregroundStyle(.quaternary)
      Text("Quinary").foregroundStyle(.quinary)
      Image(systemName: "star").foregroundStyle(.tint)
      Text("Foreground").foregroundStyle(.foreground)
      Circle().fill(.background)
      Button("Tinted") {}.tint(.red)
      Button("Accent") {}.accentColor(.purple)
      Button("Style tint") {}.tint(Color.orange.gradient)
      Text("Two levels").foregroundStyle(.blue, .gray)
      Text("Three levels").foregroundStyle(.gray, .yellow, .blue)
      Text("Default background").background()
      Text("In shape").padding(6).background(in: .capsule)
      Text("Overlay").overlay(.black.opacity(0.3))
      Text("Overlay in shape").overlay(.blue.opacity(0.2), in: .circle)
      VStack { Text("Styled") }.backgroundStyle(.yellow)
    }
    assertSnapshot(of: view, as: .tree, named: "styles")
    assertSnapshot(of: view, as: .html, named: "styles")
  }

  @Test func gradientsOfEveryKind() {
    let stops: [Gradient.Stop] = [
      .init(color: .blue, location: 0), .init(color: .white, location: 0.6),
    ]
    let view = VStack {
      Rectangle().fill(
        RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50))
      Rectangle().fill(RadialGradient(stops: stops, center: .top, startRadius: 10, endRadius: 100))
      Rectangle().fill(AngularGradient(colors: [.red, .green, .red], center: .center))
      Rectangle().fill(
        AngularGradient(
          gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .zero,
          endAngle: .degrees(180)))
      Rectangle().fill(AngularGradient(stops: stops, center: .center, angle: .degrees(90)))
      Rectangle().fill(EllipticalGradient(colors: [.white, .indigo]))
      Rectangle().fill(
        EllipticalGradient(
          stops: stops, center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.4))
      Rectangle().fill(.blue.gradient)
      Rectangle().fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
      Rectangle().fill(
        .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      Rectangle().fill(
        .radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))
      Rectangle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
      Rectangle().fill(.ellipticalGradient(colors: [.white, .black]))
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20)
      AngularGradient(colors: [.white, .black], center: .center)
      EllipticalGradient(colors: [.white, .black])
      LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)
    }
    assertSnapshot(of: view, as: .html, named: "gradients")
    assertSnapshot(of: view, as: .tree, named: "gradients")
  }

  @Test func colorsMix() {
    #expect(Color.black.mix(with: .white, by: 0.5).description == "rgb(0.5, 0.5, 0.5)")
    #expect(Color(red: 1, green: 0, blue: 0).mix(with: .blue, by: 0).description == "rgb(1, 0, 0)")
    #expect(Color.primary.mix(with: .red, by: 0.8) == .red)
    #expect(Color.primary.mix(with: .red, by: 0.2) == .primary)
    #expect(
      Color.red.mix(with: .blue, by: .nan, in: .device)
        == Color(.sRGB, red: 1, green: 59.0 / 255, blue: 48.0 / 255))
  }
}
