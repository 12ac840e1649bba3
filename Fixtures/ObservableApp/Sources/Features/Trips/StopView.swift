import SwiftUI

struct StopView: View {
  @Bindable var model: StopModel
  @Environment(SettingsModel.self) private var settings
  @Environment(\.openURL) private var openURL

  var body: some View {
    Form {
      Section {
        LabeledContent("Arrival", value: model.stop.arrival.formatted(date: .abbreviated, time: .omitted))
        Stepper(model.nightsText) {
          model.addNight()
        } onDecrement: {
          model.removeNight()
        }
      }
      Section("Weather") {
        if model.isLoadingWeather {
          ProgressView()
        } else if let weather = model.weather {
          Label(weather.temperature(metric: settings.usesMetricUnits), systemImage: weather.symbolName)
          Text(weather.summary).foregroundStyle(.secondary)
        } else if let error = model.weatherError {
          Text(error).foregroundStyle(.red)
        }
      }
      Section("Booking") {
        TextField("Reference", text: $model.bookingReferenceDraft)
        Button("Save reference") { model.saveBookingReference() }
          .disabled(!model.hasUnsavedReference)
      }
      Section {
        Button("Open in Maps") {
          if let url = model.mapsURL() {
            openURL(url)
          }
        }
      }
    }
    .navigationTitle(model.title)
    .task { await model.loadWeather() }
    .refreshable { await model.refreshWeather() }
    .onDisappear { model.stopObservingErrors() }
  }
}

struct ExpensesView: View {
  let model: ExpensesModel

  var body: some View {
    @Bindable var model = model
    List {
      Section {
        if model.isConverting {
          ProgressView()
        } else if let total = model.convertedTotal {
          LabeledContent("Total", value: total.formatted(.currency(code: model.displayCurrency)))
        }
        ScrollView(.horizontal) {
          HStack {
            ForEach(model.totalsByCategory, id: \.0) { category, sum in
              Button("\(category.rawValue.capitalized) \(sum.formatted())") { model.setFilter(category) }
                .buttonStyle(.bordered)
            }
          }
        }
      }
      Section("Items") {
        ForEach(model.filteredExpenses) { expense in
          LabeledContent(expense.title, value: expense.amount.formatted(.currency(code: expense.currency)))
        }
        .onDelete { model.delete(at: $0) }
      }
      Section("Add") {
        TextField("What", text: $model.draftTitle)
        TextField("Amount", text: $model.draftAmount)
          .keyboardType(.decimalPad)
        Button("Add expense") { model.addDraft() }
          .disabled(!model.canAddDraft)
      }
    }
    .navigationTitle("Expenses")
    .onAppear { model.convertTotal() }
  }
}
