import Foundation
import Testing

@testable import GatherSiteCore

/// Templates read view models through `TemplateData`, which the build writes from the view
/// models' stored properties (Plugins/TemplateFields). These tests hold it to what
/// swift-mustache would read without it, by reflection: every view model on every page of
/// three sites, the layouts' included, is taken apart with `Mirror`, and each one's fields,
/// in order, and their values must be what `templateFields`, `child(named:)` and
/// `visitFields` give.
@Suite struct TemplateFieldsTests {
  /// What a walk through view models found.
  private struct Findings {
    /// The view-model types checked against reflection, with a value of each.
    var checked: Set<ObjectIdentifier> = []
    /// The view-model types the fields walked through can hold, behind a `nil` or an empty
    /// list too, by name.
    var reachable: [ObjectIdentifier: String] = [:]
    /// What is wrong, by type and what, with the first place it was found.
    var problems: [String: String] = [:]
    /// The kinds of page walked through.
    var kinds: Set<Route.Kind> = []

    mutating func problem(_ text: String, at path: String) {
      if problems[text] == nil { problems[text] = path }
    }
  }

  /// What swift-mustache reads for `name` by reflection (its `Mirror.getValue(forKey:)`):
  /// the first child of that label, an optional unwrapped.
  private static func reflected(_ value: Any, _ name: String) -> Any? {
    guard let child = Mirror(reflecting: value).children.first(where: { $0.label == name }) else {
      return nil
    }
    let mirror = Mirror(reflecting: child.value)
    guard mirror.displayStyle == .optional else { return child.value }
    return mirror.children.first?.value
  }

