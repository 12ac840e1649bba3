/// The `do { }` block a view-model helper's body is inlined into, while its statements convert.
struct HelperBlock {
  /// The helper's name; nil outside an inlined helper.
  var name: String?
  /// Names bound inside the block (its parameters and the locals of the caller they shadow excluded): an effect
  /// using one must start inside that block.
  var boundNames: Set<String> = []
  /// The label of the block a `return` of the helper breaks out of.
  var returnLabel: String?
  /// For a helper that returns a value: its block's label and the constant `return x` assigns.
  var valueReturn: (label: String, variable: String)?
}
