import Foundation
import Testing

@testable import Vellum

/// Metal shaders as iOS 17 apps write them.
///
/// Sources: Apple's documentation of `ShaderLibrary` ("`ShaderLibrary.default.name` … or
/// `ShaderLibrary.name`" find a function by name), `ShaderFunction` (dynamically callable with
/// `Shader.Argument`s), `Shader` (also a `ShapeStyle`) and `View.colorEffect(_:isEnabled:)`,
/// `distortionEffect(_:maxSampleOffset:isEnabled:)`, `layerEffect(_:maxSampleOffset:isEnabled:)`
/// (WWDC23 "What's new in SwiftUI"). Hosts have no GPU: the effects draw the view unchanged.
@MainActor @Suite struct ShaderTests {
  @Test func shadersAreFoundByNameAndCalledWithArguments() {
    let ripple = ShaderLibrary.default.ripple(.float2(CGSize(width: 10, height: 20)), .float(2))
    #expect(ripple.function.name == "ripple" && ripple.function.library == .default)
    #expect(ripple.arguments == [.float2(10, 20), .float(2)])
    let sepia = ShaderLibrary.sepia(.float(0.8), .color(.brown), .boundingRect)
    #expect(sepia.function == ShaderFunction(library: .default, name: "sepia"))
    #expect(sepia.arguments.count == 3 && sepia.arguments[2] == .boundingRect)
    let file = ShaderLibrary(url: URL(fileURLWithPath: "/tmp/Effects.metallib"))
    #expect(file != .default && file.glow.library == file)
    #expect(ShaderLibrary(data: Data([1, 2])) != ShaderLibrary(data: Data([3])))
    #expect(ShaderLibrary.bundle(.main) != file)
    let shader = Shader(function: ShaderFunction(library: .default, name: "noise"), arguments: [])
    #expect(!shader.dithersColor && shader.arguments.isEmpty)
  }

  @Test func effectsDrawTheViewUnchanged() {
    struct Plain: View {
      var body: some View {
        VStack {
          Text("Wavy")
          Image(systemName: "star")
        }
      }
    }
    struct Shaded: View {
      var body: some View {
        VStack {
          Text("Wavy")
            .distortionEffect(
              ShaderLibrary.wave(.float(1), .float3(1, 2, 3), .float4(1, 2, 3, 4)),
              maxSampleOffset: CGSize(width: 0, height: 10))
          Image(systemName: "star")
            .colorEffect(ShaderLibrary.default.sepia(.colorArray([.red, .blue])))
            .layerEffect(
              ShaderLibrary.pixellate(.floatArray([8]), .data(Data([0])), .image(Image("grain"))),
              maxSampleOffset: .zero, isEnabled: false)
        }
        .visualEffect { content, proxy in
          content.colorEffect(ShaderLibrary.tint(.float2(proxy.size)))
            .distortionEffect(ShaderLibrary.bend(.float2(CGPoint.zero)), maxSampleOffset: .zero)
            .layerEffect(ShaderLibrary.blur(.float(4)), maxSampleOffset: .zero)
        }
      }
    }
    #expect(ViewHost(Shaded()).render(.text) == ViewHost(Plain()).render(.text))
    #expect(ViewHost(Shaded()).render(.html) == ViewHost(Plain()).render(.html))
  }

  @Test func aShaderFillIsRecordedByItsType() {
    let tree = ViewHost(
      Rectangle().fill(ShaderLibrary.stripes(.float(12), .color(.blue))).frame(height: 20)
    ).render(.tree)
    #expect(tree.contains("Shader"), "\(tree)")
  }
}
