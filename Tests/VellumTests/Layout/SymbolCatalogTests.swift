import Testing
import Vellum

@testable import Vellum
@testable import VellumCellLayout

@MainActor
@Suite struct SymbolCatalogTests {
  /// SF Symbol names apps use most, by family; every one must have a drawing.
  static let commonNames = [
    // Navigation and arrows
    "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward",
    "chevron.backward", "chevron.up.chevron.down", "chevron.right.circle", "chevron.down.circle",
    "arrow.right", "arrow.left", "arrow.up", "arrow.down", "arrow.forward", "arrow.backward",
    "arrow.up.right", "arrow.down.left", "arrow.clockwise", "arrow.counterclockwise",
    "arrow.triangle.2.circlepath", "arrow.uturn.backward", "arrow.uturn.forward",
    "arrow.up.arrow.down", "arrow.left.arrow.right", "arrow.down.to.line", "arrow.up.to.line",
    "arrow.right.circle", "arrow.up.circle.fill", "arrow.down.circle", "arrow.left.circle.fill",
    "arrow.up.square", "rectangle.portrait.and.arrow.right", "house", "house.fill",
    "house.circle", "magnifyingglass", "magnifyingglass.circle", "line.3.horizontal",
    "line.3.horizontal.decrease", "line.3.horizontal.decrease.circle", "list.bullet",
    "list.bullet.circle", "square.grid.2x2", "square.grid.2x2.fill", "sidebar.left", "ellipsis",
    "ellipsis.circle", "ellipsis.circle.fill",
    // Editing and marks
    "xmark", "xmark.circle", "xmark.circle.fill", "xmark.square", "plus", "plus.circle",
    "plus.circle.fill", "plus.square", "plus.square.fill", "minus", "minus.circle",
    "minus.circle.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill",
    "checkmark.square", "checkmark.square.fill", "info.circle", "info.circle.fill",
    "exclamationmark.circle", "exclamationmark.triangle", "exclamationmark.triangle.fill",
    "questionmark.circle", "questionmark.circle.fill", "number", "at", "power", "dollarsign",
    "dollarsign.circle", "percent", "equal", "pencil", "pencil.circle", "square.and.pencil",
    "trash", "trash.fill", "trash.circle", "trash.slash", "doc", "doc.fill", "doc.text",
    "doc.on.doc", "note", "folder", "folder.fill", "paperclip", "link", "scissors",
    "square.and.arrow.up", "square.and.arrow.down", "tray", "tray.fill", "archivebox", "tag",
    "tag.fill", "bookmark", "bookmark.fill", "bookmark.slash", "flag", "flag.fill", "pin",
    "pin.fill", "mappin", "mappin.and.ellipse", "paintbrush", "slider.horizontal.3", "gear",
    "gearshape", "gearshape.fill", "wrench", "bold", "italic", "underline", "textformat",
    "text.alignleft", "square.stack",
    // Media and devices
    "play", "play.fill", "play.circle", "play.circle.fill", "pause", "pause.fill",
    "pause.circle", "stop", "stop.fill", "forward", "forward.fill", "backward", "backward.fill",
    "forward.end", "backward.end", "shuffle", "repeat", "speaker", "speaker.fill",
    "speaker.slash", "speaker.wave.2", "music.note", "mic", "mic.fill", "mic.slash", "camera",
    "camera.fill", "photo", "photo.fill", "film", "video", "video.fill", "headphones", "iphone",
    "ipad", "laptopcomputer", "desktopcomputer", "applewatch", "tv", "keyboard", "printer",
    "battery.100", "wifi", "wifi.slash",
    // People and communication
    "person", "person.fill", "person.circle", "person.circle.fill", "person.crop.circle",
    "person.crop.circle.fill", "person.2", "person.2.fill", "person.badge.plus",
    "hand.thumbsup", "hand.thumbsup.fill", "hand.raised", "face.smiling", "envelope",
    "envelope.fill", "message", "message.fill", "bubble.left", "bubble.right", "phone",
    "phone.fill", "paperplane", "paperplane.fill", "bell", "bell.fill", "bell.slash",
    "globe", "lock", "lock.fill", "lock.open", "key", "eye", "eye.slash", "shield",
    "checkmark.shield",
    // Weather, time and places
    "sun.max", "sun.max.fill", "moon", "moon.fill", "cloud", "cloud.fill", "cloud.rain",
    "snowflake", "bolt", "bolt.fill", "flame", "flame.fill", "drop", "drop.fill", "wind",
    "thermometer", "umbrella", "leaf", "leaf.fill", "sparkles", "wand.and.stars", "clock",
    "clock.fill", "alarm", "timer", "hourglass", "calendar", "map", "location",
    "location.fill", "airplane", "car", "car.fill",
    // Objects and shapes
    "cart", "cart.fill", "bag", "creditcard", "gift", "book", "book.fill", "books.vertical",
    "lightbulb", "crown", "fork.knife", "cup.and.saucer", "building.2", "chart.bar",
    "chart.pie", "app", "circle", "circle.fill", "square", "square.fill", "triangle",
    "diamond", "heart", "heart.fill", "heart.circle", "heart.slash", "star", "star.fill",
    "star.circle", "star.slash", "rectangle", "capsule", "hexagon", "seal", "checkmark.seal",
    // Seen in everyday apps (a habit tracker): they drew placeholders.
    "brain.head.profile", "briefcase.fill", "checklist", "cloud.sun.fill", "cloud.sun.bolt.fill",
    "cloud.snow.fill", "cloud.drizzle.fill", "moon.zzz.fill", "arrow.circlepath",
  ]

