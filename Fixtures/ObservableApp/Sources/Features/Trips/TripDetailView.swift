import SwiftUI

struct TripDetailView: View {
  @Bindable var model: TripModel
  @Environment(SettingsModel.self) private var settings

  var body: some View {
    List {
      Section {
        Text(model.dateRangeText)
        if let countdown = model.countdownText {
          Text(countdown).foregroundStyle(.tint)
        }
      }
      Section("Stops") {
        ForEach(model.trip.stops) { stop in
          Button {
            model.stopTapped(stop)
          } label: {
            LabeledContent(stop.city, value: "\(stop.nights) nights")
          }
        }
      }
      Section("Expenses") {
        Button("Show expenses in \(settings.currencyCode)") { model.expensesTapped() }
      }
      PackingListSection(model: model.packing)
      Section("Notes") {
        TextEditor(text: $model.trip.notes)
          .frame(minHeight: 80)
          .onChange(of: model.trip.notes) { model.notesChanged() }
      }
      Section {
        Button("Delete trip", role: .destructive) { model.deleteTapped() }
      }
    }
    .navigationTitle(model.trip.name)
    .toolbar {
      if model.isSaving {
        ProgressView()
      }
      Button {
        model.shareTapped()
      } label: {
        Image(systemName: "square.and.arrow.up")
      }
    }
    .sheet(item: $model.destination, onDismiss: { model.destinationDismissed() }) { destination in
      switch destination {
      case let .stop(stopModel):
        NavigationStack { StopView(model: stopModel) }
      case let .expenses(expensesModel):
        NavigationStack { ExpensesView(model: expensesModel) }
      case let .share(url):
        ShareLink(item: url) { Label("Share \(model.trip.name)", systemImage: "link") }
          .presentationDetents([.medium])
      }
    }
    .confirmationDialog("Delete this trip?", isPresented: $model.isConfirmingDelete) {
      Button("Delete", role: .destructive) { model.deleteConfirmed() }
    }
  }
}

private struct PackingListSection: View {
  @Bindable var model: PackingListModel

  var body: some View {
    Section {
      ForEach(model.visibleItems) { item in
        Button {
          model.toggle(item)
        } label: {
          Label(
            item.quantity > 1 ? "\(item.name) ×\(item.quantity)" : item.name,
            systemImage: item.isPacked ? "checkmark.circle.fill" : "circle"
          )
        }
      }
      .onDelete { model.remove(at: $0) }
      HStack {
        TextField("Add item", text: $model.newItemName)
          .onSubmit { model.addItem() }
        Button("Add") { model.addItem() }
          .disabled(model.newItemName.isEmpty)
      }
    } header: {
      HStack {
        Text("Packing")
        Spacer()
        Toggle("Hide packed", isOn: $model.hidePacked).labelsHidden()
      }
    } footer: {
      HStack {
        Text(model.progressText)
        Spacer()
        Button("Unpack all") { model.unpackAll() }
      }
    }
  }
}
