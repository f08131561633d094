import Vellum

/// A question with its choices and the index of the right one.
struct Question {
  let text: String
  let choices: [String]
  let answer: Int
}

/// A quiz, as game tutorials write one: a question at a time, a score, and an alert at the end
/// that starts over.
struct QuizView: View {
  private let questions = [
    Question(text: "2 + 2?", choices: ["3", "4", "5"], answer: 1),
    Question(text: "Capital of France?", choices: ["Paris", "Rome", "Oslo"], answer: 0),
    Question(text: "Largest planet?", choices: ["Mars", "Venus", "Jupiter"], answer: 2),
  ]
  @State private var index = 0
  @State private var score = 0
  @State private var isFinished = false

  var body: some View {
    VStack(spacing: 16) {
      Text("Question \(index + 1) of \(questions.count)")
        .font(.caption)
      Text(questions[index].text)
        .font(.title2)
      ForEach(0..<questions[index].choices.count, id: \.self) { choice in
        Button(questions[index].choices[choice]) { answer(choice) }
          .buttonStyle(.bordered)
      }
      Text("Score: \(score)")
    }
    .padding()
    .alert("Quiz over", isPresented: $isFinished) {
      Button("Play again") {
        index = 0
        score = 0
      }
    } message: {
      Text("You scored \(score) out of \(questions.count).")
    }
  }

  private func answer(_ choice: Int) {
    if choice == questions[index].answer { score += 1 }
    if index + 1 < questions.count {
      index += 1
    } else {
      isFinished = true
    }
  }
}
