import Foundation
import Testing
import Vellum
import VellumTesting

/// Views that read their geometry (issue 16, "Layout"): `GeometryReader` sizes measured by the
/// point layout on the host's screen, a 6.1-inch iPhone's (393 × 852 points, the safe area
/// from 59 to 818) unless a variant sets a device.
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
    // The reader takes what the stack leaves it: the width less 16 points of padding each side,
    // the safe area's height less the text's line (20⅓) and the stack's spacing (8).
    #expect(text.contains("361×730"))
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
    // Two lines of body text (20⅓ points each) below the 59-point status bar; the card is the
    // safe area's height less the header's line.
    #expect(text.contains("global y 99"), "two lines down the safe area")
    #expect(text.contains("card y 20"), "one line into the card")
    #expect(text.contains("local y 0"))
    #expect(text.contains("card height 738"))
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
    #expect(host.render(.text).contains("0 in 393"))
    try host.tap("Add")
    #expect(host.render(.text).contains("1 in 393"))
    #expect(host.lastUpdate.patches.count == 1)
  }

  @Test func aCanvasDrawsAtTheSizeItIsOffered() {
    struct Chart: View {
      let values = [0.25, 1, 0.5]
      var body: some View {
        VStack(alignment: .leading) {
          Text("Sales")
          Canvas { context, size in
            let width = size.width / Double(values.count)
            for (index, value) in values.enumerated() {
              let bar = CGRect(
                x: Double(index) * width, y: size.height * (1 - value), width: width - 4,
                height: size.height * value)
              context.fill(Path(bar), with: .color(.blue))
            }
            var layer = context
            layer.opacity = 0.5
            layer.translateBy(x: 0, y: 8)
            layer.stroke(
              Path(CGRect(origin: .zero, size: CGSize(width: size.width, height: 1))),
              with: .style(.red), lineWidth: 2)
            context.draw(Text("peak"), at: CGPoint(x: size.width / 2, y: 24))
            context.draw(Image(systemName: "star"), at: CGPoint(x: 8, y: 8))
            if let dot = context.resolveSymbol(id: "dot") {
              context.draw(dot, at: CGPoint(x: size.width - 8, y: 8))
            }
            #expect(context.resolveSymbol(id: "missing") == nil)
            context.addFilter(.shadow(radius: 2))
          } symbols: {
            Circle().frame(width: 4, height: 4).tag("dot")
          }
          .frame(height: 64)
          Canvas { context, size in
            context.draw(
              Text("\(Int(size.width))×\(Int(size.height))"), in: CGRect(origin: .zero, size: size))
          }
          .frame(width: 160, height: 48)
        }
      }
    }
    let host = ViewHost(Chart())
    #expect(host.render(.text).contains("160×48"))
    assertSnapshot(of: host, as: .text, named: "canvas")
    assertSnapshot(of: host, as: .html, named: "canvas")
  }

  @Test func containerRelativeLengthsAndAlignmentGuides() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Edge")
      Text("Hanging").alignmentGuide(.leading) { d in d[.leading] - 16 }
      Color.clear
        .overlay(Text("80%"))
        .containerRelativeFrame(.horizontal) { width, axis in
          axis == .horizontal ? width * 0.8 : width
        }
        .frame(height: 16)
      Text("Centered guide ignored").alignmentGuide(.trailing) { _ in 0 }
    }
    let host = ViewHost(view)
    let lines = host.render(.text).split(separator: "\n", omittingEmptySubsequences: false)
    let edge = lines[0].firstIndex(of: "E").map {
      lines[0].distance(from: lines[0].startIndex, to: $0)
    }
    let hanging = lines[1].firstIndex(of: "H").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(hanging == edge.map { $0 + 2 }, "two columns in: 16 points")
    #expect(host.render(.tree).contains("width: 314.4"), "80% of 393 points")
    let ignored = lines.first { $0.contains("Centered guide ignored") }
    #expect(
      ignored?.firstIndex(of: "C").map { ignored!.distance(from: ignored!.startIndex, to: $0) }
        == edge,
      "a trailing guide in a leading-aligned stack changes nothing")
    assertSnapshot(of: host, as: .text, named: "measured-modifiers")
  }

  @Test func anOnAppearInsideAReaderSeesItsSizeNotZero() {
    // The corpus's bug: the first pass saw a zero size, and an app that stored it in
    // `onAppear` kept the zero. SwiftUI evaluates a reader's content during layout, with its
    // proposal, so the stored size is the reader's.
    struct Stored: View {
      @State var stored = CGSize.zero
      var body: some View {
        VStack {
          Text("stored \(Int(stored.width))×\(Int(stored.height))")
          GeometryReader { proxy in
            Color.clear.onAppear { stored = proxy.size }
          }
        }
      }
    }
    let text = ViewHost(Stored()).render(.text)
    #expect(text.contains("stored 393×730"), "the safe area less a line and the spacing")
  }

  @Test func readersUnderDifferentParentsEachSeeTheirOwnSpace() {
    let view = HStack(spacing: 0) {
      VStack {
        GeometryReader { Text("left \(Int($0.size.width))") }
      }
      .frame(width: 96)
      VStack {
        GeometryReader { Text("right \(Int($0.size.width))") }
      }
    }
    let text = ViewHost(view).render(.text)
    #expect(text.contains("left 96") && text.contains("right 297"))
  }
}
