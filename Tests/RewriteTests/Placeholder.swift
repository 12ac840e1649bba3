import Testing

@Test func rewriteTestsPlaceholder() {
  #expect(Bool(true))
}
