#if !canImport(Darwin)
  // Text, documents and the roots of the hierarchy.
  extension UTType {
    /// Item: `public.item`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.item]) { _ in }
    /// ```
    public static let item = UTType(declared: "public.item")

    /// Content: `public.content`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.content]) { _ in }
    /// ```
    public static let content = UTType(declared: "public.content")

    /// Composite content: `public.composite-content`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.compositeContent]) { _ in }
    /// ```
    public static let compositeContent = UTType(declared: "public.composite-content")

    /// Data: `public.data`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.data]) { _ in }
    /// ```
    public static let data = UTType(declared: "public.data")

    /// Text: `public.text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.text]) { _ in }
    /// ```
    public static let text = UTType(declared: "public.text")

    /// Plain text: `public.plain-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { _ in }
    /// ```
    public static let plainText = UTType(declared: "public.plain-text")

    /// Unicode text (UTF-8): `public.utf8-plain-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.utf8PlainText]) { _ in }
    /// ```
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")

    /// Unicode text (UTF-16, with byte order mark): `public.utf16-external-plain-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.utf16ExternalPlainText]) { _ in }
    /// ```
    public static let utf16ExternalPlainText = UTType(declared: "public.utf16-external-plain-text")

    /// Unicode text (UTF-16): `public.utf16-plain-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.utf16PlainText]) { _ in }
    /// ```
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")

    /// Delimited text: `public.delimited-values-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.delimitedText]) { _ in }
    /// ```
    public static let delimitedText = UTType(declared: "public.delimited-values-text")

    /// Comma-separated values: `public.comma-separated-values-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText]) { _ in }
    /// ```
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")

    /// Tab-separated values: `public.tab-separated-values-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.tabSeparatedText]) { _ in }
    /// ```
    public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")

    /// Tab-separated values (UTF-8): `public.utf8-tab-separated-values-text`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.utf8TabSeparatedText]) { _ in }
    /// ```
    public static let utf8TabSeparatedText = UTType(
      declared: "public.utf8-tab-separated-values-text")

    /// Rich text (RTF): `public.rtf`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.rtf]) { _ in }
    /// ```
    public static let rtf = UTType(declared: "public.rtf")

    /// HTML text: `public.html`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.html]) { _ in }
    /// ```
    public static let html = UTType(declared: "public.html")

    /// XML text: `public.xml`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.xml]) { _ in }
    /// ```
    public static let xml = UTType(declared: "public.xml")

    /// YAML text: `public.yaml`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.yaml]) { _ in }
    /// ```
    public static let yaml = UTType(declared: "public.yaml")

    /// Source code: `public.source-code`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.sourceCode]) { _ in }
    /// ```
    public static let sourceCode = UTType(declared: "public.source-code")

    /// C source code: `public.c-source`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.cSource]) { _ in }
    /// ```
    public static let cSource = UTType(declared: "public.c-source")

    /// C header: `public.c-header`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.cHeader]) { _ in }
    /// ```
    public static let cHeader = UTType(declared: "public.c-header")

    /// C++ source code: `public.c-plus-plus-source`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.cPlusPlusSource]) { _ in }
    /// ```
    public static let cPlusPlusSource = UTType(declared: "public.c-plus-plus-source")

    /// Objective-C source code: `public.objective-c-source`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.objectiveCSource]) { _ in }
    /// ```
    public static let objectiveCSource = UTType(declared: "public.objective-c-source")

    /// Swift source code: `public.swift-source`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.swiftSource]) { _ in }
    /// ```
    public static let swiftSource = UTType(declared: "public.swift-source")

    /// Script: `public.script`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.script]) { _ in }
    /// ```
    public static let script = UTType(declared: "public.script")

    /// JavaScript: `com.netscape.javascript-source`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.javaScript]) { _ in }
    /// ```
    public static let javaScript = UTType(declared: "com.netscape.javascript-source")

    /// Shell script: `public.shell-script`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.shellScript]) { _ in }
    /// ```
    public static let shellScript = UTType(declared: "public.shell-script")

    /// Python script: `public.python-script`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pythonScript]) { _ in }
    /// ```
    public static let pythonScript = UTType(declared: "public.python-script")

    /// Ruby script: `public.ruby-script`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.rubyScript]) { _ in }
    /// ```
    public static let rubyScript = UTType(declared: "public.ruby-script")

    /// JSON: `public.json`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { _ in }
    /// ```
    public static let json = UTType(declared: "public.json")

    /// Property list: `com.apple.property-list`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.propertyList]) { _ in }
    /// ```
    public static let propertyList = UTType(declared: "com.apple.property-list")

    /// XML property list: `com.apple.xml-property-list`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.xmlPropertyList]) { _ in }
    /// ```
    public static let xmlPropertyList = UTType(declared: "com.apple.xml-property-list")

    /// Binary property list: `com.apple.binary-property-list`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.binaryPropertyList]) { _ in }
    /// ```
    public static let binaryPropertyList = UTType(declared: "com.apple.binary-property-list")

    /// PDF document: `com.adobe.pdf`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf]) { _ in }
    /// ```
    public static let pdf = UTType(declared: "com.adobe.pdf")

    /// Rich text with attachments (RTFD): `com.apple.rtfd`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.rtfd]) { _ in }
    /// ```
    public static let rtfd = UTType(declared: "com.apple.rtfd")
  }
#endif
