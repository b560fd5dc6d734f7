// libyaml, the C parser under Yams. Yams builds and links it as its module CYaml, which is
// not a product of its own; Yams offers no way to see a document's events before it builds
// (and, for mapping keys, hashes) the whole tree, aliases expanded.
internal import CYaml

/// Walks the events of a YAML text with libyaml, building nothing, in time and memory
/// linear in the text (libyaml keeps its own stacks, so even 100,000 nested `[` cannot
/// overflow the call stack). It promises to stop at the first syntax error, or as soon as
/// the visitor says so. It lives outside the core, in a target of its own, because it
/// handles libyaml's C structures and their memory; the core sees only its events.
public struct YAMLEventScanner {
  /// What an event is: a node (scalar, alias, or the start of a collection), or the end of
  /// a collection.
  public enum Kind: Equatable, Sendable {
    case scalar, alias, sequenceStart, mappingStart, sequenceEnd, mappingEnd
  }

  /// One event: its kind, its anchor (the name after `&`, or after `*` for an alias), its
  /// text for a scalar when asked for, and where it starts (1-based, columns in scalars).
  public struct Event: Sendable {
    public var kind: Kind
    public var anchor: String?
    public var value: String?
    public var line: Int
    public var column: Int
  }

  /// Whether scalar events carry their text (only the search for a duplicate key needs it).
  public var readsValues: Bool

  public init(readsValues: Bool = false) {
    self.readsValues = readsValues
  }

  /// Calls `visit` with each node event in document order until it returns `false`, the
  /// stream ends or a syntax error stops libyaml (whose message Yams gives when it parses
  /// the same text).
  public func scan(_ text: String, _ visit: (Event) -> Bool) {
    var text = text
    text.withUTF8 { bytes in
      let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
      let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
      defer {
        parser.deallocate()
        event.deallocate()
      }
      guard yaml_parser_initialize(parser) == 1 else { return }
      defer { yaml_parser_delete(parser) }
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
      while yaml_parser_parse(parser, event) == 1 {
        defer { yaml_event_delete(event) }
        guard event.pointee.type != YAML_STREAM_END_EVENT else { return }
        guard let found = self.event(event.pointee), !visit(found) else { continue }
        return
      }
    }
  }

  private func event(_ event: yaml_event_t) -> Event? {
    let kind: Kind
    var anchor: UnsafeMutablePointer<yaml_char_t>?
    var value: String?
    switch event.type {
    case YAML_SCALAR_EVENT:
      kind = .scalar
      anchor = event.data.scalar.anchor
      if readsValues, let bytes = event.data.scalar.value {
        value = String(
          decoding: UnsafeBufferPointer(start: bytes, count: event.data.scalar.length),
          as: UTF8.self)
      }
    case YAML_ALIAS_EVENT: (kind, anchor) = (.alias, event.data.alias.anchor)
    case YAML_SEQUENCE_START_EVENT:
      (kind, anchor) = (.sequenceStart, event.data.sequence_start.anchor)
    case YAML_MAPPING_START_EVENT: (kind, anchor) = (.mappingStart, event.data.mapping_start.anchor)
    case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
    case YAML_MAPPING_END_EVENT: kind = .mappingEnd
    default: return nil
    }
    return Event(
      kind: kind, anchor: anchor.map { String(cString: $0) }, value: value,
      line: event.start_mark.line + 1, column: event.start_mark.column + 1)
  }
}
