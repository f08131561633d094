// A preview runner of views with planted defects, for the tests of `vellum explore`: each
// defect must be found with the shortest path that shows it, and the walk must go on after it.
import Vellum
import VellumRunner

/// A button whose third tap reads past the end of an array: a trap.
struct ThirdTap: View {
  @State private var taps = 0
  @State private var size = "none"
  private let sizes = ["S", "M", "L"]

  var body: some View {
    VStack {
      Text("Size: \(size)")
      Button("Next size") {
        taps += 1
        size = sizes[taps]
      }
    }
  }
}

/// An alert whose button writes one past the end of the list: a trap, two taps in.
struct DeleteAlert: View {
  @State private var items = ["One", "Two"]
  @State private var isAsking = false

  var body: some View {
    VStack {
      ForEach(items, id: \.self) { Text($0) }
      Button("Clear") { isAsking = true }
    }
    .alert("Clear the list?", isPresented: $isAsking) {
      Button("Clear", role: .destructive) { items[items.count] = "" }
      Button("Cancel", role: .cancel) {}
    }
  }
}

/// A sheet that leaves an image-only button with no label.
struct UnlabelledSheet: View {
  @State private var isOpen = false

  var body: some View {
    Button("Open") { isOpen = true }
      .sheet(isPresented: $isOpen) {
        Button {
          isOpen = false
        } label: {
          Image("close-glyph")
        }
      }
  }
}

/// A button whose action never returns.
struct Spinner: View {
  @State private var isSpinning = false

  var body: some View {
    VStack {
      Button("Spin") {
        isSpinning = true
        while isSpinning {}
      }
      Button("Rest") {}
    }
  }
}

var gallery = PreviewGallery(title: "Planted defects")
gallery.add("Third tap", ThirdTap())
gallery.add("Delete alert", DeleteAlert())
gallery.add("Unlabelled sheet", UnlabelledSheet())
gallery.add("Spinner", Spinner())
await PreviewRunner(gallery: gallery).run()
