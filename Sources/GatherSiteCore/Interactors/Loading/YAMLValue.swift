import Yams

/// Reads the values of settings and front matter from their YAML nodes.
///
/// - YAML null (a plain `null`, `Null`, `NULL`, `~` or nothing at all) means the value is
///   absent; a quoted `"null"` is text.
/// - A whole number is what Yams reads as one (`12`, `-3`, `1_000`, `0x1F`), but never a
///   base-60 number such as `1:30`, whose reading in Yams traps on overflow
///   (`1:0:0:0:0:0:0:0:0:0:0` stopped the program).
enum YAMLValue {
  /// Whether `node` is YAML null.
  static func isNull(_ node: Node) -> Bool {
    guard case .scalar = node else { return false }
    return node.tag == Tag(.null)
  }

  /// The whole number `node` holds; `nil` for anything else, including a number beyond
  /// `Int`.
  static func integer(_ node: Node) -> Int? {
    guard case .scalar(let scalar) = node, !scalar.string.contains(":") else { return nil }
    return node.int
  }
}
