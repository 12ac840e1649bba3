import SwiftUI
import SwiftUINavigation

struct DeckDetailView: View {
  @Bindable var model: DeckDetailModel

  var body: some View {
    List {
      Section {
        Button("Study") {
          model.startStudyButtonTapped()
        }
        .disabled(model.deck.isEmpty)
        LabeledContent("Daily goal", value: "\(model.deck.dailyGoal)")
      }
      Section("Sessions") {
        ForEach(model.deck.sessions) { session in
          NavigationLink(value: AppModel.Path.session(session, deck: model.deck)) {
            Text(session.date, style: .date)
          }
        }
        .onDelete { indices in
          model.deleteSessions(atOffsets: indices)
        }
      }
      Button("Delete deck", role: .destructive) {
        model.deleteButtonTapped()
      }
    }
    .navigationTitle(model.deck.title)
    .toolbar {
      Button("Edit") {
        model.editButtonTapped()
      }
    }
    .onAppear { model.onAppear() }
    .alert($model.destination.alert) { action in
      await model.alertButtonTapped(action)
    }
    .sheet(item: $model.destination.edit) { deckFormModel in
      NavigationStack {
        DeckFormView(model: deckFormModel)
          .toolbar {
            Button("Cancel") { model.cancelEditButtonTapped() }
            Button("Done") { model.doneEditingButtonTapped() }
          }
      }
    }
  }
}

#Preview {
  NavigationStack {
    DeckDetailView(
      model: DeckDetailModel(deck: Shared(value: Deck(id: UUID(), title: "Spanish")))
    )
  }
}
