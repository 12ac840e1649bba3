import Plan
import Testing

@Test(
  "checklist lines parse into kind, text, id and metadata, and render back unchanged",
  arguments: [
    ("- [ ] State: fields <!-- id: feature.A.state -->", ChecklistLine.Kind.item(checked: false), "State: fields"),
    ("- [x] Done <!-- id: pre.package -->", .item(checked: true), "Done"),
    ("## Phase 2 · 1 feature <!-- id: phase.2 -->", .heading(level: 2), "Phase 2 · 1 feature"),
    (
      "### A · `AViewModel` · 5 pts (XS) <!-- id: feature.A; file: A.swift; phase: 1; vm: AViewModel -->",
      .heading(level: 3), "A · `AViewModel` · 5 pts (XS)"
    ),
    ("Progress: 0/1 features done <!-- id: doc.progress -->", .text, "Progress: 0/1 features done"),
    ("  a person's note", .note, "  a person's note"),
    ("- [ ] a person's own item", .note, "- [ ] a person's own item"),
    ("<!-- a person's comment -->", .note, "<!-- a person's comment -->"),
    ("", .note, ""),
  ])
func lineRoundTrip(raw: String, kind: ChecklistLine.Kind, text: String) {
  let line = ChecklistLine.parse(raw)
  #expect(line.kind == kind)
  #expect(line.text == text)
  #expect(line.rendered == raw)
}

@Test("metadata is read from the hidden comment; an upper-case tick is read as ticked")
func lineMetadata() {
  let heading = ChecklistLine.parse("### A <!-- id: feature.A; file: Sources/A.swift; phase: 3; vm: A.ViewModel -->")
  #expect(heading.id == "feature.A")
  #expect(heading.metadata == ["file": "Sources/A.swift", "phase": "3", "vm": "A.ViewModel"])
  let upper = ChecklistLine.parse("- [X] Reducer <!-- id: feature.A.reducer -->\r")
  #expect(upper.isChecked)
  #expect(upper.rendered == "- [x] Reducer <!-- id: feature.A.reducer -->")
}
