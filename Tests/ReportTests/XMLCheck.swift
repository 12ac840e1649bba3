import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses text as XML and collects what the tests look at: element names, attributes and text.
final class XMLCheck: NSObject, XMLParserDelegate {
  private(set) var elements: [String] = []
  private(set) var attributes: [(element: String, name: String, value: String)] = []
  private(set) var text = ""
  private(set) var error: String?

  /// Parses `source`; `error` is nil when it is well-formed.
  init(_ source: String) {
    super.init()
    let parser = XMLParser(data: Data(source.utf8))
    parser.delegate = self
    if !parser.parse() {
      error =
        parser.parserError.map { "\($0) at line \(parser.lineNumber)" } ?? "parse failed at line \(parser.lineNumber)"
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    elements.append(elementName)
    for (name, value) in attributeDict.sorted(by: { $0.key < $1.key }) {
      attributes.append((elementName, name, value))
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }
}
