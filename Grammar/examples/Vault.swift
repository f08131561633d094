import Vellum

/// Errors thrown by a model's methods and caught by the view: `throw`, `do`/`catch` with a
/// case pattern, a value bound from the error and a catch-all, and `try?` for an optional.
struct Vault: View {
  @StateObject private var safe = Safe()
  @State private var message = "Closed"

  var body: some View {
    VStack {
      Text(message)
      Text((try? safe.contents()) ?? "Nothing to see")
      Button("Try 7") { attempt(7) }
      Button("Try 42") { attempt(42) }
      Button("Look inside") {
        do {
          message = "Found " + (try safe.contents())
        } catch SafeError.locked {
          message = "Still locked"
        } catch {
          message = "Something else: \(error)"
        }
      }
      Button("Lock") { safe.isOpen = false }
    }
  }

  private func attempt(_ guess: Int) {
    do {
      try safe.open(with: guess)
      message = "Opened with \(guess)"
    } catch SafeError.wrongCode(let wrong) {
      message = "\(wrong) is wrong"
    } catch {
      message = "\(error)"
    }
  }
}

/// Why a safe will not open.
enum SafeError: Error {
  case locked
  case wrongCode(Int)
}

/// A safe that opens with its code.
final class Safe: ObservableObject {
  @Published var isOpen = false
  private let code = 42

  func open(with guess: Int) throws {
    guard guess == code else { throw SafeError.wrongCode(guess) }
    isOpen = true
  }

  func contents() throws -> String {
    if !isOpen { throw SafeError.locked }
    return "gold"
  }
}
