// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Vellum",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Vellum", targets: ["Vellum"]),
    .library(name: "VellumTesting", targets: ["VellumTesting"]),
    // Every screen reachable from a view, and a static clickable prototype of them.
    .library(name: "VellumExplorer", targets: ["VellumExplorer"]),
    // The preview runner a package's previews run in (`vellum serve --package`).
    .library(name: "VellumRunner", targets: ["VellumRunner"]),
    .executable(name: "vellum-previews", targets: ["VellumPreviews"]),
    .executable(name: "vellum-bench", targets: ["VellumBench"]),
    .executable(name: "vellum", targets: ["VellumCommand"]),
  ],
  targets: [
    .target(name: "VellumHotPaths"),
    // `#Preview`, `@Previewable` and `@Entry`: a compiler plugin that speaks the compiler's
    // plugin protocol itself, so it needs no swift-syntax (see docs/Macros.md).
    .macro(name: "VellumMacros"),
    .target(name: "VellumCombine"),
    .target(name: "VellumValues"),
    .target(name: "VellumNodes", dependencies: ["VellumValues", "VellumHotPaths"]),
    .target(
      name: "VellumCellLayout", dependencies: ["VellumNodes", "VellumValues", "VellumHotPaths"]),
    .target(
      name: "VellumLayout", dependencies: ["VellumNodes", "VellumValues"],
      exclude: ["Fonts/generate-font-metrics.py", "Fonts/Inter-LICENSE.txt"]),
    .target(
      name: "VellumRenderers",
      dependencies: [
        "VellumLayout", "VellumCellLayout", "VellumNodes", "VellumValues", "VellumHotPaths",
      ],
      exclude: ["Fonts/generate-embedded-fonts.py"]),
    .target(
      name: "Vellum",
      dependencies: [
        "VellumCombine", "VellumRenderers", "VellumLayout", "VellumCellLayout", "VellumNodes",
        "VellumValues",
        "VellumHotPaths", "VellumMacros",
      ]),
    .target(name: "VellumSnapshots"),
    .target(name: "VellumLanguage", dependencies: ["Vellum"]),
    .target(name: "VellumExplorer", dependencies: ["Vellum", "VellumRenderers"]),
    .target(name: "VellumTesting", dependencies: ["Vellum", "VellumExplorer", "VellumSnapshots"]),
    .target(
      name: "VellumRunner",
      dependencies: ["Vellum", "VellumExplorer", "VellumLanguage", "VellumRenderers"]),
    .target(
      name: "VellumCLI",
      dependencies: [
        "Vellum", "VellumExplorer", "VellumLanguage", "VellumRunner", "VellumSnapshots",
      ]),
    .executableTarget(name: "VellumCommand", dependencies: ["VellumCLI"]),
    .target(name: "CHeapStatistics"),
    .executableTarget(
      name: "VellumBench",
      dependencies: ["Vellum", "VellumLanguage", "VellumLayout", "CHeapStatistics"]),
    .target(name: "PushButtonExample", dependencies: ["Vellum"], path: "Examples/PushButton"),
    .target(name: "PrimeTimeExample", dependencies: ["Vellum"], path: "Examples/PrimeTime"),
    .target(name: "SignInExample", dependencies: ["Vellum"], path: "Examples/SignIn"),
    .target(name: "RecipesExample", dependencies: ["Vellum"], path: "Examples/Recipes"),
    .target(
      name: "ControlCatalogExample", dependencies: ["Vellum"], path: "Examples/ControlCatalog"),
    .target(name: "GrammarExamples", dependencies: ["Vellum"], path: "Grammar/examples"),
    .target(name: "TutorialExamples", dependencies: ["Vellum"], path: "Grammar/tutorials"),
    .executableTarget(name: "JournalApp", dependencies: ["Vellum"], path: "Examples/Journal"),
    // The README's quick start, compiled in the Swift 5 language mode (the package's others
    // are Swift 6): it must build as written in both.
    .executableTarget(
      name: "QuickStartSwift5", dependencies: ["Vellum"], path: "Examples/QuickStart",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "VellumPreviews",
      dependencies: [
        "Vellum", "VellumLanguage", "VellumRunner", "PushButtonExample", "PrimeTimeExample",
        "SignInExample", "RecipesExample", "ControlCatalogExample",
      ],
      path: "Examples/Previews"
    ),
    .testTarget(
      name: "VellumTestingTests", dependencies: ["Vellum", "VellumTesting", "VellumSnapshots"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "VellumTests",
      dependencies: [
        "Vellum", "VellumTesting", "PushButtonExample", "PrimeTimeExample", "SignInExample",
        "RecipesExample",
      ],
      exclude: [
        "Layout/__Snapshots__", "Render/HTML/__Snapshots__", "Presentation/__Snapshots__",
        "Navigation/__Snapshots__", "Shapes/__Snapshots__", "DSL/__Snapshots__",
        "Reconciler/__Snapshots__", "Parity/__Snapshots__", "Variants/__Snapshots__",
      ],
      resources: [.copy("Variants/Localizable.xcstrings"), .copy("Variants/fr.lproj")]
    ),
    .testTarget(
      name: "ExampleTests",
      dependencies: [
        "Vellum", "VellumTesting", "PushButtonExample", "PrimeTimeExample", "SignInExample",
        "RecipesExample", "JournalApp", "ControlCatalogExample", "QuickStartSwift5",
      ],
      exclude: ["__Snapshots__"]
    ),
    // A preview runner of views with planted defects (a trap, a hang), which the tests of
    // `vellum explore` walk in a process of its own.
    .executableTarget(
      name: "ExplorerFixtures", dependencies: ["Vellum", "VellumRunner"],
      path: "Tests/ExplorerFixtures"),
    .testTarget(
      name: "VellumAgentTests",
      dependencies: [
        "Vellum", "VellumCLI", "VellumRunner", "VellumExplorer", "RecipesExample",
        "ControlCatalogExample", "ExplorerFixtures",
      ]
    ),
    .testTarget(
      name: "VellumLanguageTests",
      dependencies: [
        "Vellum", "VellumLanguage", "VellumCLI", "VellumTesting", "VellumSnapshots",
        "GrammarExamples", "TutorialExamples", "PushButtonExample", "RecipesExample",
        "ControlCatalogExample",
        "PrimeTimeExample", "SignInExample", "JournalApp", "QuickStartSwift5",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

#if os(Linux)
  // Where there is no SwiftUI, `import SwiftUI`, `import Combine`,
  // `import UniformTypeIdentifiers`, `import Accessibility` and `import CoreData` are Vellum: a
  // SwiftUI file compiles unchanged. Depend on
  // them for Linux only, so Apple platforms keep theirs:
  // `.product(name: "SwiftUI", package: "vellum", condition: .when(platforms: [.linux]))`.
  package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "Accessibility", targets: ["Accessibility"]),
    .library(name: "CoreData", targets: ["CoreData"]),
  ]
  package.targets += [
    .target(name: "SwiftUI", dependencies: ["Vellum"]),
    .target(name: "Combine", dependencies: ["Vellum"]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["Vellum"]),
    .target(name: "Accessibility", dependencies: ["Vellum"]),
    .target(name: "CoreData", dependencies: ["Vellum"]),
    .testTarget(
      name: "SwiftUIImportTests",
      dependencies: [
        "SwiftUI", "Combine", "UniformTypeIdentifiers", "Accessibility", "CoreData", "Vellum",
      ]),
  ]
#endif
