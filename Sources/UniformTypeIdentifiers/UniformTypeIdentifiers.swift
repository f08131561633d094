// `import UniformTypeIdentifiers` on Linux: Vellum, whose `UTType` and `UTTagClass` stand in
// for the framework's where there is none, so a file that imports it for `fileImporter`'s
// content types or a document's `readableContentTypes` compiles unchanged. It brings the rest
// of Vellum too, as the Combine stand-in does.
@_exported import Vellum
