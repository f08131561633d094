import Foundation
import VellumCLI

/// `vellum`: renders, checks and previews `.vellum` files, and tends snapshot references.
/// Output goes to standard output, problems to standard error; the exit status is 0, 1 when the
/// input has problems, 2 when the command line is wrong.
let outcome = await VellumCommandLine.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errors.utf8))
exit(outcome.status)
