#if !canImport(Darwin)
  // Audio, video and playlists.
  extension UTType {
    /// Audiovisual content: `public.audiovisual-content`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.audiovisualContent]) { _ in }
    /// ```
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")

    /// Movie: `public.movie`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.movie]) { _ in }
    /// ```
    public static let movie = UTType(declared: "public.movie")

    /// Video: `public.video`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.video]) { _ in }
    /// ```
    public static let video = UTType(declared: "public.video")

    /// Audio: `public.audio`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.audio]) { _ in }
    /// ```
    public static let audio = UTType(declared: "public.audio")

    /// QuickTime movie: `com.apple.quicktime-movie`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.quickTimeMovie]) { _ in }
    /// ```
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")

    /// MPEG movie: `public.mpeg`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.mpeg]) { _ in }
    /// ```
    public static let mpeg = UTType(declared: "public.mpeg")

    /// MPEG-2 video: `public.mpeg-2-video`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.mpeg2Video]) { _ in }
    /// ```
    public static let mpeg2Video = UTType(declared: "public.mpeg-2-video")

    /// MPEG-4 movie: `public.mpeg-4`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.mpeg4Movie]) { _ in }
    /// ```
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")

    /// AVI movie: `public.avi`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.avi]) { _ in }
    /// ```
    public static let avi = UTType(declared: "public.avi")

    /// MP3 audio: `public.mp3`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.mp3]) { _ in }
    /// ```
    public static let mp3 = UTType(declared: "public.mp3")

    /// MPEG-4 audio: `public.mpeg-4-audio`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.mpeg4Audio]) { _ in }
    /// ```
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")

    /// Waveform audio: `com.microsoft.waveform-audio`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.wav]) { _ in }
    /// ```
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")

    /// AIFF audio: `public.aiff-audio`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.aiff]) { _ in }
    /// ```
    public static let aiff = UTType(declared: "public.aiff-audio")

    /// MIDI audio: `public.midi-audio`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.midi]) { _ in }
    /// ```
    public static let midi = UTType(declared: "public.midi-audio")

    /// Playlist: `public.playlist`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.playlist]) { _ in }
    /// ```
    public static let playlist = UTType(declared: "public.playlist")

    /// M3U playlist: `public.m3u-playlist`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.m3uPlaylist]) { _ in }
    /// ```
    public static let m3uPlaylist = UTType(declared: "public.m3u-playlist")
  }
#endif
