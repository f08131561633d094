import Testing

@testable import Vellum
@testable import VellumNodes

/// Closed sets of values are recorded as ``Keyword``s that are Vellum's own: a renderer that
/// matches `.name(.segmented)` can only miss a value recorded under another spelling if the
/// producer made a keyword of its own, which these tests catch for every value of every closed
/// set a modifier records.
@MainActor
@Suite struct KeywordTests {
  /// Every keyword in `view`'s tree, in attributes, lists and fields, outside the attributes
  /// that hold an app's own values (tags, selections, type names of custom shapes or gestures).
  private func keywords(of view: some View) -> [Keyword] {
    let open: Set<AttributeName> = [
      .tag, .selection, .name, .accessibilityAction, .scrollTargetBehavior, .gesture,
      .simultaneousGesture, .highPriorityGesture,
    ]
    var found: [Keyword] = []
    func collect(_ value: AttributeValue) {
      switch value {
      case .name(let keyword): found.append(keyword)
      case .list(let values): for value in values { collect(value) }
      case .fields(let fields): for field in fields { collect(field.value) }
      case .nodes(let nodes): for node in nodes { visit(node) }
      default: break
      }
    }
    func visit(_ node: Node) {
      for attribute in node.attributes where !open.contains(attribute.name) {
        collect(attribute.value)
      }
      for child in node.children { visit(child) }
    }
    visit(ViewHost(view).root)
    return found
  }

  private func expectBuiltin(_ view: some View, _ what: String) {
    let own = keywords(of: view).filter { !$0.isBuiltin }
    #expect(own.isEmpty, "\(what) records keywords of its own: \(own)")
  }

  @Test func textStylesRecordVellumsKeywords() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    for weight in weights { expectBuiltin(Text("A").fontWeight(weight), "fontWeight(\(weight))") }
    let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
    for design in designs { expectBuiltin(Text("A").fontDesign(design), "fontDesign") }
    for alignment in TextAlignment.allCases {
      expectBuiltin(Text("A").multilineTextAlignment(alignment), "multilineTextAlignment")
    }
    let modes: [Text.TruncationMode] = [.head, .middle, .tail]
    for mode in modes { expectBuiltin(Text("A").truncationMode(mode), "truncationMode") }
    let cases: [Text.Case?] = [.uppercase, .lowercase, nil]
    for textCase in cases { expectBuiltin(Text("A").textCase(textCase), "textCase") }
    let reasons: [RedactionReasons] = [.placeholder, .privacy, .invalidated]
    for reason in reasons { expectBuiltin(Text("A").redacted(reason: reason), "redacted") }
    let patterns: [Text.LineStyle.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
    for pattern in patterns {
      expectBuiltin(Text("A").underline(pattern: pattern), "underline(pattern:)")
    }
  }

