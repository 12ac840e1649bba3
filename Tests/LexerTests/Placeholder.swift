import Testing

@Test func lexerTestsPlaceholder() {
  #expect(Bool(true))
}
