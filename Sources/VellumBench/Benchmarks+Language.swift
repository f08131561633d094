import Foundation
import Vellum
import VellumLanguage

extension Benchmarks {
  /// The Recipes example's files and the harness that shows its app, read by the interpreter as
  /// `vellum preview --watch` reads an app's files: the sources' folder is found from this
  /// file's path, which is the repository's when the benchmark is built from it.
  private static func recipesSources() -> [SourceText] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/Recipes")
    let names = [
      "ContentListView", "DetailView", "Recipe", "RecipeBox", "RecipeEditor",
      "RecipeEditorConfig", "RecipeViews", "RegularTitleView", "StarRating",
    ]
    let harness = """
      struct RecipesHarness: View {
        @StateObject private var box = RecipeBox()
        var body: some View { RecipesContentView(selectedRecipeId: 2).environmentObject(box) }
      }
      """
    return names.map { name in
      let url = folder.appendingPathComponent(name + ".swift")
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        preconditionFailure("the Recipes example is not at \(url.path)")
      }
      return SourceText(name: url.lastPathComponent, text: text)
    } + [SourceText(name: "Harness.swift", text: harness)]
  }

  /// Apple's recipe sample read by the interpreter, as a preview of its files is made: parse,
  /// check, mount and render its app as text the first time, and again after an edit (a title
  /// changed), which is what `--watch` does when a file is saved (issue 59's speed targets:
  /// under 50 ms and 100 ms for a 300-line view file).
  func interpretedApp(into results: inout Results) {
    let sources = Self.recipesSources()
    let lines = sources.reduce(0) { $0 + $1.text.utf8.count { $0 == UInt8(ascii: "\n") } }
    let edited = sources.map { source in
      SourceText(
        name: source.name,
        text: source.text.replacingOccurrences(of: "Apple Pie", with: "Apple Tart"))
    }
    func preview(_ files: [SourceText]) {
      guard let program = try? Program(files: files), Checker.check(program).isEmpty,
        let view = try? program.view(named: "RecipesHarness")
      else { preconditionFailure("the Recipes example does not interpret") }
      _ = ViewHost(view).render(.text)
    }
    let first = Measure.median(repeats: repeats) { preview(sources) }
    let edit = Measure.median(repeats: repeats) { preview(edited) }
    results.record("language_first_render_ms", first / 1e6)
    results.record("language_edit_render_ms", edit / 1e6)
    results.lines.append("")
    results.lines.append(
      "language, the Recipes app (\(lines) lines in \(sources.count) files): parse + check + "
        + "first render \(number(first / 1e6)) ms, after an edit \(number(edit / 1e6)) ms")
  }
}