  @Test func controlsRecordVellumsKeywords() {
    for size in ControlSize.allCases { expectBuiltin(Button("A") {}.controlSize(size), "size") }
    let roles: [ButtonRole] = [.destructive, .cancel]
    for role in roles { expectBuiltin(Button("A", role: role) {}, "Button(role:)") }
    let shapes: [ButtonBorderShape] = [.automatic, .capsule, .roundedRectangle, .circle]
    for shape in shapes { expectBuiltin(Button("A") {}.buttonBorderShape(shape), "border") }
    let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .next, .continue]
    for label in labels { expectBuiltin(Text("A").submitLabel(label), "submitLabel") }
    let keyboards: [UIKeyboardType] = [
      .default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad,
      .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad,
    ]
    for keyboard in keyboards { expectBuiltin(Text("A").keyboardType(keyboard), "keyboard") }
    let variants: [SymbolVariants] = [.none, .fill, .circle, .square, .slash]
    for variant in variants {
      expectBuiltin(Image(systemName: "star").symbolVariant(variant), "symbolVariant")
    }
  }

  @Test func layoutAndBarsRecordVellumsKeywords() {
    let indicators: [ScrollIndicatorVisibility] = [.automatic, .visible, .hidden, .never]
    for visibility in indicators {
      expectBuiltin(Text("A").scrollIndicators(visibility), "scrollIndicators")
    }
    for visibility in Visibility.allCases {
      expectBuiltin(Text("A").listRowSeparator(visibility), "listRowSeparator")
      expectBuiltin(Text("A").toolbar(visibility, for: .navigationBar), "toolbar(_:for:)")
      expectBuiltin(Text("A").presentationDragIndicator(visibility), "dragIndicator")
    }
    for scheme in ColorScheme.allCases {
      expectBuiltin(Text("A").toolbarColorScheme(scheme, for: .tabBar), "toolbarColorScheme")
      expectBuiltin(Text("A").preferredColorScheme(scheme), "preferredColorScheme")
    }
    let dismissals: [ScrollDismissesKeyboardMode] = [
      .automatic, .immediately, .interactively, .never,
    ]
    for mode in dismissals { expectBuiltin(Text("A").scrollDismissesKeyboard(mode), "dismiss") }
    let bounces: [ScrollBounceBehavior] = [.automatic, .always, .basedOnSize]
    for bounce in bounces { expectBuiltin(Text("A").scrollBounceBehavior(bounce), "bounce") }
    let bars: [ToolbarPlacement] = [
      .automatic, .navigationBar, .tabBar, .bottomBar, .windowToolbar,
    ]
    for bar in bars { expectBuiltin(Text("A").toolbarBackground(.red, for: bar), "bar") }
    let roles: [ToolbarRole] = [.automatic, .navigationStack, .browser, .editor]
    for role in roles { expectBuiltin(Text("A").toolbarRole(role), "toolbarRole") }
    let modes: [NavigationBarItem.TitleDisplayMode] = [.automatic, .inline, .large]
    for mode in modes { expectBuiltin(Text("A").navigationBarTitleDisplayMode(mode), "title") }
    for mode in ContentMode.allCases { expectBuiltin(Color.red.aspectRatio(contentMode: mode), "") }
    let behaviors: [AccessibilityChildBehavior] = [.ignore, .contain, .combine]
    for behavior in behaviors {
      expectBuiltin(Text("A").accessibilityElement(children: behavior), "children")
    }
    let traits: [AccessibilityTraits] = [
      .isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound,
      .isKeyboardKey, .isStaticText, .isSummaryElement, .updatesFrequently, .startsMediaSession,
      .allowsDirectInteraction, .causesPageTurn, .isModal, .isToggle,
    ]
    for trait in traits { expectBuiltin(Text("A").accessibilityAddTraits(trait), "\(trait)") }
    let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
    for material in materials { expectBuiltin(Text("A").background(material), "material") }
  }

  @Test func toolbarItemsRecordVellumsKeywords() {
    let placements: [ToolbarItemPlacement] = [
      .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
      .confirmationAction, .cancellationAction, .destructiveAction, .navigationBarLeading,
      .navigationBarTrailing, .topBarLeading, .topBarTrailing, .bottomBar, .keyboard,
    ]
    for placement in placements {
      let view = NavigationStack {
        Text("A").toolbar { ToolbarItem(placement: placement) { Button("B") {} } }
      }
      expectBuiltin(view, "ToolbarItem(placement:)")
    }
  }

  @Test func keywordsSpelledLikeVellumsOwnAreTheSameKeyword() {
    #expect(Keyword(rawValue: "segmented") == .segmented)
    #expect(Keyword(rawValue: "segmented").isBuiltin)
    let own = Keyword(rawValue: "dessert")
    #expect(!own.isBuiltin && own.rawValue == "dessert" && own == Keyword(rawValue: "dessert"))
    // A keyword is not the attribute name spelled the same way.
    #expect(Keyword.fill.rawValue == AttributeName.fill.rawValue)
  }
}
