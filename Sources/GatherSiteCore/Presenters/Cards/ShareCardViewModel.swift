/// What a share card says: the 1200×630 picture that a link to a page shows in a group
/// chat. Every text is already formatted in the site's language and follows its team-name
/// and privacy settings; two cards that encode alike are the same picture.
public struct ShareCardViewModel: Sendable, Hashable, Encodable {
  /// A result in a row of form: its letter in the site's language, and what it was.
  public struct Mark: Sendable, Hashable, Encodable {
    public var letter: String
    /// "win", "draw" or "loss".
    public var result: String
  }

  /// The league's name, above the title.
  public var kicker: String
  /// "Team A 3–2 Team B", a player's name, "Season 2024-25".
  public var title: String
  /// The lines under the title: the date and result, a record, the top three.
  public var lines: [String]
  /// A player's last results, drawn as coloured marks with their letters.
  public var marks: [Mark]
  /// The site's address, in a corner.
  public var footer: String
  /// The picture's text as one sentence, for `og:image:alt`.
  public var alt: String
}
