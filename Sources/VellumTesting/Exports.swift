// `import VellumTesting` brings Vellum too, so a test file that imports only the testing
// library names `ViewHost`, `View` and `Text`, as a snapshot test is usually written.
@_exported import Vellum
