import SwiftUI
import SwiftUINavigation

struct DecksListView: View {
  @Bindable var model: DecksListModel

  var body: some View {
    List {
      ForEach(model.decks) { deck in
        Button {
          model.deckTapped(deck)
        } label: {
          Text(deck.title)
        }
      }
      .onDelete { indices in
        model.deleteDecks(atOffsets: indices)
      }
    }
    .searchable(text: $model.searchText)
    .toolbar {
      Button {
        model.addDeckButtonTapped()
      } label: {
        Image(systemName: "plus")
      }
      Button("Sample") {
        model.loadSampleButtonTapped()
      }
    }
    .navigationTitle("Decks")
    .alert($model.destination.alert) { action in
      model.alertButtonTapped(action)
    }
    .sheet(item: $model.destination.add) { deckFormModel in
      NavigationStack {
        DeckFormView(model: deckFormModel)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Dismiss") {
                model.dismissAddDeckButtonTapped()
              }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") {
                model.confirmAddDeckButtonTapped()
              }
            }
          }
      }
    }
  }
}