  /// A value as text, to compare: a string or a flag in full; a list by its type and length,
  /// a struct by its type and its fields one level down (what is inside is walked too).
  private static func text(_ value: Any?, levels: Int = 1) -> String {
    guard let value else { return "nil" }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection:
      return "\(Swift.type(of: value)) of \(mirror.children.count)"
    case .struct, .optional:
      guard levels > 0 else { return "\(Swift.type(of: value))" }
      let fields = mirror.children.map { text($0.value, levels: levels - 1) }
      return "\(Swift.type(of: value))(\(fields.joined(separator: ", ")))"
    default:
      return String(reflecting: value)
    }
  }

  /// Checks `value` and every value inside it: each struct must be `TemplateData` with the
  /// fields reflection finds.
  private static func walk(_ value: Any, at path: String, into findings: inout Findings) {
    var type: Any.Type = Swift.type(of: value)
    while let container = type as? any Container.Type { type = container.element }
    if let model = type as? any TemplateData.Type {
      findings.reachable[ObjectIdentifier(model)] = String(reflecting: model)
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional, .collection:
      for (index, child) in mirror.children.enumerated() {
        Self.walk(child.value, at: "\(path)[\(index)]", into: &findings)
      }
    case .struct, .enum:  // an enum: a column's priority, which has no fields
      guard let model = value as? any TemplateData else {
        findings.problem("\(Swift.type(of: value)) is not TemplateData", at: path)
        return
      }
      check(model, at: path, into: &findings)
      for child in mirror.children {
        Self.walk(child.value, at: "\(path).\(child.label ?? "?")", into: &findings)
      }
    default:
      break  // a string, a flag
    }
  }

  private static func check(
    _ model: any TemplateData, at path: String, into findings: inout Findings
  ) {
    let type = Swift.type(of: model)
    findings.checked.insert(ObjectIdentifier(type))
    let labels = Mirror(reflecting: model).children.map { $0.label ?? "" }
    guard type.templateFields == labels else {
      findings.problem(
        "\(type): templateFields \(type.templateFields), reflection \(labels)", at: path)
      return
    }
    var visited = Visited()
    model.visitFields(&visited)
    guard visited.values.count == labels.count else {
      findings.problem("\(type): \(visited.values.count) fields visited", at: path)
      return
    }
    for (label, listed) in zip(labels, visited.values) {
      let expected = text(reflected(model, label))
      for (way, found) in [
        ("child(named:)", model.child(named: label)), ("visitFields", listed),
      ]
      where text(found) != expected {
        findings.problem("\(type).\(label): \(way) does not give its value", at: "\(path).\(label)")
      }
    }
    if model.child(named: "noSuchField") != nil {
      findings.problem("\(type): child(named:) answers a name it has no field for", at: path)
    }
  }

  /// Walks the view models of every page of the site in `content`, and their layouts. Every
  /// photo is taken to measure 640 by 480 pixels (the core reads no image itself).
  private static func walkSite(_ content: URL, into findings: inout Findings) {
    var diagnostics = Diagnostics()
    let input = ContentLoader(
      contentDirectory: content, images: ImageReader { _ in (640, 480) }
    ).load(into: &diagnostics)
    let facts = LeagueFactsInteractor.facts(for: input.league, config: input.config)
    let router = Router(facts: facts, pages: input.pages)
    let site = SitePresenters(
      context: PresentationContext(facts: facts, router: router, wording: .english),
      pages: input.pages, themeAssets: [], staticFiles: [:])
    // Every HTML page of every kind the registry declares.
    let routes = PageRegistry.all.flatMap { declaration -> [Route] in
      guard case .page = declaration.maker else { return [] }
      return declaration.routes(site)
    }
    findings.kinds.formUnion(routes.map(\.kind))
    for route in routes {
      var content = OrganiserContent(pages: input.pages, writeUps: input.writeUps)
      guard let page = site.pages.page(route, content: &content) else {
        findings.problem("no page", at: "\(route)")
        continue
      }
      if case .template(let name, let model) = page.content {
        Self.walk(model, at: "\(route) \(name)", into: &findings)
      }
      Self.walk(page.layout, at: "\(route) layout", into: &findings)
    }
  }

  /// The fixture league with a gather a day for 520 days and an undated one: more matches
  /// than the results page lists (it links the earlier season), and seasons with a page of
  /// attendance a month, and a match with a photo.
  private static func largeSeason(in directory: URL) throws -> URL {
    let content = try TestSupport.copyOfFixtureLeague(in: directory)
    let start = Date(timeIntervalSince1970: 1_704_103_200)  // 2024-01-01T10:00:00Z
    var rows = (0..<520).map { n in
      let date = ISODate.string(from: start.addingTimeInterval(Double(n) * 86_400))
      return
        #"{"id": "G\#(n)", "score": "\#(n % 4)-\#(n % 3)", "completedAt": "\#(date)", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}, {"playerId": 3, "team": "Team A"}, {"playerId": 4, "team": "Team B"}]}"#
    }
    rows.append(
      #"{"id": "N", "score": "2-2", "players": [{"playerId": 1, "team": "Team A"}, {"playerId": 2, "team": "Team B"}]}"#
    )
    try Data(("[" + rows.joined(separator: ",") + "]").utf8).write(
      to: content.appendingPathComponent("data/gathers.json"))
    try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: content.appendingPathComponent("static/g5.jpg"))
    try Data("---\nphoto: g5.jpg\n---\n".utf8).write(
      to: content.appendingPathComponent("matches/G5.md"))
    return content
  }

  @Test func everyViewModelHasTheFieldsReflectionFinds() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var findings = Findings()
    for content in [
      TestSupport.repository.appendingPathComponent("Content"), TestSupport.fixtureLeague,
      try Self.largeSeason(in: directory),
    ] {
      Self.walkSite(content, into: &findings)
    }
    for (problem, path) in findings.problems.sorted(by: { $0.key < $1.key }) {
      Issue.record("\(problem), at \(path)")
    }
    // Every view model a page can hold was met with a value, so that each was checked.
    let unchecked = findings.reachable.filter { !findings.checked.contains($0.key) }.values.sorted()
    #expect(unchecked.isEmpty, "never met with a value: \(unchecked)")
    #expect(findings.checked.count >= 30)
    let pageKinds = PageRegistry.all.indices.compactMap { index -> Route.Kind? in
      guard case .page = PageRegistry.all[index].maker else { return nil }
      return Route.Kind(rawValue: index)
    }
    #expect(
      findings.kinds == Set(pageKinds),
      "pages of no site: \(Set(pageKinds).subtracting(findings.kinds))")
  }
}

/// The value of each field `visitFields` hands over, in order.
private struct Visited: TemplateFieldVisitor {
  var values: [Any?] = []

  mutating func visitText(_ text: String) { values.append(text) }
  mutating func visitFlag(_ flag: Bool) { values.append(flag) }
  mutating func visitMissing() { values.append(nil) }
  mutating func visitTable(_ table: TableViewModel) { values.append(table) }
  mutating func visitModel(_ model: some TemplateData) { values.append(model) }
  mutating func visitList(_ models: [some TemplateData]) { values.append(models) }
}

/// An optional or a list, whose element type the walk looks through.
private protocol Container {
  static var element: Any.Type { get }
}

extension Optional: Container {
  static var element: Any.Type { Wrapped.self }
}

extension Array: Container {
  static var element: Any.Type { Element.self }
}
