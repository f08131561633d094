#if !canImport(Darwin)
  extension UTTypeDeclaration {
    /// The system's declared types (UniformTypeIdentifiers' core types), each with what it
    /// conforms to directly, its filename extensions and MIME types (preferred first) and its
    /// description. A tag claimed by two types resolves to the first here.
    static let systemTable: [UTTypeDeclaration] = [
      UTTypeDeclaration("public.item", conformsTo: [], description: "item"),
      UTTypeDeclaration("public.content", conformsTo: [], description: "content"),
      UTTypeDeclaration(
        "public.composite-content", conformsTo: ["public.content"], description: "composite content"
      ),
      UTTypeDeclaration(
        "public.data", conformsTo: ["public.item"], mimeTypes: ["application/octet-stream"],
        description: "data"),
      UTTypeDeclaration(
        "public.text", conformsTo: ["public.data", "public.content"], description: "text"),
      UTTypeDeclaration(
        "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
        mimeTypes: ["text/plain"], description: "plain text"),
      UTTypeDeclaration(
        "public.utf8-plain-text", conformsTo: ["public.plain-text"],
        description: "Unicode text (UTF-8)"),
      UTTypeDeclaration(
        "public.utf16-external-plain-text", conformsTo: ["public.plain-text"],
        description: "Unicode text (UTF-16, with byte order mark)"),
      UTTypeDeclaration(
        "public.utf16-plain-text", conformsTo: ["public.plain-text"],
        description: "Unicode text (UTF-16)"),
      UTTypeDeclaration(
        "public.delimited-values-text", conformsTo: ["public.text"], description: "delimited text"),
      UTTypeDeclaration(
        "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"],
        extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values"),
      UTTypeDeclaration(
        "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"],
        extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"],
        description: "tab-separated values"),
      UTTypeDeclaration(
        "public.utf8-tab-separated-values-text", conformsTo: ["public.tab-separated-values-text"],
        description: "tab-separated values (UTF-8)"),
      UTTypeDeclaration(
        "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"],
        mimeTypes: ["text/rtf", "application/rtf"], description: "rich text (RTF)"),
      UTTypeDeclaration(
        "public.html", conformsTo: ["public.text"], extensions: ["html", "htm", "shtml", "shtm"],
        mimeTypes: ["text/html"], description: "HTML text"),
      UTTypeDeclaration(
        "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
        mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
      UTTypeDeclaration(
        "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"],
        mimeTypes: ["application/x-yaml"], description: "YAML text"),
      UTTypeDeclaration(
        "public.source-code", conformsTo: ["public.plain-text"], description: "source code"),
      UTTypeDeclaration(
        "public.c-source", conformsTo: ["public.source-code"], extensions: ["c"],
        description: "C source code"),
      UTTypeDeclaration(
        "public.c-header", conformsTo: ["public.source-code"], extensions: ["h"],
        description: "C header"),
      UTTypeDeclaration(
        "public.c-plus-plus-source", conformsTo: ["public.source-code"],
        extensions: ["cpp", "cc", "cxx"], description: "C++ source code"),
      UTTypeDeclaration(
        "public.objective-c-source", conformsTo: ["public.source-code"], extensions: ["m"],
        description: "Objective-C source code"),
      UTTypeDeclaration(
        "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"],
        description: "Swift source code"),
      UTTypeDeclaration("public.script", conformsTo: ["public.source-code"], description: "script"),
      UTTypeDeclaration(
        "com.netscape.javascript-source", conformsTo: ["public.script"], extensions: ["js", "mjs"],
        mimeTypes: ["text/javascript", "application/javascript"], description: "JavaScript"),
      UTTypeDeclaration(
        "public.shell-script", conformsTo: ["public.script"], extensions: ["sh", "command"],
        mimeTypes: ["application/x-sh"], description: "shell script"),
      UTTypeDeclaration(
        "public.python-script", conformsTo: ["public.script"], extensions: ["py"],
        mimeTypes: ["text/x-python-script"], description: "Python script"),
      UTTypeDeclaration(
        "public.ruby-script", conformsTo: ["public.script"], extensions: ["rb"],
        mimeTypes: ["text/x-ruby-script"], description: "Ruby script"),
      UTTypeDeclaration(
        "public.json", conformsTo: ["public.text"], extensions: ["json"],
        mimeTypes: ["application/json"], description: "JSON"),
      UTTypeDeclaration(
        "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"],
        description: "property list"),
      UTTypeDeclaration(
        "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"],
        description: "XML property list"),
      UTTypeDeclaration(
        "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"],
        description: "binary property list"),
      UTTypeDeclaration(
        "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"],
        extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
      UTTypeDeclaration(
        "com.apple.rtfd", conformsTo: ["com.apple.package", "public.composite-content"],
        extensions: ["rtfd"], description: "rich text with attachments (RTFD)"),
      UTTypeDeclaration(
        "public.image", conformsTo: ["public.data", "public.content"], description: "image"),
      UTTypeDeclaration(
        "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
        mimeTypes: ["image/jpeg"], description: "JPEG image"),
      UTTypeDeclaration(
        "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"],
        description: "PNG image"),
      UTTypeDeclaration(
        "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"],
        mimeTypes: ["image/gif"], description: "GIF image"),
      UTTypeDeclaration(
        "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"],
        mimeTypes: ["image/tiff"], description: "TIFF image"),
      UTTypeDeclaration(
        "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp"],
        mimeTypes: ["image/bmp"], description: "Windows bitmap image"),
      UTTypeDeclaration(
        "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"],
        mimeTypes: ["image/vnd.microsoft.icon"], description: "Windows icon image"),
      UTTypeDeclaration(
        "com.apple.icns", conformsTo: ["public.image"], extensions: ["icns"],
        description: "Apple icon image"),
      UTTypeDeclaration(
        "public.heic", conformsTo: ["public.heif-standard"], extensions: ["heic"],
        mimeTypes: ["image/heic"], description: "HEIC image"),
      UTTypeDeclaration(
        "public.heif", conformsTo: ["public.heif-standard"], extensions: ["heif"],
        mimeTypes: ["image/heif"], description: "HEIF image"),
      UTTypeDeclaration(
        "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"],
        mimeTypes: ["image/webp"], description: "WebP image"),
      UTTypeDeclaration(
        "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"],
        mimeTypes: ["image/svg+xml"], description: "SVG image"),
      UTTypeDeclaration(
        "public.camera-raw-image", conformsTo: ["public.image"], description: "raw image"),
      UTTypeDeclaration(
        "com.apple.live-photo", conformsTo: ["public.content"], description: "Live Photo"),
      UTTypeDeclaration(
        "public.3d-content", conformsTo: ["public.content"], description: "3D content"),
      UTTypeDeclaration(
        "com.pixar.universal-scene-description", conformsTo: ["public.3d-content", "public.data"],
        extensions: ["usd", "usda", "usdc"], description: "Universal Scene Description"),
      UTTypeDeclaration(
        "com.pixar.universal-scene-description-mobile",
        conformsTo: ["public.3d-content", "public.zip-archive"], extensions: ["usdz"],
        mimeTypes: ["model/vnd.usdz+zip"], description: "Universal Scene Description package"),
      UTTypeDeclaration(
        "com.apple.reality", conformsTo: ["public.data"], extensions: ["reality"],
        description: "Reality file"),
      UTTypeDeclaration(
        "public.audiovisual-content", conformsTo: ["public.data", "public.content"],
        description: "audiovisual content"),
      UTTypeDeclaration(
        "public.movie", conformsTo: ["public.audiovisual-content"], description: "movie"),
      UTTypeDeclaration("public.video", conformsTo: ["public.movie"], description: "video"),
      UTTypeDeclaration(
        "public.audio", conformsTo: ["public.audiovisual-content"], description: "audio"),
      UTTypeDeclaration(
        "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"],
        mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
      UTTypeDeclaration(
        "public.mpeg", conformsTo: ["public.movie"], extensions: ["mpg", "mpeg", "mpe"],
        mimeTypes: ["video/mpeg"], description: "MPEG movie"),
      UTTypeDeclaration(
        "public.mpeg-2-video", conformsTo: ["public.movie"], extensions: ["m2v"],
        mimeTypes: ["video/mpeg2"], description: "MPEG-2 video"),
      UTTypeDeclaration(
        "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpg4"],
        mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
      UTTypeDeclaration(
        "public.avi", conformsTo: ["public.movie"], extensions: ["avi"],
        mimeTypes: ["video/avi", "video/x-msvideo"], description: "AVI movie"),
      UTTypeDeclaration(
        "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"],
        mimeTypes: ["audio/mpeg", "audio/mp3"], description: "MP3 audio"),
      UTTypeDeclaration(
        "public.mpeg-4-audio", conformsTo: ["public.audio"], extensions: ["m4a"],
        mimeTypes: ["audio/mp4", "audio/x-m4a"], description: "MPEG-4 audio"),
      UTTypeDeclaration(
        "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav", "wave"],
        mimeTypes: ["audio/wav", "audio/x-wav"], description: "Waveform audio"),
      UTTypeDeclaration(
        "public.aiff-audio", conformsTo: ["public.audio"], extensions: ["aiff", "aif"],
        mimeTypes: ["audio/aiff", "audio/x-aiff"], description: "AIFF audio"),
      UTTypeDeclaration(
        "public.midi-audio", conformsTo: ["public.audio"], extensions: ["mid", "midi"],
        mimeTypes: ["audio/midi", "audio/x-midi"], description: "MIDI audio"),
      UTTypeDeclaration("public.playlist", conformsTo: ["public.item"], description: "playlist"),
      UTTypeDeclaration(
        "public.m3u-playlist", conformsTo: ["public.playlist", "public.plain-text"],
        extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl", "audio/x-mpegurl"],
        description: "M3U playlist"),
      UTTypeDeclaration("public.directory", conformsTo: ["public.item"], description: "directory"),
      UTTypeDeclaration("public.folder", conformsTo: ["public.directory"], description: "folder"),
      UTTypeDeclaration("public.volume", conformsTo: ["public.folder"], description: "volume"),
      UTTypeDeclaration(
        "com.apple.package", conformsTo: ["public.directory"], description: "package"),
      UTTypeDeclaration(
        "com.apple.bundle", conformsTo: ["public.directory"], description: "bundle"),
      UTTypeDeclaration(
        "com.apple.framework", conformsTo: ["com.apple.bundle"], extensions: ["framework"],
        description: "framework"),
      UTTypeDeclaration(
        "com.apple.application", conformsTo: ["public.executable"], description: "application"),
      UTTypeDeclaration(
        "com.apple.application-bundle",
        conformsTo: ["com.apple.application", "com.apple.bundle", "com.apple.package"],
        extensions: ["app"], description: "application"),
      UTTypeDeclaration(
        "com.apple.application-and-system-extension", conformsTo: ["com.apple.bundle"],
        extensions: ["appex"], description: "application extension"),
      UTTypeDeclaration(
        "public.executable", conformsTo: ["public.item"], description: "executable"),
      UTTypeDeclaration(
        "public.unix-executable", conformsTo: ["public.data", "public.executable"],
        description: "Unix executable"),
      UTTypeDeclaration(
        "com.microsoft.windows-executable", conformsTo: ["public.data", "public.executable"],
        extensions: ["exe"], mimeTypes: ["application/x-msdownload"],
        description: "Windows executable"),
      UTTypeDeclaration("public.archive", conformsTo: ["public.data"], description: "archive"),
      UTTypeDeclaration(
        "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], extensions: ["gz", "gzip"],
        mimeTypes: ["application/gzip", "application/x-gzip"], description: "gzip archive"),
      UTTypeDeclaration(
        "public.bzip2-archive", conformsTo: ["public.archive"], extensions: ["bz2", "bzip2"],
        mimeTypes: ["application/x-bzip2"], description: "bzip2 archive"),
      UTTypeDeclaration(
        "public.zip-archive", conformsTo: ["public.archive"], extensions: ["zip"],
        mimeTypes: ["application/zip"], description: "ZIP archive"),
      UTTypeDeclaration(
        "com.apple.archive", conformsTo: ["public.archive"], extensions: ["aar"],
        description: "Apple archive"),
      UTTypeDeclaration(
        "public.tar-archive", conformsTo: ["public.archive"], extensions: ["tar"],
        mimeTypes: ["application/x-tar"], description: "tar archive"),
      UTTypeDeclaration(
        "public.disk-image", conformsTo: ["public.archive"], description: "disk image"),
      UTTypeDeclaration(
        "public.spreadsheet", conformsTo: ["public.content"], description: "spreadsheet"),
      UTTypeDeclaration(
        "public.presentation", conformsTo: ["public.composite-content"], description: "presentation"
      ),
      UTTypeDeclaration("public.database", conformsTo: ["public.item"], description: "database"),
      UTTypeDeclaration("public.message", conformsTo: ["public.item"], description: "message"),
      UTTypeDeclaration(
        "com.apple.mail.email", conformsTo: ["public.message", "public.data"], extensions: ["eml"],
        mimeTypes: ["message/rfc822"], description: "email message"),
      UTTypeDeclaration("public.contact", conformsTo: ["public.item"], description: "contact"),
      UTTypeDeclaration(
        "public.vcard", conformsTo: ["public.text", "public.contact"],
        extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard"],
        description: "vCard"),
      UTTypeDeclaration(
        "public.to-do-item", conformsTo: ["public.item"], description: "to-do item"),
      UTTypeDeclaration(
        "public.calendar-event", conformsTo: ["public.item"], description: "calendar event"),
      UTTypeDeclaration("public.url", conformsTo: ["public.data"], description: "URL"),
      UTTypeDeclaration("public.file-url", conformsTo: ["public.url"], description: "file URL"),
      UTTypeDeclaration(
        "com.apple.bookmark", conformsTo: ["public.data"], description: "URL bookmark data"),
      UTTypeDeclaration(
        "com.apple.web-internet-location", conformsTo: ["public.data"], extensions: ["webloc"],
        description: "web location"),
      UTTypeDeclaration(
        "com.microsoft.internet-shortcut", conformsTo: ["public.data"], extensions: ["url"],
        description: "internet shortcut"),
      UTTypeDeclaration(
        "public.symlink", conformsTo: ["public.item"], description: "symbolic link"),
      UTTypeDeclaration("com.apple.alias-file", conformsTo: ["public.data"], description: "alias"),
      UTTypeDeclaration("com.apple.resolvable", conformsTo: [], description: "resolvable item"),
      UTTypeDeclaration(
        "public.font", conformsTo: ["public.data"], extensions: ["ttf", "otf", "ttc"],
        mimeTypes: ["font/ttf", "font/otf"], description: "font"),
      UTTypeDeclaration(
        "public.log", conformsTo: ["public.plain-text"], extensions: ["log"], description: "log"),
      UTTypeDeclaration(
        "org.idpf.epub-container", conformsTo: ["public.composite-content", "public.zip-archive"],
        extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document"),
      UTTypeDeclaration(
        "public.x509-certificate", conformsTo: ["public.data"], extensions: ["cer", "crt", "der"],
        mimeTypes: ["application/x-x509-ca-cert"], description: "X.509 certificate"),
      UTTypeDeclaration(
        "com.rsa.pkcs-12", conformsTo: ["public.data"], extensions: ["p12", "pfx"],
        mimeTypes: ["application/x-pkcs12"], description: "PKCS #12 archive"),
      UTTypeDeclaration(
        "public.heif-standard", conformsTo: ["public.image"], description: "HEIF-standard image"),
    ]
  }
#endif
