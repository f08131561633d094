import Vellum

/// A team's daily meeting, as Apple's Scrumdinger tutorial models it.
struct DailyScrum: Identifiable {
  var id: Int
  var title: String
  var attendees: [String]
  var lengthInMinutes: Int

  static let sampleData = [
    DailyScrum(
      id: 1, title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 10),
    DailyScrum(id: 2, title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5),
  ]
}

/// The scrums, each leading to its detail.
struct ScrumsView: View {
  @State private var scrums = DailyScrum.sampleData

  var body: some View {
    NavigationStack {
      List($scrums) { $scrum in
        NavigationLink(destination: DetailView(scrum: $scrum)) {
          CardView(scrum: scrum)
        }
      }
      .navigationTitle("Daily Scrums")
    }
  }
}

/// A scrum's card: its title, how many attend and how long it lasts.
struct CardView: View {
  let scrum: DailyScrum

  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
        .font(.headline)
      HStack {
        Label("\(scrum.attendees.count)", systemImage: "person.3")
        Spacer()
        Label("\(scrum.lengthInMinutes)", systemImage: "clock")
      }
      .font(.caption)
    }
    .padding()
  }
}

/// The detail, with an editor in a sheet that works on a copy until Done.
struct DetailView: View {
  @Binding var scrum: DailyScrum
  @State private var editingScrum = DailyScrum(id: 0, title: "", attendees: [], lengthInMinutes: 5)
  @State private var isPresentingEditView = false

  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
        }
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees, id: \.self) { attendee in
          Label(attendee, systemImage: "person")
        }
      }
    }
    .navigationTitle(scrum.title)
    .toolbar {
      Button("Edit") {
        isPresentingEditView = true
        editingScrum = scrum
      }
    }
    .sheet(isPresented: $isPresentingEditView) {
      NavigationStack {
        DetailEditView(scrum: $editingScrum)
          .navigationTitle(scrum.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { isPresentingEditView = false }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") {
                isPresentingEditView = false
                scrum = editingScrum
              }
            }
          }
      }
    }
  }
}

/// The editor: the title, the length on a stepper, and the attendees, deleted by a swipe and
/// added from a field.
struct DetailEditView: View {
  @Binding var scrum: DailyScrum
  @State private var newAttendeeName = ""

  var body: some View {
    Form {
      Section(header: Text("Meeting Info")) {
        TextField("Title", text: $scrum.title)
        Stepper("\(scrum.lengthInMinutes) minutes", value: $scrum.lengthInMinutes, in: 5...30)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees, id: \.self) { attendee in
          Text(attendee)
        }
        .onDelete { indices in
          scrum.attendees.remove(atOffsets: indices)
        }
        HStack {
          TextField("New Attendee", text: $newAttendeeName)
          Button("Add") {
            scrum.attendees.append(newAttendeeName)
            newAttendeeName = ""
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}
