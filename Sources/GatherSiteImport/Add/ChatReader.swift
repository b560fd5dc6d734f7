import Foundation
import GatherSiteCore

/// Reads the text of one match (`ChatText`, as a match page offers it for the group chat,
/// or typed on a phone) into a `ChatMatch`, with an error or warning naming the line for
/// anything it cannot take.
///
/// It promises:
/// - each line is read on its own, in any order, in the site's language or in English, with
///   letter case, accents and runs of spaces ignored: the result ("Team A 3–2 Team B", "A 3
///   x 2 B", "Team A v Team B: Team A won"), optionally with " · " and the date after it; a
///   date alone; a line-up ("Team A: Ana, Ben." or "A: …"); goals, assists, the player of
///   the match, the venue;
/// - the sides by the site's `teamNames`, by the catalogue's names ("Team A") or as A and B;
///   scores as `3-2`, `3–2`, `3:2` or `3 x 2`; counts as `Ana 2` or `Ana (2)`;
/// - notes and the page's address, which the site adds for readers, are skipped; any other
///   line is an error, so that nothing is left out unseen;
/// - a text that is empty, over 64 KiB, or holds a control character is an error, and so is
///   a second result, date, line-up of one side, or venue.
struct ChatReader: Sendable {
  /// The longest text read: a match is a few lines.
  static let maximumBytes = 64 * 1024

  private let file: String
  private let dates: ChatDate.Reader
  private let now: Date
  /// The names of each side, folded.
  private let sides: [Team: [String]]
  private let scored: NSRegularExpression
  private let noScore: [ChatPattern]
  private let won: [ChatPattern]
  private let draw: Set<String>
  private let lineups: [ChatPattern]
  private let labels: [(ChatPattern, Label)]
  private let notes: [ChatPattern]
  /// The folded words for no date ("undated").
  private let undated: Set<String>
  /// The name of each side in messages.
  private let sideNames: [Team: String]

  private enum Label {
    case scorers, assists, playerOfTheMatch, venue
  }

  /// A reader of texts named `file` in messages, in `wording`'s language (and `english`),
  /// with `teamNames`, dates in `timeZone`, and `now` for "today".
  init(
    file: String, wording: Wording, english: Wording, teamNames: TeamNames?,
    timeZone: TimeZone, now: Date
  ) {
    self.file = file
    self.now = now
    dates = ChatDate.Reader(
      locale: wording.locale, shortPattern: wording[.datesShort], timeZone: timeZone)
    let languages = [wording, english]
    var sides: [Team: [String]] = [:]
    for team in Team.allCases {
      var names = languages.map { $0[team == .a ? .teamsA : .teamsB] } + [team == .a ? "A" : "B"]
      if let teamNames { names.append(team == .a ? teamNames.a : teamNames.b) }
      sides[team] = names.map(TypedText.fold)
    }
    self.sides = sides
    let results = ResultText(wording: wording, teamNames: teamNames)
    sideNames = [.a: results.team(.a), .b: results.team(.b)]
    let side = ChatPattern.alternatives(sides.values.flatMap { $0 })
    scored = try! NSRegularExpression(
      pattern: "^(\(side)) ?(\\d{1,3}) ?(?:-|–|—|:|x|×) ?(\\d{1,3}) ?(\(side))$")
    let sidePatterns = ["a": side, "b": side, "team": side]
    noScore = languages.compactMap {
      ChatPattern($0, .resultHeadlineNoScore, values: ["a", "b", "result"], patterns: sidePatterns)
    }
    won = languages.compactMap {
      ChatPattern($0, .resultWon, values: ["team"], patterns: sidePatterns)
    }
    draw = Set(languages.map { TypedText.fold($0[.resultDraw]) })
    lineups = languages.compactMap {
      ChatPattern($0, .matchFeedLineup, values: ["team", "names"], patterns: sidePatterns)
    }
    var labels: [(ChatPattern, Label)] = []
    for language in languages {
      for (phrase, label) in [
        (Phrase.matchScorers, Label.scorers), (.matchAssists, .assists),
        (.matchPlayerOfTheMatch, .playerOfTheMatch),
      ] {
        if let pattern = ChatPattern(language, phrase, values: ["names"]) {
          labels.append((pattern, label))
        }
      }
      if let pattern = ChatPattern(language, .matchVenue, values: ["venue"]) {
        labels.append((pattern, .venue))
      }
    }
    self.labels = labels
    // The notes the site adds, in its language: each plural form, its count any number.
    var notes: [ChatPattern?] = [
      ChatPattern(wording, .notesDebut, values: ["name"]),
      ChatPattern(wording, .notesFirstGoal, values: ["name"]),
      ChatPattern(wording, .notesMilestone, values: ["name", "ordinal"]),
      ChatPattern(wording, .notesHatTrick, values: ["name", "goals"]),
    ]
    for phrase in [Phrase.notesReturn, .notesStreakEnded] {
      for count in [0, 1, 2, 3, 5, 11, 21, 101] {
        notes.append(
          ChatPattern(
            wording, phrase, count: count, values: ["name", "count"],
            patterns: ["count": "[0-9]+"]))
      }
    }
    self.notes = notes.compactMap { $0 }
    undated = Set(languages.map { TypedText.fold($0[.datesUndated]) })
  }

