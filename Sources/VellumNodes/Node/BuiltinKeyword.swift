/// Vellum's own keywords, in a fixed order: each one's interned number is its position (see
/// ``BuiltinRole``). A keyword is spelled as its case.
@usableFromInline
enum BuiltinKeyword: UInt32, CaseIterable {
  case leading, center, trailing, top, bottom, firstTextBaseline, lastTextBaseline, topLeading,
    topTrailing, bottomLeading, bottomTrailing, listRowSeparatorLeading, listRowSeparatorTrailing,
    horizontal, vertical, both, up, down, all, leftToRight, rightToLeft, light, dark, automatic,
    visible, hidden, menu, segmented, palette, inline, wheel, radioGroup, navigationLink,
    checkbox, `switch`, button, bordered, borderedProminent, borderless, borderlessButton, plain,
    link, roundedBorder, squareBorder, iconOnly, titleOnly, titleAndIcon, grouped, insetGrouped,
    inset, sidebar, compact, compactMenu, graphical, field, linear, circular, linearCapacity,
    accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity,
    navigation, mini, small, regular, large, extraLarge, capsule, roundedRectangle, circle,
    destructive, cancel, radial, angular, elliptical, fill, stroke, image, text, color, symbol,
    butt, round, square, miter, bevel, fit, combine, contain, ignore, none, dot, bounce, pulse,
    variableColor, scale, appear, disappear, wiggle, rotate, breathe, iterative, cumulative,
    reversing, nonReversing, dimInactiveLayers, hideInactiveLayers, principal, primaryAction,
    secondaryAction, confirmationAction, cancellationAction, destructiveAction, keyboard, status,
    bottomBar, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing,
    unplaced, isButton, isHeader, isSelected, isLink, isSearchField, isImage, playsSound,
    isKeyboardKey, isStaticText, isSummaryElement, updatesFrequently, startsMediaSession,
    allowsDirectInteraction, causesPageTurn, isModal, isToggle, delete, move, ultraLight, thin,
    medium, semibold, bold, heavy, black, serif, rounded, monospaced, uppercase, lowercase, head,
    middle, tail, placeholder, privacy, invalidated, forward, reverse, ultraThinMaterial,
    thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar, solid, dash, dashDot,
    dashDotDot, date, hourAndMinute, content, detail, hourMinuteAndSecond, done, go, send, join,
    route, search, next, `continue`, `default`, asciiCapable, numbersAndPunctuation, url,
    numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
    asciiCapableNumberPad, immediately, interactively, never, always, basedOnSize, navigationBar,
    tabBar, windowToolbar, navigationStack, browser, editor, slash, custom, carousel, home, wifi,
    sizeThatFits, device, page, high, label, silentOnTouch, requiresActivation, columns, balanced,
    prominentDetail, titleMenu

  /// The keyword's interned number: its position.
  @inlinable var number: UInt32 { InternedName.number(index: rawValue, kinds: []) }

  /// The spelling renderings show: the case's name, but for a name Swift spells otherwise.
  var spelling: String { self == .url ? "URL" : String(describing: self) }
}
