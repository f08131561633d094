/// Vellum's own roles, in a fixed order: each one's interned number is its position, fixed
/// when the module is compiled, so ``Role/text`` and the other constants are made without any
/// work at run time and comparing a node's role with one reads no lazily made global.
///
/// A role's name is its case's, capitalized: `vStack` is `VStack`.
///
/// ```swift
/// Role.text == Role(.text)   // true
/// ```
@usableFromInline
enum BuiltinRole: UInt32, CaseIterable {
  case root, text, span, button, label, image, spacer, divider, vStack, lazyVGrid,
    lazyHGrid, grid, viewThatFits, progressView, currentValueLabel, disclosureGroup,
    disclosureLabel, labeledContent, labeledValue, groupBox, contentUnavailableView, link,
    gauge, menu, minimumValueLabel, maximumValueLabel, markedValueLabels, menuLabel,
    menuItems, gradient, contextMenu, swipeActions, searchable, searchField, editableRows,
    textEditor, controlGroup, datePicker, colorPicker, multiDatePicker, geometryReader,
    customLayout, canvas, table, tableRow, tableCell, gridRow, hStack, zStack, toggle,
    textField, secureField, list, section, header, footer, form, scrollView, color,
    linearGradient, capsule, circle, ellipse, rectangle, roundedRectangle, slider, stepper,
    picker, options, shape, sheet, fullScreenCover, alert, confirmationDialog, message,
    navigationStack, screen, navigationSplitView, column, toolbar, toolbarItem, tabView,
    tab, tabItem, navigationLink, error, splicedChildren

  /// The role's interned number: its position, and the kinds the role is of in the low bits.
  @inlinable var number: UInt32 {
    let kinds: InternedName.Kinds =
      switch self {
      case .sheet, .fullScreenCover, .alert, .confirmationDialog: [.presentation, .outOfFlow]
      case .toolbar, .tabItem: .outOfFlow
      default: []
      }
    return InternedName.number(index: InternedName.roleBase + rawValue, kinds: kinds)
  }

  /// The name renderings spell.
  var spelling: String {
    let name = String(describing: self)
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// Vellum's own attribute names, in a fixed order: each one's interned number is its position,
/// fixed when the module is compiled (see ``BuiltinRole``). A name is spelled as its case.
///
/// ```swift
/// AttributeName.text == AttributeName(.text)   // true
/// ```
@usableFromInline
enum BuiltinAttribute: UInt32, CaseIterable {
  case badge, listRowBackground, listRowBackgroundAlignment, listRowInsets,
    listRowSeparator, listRowSeparatorTint, listSectionSeparator, listSectionSeparatorTint,
    scrollContentBackground, editActions, deleteDisabled, moveDisabled,
    navigationBarBackButtonHidden, searchToken, supportsOpacity, header, sortOrder,
    sortable, toolbarBackground, toolbarBackgroundVisibility, toolbarColorScheme,
    toolbarVisibility, visibility, toolbarRole, navigationSubtitle, presentationDetents,
    presentationDragIndicator, interactiveDismissDisabled, inspectorColumnWidth,
    presentationCornerRadius, presentationBackground, accessibilityValue, accessibilityHint,
    accessibilityAddTraits, accessibilityRemoveTraits, accessibilityHidden,
    accessibilityElement, accessibilitySortPriority, accessibilityInputLabels,
    accessibilityHeading, accessibilityRespondsToUserInteraction, accessibilityAction,
    accessibilityActions, accessibilityActionsAlignment, accessibilityRepresentation,
    accessibilityRepresentationAlignment, coordinateSpace, destination, lowerBound,
    upperBound, gaugeStyle, menuStyle, offset, scaleEffect, rotationEffect,
    rotation3DEffect, degrees, anchor, perspective, zIndex, blur, brightness, saturation,
    grayscale, contrast, hueRotation, colorInvert, colorMultiply, mask, maskAlignment,
    compositingGroup, drawingGroup, clipped, allowsHitTesting, stops, center, startRadius,
    endRadius, startAngle, endAngle, tint, backgroundStyle, secondaryForegroundStyle,
    tertiaryForegroundStyle, buttonStyle, labelStyle, toggleStyle, pickerStyle, listStyle,
    textFieldStyle, progressViewStyle, controlSize, buttonBorderShape, filter,
    canvasOperations, kind, label, aspectRatio, ratio, contentMode, fixedSize,
    layoutPriority, ignoresSafeArea, position, containerRelativeFrame, count, span, columns,
    rows, fixed, flexible, adaptive, horizontalSpacing, verticalSpacing, gridCellColumns,
    gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, layoutValues, geometryKey,
    readingKey, measurementKey, chosen, layoutPlacements, measuredSize, scrollIndicators,
    scrollDisabled, scrollDismissesKeyboard, scrollTargetBehavior, scrollTargetLayout,
    scrollBounceBehavior, scrollClipDisabled, defaultScrollAnchor, scrollPosition,
    scrollAnchor, screenWidth, colorScheme, layoutDirection, textScale, fontWeight,
    fontDesign, fontWidth, lineLimit, reservesSpace, lineSpacing, multilineTextAlignment,
    truncationMode, minimumScaleFactor, allowsTightening, textCase, kerning, tracking,
    baselineOffset, underline, pattern, monospacedDigit, redacted, unredacted,
    privacySensitive, textSelection, text, title, prompt, message, name, systemName,
    decorative, symbolVariant, resizable, path, viewBox, link, isOn, value, minimum,
    maximum, selection, selected, tag, focused, disabled, labelsHidden, expanded, role,
    keyboardType, axis, axes, spacing, alignment, minLength, padding, frame, width, height,
    minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, hidden, opacity,
    background, backgroundAlignment, overlay, overlayAlignment, font, bold, italic,
    strikethrough, monospaced, foregroundColor, foregroundStyle, color, gradient, fill,
    stroke, style, lineWidth, lineCap, lineJoin, dash, border, cornerRadius, clipShape,
    contentShape, shadow, radius, x, y, navigationTitle, navigationBarTitleDisplayMode,
    placement, column, side, accessibilityLabel, accessibilityIdentifier, onTapGesture,
    onLongPressGesture, searchCompletion, refreshable, gesture, simultaneousGesture,
    highPriorityGesture, submitLabel, controlGroupStyle, displayedComponents,
    datePickerStyle, preferredColorScheme, edge, previewDisplayName, fraction, renderingMode,
    imageScale, previewLayout, previewDevice, tabViewStyle, screenHeight, safeAreaInsets,
    preferredCompactColumn, controlReference, transformEffect, matrix, textContentType, blendMode,
    selectionDisabled, textEditorStyle, tableStyle, accessibilityFocused,
    accessibilityCustomContent, accessibilityChildren, accessibilityChildrenAlignment,
    accessibilityLinkedGroup, accessibilityLabeledPair, accessibilityRotors,
    accessibilityRotorEntry, accessibilityDirectTouch, accessibilityChartDescriptor

  /// The name's interned number: its position.
  @inlinable var number: UInt32 { InternedName.number(index: rawValue, kinds: []) }

  /// The name renderings spell.
  var spelling: String { String(describing: self) }
}
