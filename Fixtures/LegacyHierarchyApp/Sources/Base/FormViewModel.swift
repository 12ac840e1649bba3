import Foundation

/// A `BaseViewModel` with validation state, for screens that edit something.
class FormViewModel: BaseViewModel {
    @Published var validationErrors: [ValidationError] = []
    @Published private(set) var isDirty = false
    @Published var submitAttempted = false

    var isValid: Bool {
        validationErrors.isEmpty
    }

    override init() {
        super.init()
    }

    /// Subclasses return the current problems with the form.
    func rules() -> [ValidationError] {
        []
    }

    @discardableResult
    func validate() -> Bool {
        submitAttempted = true
        validationErrors = rules()
        return validationErrors.isEmpty
    }

    func markDirty() {
        isDirty = true
        if submitAttempted {
            validationErrors = rules()
        }
    }

    func markClean() {
        isDirty = false
        submitAttempted = false
        validationErrors = []
    }

    func message(for field: String) -> String? {
        validationErrors.first { $0.field == field }?.reason
    }

    override class func logTag() -> String {
        "Form"
    }
}
