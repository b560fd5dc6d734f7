import Foundation

/// One named step of the build, producing some of the site's files.
public struct BuildStep: Sendable {
  public var name: String
  public var run: @Sendable (BuildContext) throws -> [OutputFile]

  public init(name: String, run: @escaping @Sendable (BuildContext) throws -> [OutputFile]) {
    self.name = name
    self.run = run
  }
}

/// What every step can read: the input, the computed facts, the router and the theme.
public struct BuildContext: Sendable {
  public var input: SiteInput
  public var presentation: PresentationContext
  public var templates: TemplateLibrary
  public var themeAssets: [String: URL]

  public var facts: LeagueFacts { presentation.facts }
  public var router: Router { presentation.router }
}
