// `import VellumTesting` brings Vellum too, so a test file that imports only the testing
// library names `ViewHost`, `View` and `Text`, as a snapshot test is usually written; and the
// explorer, whose storyboard steps and explorations the test helpers take.
@_exported import Vellum
@_exported import VellumExplorer
