import Foundation
import Testing
import Vellum
import VellumTesting

/// SwiftUI's gestures (issue 17, "Gestures and events"): each primitive gesture, the modifiers
/// and combinators, `@GestureState`, and the host interactions that perform them.
@MainActor
@Suite struct GestureParityTests {
  private struct Deck: View {
    @State private var cards = ["Ace", "King"]
    @State private var log: [String] = []
    @GestureState private var dragging = CGSize.zero

    var body: some View {
      VStack {
        ForEach(cards, id: \.self) { card in
          Text(card)
            .gesture(
              DragGesture(minimumDistance: 20)
                .updating($dragging) { value, state, _ in state = value.translation }
                .onChanged { log.append("changed \(Int($0.translation.width))") }
                .onEnded { value in
                  if value.translation.width < -100 { cards.removeAll { $0 == card } }
                })
        }
        Text("drag \(Int(dragging.width))")
        Text(log.joined(separator: ", "))
      }
    }
  }

  @Test func draggingACardPastTheThresholdRemovesIt() throws {
    let host = ViewHost(Deck())
    try host.drag("King", by: CGSize(width: -60, height: 0))
    #expect(host.render(.text(width: 40)).contains("King"), "a short drag keeps the card")
    try host.drag("King", by: CGSize(width: -150, height: 0))
    let text = host.render(.text(width: 80))
    #expect(!text.contains("King"))
    #expect(text.contains("drag 0"), "the gesture state resets when the drag ends")
    #expect(text.contains("changed -30, changed -60, changed -75, changed -150"))
    #expect(throws: InteractionError.self) { try host.drag("Ace", by: CGSize(width: 5, height: 0)) }
  }

  @Test func tapsLongPressesPinchesAndRotations() throws {
    struct CellCanvas: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Double").gesture(TapGesture(count: 2).onEnded { log.append("double") })
          Text("Hold").gesture(
            LongPressGesture(minimumDuration: 1).onEnded { log.append("held \($0)") })
          Text("Map").gesture(MagnifyGesture().onChanged { log.append("zoom \($0.magnification)") })
          Text("Dial").gesture(
            RotateGesture().onEnded { log.append("turn \(Int($0.rotation.degrees.rounded()))") })
          Text("Old pinch").gesture(MagnificationGesture().onEnded { log.append("pinch \($0)") })
          Text("Old turn").gesture(
            RotationGesture().onEnded { log.append("spin \(Int($0.degrees.rounded()))") })
          Text("Mapped").gesture(
            DragGesture().map { $0.translation.height }.onEnded { log.append("dy \(Int($0))") })
          Text("Off").gesture(TapGesture().onEnded { log.append("never") }, including: .subviews)
          Text("Both").simultaneousGesture(TapGesture().onEnded { log.append("simultaneous") })
          Text("First").highPriorityGesture(TapGesture().onEnded { log.append("high") })
          Text(log.joined(separator: ", "))
        }
      }
    }
    let host = ViewHost(CellCanvas())
    assertSnapshot(of: host, as: .tree, named: "gestures")
    try host.tap("Double")
    try host.longPress("Hold")
    try host.magnify("Map", by: 2)
    try host.rotate("Dial", by: .degrees(90))
    try host.magnify("Old pinch", by: 3)
    try host.rotate("Old turn", by: .degrees(45))
    try host.drag("Mapped", by: CGSize(width: 0, height: 40))
    try host.tap("Both")
    try host.tap("First")
    #expect(throws: InteractionError.self) { try host.tap("Off") }
    #expect(
      host.render(.text(width: 200)).contains(
        "double, held true, zoom 1.5, zoom 2.0, turn 90, pinch 3.0, spin 45, dy 40, simultaneous, high"
      ))
  }

  @Test func combinedGestures() throws {
    struct Board: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Piece").gesture(
            LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
              switch value {
              case .first(let pressed): log.append("pressed \(pressed)")
              case .second(_, let drag): log.append("moved \(Int(drag?.translation.width ?? 0))")
              }
            })
          Text("Photo").gesture(
            MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { value in
              log.append(
                "scale \(value.first?.magnification ?? 1) angle \(Int((value.second?.rotation.degrees ?? 0).rounded()))"
              )
            })
          Text("Tile").gesture(
            TapGesture(count: 2).exclusively(before: LongPressGesture()).onEnded { value in
              switch value {
              case .first: log.append("first")
              case .second: log.append("second")
              }
            })
          Text(log.joined(separator: ", "))
        }
      }
    }
    let host = ViewHost(Board())
    #expect(throws: InteractionError.self) {
      try host.drag("Piece", by: CGSize(width: 50, height: 0))
    }
    try host.longPress("Piece")
    try host.drag("Piece", by: CGSize(width: 50, height: 0))
    try host.magnify("Photo", by: 2)
    try host.rotate("Photo", by: .degrees(30))
    try host.tap("Tile")
    try host.longPress("Tile")
    #expect(
      host.render(.text(width: 200)).contains(
        "pressed true, moved 50, scale 2.0 angle 0, scale 1.0 angle 30, first, second"))
  }

  @Test func tapsWithALocation() throws {
    struct Board: View {
      @State private var dots: [CGPoint] = []
      var body: some View {
        VStack {
          Text("Board")
            .onTapGesture { location in dots.append(location) }
            .coordinateSpace(.named("board"))
          Text("Twice")
            .onTapGesture(count: 2, coordinateSpace: .global) { dots.append($0) }
            .coordinateSpace(name: "legacy")
          Text("Local").onTapGesture(coordinateSpace: .local) { dots.append($0) }
          Text("\(dots.count) dots at \(dots.map { "(\(Int($0.x)), \(Int($0.y)))" }.joined())")
        }
      }
    }
    let host = ViewHost(Board())
    try host.tap("Board")
    try host.tap("Twice")
    try host.tap("Local")
    #expect(host.render(.text(width: 40)).contains("3 dots at (0, 0)(0, 0)(0, 0)"))
    #expect(host.render(.tree).contains("coordinateSpace: \"board\""))
  }
}
