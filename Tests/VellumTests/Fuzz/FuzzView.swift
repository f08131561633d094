import Vellum

/// Builds the views a ``FuzzSpec`` describes, bound to a ``FuzzModel``.
struct FuzzView: View {
  let spec: FuzzSpec
  let model: FuzzModel

  var body: some View { build(spec) }

  private func flag(_ index: Int) -> Binding<Bool> {
    Binding(get: { model.flags[index] }, set: { model.flags[index] = $0 })
  }

  private func run(_ action: Int) {
    switch action {
    case 0: model.flags[model.counts[0] & 3].toggle()
    case 1:
      model.items.append(model.nextItem)
      model.nextItem += 1
    case 2: if !model.items.isEmpty { model.items.removeFirst() }
    case 3:
      model.texts[0] = FuzzSpec.hostileStrings[model.counts[1] % FuzzSpec.hostileStrings.count]
      model.counts[1] += 1
    case 4: model.counts[0] += 1
    default: model.items.reverse()
    }
  }

  private func build(_ spec: FuzzSpec) -> AnyView {
    switch spec {
    case .text(let string): return AnyView(Text(verbatim: string))
    case .image(let name): return AnyView(Image(systemName: name))
    case .button(let label, let action): return AnyView(Button(label) { run(action) })
    case .toggle(let label, let index): return AnyView(Toggle(label, isOn: flag(index)))
    case .field(let label, let index):
      return AnyView(
        TextField(
          label, text: Binding(get: { model.texts[index] }, set: { model.texts[index] = $0 }))
      )
    case .slider(let label, let index):
      return AnyView(
        Slider(
          value: Binding(get: { model.numbers[index] }, set: { model.numbers[index] = $0 }),
          in: 0...1
        ) { Text(label) })
    case .stepper(let label, let index):
      return AnyView(
        Stepper(
          label, value: Binding(get: { model.counts[index] }, set: { model.counts[index] = $0 }),
          in: -3...3))
    case .spacer(let length): return AnyView(Spacer(minLength: length))
    case .divider: return AnyView(Divider())
    case .label(let title, let symbol): return AnyView(Label(title, systemImage: symbol))
    case .container(let kind, let spacing, let children):
      let content = ForEach(Array(children.enumerated()), id: \.offset) { build($0.element) }
      switch kind {
      case .vStack: return AnyView(VStack(spacing: spacing) { content })
      case .hStack: return AnyView(HStack(spacing: spacing) { content })
      case .zStack: return AnyView(ZStack { content })
      case .list: return AnyView(List { content })
      case .form: return AnyView(Form { content })
      case .section: return AnyView(Section { content })
      case .group: return AnyView(Group { content })
      case .scroll: return AnyView(ScrollView { content })
      case .navigation: return AnyView(NavigationStack { content })
      }
    case .rows(let row):
      return AnyView(ForEach(model.items, id: \.self) { _ in build(row) })
    case .conditional(let index, let yes, let no):
      return model.flags[index] ? build(yes) : build(no)
    case .modified(let content, let modifier):
      return apply(modifier, to: build(content))
    }
  }

  private func apply(_ modifier: FuzzModifier, to view: AnyView) -> AnyView {
    switch modifier {
    case .padding(let length): return AnyView(view.padding(length))
    case .frame(let width, let height): return AnyView(view.frame(width: width, height: height))
    case .flexibleFrame(let length):
      return AnyView(view.frame(minWidth: length, maxWidth: .infinity, minHeight: length))
    case .opacity(let value): return AnyView(view.opacity(value))
    case .bold: return AnyView(view.bold())
    case .font: return AnyView(view.font(.largeTitle))
    case .foreground: return AnyView(view.foregroundStyle(.red))
    case .background(let spec): return AnyView(view.background(build(spec)))
    case .overlay(let spec): return AnyView(view.overlay(build(spec)))
    case .border(let width): return AnyView(view.border(.blue, width: width))
    case .hidden: return AnyView(view.hidden())
    case .disabled(let index): return AnyView(view.disabled(model.flags[index]))
    case .sheet(let index, let spec):
      return AnyView(view.sheet(isPresented: flag(index)) { build(spec) })
    case .alert(let title, let index):
      return AnyView(view.alert(title, isPresented: flag(index)) { Button("OK") {} })
    case .toolbar(let spec): return AnyView(view.toolbar { build(spec) })
    case .navigationTitle(let title): return AnyView(view.navigationTitle(title))
    case .id(let index): return AnyView(view.id(model.counts[index]))
    }
  }
}
