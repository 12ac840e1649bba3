import Testing

@Test func emitTestsPlaceholder() {
  #expect(Bool(true))
}