  @Test func moreThanAHundredAndFiftyCommonNamesHaveADrawing() {
    #expect(Self.commonNames.count >= 150)
    #expect(Set(Self.commonNames).count == Self.commonNames.count)
    let missing = Self.commonNames.filter { SymbolCatalog.symbol(named: $0) == nil }
    #expect(missing == [])
  }

  /// Names seen in ordinary apps and the common templates and tutorials (issue 61), beyond
  /// ``commonNames``: each has a drawing, and the catalog draws at least 400 base names.
  static let appNames = [
    "brain.head.profile", "briefcase.fill", "checklist", "cloud.sun.fill", "cloud.sun.bolt.fill",
    "cloud.snow.fill", "cloud.drizzle.fill", "moon.zzz.fill", "arrow.circlepath", "person.3.fill",
    "person.crop.circle.badge.plus", "folder.badge.plus", "doc.badge.plus", "calendar.badge.clock",
    "cart.badge.plus", "bell.badge", "bell.badge.fill", "app.badge", "icloud.and.arrow.up",
    "figure.walk", "figure.run", "heart.text.square", "waveform.path.ecg", "pills", "cross.case",
    "dumbbell", "trophy", "medal", "hand.thumbsdown", "hand.wave", "bed.double", "sofa",
    "fork.knife", "mug", "birthday.cake", "carrot", "pawprint", "hare", "tortoise", "bird", "tree",
    "leaf.fill", "sparkle", "banknote", "chart.line.uptrend.xyaxis", "list.number", "list.dash",
    "list.bullet.clipboard", "doc.richtext", "newspaper", "book.closed", "graduationcap",
    "paintpalette", "eyedropper", "pencil.line", "gamecontroller", "display", "cpu",
    "externaldrive", "antenna.radiowaves.left.and.right", "battery.25", "battery.50", "faceid",
    "lock.shield", "exclamationmark.octagon", "xmark.octagon.fill", "nosign", "command", "shift",
    "delete.left", "keyboard.chevron.compact.down", "textformat.size", "text.aligncenter",
    "macwindow", "sidebar.right", "rectangle.grid.2x2", "square.grid.3x3", "rectangle.stack",
    "photo.on.rectangle", "photo.stack", "camera.viewfinder", "qrcode.viewfinder", "scope",
    "record.circle", "livephoto", "goforward", "gobackward", "play.rectangle", "music.note.list",
    "stopwatch", "gauge", "megaphone", "speaker.wave.3", "phone.down",
    "bubble.left.and.bubble.right",
    "quote.bubble", "text.bubble", "ellipsis.bubble", "cloud.bolt.rain", "cloud.heavyrain",
    "cloud.fog", "cloud.moon", "sunrise", "sunset", "tornado", "moon.stars", "humidity", "bus",
    "tram", "fuelpump", "airplane.departure", "globe.americas", "signpost.right", "building",
    "building.columns", "storefront", "tent", "flag.checkered", "arrow.up.left",
    "arrow.turn.up.left", "arrow.up.left.and.arrow.down.right", "arrow.triangle.branch",
    "arrow.triangle.swap", "chevron.left.2", "chevron.compact.down", "arrowtriangle.down.fill",
    "arrow.uturn.left", "rotate.right", "return", "arrow.right.to.line", "location.north.fill",
    "shippingbox", "cube", "qrcode", "barcode", "ticket", "envelope.open", "tray.full",
    "tray.and.arrow.down",
  ]

  @Test func theNamesOrdinaryAppsUseHaveADrawing() {
    #expect(Set(Self.appNames).count == Self.appNames.count)
    let missing = Self.appNames.filter { SymbolCatalog.symbol(named: $0) == nil }
    #expect(missing == [])
    #expect(SymbolCatalog.baseNames.count >= 400)
  }

