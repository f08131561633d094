import Foundation
import Testing
import Vellum

#if canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// Drag and drop with item providers, as apps written for iOS 13–15 do it.
///
/// Sources: Apple's documentation of `onDrag(_:)` ("the closure returns an item provider"),
/// `onDrop(of:isTargeted:perform:)` (the action gets the providers of the items conforming to
/// the types; `isTargeted` is true while a drop is over the view), `DropDelegate`
/// (`validateDrop`, `dropEntered`, `dropUpdated`, `dropExited`, `performDrop`), `DropInfo`
/// (`hasItemsConforming(to:)`, `itemProviders(for:)`), `DropProposal`, `DropOperation`, and
/// Foundation's `NSItemProvider` (`init(object:)`, `loadObject(ofClass:)`,
/// `loadDataRepresentation(forTypeIdentifier:)`, `hasItemConformingToTypeIdentifier(_:)`).
@MainActor @Suite struct ItemProviderDropTests {
  private struct Basket: View {
    @State private var fruits = ["Apple", "Pear"]
    @State private var basket: [String] = []
    @State private var targets: [Bool] = []
    @State private var isTargeted = false

    /// The targeting binding, logging each value the drop sets.
    private var targeting: Binding<Bool> {
      Binding {
        isTargeted
      } set: {
        isTargeted = $0
        targets.append($0)
      }
    }

    var body: some View {
      VStack {
        ForEach(fruits, id: \.self) { fruit in
          Text(fruit).onDrag { NSItemProvider(object: fruit as NSString) }
        }
        Text("Basket: \(basket.joined(separator: ", "))")
          .onDrop(of: [.plainText], isTargeted: targeting) { providers in
            for provider in providers {
              provider.loadObject(ofClass: String.self) { fruit, _ in
                if let fruit { basket.append(fruit) }
              }
            }
            return true
          }
        Text("Targeted: \(targets)")
        Text("Links").onDrop(of: [.url], isTargeted: nil) { _, _ in true }
        Text("Typed").dropDestination(for: String.self) { items, _ in
          basket += items.map { "typed " + $0 }
          return true
        }
      }
    }
  }

  @Test func aDraggedProviderIsLoadedByTheDrop() throws {
    let host = ViewHost(Basket())
    #expect(try host.drop("Apple", onto: "Basket: "))
    #expect(host.root.visibleText.contains("Basket: Apple"))
    #expect(host.root.visibleText.contains("Targeted: [true, false]"))
    #expect(try host.drop(items: ["Plum"], onto: "Basket: Apple"))
    #expect(host.root.visibleText.contains("Basket: Apple, Plum"))
  }

  @Test func aProviderDropsOnATransferableDestination() throws {
    let host = ViewHost(Basket())
    #expect(try host.drop("Pear", onto: "Typed"))
    #expect(host.root.visibleText.contains("Basket: typed Pear"))
  }

  @Test func textIsRefusedWhereOnlyURLsAreTaken() throws {
    let host = ViewHost(Basket())
    let error = #expect(throws: InteractionError.self) {
      try host.drop("Apple", onto: "Links")
    }
    #expect(error?.description.contains("public.url") == true, "\(String(describing: error))")
  }

  private final class Log {
    var calls: [String] = []
  }

  private struct Reorder: DropDelegate {
    let log: Log
    let operation: DropOperation?
    var accepts = true

    func validateDrop(info: DropInfo) -> Bool {
      log.calls.append("validate \(info.hasItemsConforming(to: [.text]))")
      return accepts
    }
    func dropEntered(info: DropInfo) { log.calls.append("entered") }
    func dropUpdated(info: DropInfo) -> DropProposal? {
      log.calls.append("updated")
      return operation.map(DropProposal.init)
    }
    func dropExited(info: DropInfo) { log.calls.append("exited") }
    func performDrop(info: DropInfo) -> Bool {
      for provider in info.itemProviders(for: [.plainText]) {
        provider.loadObject(ofClass: String.self) { text, _ in
          log.calls.append("perform \(text ?? "?") at zero: \(info.location == .zero)")
        }
      }
      return true
    }
  }

  @Test func aDelegateFollowsTheDropThenPerformsIt() throws {
    let log = Log()
    let host = ViewHost(
      Text("Rows").onDrop(of: [.plainText], delegate: Reorder(log: log, operation: .move)))
    #expect(try host.drop(items: ["Row 3"], onto: "Rows"))
    #expect(log.calls == ["validate true", "entered", "updated", "perform Row 3 at zero: true"])
  }

  @Test func aForbiddingOrRefusingDelegateTakesNothing() throws {
    let forbidden = Log()
    let host = ViewHost(
      VStack {
        Text("Locked").onDrop(
          of: [.plainText], delegate: Reorder(log: forbidden, operation: .forbidden))
        Text("Closed").onDrop(
          of: [.plainText], delegate: Reorder(log: forbidden, operation: nil, accepts: false))
      })
    #expect(try host.drop(items: ["x"], onto: "Locked") == false)
    #expect(forbidden.calls == ["validate true", "entered", "updated", "exited"])
    #expect(try host.drop(items: ["x"], onto: "Closed") == false)
    #expect(forbidden.calls.last == "validate true")
  }

  @Test func itemProvidersOfferTheirTypes() throws {
    let text = NSItemProvider(object: "Hello" as NSString)
    #expect(text.registeredTypeIdentifiers.contains(UTType.plainText.identifier))
    #expect(text.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(!text.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(text.canLoadObject(ofClass: NSString.self))
    var data: Data?
    text.loadDataRepresentation(forTypeIdentifier: UTType.plainText.identifier) { loaded, _ in
      data = loaded
    }
    #expect(data == Data("Hello".utf8))
    var failure: (any Error)?
    text.loadDataRepresentation(forTypeIdentifier: UTType.png.identifier) { _, error in
      failure = error
    }
    #expect(failure != nil)

    let json = NSItemProvider()
    json.registerDataRepresentation(forTypeIdentifier: UTType.json.identifier, visibility: .all) {
      done in
      done(Data("{}".utf8), nil)
      return nil
    }
    #expect(json.hasItemConformingToTypeIdentifier(UTType.json.identifier))

    let link = NSItemProvider(object: URL(string: "https://swift.org")! as NSURL)
    var url: URL?
    link.loadObject(ofClass: URL.self) { loaded, _ in url = loaded }
    #expect(url?.absoluteString == "https://swift.org")

    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "item-provider-\(UUID().uuidString).txt")
    try Data("notes".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let contents = try #require(NSItemProvider(contentsOf: file))
    #expect(contents.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
    #expect(contents.suggestedName?.hasPrefix("item-provider-") == true)
    #expect(NSItemProvider(contentsOf: file.appendingPathExtension("missing")) == nil)
  }
}