  /// The match `text` gives, and what reading it found.
  func read(_ text: String) -> (ChatMatch, [Diagnostic]) {
    var match = ChatMatch()
    var found: [Diagnostic] = []
    func error(_ line: Int?, _ message: String) {
      found.append(Diagnostic(.error, file: file, position: line.map(String.init), message))
    }
    guard text.utf8.count <= Self.maximumBytes else {
      error(
        nil,
        "is \(text.utf8.count) bytes long; a match's text is a few lines (at most \(Self.maximumBytes) bytes)"
      )
      return (match, found)
    }
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      let line = raw.trimmingCharacters(in: .whitespaces)
      if let control = line.unicodeScalars.first(where: {
        ($0.properties.generalCategory == .control && $0 != "\t")
          || [.lineSeparator, .paragraphSeparator, .surrogate, .unassigned]
            .contains($0.properties.generalCategory)
      }) {
        error(
          number,
          "holds a control character (U+\(String(control.value, radix: 16, uppercase: true))), which no match's text has; type the line again"
        )
        continue
      }
      let typed = TypedText.Line(line)
      let folded = typed.folded
      guard !folded.isEmpty, !folded.hasPrefix("http://"), !folded.hasPrefix("https://") else {
        continue
      }
      if let values = lineups.lazy.compactMap({ $0.match(typed) }).first,
        let team = side(values["team"])
      {
        if let earlier = match.lineups[team] {
          error(
            number,
            "gives a second line-up for \(sideNames[team] ?? team.rawValue); the first is on line \(earlier.line)"
          )
        } else {
          match.lineups[team] = (names(values["names"] ?? "", line: number), number)
        }
        continue
      }
      if let (values, label) = labels.lazy.compactMap({ pattern, label in
        pattern.match(typed).map { ($0, label) }
      }).first {
        switch label {
        case .scorers: match.scorers += names(values["names"] ?? "", line: number)
        case .assists: match.assists += names(values["names"] ?? "", line: number)
        case .playerOfTheMatch:
          match.playersOfTheMatch += names(values["names"] ?? "", line: number)
        case .venue:
          if let earlier = match.venueLine {
            error(number, "gives a second venue; the first is on line \(earlier)")
          } else {
            match.venue = values["venue"]
            match.venueLine = number
          }
        }
        continue
      }
      if let (result, date) = headline(folded) {
        if let earlier = match.resultLine {
          error(number, "gives a second result; the first is on line \(earlier)")
          continue
        }
        match.result = result
        match.resultLine = number
        switch date {
        case .given(let date)?: setDate(date, number)
        case .unreadable(let text)?:
          error(
            number,
            "\(JSONValue.quote(text)) after the result is not a date; write it as the site does (\"19 Jan 2026, 20:00\"), or as 2026-01-19, today or yesterday"
          )
        case nil: break
        }
        continue
      }
      if let date = dated(line) {
        setDate(date, number)
        continue
      }
      if notes.contains(where: { $0.match(typed) != nil }) { continue }
      error(
        number,
        "\(JSONValue.quote(line)) is not a result, a date, a line-up or a detail of the match; write it as a match page's text for the group chat does, or leave it out"
      )
    }
    func setDate(_ date: Dated, _ number: Int) {
      if let earlier = match.dateLine {
        error(number, "gives a second date; the first is on line \(earlier)")
        return
      }
      switch date {
      case .date(let date): match.date = date
      case .undated: match.undated = true
      }
      match.dateLine = number
    }
    if lines.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      error(
        nil,
        "is empty; give the match's result, date and line-ups, as its page's text for the group chat does"
      )
    }
    return (match, found)
  }

  /// The side a folded name stands for.
  private func side(_ name: String?) -> Team? {
    guard let name else { return nil }
    let folded = TypedText.fold(name)
    return Team.allCases.first { sides[$0]?.contains(folded) == true }
  }

  /// The result of a headline, and the date after its " · ", when `folded` is one.
  private func headline(_ folded: String) -> (ChatMatch.Result, HeadlineDate?)? {
    guard let dot = folded.lastIndex(of: "·") else {
      return result(folded).map { ($0, nil) }
    }
    let head = folded[..<dot].trimmingCharacters(in: .whitespaces)
    let tail = String(folded[folded.index(after: dot)...]).trimmingCharacters(in: .whitespaces)
    guard let result = result(head) else { return nil }
    return (result, dated(tail).map(HeadlineDate.given) ?? .unreadable(tail))
  }

  /// The date after a headline's " · ".
  private enum HeadlineDate {
    case given(Dated)
    case unreadable(String)
  }

  /// A date, or no date.
  private enum Dated {
    case date(ChatDate)
    case undated
  }

  /// The date `text` gives, or that it says there is none.
  private func dated(_ text: String) -> Dated? {
    if undated.contains(TypedText.fold(text).trimmingCharacters(in: .whitespaces)) {
      return .undated
    }
    return dates.read(text, now: now).map(Dated.date)
  }

  /// The result of a folded headline without its date.
  private func result(_ head: String) -> ChatMatch.Result? {
    let range = NSRange(head.startIndex..., in: head)
    if let found = scored.firstMatch(in: head, range: range) {
      let group = { (index: Int) in String(head[Range(found.range(at: index), in: head)!]) }
      guard let first = side(group(1)), let second = side(group(4)), first != second,
        let x = Int(group(2)), let y = Int(group(3))
      else { return nil }
      return first == .a ? .score(teamA: x, teamB: y) : .score(teamA: y, teamB: x)
    }
    if let values = noScore.lazy.compactMap({ $0.match(TypedText.Line(head)) }).first {
      guard let a = side(values["a"]), let b = side(values["b"]), a != b else { return nil }
      return outcome(values["result"] ?? "")
    }
    return outcome(head)
  }

  /// "Team A won" or "Draw".
  private func outcome(_ text: String) -> ChatMatch.Result? {
    if draw.contains(TypedText.fold(text)) { return .draw }
    if let values = won.lazy.compactMap({ $0.match(TypedText.Line(text)) }).first,
      let team = side(values["team"])
    {
      return .winner(team)
    }
    return nil
  }

  /// The names of a list ("Ana Lima 2, Ben (1), Guest"), each with its count.
  private func names(_ list: String, line: Int) -> [ChatMatch.Name] {
    list.split(whereSeparator: { $0 == "," || $0 == ";" }).compactMap { piece in
      let item = piece.trimmingCharacters(in: .whitespaces)
      guard !item.isEmpty else { return nil }
      var name = item
      var count = 1
      if let range = item.range(
        of: #"\s*\((\d{1,3})\)$|\s+(\d{1,3})$"#, options: .regularExpression)
      {
        let digits = item[range].filter(\.isNumber)
        if let value = Int(digits), range.lowerBound > item.startIndex {
          count = value
          name = String(item[..<range.lowerBound])
        }
      }
      return ChatMatch.Name(item: item, name: name, count: count, line: line)
    }
  }
}