  /// A badged symbol is its base drawn smaller with the badge beside it, so a badge never
  /// covers the base.
  @Test func badgesLeaveTheirBaseRoom() throws {
    let folder = try #require(SymbolCatalog.symbol(named: "folder.badge.plus")).drawing
    #expect(
      folder.body
        == SymbolPath.transformed(
          try #require(SymbolCatalog.symbol(named: "folder")).drawing.body, scale: 0.75, dx: 0,
          dy: 0))
    #expect(folder.lines.contains(SymbolPath.circle(18.5, 18.5, 5)))
    #expect(
      SymbolPath.transformed("M4 4h16a2 2 0 0 1 2 2V20l-3.5.5z", scale: 0.5, dx: 1, dy: 2)
        == "M3 4h8a1 1 0 0 1 1 1V12l-1.75 0.25z")
  }

  @Test func everyGlyphTakesOneCell() {
    let variants = [nil, "fill", "circle", "circle.fill", "square", "slash"]
    var wide: [String] = []
    for name in SymbolCatalog.baseNames {
      for variant in variants {
        let glyph = SymbolCatalog.glyph(for: name, variant: variant)
        if glyph.cellWidth != 1 { wide.append("\(name) \(variant ?? "") \(glyph)") }
      }
    }
    #expect(wide == [])
  }

  /// Path data is read by the browser without complaint only when it is well formed: each
  /// starts with a move, and holds only path commands and numbers.
  @Test func everyDrawingIsWellFormedPathData() {
    let allowed = Set("MmLlHhVvAaCcSsQqZz0123456789 .-")
    for name in SymbolCatalog.baseNames {
      let drawing = SymbolCatalog.symbol(named: name)!.drawing
      for part in [drawing.lines, drawing.body, drawing.details] where !part.isEmpty {
        #expect(part.first == "M", "\(name): \(part)")
        #expect(part.allSatisfy(allowed.contains), "\(name): \(part)")
      }
      #expect(!drawing.outline.isEmpty, "\(name) draws nothing")
    }
  }

  @Test func suffixesAndModifierVariantsCombine() throws {
    let plus = try #require(SymbolCatalog.symbol(named: "plus.circle.fill"))
    #expect(plus.variant == SymbolVariant(enclosure: .circle, isFilled: true))
    #expect(plus.glyph == "⊕")
    #expect(SymbolCatalog.glyph(for: "star", variant: "fill") == "★")
    #expect(SymbolCatalog.glyph(for: "star.fill", variant: nil) == "★")
    #expect(SymbolCatalog.glyph(for: "star", variant: "none") == "☆")
    let person = try #require(SymbolCatalog.symbol(named: "person.crop.circle", variant: "fill"))
    #expect(person.variant == SymbolVariant(enclosure: .circle, isFilled: true))
  }

  @Test func textDrawsEachSymbolAsOneCellAndAnUnknownNameAsAPlaceholder() {
    let view = HStack {
      Image(systemName: "trash")
      Image(systemName: "star").symbolVariant(.fill)
      Image(systemName: "airplane")
      Image(systemName: "lizard")
    }
    #expect(ViewHost(view).render(.text(width: 20)) == "      ⌫ ★ ✈ ◌\n")
  }

  @Test func htmlDrawsSymbolsAsInlineSVGAndAnUnknownNameAsALabelledPlaceholder() {
    let html = ViewHost(
      HStack {
        Image(systemName: "heart.fill")
        Image(systemName: "plus.circle")
        Image(systemName: "lizard")
      }
    ).render(.html)
    #expect(
      html == """
        <div class="hstack"><svg class="symbol" viewBox="0 0 24 24" role="img" aria-label="heart.fill">\
        <path class="solid" d="M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.3a4.8 4.8 0 0 1 9 2.5C21 15 12 20.5 12 20.5z"/>\
        </svg><svg class="symbol" viewBox="0 0 24 24" role="img" aria-label="plus.circle">\
        <path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0"/><g class="inset" transform="matrix(.55 0 0 .55 5.4 5.4)">\
        <path d="M12 5v14M5 12h14"/></g></svg>\
        <svg class="symbol unknown" viewBox="0 0 24 24" role="img" aria-label="lizard">\
        <path class="placeholder" d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1 -4 4h-10a4 4 0 0 1 -4 -4v-10a4 4 0 0 1 4 -4z"/>\
        </svg></div>
        """)
  }

  @Test func theGalleryListsTheUnknownNamesItMet() {
    var gallery = PreviewGallery(title: "Symbols")
    gallery.add("Slow", Label("Slow", systemImage: "lizard"))
    gallery.add("Known", Image(systemName: "star"))
    gallery.add(
      "Also slow",
      VStack {
        Image(systemName: "lizard")
        Image(systemName: "teddybear")
      })
    #expect(gallery.unknownSymbols.map(\.name) == ["lizard", "teddybear"])
    #expect(gallery.unknownSymbols.map(\.previews) == [["Slow", "Also slow"], ["Also slow"]])
  }
}
