/// What the language carries of the Swift DSL: every public view and modifier of `Vellum` is
/// either in the language (the interpreter's own name lists) or listed here as absent, with the
/// reason. A test reads the DSL's sources and fails when a view or modifier is in neither, so
/// a name the DSL gains is a decision, not an accident.
///
/// ```swift
/// LanguageParity.views.contains("LazyVGrid")          // true
/// LanguageParity.absentModifiers["task"]              // "async actions: …"
/// ```
@MainActor
package enum LanguageParity {
  /// The views a file can make.
  package static var views: [String] { Evaluator.allViewNames }
  /// The modifiers a file can apply.
  package static var modifiers: [String] { Evaluator.allModifierNames }

  private static let noValues = "needs values the language has no type for yet"
  private static let animations =
    "keyframes, phases, symbol effects and transactions take closures or values the language "
    + "has no type for; `.animation(_:value:)` and `.transition` are in it"
  private static let gestures =
    "gesture values are not in the language; onTapGesture and buttons cover taps"
  private static let asyncWork = "async actions are not in the language"
  private static let objects =
    "focused and stored values need key types the language has no way to declare"
  private static let proxies =
    "its closure takes a proxy or context value the language has no type for"
  private static let styles =
    "its control (a control group, a date picker or a gauge) is not in the language yet"
  private static let deprecated = "deprecated in SwiftUI; files use its replacement"
  private static let helper = "Vellum's own helper, not part of SwiftUI's view language"
  private static let internals = "made by the interpreter or the host, not written in a file"
  private static let equality =
    "a file's views have no `==` of their own: the interpreter compares them as values"
  private static let keyPaths = "the language has no inout closures over environment values"
  private static let preferences = "the language has no types to declare a preference key with"
  private static let files =
    "file dialogs need content types, documents and URLs, which " + noValues
  private static let macOSDialogs =
    "configures macOS's file dialogs only: no effect on an iPhone's document browser"
  private static let noEffect =
    "has no effect on a host's screen in Swift either (speech, system overlays, widgets)"

  /// The DSL's views the language does not make, and why.
  package static let absentViews: [String: String] = [
    "AngularGradient": "gradients " + noValues + " (stops, unit points, angles)",
    "EllipticalGradient": "gradients " + noValues + " (stops, unit points)",
    "LinearGradient": "a gradient is a value here (`.background(LinearGradient(…))`); as a view "
      + "it is not taken yet",
    "RadialGradient": "gradients " + noValues + " (stops, unit points)",
    "Color": "a color is a value here (`.red`, `Color.red`); as a view it is not taken yet",
    "AnyShapeView": "shapes are not views of the language yet",
    "AnyView": internals, "EquatableView": equality, "TupleView": internals,
    "ModifiedContent": internals, "EditableCollectionContent": internals,
    "LabeledControlGroupContent": internals, "LabeledToolbarItemGroupContent": internals,
    "SubscriptionView": "Combine publishers are not in the language",
    "Optional": internals, "Never": internals, "PresentedWindowContent": internals,
    "AsyncImage": "needs URLs, which " + noValues,
    "Link": "needs URLs, which " + noValues,
    "ShareLink": "needs transferable items, which " + noValues,
    "DefaultShareLinkLabel": "needs transferable items, which " + noValues,
    "PasteButton": "needs transferable items, which " + noValues,
    "DefaultDateProgressLabel": "made by ProgressView(timerInterval:), whose date ranges "
      + noValues,
    "MultiDatePicker": "needs sets of DateComponents, which " + noValues,
    "RenameButton": "acts through the environment's rename action, which a file cannot set",
    "Canvas": proxies, "GeometryReader": proxies, "ScrollViewReader": proxies,
    "TimelineView": proxies,
    "KeyframeAnimator": animations, "PhaseAnimator": animations,
    "PlaceholderContentView": animations,
    "OutlineGroup": "needs key paths to children; the language has key paths only for `id:`",
    "OutlineSubgroupChildren":
      "needs key paths to children; the language has key paths only for `id:`",
    "Table": "needs key-path columns and a column builder, which the language does not have",
  ]

  /// The DSL's modifiers the language does not apply, and why.
  package static let absentModifiers: [String: String] = [
    "projectionEffect": "needs transforms, which " + noValues,
    "transformEffect": "needs affine transforms, which " + noValues,
    "accessibilityAction": "accessibility actions " + noValues,
    "accessibilityActions": "accessibility actions " + noValues,
    "accessibilityAdjustableAction": "accessibility actions " + noValues,
    "accessibilityScrollAction": "accessibility actions " + noValues,
    "accessibilityZoomAction": "accessibility actions " + noValues,
    "accessibilityIgnoresInvertColors": noEffect, "accessibilityShowsLargeContentViewer": noEffect,
    "accessibilityElement": "child behaviours " + noValues,
    "accessibilityInputLabels": "needs an array of Text, which " + noValues,
    "accessibilityRepresentation": "not yet in the language",
    "alignmentGuide": proxies, "containerRelativeFrame": proxies,
    "keyframeAnimator": animations,
    "matchedGeometryEffect": animations, "phaseAnimator": animations,
    "sensoryFeedback": animations, "symbolEffect": animations,
    "symbolEffectsRemoved": animations, "transaction": animations,
    "aspectRatio": "content modes " + noValues,
    "contentShape": "shapes " + noValues,
    "rotation3DEffect": "3D axes " + noValues,
    "fontWidth": "font widths " + noValues, "listRowInsets": "edge insets " + noValues,
    "listItemTint": "list item tints " + noValues,
    "listSectionSpacing": "section spacings " + noValues, "indexViewStyle": styles,
    "selectionDisabled": "not yet in the language: a file's lists select every row",
    "listRowBackground": "takes a view value; a file writes views only in builders",
    "safeAreaInset": "edges " + noValues, "contentMargins": "edges " + noValues,
    "gridCellAnchor": "unit points " + noValues, "gridCellUnsizedAxes": "axes " + noValues,
    "defaultScrollAnchor": "unit points " + noValues,
    "scrollPosition": "needs a binding to an optional id, which " + noValues,
    "controlGroupStyle": styles, "textEditorStyle": styles, "tableStyle": styles,
    "navigationSplitViewStyle": styles,
    "tableColumnHeaders": "tables are not in the language", "datePickerStyle": styles,
    "gaugeStyle": styles,
    "coordinateSpace": gestures, "gesture": gestures, "highPriorityGesture": gestures,
    "simultaneousGesture": gestures, "onLongPressGesture": gestures,
    "onHover": "a pointer hovering has no place in a still screen or its interactions",
    "hoverEffect": "a pointer hovering has no place in a still screen or its interactions",
    "defaultHoverEffect": "a pointer hovering has no place in a still screen or its interactions",
    "hoverEffectDisabled": "a pointer hovering has no place in a still screen or its interactions",
    "focusEffectDisabled": "needs a FocusState, which the language does not have",
    "badgeProminence": "badge prominences " + noValues, "menuOrder": "menu orders " + noValues,
    "buttonRepeatBehavior": "repeat behaviours " + noValues,
    "springLoadingBehavior": "spring-loading behaviours " + noValues,
    "allowedDynamicRange": "dynamic ranges " + noValues,
    "task": asyncWork, "refreshable": asyncWork,
    "onOpenURL": "needs URLs, which " + noValues,
    "equatable": equality,
    "transformEnvironment": keyPaths, "navigationViewStyle": deprecated,
    "keyboardShortcut": "a preview has no keyboard; files make buttons to tap",
    "preference": preferences,
    "transformPreference": preferences, "onPreferenceChange": preferences,
    "anchorPreference": preferences, "transformAnchorPreference": preferences,
    "overlayPreferenceValue": preferences, "backgroundPreferenceValue": preferences,
    "defaultAppStorage": objects, "focusedSceneValue": objects, "focusedValue": objects,
    "focusedObject": objects, "focusedSceneObject": objects,
    "focusable": "needs a FocusState, which the language does not have",
    "onKeyPress": "a preview has no keyboard; files make buttons to tap",
    "keyboardType": "keyboard types " + noValues, "textContentType": "content types " + noValues,
    "blendMode": "blend modes " + noValues, "visualEffect": "visual effects " + noValues,
    "scrollTransition": "visual effects " + noValues,
    "submitLabel": "submit labels " + noValues,
    "dynamicTypeSize": "type sizes " + noValues,
    "toolbarBackground": "toolbar placements " + noValues,
    "toolbarColorScheme": "toolbar placements " + noValues,
    "toolbarRole": "toolbar roles " + noValues,
    "renameAction": "acts through the environment's rename action, which a file cannot set",
    "layoutValue": "custom layouts cannot be declared in the language",
    "modifier": "custom view modifiers cannot be declared in the language",
    "navigationBarItems": deprecated,
    "edgesIgnoringSafeArea": deprecated, "autocapitalization": deprecated,
    "colorScheme": deprecated, "accessibility": deprecated, "statusBar": deprecated,
    "navigationBarHidden": deprecated, "actionSheet": deprecated,
    "disableAutocorrection": deprecated,
    "accessibilityActivationPoint": "points " + noValues,
    "defersSystemGestures": noEffect, "persistentSystemOverlays": noEffect,
    "scrollIndicatorsFlash": noEffect, "geometryGroup": noEffect, "invalidatableContent": noEffect,
    "interactionActivityTrackingTag": noEffect, "findNavigator": noEffect,
    "findDisabled": noEffect, "replaceDisabled": noEffect, "containerBackground": noEffect,
    "navigationSplitViewColumnWidth": noEffect, "speechAdjustedPitch": noEffect,
    "speechAlwaysIncludesPunctuation": noEffect, "speechAnnouncementsQueued": noEffect,
    "speechSpellsOutCharacters": noEffect, "accessibilityTextContentType": noEffect,
    "typesettingLanguage": noEffect, "textScale": noEffect,
    "presentationCompactAdaptation": noEffect, "presentationContentInteraction": noEffect,
    "presentationBackgroundInteraction": noEffect, "flipsForRightToLeftLayoutDirection": noEffect,
    "layoutDirectionBehavior": noEffect, "handlesExternalEvents": noEffect,
    "dialogSuppressionToggle": noEffect, "luminanceToAlpha": noEffect,
    "searchDictationBehavior": noEffect, "typeSelectEquivalent": noEffect,
    "containerShape": noEffect, "paletteSelectionEffect": noEffect,
    "onContinuousHover": "a pointer hovering has no place in a still screen or its interactions",
    "defaultFocus": "needs a FocusState, which the language does not have",
    "submitScope": "not yet in the language: a file's fields submit to every onSubmit above",
    "onMove": "not yet in the language: moving rows needs an IndexSet and a destination",
    "previewContext": "preview contexts are types a file cannot declare",
    "accessibilityFocused": "needs an AccessibilityFocusState, which the language does not have",
    "accessibilityRotor": "rotor entries and key paths to entry labels " + noValues,
    "accessibilityCustomContent": "custom content keys and importances " + noValues,
    "accessibilityChartDescriptor": "chart descriptors are types a file cannot declare",
    "accessibilityChildren": "not yet in the language",
    "accessibilityLinkedGroup": "needs a Namespace, which the language does not have",
    "accessibilityLabeledPair": "needs a Namespace, which the language does not have",
    "accessibilityRotorEntry": "needs a Namespace, which the language does not have",
    "accessibilityDirectTouch": "direct-touch options " + noValues,
    "draggable": "needs transferable items, which " + noValues,
    "dropDestination": "needs transferable types, which " + noValues,
    "onDrag": "needs item providers, which " + noValues,
    "onDrop": "needs item providers, which " + noValues,
    "itemProvider": "needs item providers, which " + noValues,
    "colorEffect": "shaders " + noValues, "distortionEffect": "shaders " + noValues,
    "layerEffect": "shaders " + noValues,
    "fileImporter": files, "fileExporter": files, "fileMover": files,
    "fileDialogDefaultDirectory": "needs URLs, which " + noValues,
    "fileDialogBrowserOptions": macOSDialogs, "fileDialogConfirmationLabel": macOSDialogs,
    "fileDialogCustomizationID": macOSDialogs, "fileDialogImportsUnresolvedAliases": macOSDialogs,
    "fileDialogMessage": macOSDialogs, "fileDialogURLEnabled": macOSDialogs,
    "fileExporterFilenameLabel": macOSDialogs,
  ]
}
