import Foundation
import Observation

@MainActor
@Observable
final class ExpensesModel {
  var expenses: [Expense]
  var displayCurrency = UserDefaults.standard.string(forKey: "settings.currency") ?? "EUR"
  var convertedTotal: Decimal?
  var isConverting = false
  var categoryFilter: Expense.Category?
  var draftTitle = ""
  var draftAmount = ""

  @ObservationIgnored private let exchangeRates: ExchangeRateService
  @ObservationIgnored private var conversionTask: Task<Void, Never>?

  var filteredExpenses: [Expense] {
    guard let categoryFilter else { return expenses }
    return expenses.filter { $0.category == categoryFilter }
  }

  var totalsByCategory: [(Expense.Category, Decimal)] {
    Expense.Category.allCases.compactMap { category in
      let sum = expenses.filter { $0.category == category }.reduce(Decimal(0)) { $0 + $1.amount }
      return sum == 0 ? nil : (category, sum)
    }
  }

  var canAddDraft: Bool {
    !draftTitle.isEmpty && Decimal(string: draftAmount) != nil
  }

  init(expenses: [Expense], exchangeRates: ExchangeRateService) {
    self.expenses = expenses
    self.exchangeRates = exchangeRates
  }

  func convertTotal() {
    conversionTask?.cancel()
    isConverting = true
    let expenses = expenses
    let target = displayCurrency
    conversionTask = Task {
      defer { isConverting = false }
      var total = Decimal(0)
      do {
        for expense in expenses {
          let rate = try await exchangeRates.rate(from: expense.currency, to: target)
          total += expense.amount * rate
        }
        convertedTotal = total
      } catch {
        convertedTotal = nil
      }
    }
  }

  func addDraft() {
    guard let amount = Decimal(string: draftAmount) else { return }
    expenses.append(
      Expense(title: draftTitle, amount: amount, currency: displayCurrency, category: .other, date: Date())
    )
    draftTitle = ""
    draftAmount = ""
    convertTotal()
  }

  func delete(at offsets: IndexSet) {
    let ids = offsets.map { filteredExpenses[$0].id }
    expenses.removeAll { ids.contains($0.id) }
    convertTotal()
  }

  func setFilter(_ category: Expense.Category?) {
    categoryFilter = categoryFilter == category ? nil : category
  }
}
