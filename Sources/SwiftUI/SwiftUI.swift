// `import SwiftUI` on Linux: Vellum, under SwiftUI's module name, so a SwiftUI file compiles
// as it is written, module-qualified names (`SwiftUI.Color`) included. Vellum brings
// Foundation, Observation and the UIKit names SwiftUI files use without importing UIKit, as
// `import SwiftUI` brings them on iOS.
@_exported import Vellum
