import Testing

@Test func outlineTestsPlaceholder() {
  #expect(Bool(true))
}
