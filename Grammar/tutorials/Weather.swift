import Vellum

/// The sky on a day.
enum Condition {
  case sunny, cloudy, rainy

  var symbol: String {
    switch self {
    case .sunny: "sun.max"
    case .cloudy: "cloud"
    case .rainy: "cloud.rain"
    }
  }
}

/// A day's forecast.
struct Forecast: Identifiable {
  let id: Int
  let day: String
  let high: Double
  let low: Double
  let condition: Condition
}

/// A week's forecast, as data-display tutorials write one: rows made from an enum's symbols,
/// temperatures converted by a unit picker and formatted with one decimal.
struct WeatherView: View {
  enum Unit: String, CaseIterable, Identifiable {
    case celsius = "°C"
    case fahrenheit = "°F"
    var id: Self { self }
  }

  @State private var unit = Unit.celsius
  private let forecasts = [
    Forecast(id: 1, day: "Mon", high: 21.5, low: 12, condition: .sunny),
    Forecast(id: 2, day: "Tue", high: 18, low: 11.5, condition: .cloudy),
    Forecast(id: 3, day: "Wed", high: 14, low: 9, condition: .rainy),
  ]

  var body: some View {
    NavigationStack {
      List {
        Picker("Unit", selection: $unit) {
          ForEach(Unit.allCases) { unit in
            Text(unit.rawValue).tag(unit)
          }
        }
        .pickerStyle(.segmented)
        ForEach(forecasts) { forecast in
          HStack {
            Text(forecast.day)
              .frame(width: 50, alignment: .leading)
            Image(systemName: forecast.condition.symbol)
            Spacer()
            Text("\(converted(forecast.low)) – \(converted(forecast.high))")
          }
        }
      }
      .navigationTitle("This week")
    }
  }

  private func converted(_ celsius: Double) -> String {
    let value = unit == .celsius ? celsius : celsius * 9 / 5 + 32
    return String(format: "%.1f", value) + unit.rawValue
  }
}
