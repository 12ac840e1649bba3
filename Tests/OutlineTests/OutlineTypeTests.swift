import Lexer
import Testing

@testable import Outline

func outline(_ source: String) -> FileOutline { FileOutline(file: SourceFile(text: source)) }

@Suite struct OutlineTypeTests {
  struct TypeCase: Sendable, CustomStringConvertible {
    let source: String
    let qualifiedNames: [String]
    let inheritance: [String: [String]]
    var description: String { qualifiedNames.joined(separator: ",") }
  }

  static let typeCases: [TypeCase] = [
    TypeCase(
      source: "enum CountriesList {\n  final class ViewModel: ObservableObject {}\n}",
      qualifiedNames: ["CountriesList", "CountriesList.ViewModel"],
      inheritance: ["CountriesList.ViewModel": ["ObservableObject"]]),
    TypeCase(
      source: """
        @MainActor
        @dynamicMemberLookup
        final class ListViewModel<Item: Identifiable & Equatable>:
            BaseViewModel,
            Identifiable
        where Item: Sendable {
          struct Row: Hashable {}
        }
        """,
      qualifiedNames: ["ListViewModel", "ListViewModel.Row"],
      inheritance: ["ListViewModel": ["BaseViewModel", "Identifiable"], "ListViewModel.Row": ["Hashable"]]),
    TypeCase(
      source: "extension SettingsViewModel: ObservableObject {}\nprotocol VMType: ObservableObject, AnyObject {}",
      qualifiedNames: ["SettingsViewModel", "VMType"],
      inheritance: ["SettingsViewModel": ["ObservableObject"], "VMType": ["ObservableObject", "AnyObject"]]),
    TypeCase(
      source:
        "// class Fake: ObservableObject {}\nlet s = \"\"\"\nclass Fake2: ObservableObject {}\n\"\"\"\nactor Cache {}",
      qualifiedNames: ["Cache"], inheritance: [:]),
    TypeCase(
      source: "final class Repo<T>: Base<T>, P where T: Codable { func f() { class Local {} } }",
      qualifiedNames: ["Repo"], inheritance: ["Repo": ["Base<T>", "P"]]),
  ]

  @Test(arguments: typeCases)
  func typesAndInheritance(_ testCase: TypeCase) {
    let result = outline(testCase.source)
    #expect(result.types.map(\.qualifiedName) == testCase.qualifiedNames)
    for (name, expected) in testCase.inheritance {
      #expect(result.types.first { $0.qualifiedName == name }?.inheritance == expected)
    }
  }

  @Test func attributesAndGenerics() {
    let result = outline("@MainActor @available(iOS 17, *) final class A<T: P>: B where T: Q {}")
    let type = result.types[0]
    #expect(type.attributes == [Attribute(name: "MainActor"), Attribute(name: "available", arguments: "iOS 17, *")])
    #expect(type.modifiers == ["final"])
    #expect(type.genericParameters == "<T: P>")
    #expect(type.whereClause == "T: Q")
    #expect(type.line == 1)
  }

  @Test func conditionalRegionsMarkMembersOfBothBranches() {
    let result = outline(
      """
      class VM: ObservableObject {
        #if DEBUG
        @Published var debug = true
        #else
        @Published var release = false
        #endif
        @Published var always = 1
      }
      """)
    let properties = result.types[0].properties
    #expect(properties.map(\.name) == ["debug", "release", "always"])
    #expect(properties[0].conditional == ConditionalRegion(conditions: ["DEBUG"], branch: 0))
    #expect(properties[1].conditional == ConditionalRegion(conditions: ["!(DEBUG)"], branch: 1))
    #expect(properties[2].conditional == nil)
  }

  @Test func enumCasesWithAssociatedValues() {
    let result = outline(
      "enum Destination {\n  case detail(ItemModel), edit(model: EditModel, id: Int)\n  case none\n}")
    let cases = result.types[0].enumCases
    #expect(cases.map(\.name) == ["detail", "edit", "none"])
    #expect(cases[0].associatedTypes == ["ItemModel"])
    #expect(cases[1].associatedTypes == ["EditModel", "Int"])
  }
}
