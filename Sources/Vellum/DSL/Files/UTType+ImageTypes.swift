#if !canImport(Darwin)
  // Images and 3D content.
  extension UTType {
    /// Image: `public.image`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image]) { _ in }
    /// ```
    public static let image = UTType(declared: "public.image")

    /// JPEG image: `public.jpeg`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.jpeg]) { _ in }
    /// ```
    public static let jpeg = UTType(declared: "public.jpeg")

    /// PNG image: `public.png`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.png]) { _ in }
    /// ```
    public static let png = UTType(declared: "public.png")

    /// GIF image: `com.compuserve.gif`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.gif]) { _ in }
    /// ```
    public static let gif = UTType(declared: "com.compuserve.gif")

    /// TIFF image: `public.tiff`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.tiff]) { _ in }
    /// ```
    public static let tiff = UTType(declared: "public.tiff")

    /// Windows bitmap image: `com.microsoft.bmp`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.bmp]) { _ in }
    /// ```
    public static let bmp = UTType(declared: "com.microsoft.bmp")

    /// Windows icon image: `com.microsoft.ico`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.ico]) { _ in }
    /// ```
    public static let ico = UTType(declared: "com.microsoft.ico")

    /// Apple icon image: `com.apple.icns`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.icns]) { _ in }
    /// ```
    public static let icns = UTType(declared: "com.apple.icns")

    /// HEIC image: `public.heic`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.heic]) { _ in }
    /// ```
    public static let heic = UTType(declared: "public.heic")

    /// HEIF image: `public.heif`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.heif]) { _ in }
    /// ```
    public static let heif = UTType(declared: "public.heif")

    /// WebP image: `org.webmproject.webp`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.webP]) { _ in }
    /// ```
    public static let webP = UTType(declared: "org.webmproject.webp")

    /// SVG image: `public.svg-image`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.svg]) { _ in }
    /// ```
    public static let svg = UTType(declared: "public.svg-image")

    /// Raw image: `public.camera-raw-image`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.rawImage]) { _ in }
    /// ```
    public static let rawImage = UTType(declared: "public.camera-raw-image")

    /// Live Photo: `com.apple.live-photo`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.livePhoto]) { _ in }
    /// ```
    public static let livePhoto = UTType(declared: "com.apple.live-photo")

    /// 3D content: `public.3d-content`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.threeDContent]) { _ in }
    /// ```
    public static let threeDContent = UTType(declared: "public.3d-content")

    /// Universal Scene Description: `com.pixar.universal-scene-description`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.usd]) { _ in }
    /// ```
    public static let usd = UTType(declared: "com.pixar.universal-scene-description")

    /// Universal Scene Description package: `com.pixar.universal-scene-description-mobile`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.usdz]) { _ in }
    /// ```
    public static let usdz = UTType(declared: "com.pixar.universal-scene-description-mobile")

    /// Reality file: `com.apple.reality`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.realityFile]) { _ in }
    /// ```
    public static let realityFile = UTType(declared: "com.apple.reality")
  }
#endif
