// The compiler plugin behind Vellum's macros (`#Preview`, `@Previewable`, `@Entry`). The
// compiler starts it and exchanges messages with it on standard input and output until input
// closes; see `PluginHost`.
PluginHost(channel: MessageChannel()).serve()
