import SwiftUI

struct DeckFormView: View {
  @Bindable var model: DeckFormModel
  @FocusState var focus: DeckFormModel.Field?

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $model.deck.title)
          .focused($focus, equals: .title)
        Stepper("Daily goal: \(model.deck.dailyGoal)", value: $model.deck.dailyGoal, in: 1...200)
      } header: {
        Text("Deck")
      }
      Section {
        ForEach($model.deck.cards) { $card in
          HStack {
            TextField("Front", text: $card.front)
              .focused($focus, equals: .card(card.id))
            TextField("Back", text: $card.back)
          }
        }
        .onDelete { indices in
          model.deleteCards(atOffsets: indices)
        }
        Button("New card") {
          model.addCardButtonTapped()
        }
      } header: {
        Text("Cards")
      }
    }
    .bind($model.focus, to: $focus)
  }
}
