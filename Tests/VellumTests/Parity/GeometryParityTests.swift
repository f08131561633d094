import Foundation
import Testing
import Vellum
import VellumTesting

/// Views that read their geometry (issue 16, "Layout"): `GeometryReader` sizes measured on the
/// host's 40-cell screen, at 8 points a column and 16 a row.
@MainActor
@Suite struct GeometryParityTests {
  @Test func aReaderSeesTheSpaceItIsOffered() {
    struct Bars: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("Progress")
          GeometryReader { proxy in
            HStack(spacing: 0) {
              Color.clear.frame(width: proxy.size.width / 2, height: 16)
                .overlay(Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))"))
              Text("half")
            }
          }
          .padding(.horizontal)
        }
      }
    }
    let host = ViewHost(Bars())
    let text = host.render(.text)
    #expect(text.contains("304×16"), "40 cells less a cell of padding each side, at 8 points")
    assertSnapshot(of: host, as: .text, named: "bars")
    assertSnapshot(of: host, as: .html, named: "bars")
  }

  @Test func framesInCoordinateSpaces() {
    struct Positions: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("Header")
          VStack(spacing: 0) {
            Text("Inside")
            GeometryReader { proxy in
              let global = proxy.frame(in: .global)
              let named = proxy.frame(in: .named("card"))
              let local = proxy.frame(in: CoordinateSpace.local)
              VStack(alignment: .leading, spacing: 0) {
                Text("global y \(Int(global.minY))")
                Text("card y \(Int(named.minY))")
                Text("local y \(Int(local.minY))")
                Text("card height \(Int(proxy.bounds(of: .named("card"))?.height ?? -1))")
                Text("unknown \(proxy.bounds(of: .named("nowhere")) == nil)")
              }
            }
          }
          .coordinateSpace(.named("card"))
        }
      }
    }
    let text = ViewHost(Positions()).render(.text)
    #expect(text.contains("global y 32"), "two rows down the screen")
    #expect(text.contains("card y 16"), "one row into the card")
    #expect(text.contains("local y 0"))
    #expect(text.contains("card height 96"), "six rows")
    #expect(text.contains("unknown true"))
  }

  @Test func aReaderSettlesAndReportsOnePassOfChanges() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Button("Add") { count += 1 }
          GeometryReader { proxy in
            Text("\(count) in \(Int(proxy.size.width))")
          }
        }
      }
    }
    let host = ViewHost(Counter())
    #expect(host.render(.text).contains("0 in 320"))
    try host.tap("Add")
    #expect(host.render(.text).contains("1 in 320"))
    #expect(host.lastUpdate.patches.count == 1)
  }
}
