#if !canImport(Darwin)
  // Folders, bundles, executables, archives and other items.
  extension UTType {
    /// Directory: `public.directory`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.directory]) { _ in }
    /// ```
    public static let directory = UTType(declared: "public.directory")

    /// Folder: `public.folder`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.folder]) { _ in }
    /// ```
    public static let folder = UTType(declared: "public.folder")

    /// Volume: `public.volume`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.volume]) { _ in }
    /// ```
    public static let volume = UTType(declared: "public.volume")

    /// Package: `com.apple.package`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.package]) { _ in }
    /// ```
    public static let package = UTType(declared: "com.apple.package")

    /// Bundle: `com.apple.bundle`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.bundle]) { _ in }
    /// ```
    public static let bundle = UTType(declared: "com.apple.bundle")

    /// Framework: `com.apple.framework`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.framework]) { _ in }
    /// ```
    public static let framework = UTType(declared: "com.apple.framework")

    /// Application: `com.apple.application`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.application]) { _ in }
    /// ```
    public static let application = UTType(declared: "com.apple.application")

    /// Application: `com.apple.application-bundle`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.applicationBundle]) { _ in }
    /// ```
    public static let applicationBundle = UTType(declared: "com.apple.application-bundle")

    /// Application extension: `com.apple.application-and-system-extension`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.applicationExtension]) { _ in }
    /// ```
    public static let applicationExtension = UTType(
      declared: "com.apple.application-and-system-extension")

    /// Executable: `public.executable`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.executable]) { _ in }
    /// ```
    public static let executable = UTType(declared: "public.executable")

    /// Unix executable: `public.unix-executable`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.unixExecutable]) { _ in }
    /// ```
    public static let unixExecutable = UTType(declared: "public.unix-executable")

    /// Windows executable: `com.microsoft.windows-executable`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.exe]) { _ in }
    /// ```
    public static let exe = UTType(declared: "com.microsoft.windows-executable")

    /// Archive: `public.archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.archive]) { _ in }
    /// ```
    public static let archive = UTType(declared: "public.archive")

    /// Gzip archive: `org.gnu.gnu-zip-archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.gzip]) { _ in }
    /// ```
    public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")

    /// Bzip2 archive: `public.bzip2-archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.bz2]) { _ in }
    /// ```
    public static let bz2 = UTType(declared: "public.bzip2-archive")

    /// ZIP archive: `public.zip-archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.zip]) { _ in }
    /// ```
    public static let zip = UTType(declared: "public.zip-archive")

    /// Apple archive: `com.apple.archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.appleArchive]) { _ in }
    /// ```
    public static let appleArchive = UTType(declared: "com.apple.archive")

    /// Tar archive: `public.tar-archive`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.tarArchive]) { _ in }
    /// ```
    public static let tarArchive = UTType(declared: "public.tar-archive")

    /// Disk image: `public.disk-image`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.diskImage]) { _ in }
    /// ```
    public static let diskImage = UTType(declared: "public.disk-image")

    /// Spreadsheet: `public.spreadsheet`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.spreadsheet]) { _ in }
    /// ```
    public static let spreadsheet = UTType(declared: "public.spreadsheet")

    /// Presentation: `public.presentation`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.presentation]) { _ in }
    /// ```
    public static let presentation = UTType(declared: "public.presentation")

    /// Database: `public.database`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.database]) { _ in }
    /// ```
    public static let database = UTType(declared: "public.database")

    /// Message: `public.message`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.message]) { _ in }
    /// ```
    public static let message = UTType(declared: "public.message")

    /// Email message: `com.apple.mail.email`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.emailMessage]) { _ in }
    /// ```
    public static let emailMessage = UTType(declared: "com.apple.mail.email")

    /// Contact: `public.contact`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.contact]) { _ in }
    /// ```
    public static let contact = UTType(declared: "public.contact")

    /// VCard: `public.vcard`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.vCard]) { _ in }
    /// ```
    public static let vCard = UTType(declared: "public.vcard")

    /// To-do item: `public.to-do-item`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.toDoItem]) { _ in }
    /// ```
    public static let toDoItem = UTType(declared: "public.to-do-item")

    /// Calendar event: `public.calendar-event`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.calendarEvent]) { _ in }
    /// ```
    public static let calendarEvent = UTType(declared: "public.calendar-event")

    /// URL: `public.url`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.url]) { _ in }
    /// ```
    public static let url = UTType(declared: "public.url")

    /// File URL: `public.file-url`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.fileURL]) { _ in }
    /// ```
    public static let fileURL = UTType(declared: "public.file-url")

    /// URL bookmark data: `com.apple.bookmark`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.urlBookmarkData]) { _ in }
    /// ```
    public static let urlBookmarkData = UTType(declared: "com.apple.bookmark")

    /// URL bookmark data (`com.apple.bookmark`), the older name of `urlBookmarkData`.
    ///
    /// ```swift
    /// UTType.bookmark == .urlBookmarkData   // true
    /// ```
    public static let bookmark = UTType(declared: "com.apple.bookmark")

    /// Web location: `com.apple.web-internet-location`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.internetLocation]) { _ in }
    /// ```
    public static let internetLocation = UTType(declared: "com.apple.web-internet-location")

    /// Internet shortcut: `com.microsoft.internet-shortcut`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.internetShortcut]) { _ in }
    /// ```
    public static let internetShortcut = UTType(declared: "com.microsoft.internet-shortcut")

    /// Symbolic link: `public.symlink`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.symbolicLink]) { _ in }
    /// ```
    public static let symbolicLink = UTType(declared: "public.symlink")

    /// Alias: `com.apple.alias-file`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.aliasFile]) { _ in }
    /// ```
    public static let aliasFile = UTType(declared: "com.apple.alias-file")

    /// Resolvable item: `com.apple.resolvable`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.resolvable]) { _ in }
    /// ```
    public static let resolvable = UTType(declared: "com.apple.resolvable")

    /// Font: `public.font`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.font]) { _ in }
    /// ```
    public static let font = UTType(declared: "public.font")

    /// Log: `public.log`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.log]) { _ in }
    /// ```
    public static let log = UTType(declared: "public.log")

    /// EPUB document: `org.idpf.epub-container`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.epub]) { _ in }
    /// ```
    public static let epub = UTType(declared: "org.idpf.epub-container")

    /// X.509 certificate: `public.x509-certificate`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.x509Certificate]) { _ in }
    /// ```
    public static let x509Certificate = UTType(declared: "public.x509-certificate")

    /// PKCS #12 archive: `com.rsa.pkcs-12`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pkcs12]) { _ in }
    /// ```
    public static let pkcs12 = UTType(declared: "com.rsa.pkcs-12")
  }
#endif
