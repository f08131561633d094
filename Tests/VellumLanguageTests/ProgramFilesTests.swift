import Foundation
import Testing
import Vellum
import VellumCLI
import VellumLanguage

/// The files of one app read together, as Swift compiles the files of a module (The Swift
/// Programming Language, "Access Control": Modules and Source Files): each uses and extends
/// what the others declare, a name is declared once among them, and every problem is located
/// in its own file.
@MainActor
@Suite struct ProgramFilesTests {
  static let model = SourceText(
    name: "Recipe.swift",
    text: """
      struct Recipe: Identifiable {
        var id: Int
        var name: String
      }
      """)
  static let extras = SourceText(
    name: "Recipe+Title.swift",
    text: """
      extension Recipe {
        var title: String { name.uppercased() }
      }
      """)
  static let screen = SourceText(
    name: "RecipeList.swift",
    text: """
      struct RecipeList: View {
        @State private var recipes = [Recipe(id: 1, name: "Soup")]
        var body: some View {
          List {
            ForEach(recipes) { recipe in Text(recipe.title) }
          }
          Button("Add") { recipes.append(Recipe(id: 2, name: "Bread")) }
        }
      }

      #Preview {
        RecipeList()
      }
      """)

  @Test func filesUseAndExtendWhatTheOthersDeclare() throws {
    let program = try Program(files: [Self.model, Self.extras, Self.screen])
    #expect(Checker.check(program) == [])
    #expect(program.viewNames(inFile: 0) == [])
    #expect(program.viewNames(inFile: 2) == ["Preview", "RecipeList"])
    let host = ViewHost(try program.view(named: "RecipeList"))
    try host.tap("Add")
    #expect(host.render(.text).contains("SOUP") && host.render(.text).contains("BREAD"))
    #expect(program.runtimeDiagnostics == [])
  }

  @Test func aProblemIsLocatedInItsOwnFile() throws {
    let broken = SourceText(
      name: "Row.swift", text: "struct Row: View {\n  var body: some View { Text(recipe.nam) }\n}")
    let program = try Program(files: [Self.model, broken])
    let problems = Diagnostics(diagnostics: Checker.check(program), sources: program.sources)
    #expect(problems.description.hasPrefix("Row.swift:2:30: error: cannot find 'recipe' in scope"))
    do {
      _ = try Program(files: [Self.model, SourceText(name: "Bad.swift", text: "struct {")])
      Issue.record("a file that does not parse is an error")
    } catch {
      #expect(error.description.hasPrefix("Bad.swift:1:8: error: expected a struct name"))
    }
  }

  @Test func aNameIsDeclaredOnceAmongTheFiles() throws {
    let again = SourceText(name: "Again.swift", text: "struct Recipe {\n  var id: Int\n}")
    let program = try Program(files: [Self.model, again])
    let problems = Diagnostics(diagnostics: Checker.check(program), sources: program.sources)
    #expect(
      problems.description.hasPrefix("Again.swift:1:8: error: invalid redeclaration of 'Recipe'"))
  }

  @Test func checkRenderAndPreviewReadTheirFilesTogether() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var paths: [String] = []
    for file in [Self.model, Self.extras, Self.screen] {
      let url = folder.appendingPathComponent(file.name)
      try Data(file.text.utf8).write(to: url)
      paths.append(url.path)
    }
    let check = await VellumCommandLine.run(["check"] + paths)
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.output.hasSuffix("RecipeList.swift: 2 views, no problems\n"))
    #expect(check.output.contains("Recipe.swift: 0 views, no problems\n"))
    let render = await VellumCommandLine.run(["render"] + paths + ["--tap", "Add"])
    #expect(render.status == 0, "\(render.errors)")
    #expect(render.output.contains("BREAD"))
    let gallery = folder.appendingPathComponent("gallery").path
    let preview = await VellumCommandLine.run(["preview"] + paths + ["--output", gallery])
    #expect(preview.status == 0, "\(preview.errors)")
    // The screen's two views, each with two top-level views (a list and a button), which a
    // gallery shows apart.
    #expect(preview.output.hasPrefix("4 previews:"))
    let alone = await VellumCommandLine.run(["check", paths[2]])
    #expect(alone.status == 1)
    #expect(
      alone.errors.contains(
        "RecipeList.swift:2:33: error: cannot find 'Recipe' in scope"))
  }
}
