/// The body GitHub writes for an issue made from a form: each field as a `### Label`
/// heading, then what was typed (or `_No response_`).
///
/// It promises the text typed into the fields, each line at the same line number as in the
/// body, so that a message naming a line points into the issue as its reader sees it: the
/// headings and the `_No response_` of an empty field become empty lines. A body that is
/// no form's gives no text.
public enum IssueFormBody {
  public static func text(_ body: String) -> String? {
    let lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    guard lines.contains(where: { $0.hasPrefix("### ") }) else { return nil }
    var inField = false
    return lines.map { line -> Substring in
      if line.hasPrefix("### ") {
        inField = true
        return ""
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !inField || trimmed == "_No response_" { return "" }
      return line
    }.joined(separator: "\n")
  }
}
