extension Keyword {
  /// A font weight: `ultraLight`.
  @inlinable public static var ultraLight: Keyword { Keyword(.ultraLight) }
  /// A font weight: `thin`.
  @inlinable public static var thin: Keyword { Keyword(.thin) }
  /// A font weight: `medium`.
  @inlinable public static var medium: Keyword { Keyword(.medium) }
  /// A font weight: `semibold`.
  @inlinable public static var semibold: Keyword { Keyword(.semibold) }
  /// A font weight: `bold`.
  @inlinable public static var bold: Keyword { Keyword(.bold) }
  /// A font weight: `heavy`.
  @inlinable public static var heavy: Keyword { Keyword(.heavy) }
  /// A font weight: `black`.
  @inlinable public static var black: Keyword { Keyword(.black) }
  /// A font design: `serif`.
  @inlinable public static var serif: Keyword { Keyword(.serif) }
  /// A font design: `rounded`.
  @inlinable public static var rounded: Keyword { Keyword(.rounded) }
  /// A font design: `monospaced`.
  @inlinable public static var monospaced: Keyword { Keyword(.monospaced) }
  /// A text case: `uppercase`.
  @inlinable public static var uppercase: Keyword { Keyword(.uppercase) }
  /// A text case: `lowercase`.
  @inlinable public static var lowercase: Keyword { Keyword(.lowercase) }
  /// A truncation mode: `head`.
  @inlinable public static var head: Keyword { Keyword(.head) }
  /// A truncation mode: `middle`.
  @inlinable public static var middle: Keyword { Keyword(.middle) }
  /// A truncation mode: `tail`.
  @inlinable public static var tail: Keyword { Keyword(.tail) }
  /// A redaction reason: `placeholder`.
  @inlinable public static var placeholder: Keyword { Keyword(.placeholder) }
  /// A redaction reason: `privacy`.
  @inlinable public static var privacy: Keyword { Keyword(.privacy) }
  /// A redaction reason: `invalidated`.
  @inlinable public static var invalidated: Keyword { Keyword(.invalidated) }
  /// A line pattern: `solid`.
  @inlinable public static var solid: Keyword { Keyword(.solid) }
  /// A line pattern: `dash`.
  @inlinable public static var dash: Keyword { Keyword(.dash) }
  /// A line pattern: `dashDot`.
  @inlinable public static var dashDot: Keyword { Keyword(.dashDot) }
  /// A line pattern: `dashDotDot`.
  @inlinable public static var dashDotDot: Keyword { Keyword(.dashDotDot) }
  /// A submit label: `done`.
  @inlinable public static var done: Keyword { Keyword(.done) }
  /// A submit label: `go`.
  @inlinable public static var go: Keyword { Keyword(.go) }
  /// A submit label: `send`.
  @inlinable public static var send: Keyword { Keyword(.send) }
  /// A submit label: `join`.
  @inlinable public static var join: Keyword { Keyword(.join) }
  /// A submit label: `route`.
  @inlinable public static var route: Keyword { Keyword(.route) }
  /// A submit label: `search`.
  @inlinable public static var search: Keyword { Keyword(.search) }
  /// A submit label: `next`.
  @inlinable public static var next: Keyword { Keyword(.next) }
  /// A submit label: `continue`.
  @inlinable public static var `continue`: Keyword { Keyword(.`continue`) }
  /// A keyboard type: `default`.
  @inlinable public static var `default`: Keyword { Keyword(.`default`) }
  /// An accessibility custom content's importance: `high`, read without being asked for.
  @inlinable public static var high: Keyword { Keyword(.high) }
  /// A side of an accessibility labeled pair: `label` (the other is `content`).
  @inlinable public static var label: Keyword { Keyword(.label) }
  /// A direct-touch option: `silentOnTouch`, VoiceOver stays silent when the area is touched.
  @inlinable public static var silentOnTouch: Keyword { Keyword(.silentOnTouch) }
  /// A direct-touch option: `requiresActivation`, the area takes touches once activated.
  @inlinable public static var requiresActivation: Keyword { Keyword(.requiresActivation) }
  /// A form style: `columns`, labels and values in columns.
  @inlinable public static var columns: Keyword { Keyword(.columns) }
  /// A split view style: `balanced`, the columns sharing the width.
  @inlinable public static var balanced: Keyword { Keyword(.balanced) }
  /// A split view style: `prominentDetail`, the detail column kept at its size.
  @inlinable public static var prominentDetail: Keyword { Keyword(.prominentDetail) }
  /// A toolbar placement and side: `titleMenu`, the menu a navigation title opens.
  @inlinable public static var titleMenu: Keyword { Keyword(.titleMenu) }
  /// A keyboard type: `asciiCapable`.
  @inlinable public static var asciiCapable: Keyword { Keyword(.asciiCapable) }
  /// A keyboard type: `numbersAndPunctuation`.
  @inlinable public static var numbersAndPunctuation: Keyword { Keyword(.numbersAndPunctuation) }
  /// A keyboard type: `URL`.
  @inlinable public static var url: Keyword { Keyword(.url) }
  /// A keyboard type: `numberPad`.
  @inlinable public static var numberPad: Keyword { Keyword(.numberPad) }
  /// A keyboard type: `phonePad`.
  @inlinable public static var phonePad: Keyword { Keyword(.phonePad) }
  /// A keyboard type: `namePhonePad`.
  @inlinable public static var namePhonePad: Keyword { Keyword(.namePhonePad) }
  /// A keyboard type: `emailAddress`.
  @inlinable public static var emailAddress: Keyword { Keyword(.emailAddress) }
  /// A keyboard type: `decimalPad`.
  @inlinable public static var decimalPad: Keyword { Keyword(.decimalPad) }
  /// A keyboard type: `twitter`.
  @inlinable public static var twitter: Keyword { Keyword(.twitter) }
  /// A keyboard type: `webSearch`.
  @inlinable public static var webSearch: Keyword { Keyword(.webSearch) }
  /// A keyboard type: `asciiCapableNumberPad`.
  @inlinable public static var asciiCapableNumberPad: Keyword { Keyword(.asciiCapableNumberPad) }
}
