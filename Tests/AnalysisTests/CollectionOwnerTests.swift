import Analysis
import Testing

/// A view holding several view models (IceCubes' `@State private var followUpSEVMs: [ViewModel] = []`) owns them as a
/// collection: its uses of the property (`append`, `first`, `count`) are the collection's, not a model's members.
@Suite struct CollectionOwnerTests {
  static let model = """
    @Observable final class DraftModel: Identifiable {
        let id = UUID()
        var text = ""
        func send() {}
    }
    """

  static func view(declaring property: String) -> String {
    """
    struct DraftsView: View {
        \(property)
        var body: some View {
            Text("\\(drafts.count)")
                .onAppear { drafts.append(DraftModel()) }
        }
    }
    """
  }

  // Regression (IceCubes): a collection was an owner of one model, whose `append` and `count` were the model's
  // members, and the view's rewrite declared one store in its place.
  @Test(arguments: [
    ("@State private var drafts: [DraftModel] = []", true),
    ("@Binding var drafts: [DraftModel]", true),
    ("let drafts: Array<DraftModel>", true),
    ("@State private var drafts: [UUID: DraftModel] = [:]", true),
    ("@State private var drafts: DraftModel?", false),
    ("@State private var drafts = DraftModel()", false),
  ])
  func aCollectionIsHeldAsOne(declaration: String, collection: Bool) throws {
    let result = analyze(["Draft.swift": Self.model, "DraftsView.swift": Self.view(declaring: declaration)])
    let owner = try #require(result.owners.first { $0.property == "drafts" })
    #expect(owner.viewModel == "DraftModel")
    #expect((owner.holdsCollection == true) == collection)
    #expect(owner.uses.isEmpty == collection, "\(owner.uses)")
  }
}
