import SwiftUI

struct TripListView: View {
  @State private var model = TripListModel()
  @Environment(SettingsModel.self) private var settings

  var body: some View {
    NavigationStack(path: $model.path) {
      List {
        if model.upcomingCount > 0 {
          Section {
            Text("\(model.upcomingCount) upcoming trips")
              .foregroundStyle(.secondary)
          }
        }
        ForEach(model.visibleTrips.filter { settings.showsPastTrips || !$0.trip.isPast }) { tripModel in
          Button {
            model.open(tripModel)
          } label: {
            TripRow(model: tripModel)
          }
        }
        .onDelete { model.delete(at: $0) }
      }
      .overlay {
        if model.isLoading && model.trips.isEmpty {
          ProgressView()
        } else if model.visibleTrips.isEmpty {
          ContentUnavailableView("No trips", systemImage: "suitcase", description: Text("Plan your next escape."))
        }
      }
      .navigationTitle("Trips")
      .searchable(text: $model.searchText)
      .toolbar {
        Button {
          model.addTripTapped()
        } label: {
          Label("Add trip", systemImage: "plus")
        }
      }
      .navigationDestination(for: TripModel.self) { tripModel in
        TripDetailView(model: tripModel)
      }
      .sheet(item: $model.addTrip, onDismiss: { model.cancelAddTrip() }) { addModel in
        NavigationStack {
          AddTripView(model: addModel)
        }
      }
      .task { await model.load() }
      .alert(
        "Could not load trips",
        isPresented: Binding(get: { model.errorMessage != nil }, set: { _ in model.errorMessage = nil })
      ) {
        Button("OK", role: .cancel) {}
      } message: {
        Text(model.errorMessage ?? "")
      }
    }
  }
}

private struct TripRow: View {
  let model: TripModel

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(model.trip.name).font(.headline)
      Text(model.dateRangeText).font(.subheadline).foregroundStyle(.secondary)
      if let countdown = model.countdownText {
        Text(countdown).font(.caption).foregroundStyle(.tint)
      }
      ProgressView(value: model.packing.progress)
    }
  }
}

struct AddTripView: View {
  @Bindable var model: AddTripModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Trip name", text: $model.name)
      TextField("First city", text: $model.firstCity)
      DatePicker("Start", selection: $model.startDate, displayedComponents: .date)
        .onChange(of: model.startDate) { model.startDateChanged() }
      Text(model.startsText(for: model.startDate)).font(.caption)
      DatePicker("End", selection: $model.endDate, in: model.startDate..., displayedComponents: .date)
      Text("\(model.nights) nights").foregroundStyle(.secondary)
      Section("Notes") {
        TextEditor(text: $model.notes).frame(minHeight: 100)
      }
      if let message = model.validationMessage {
        Text(message).foregroundStyle(.red)
      }
    }
    .navigationTitle("New trip")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { model.saveTapped() }
          .disabled(!model.canSave)
      }
    }
  }
}
