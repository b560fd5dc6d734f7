import Mustache

// Templates read view models through these switches instead of reflection, which took
// four fifths of the build time. Generated from the view models' stored properties;
// TemplateFieldsTests checks that every stored property is listed. `templateValues` lists
// the fields in the order of `templateFields` and `shape(into:)` takes them apart, for
// TemplateShape. Written by Scripts/generate_template_fields.py (`make fields`): do not
// edit by hand.

extension AllTimeViewModel: TemplateData {
  static let templateFields = [
    "title", "standings", "records", "minimumNote", "rollOfHonour", "seasons", "pairsHref",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "standings": self.standings
    case "records": self.records
    case "minimumNote": self.minimumNote
    case "rollOfHonour": self.rollOfHonour
    case "seasons": self.seasons
    case "pairsHref": self.pairsHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.standings, self.records, self.minimumNote, self.rollOfHonour, self.seasons,
      self.pairsHref,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.standings)
    shape.add(self.records)
    shape.add(self.minimumNote)
    shape.add(self.rollOfHonour)
    shape.add(self.seasons)
    shape.add(self.pairsHref)
  }
}

extension AllTimeViewModel.HonouredSeason: TemplateData {
  static let templateFields = ["heading", "href", "awards"]

  func child(named name: String) -> Any? {
    switch name {
    case "heading": self.heading
    case "href": self.href
    case "awards": self.awards
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.heading, self.href, self.awards]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.heading)
    shape.add(self.href)
    shape.add(self.awards)
  }
}

extension AttendanceViewModel: TemplateData {
  static let templateFields = ["title", "summary", "legend", "grid", "season", "previous", "next"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "summary": self.summary
    case "legend": self.legend
    case "grid": self.grid
    case "season": self.season
    case "previous": self.previous
    case "next": self.next
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.summary, self.legend, self.grid, self.season, self.previous, self.next]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.summary)
    shape.add(self.legend)
    shape.add(self.grid)
    shape.add(self.season)
    shape.add(self.previous)
    shape.add(self.next)
  }
}

extension HomeViewModel: TemplateData {
  static let templateFields = [
    "title", "description", "latest", "resultsHref", "seasonHeading", "table", "seasonHref",
    "seasonLink", "playersHref", "allTimeHref", "feedHref", "calendarHref", "csvHref", "milestones",
    "hasMilestones", "matchCount", "playerCount",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "description": self.description
    case "latest": self.latest
    case "resultsHref": self.resultsHref
    case "seasonHeading": self.seasonHeading
    case "table": self.table
    case "seasonHref": self.seasonHref
    case "seasonLink": self.seasonLink
    case "playersHref": self.playersHref
    case "allTimeHref": self.allTimeHref
    case "feedHref": self.feedHref
    case "calendarHref": self.calendarHref
    case "csvHref": self.csvHref
    case "milestones": self.milestones
    case "hasMilestones": self.hasMilestones
    case "matchCount": self.matchCount
    case "playerCount": self.playerCount
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.description, self.latest, self.resultsHref, self.seasonHeading, self.table,
      self.seasonHref, self.seasonLink, self.playersHref, self.allTimeHref, self.feedHref,
      self.calendarHref, self.csvHref, self.milestones, self.hasMilestones, self.matchCount,
      self.playerCount,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.description)
    shape.add(self.latest)
    shape.add(self.resultsHref)
    shape.add(self.seasonHeading)
    shape.add(self.table)
    shape.add(self.seasonHref)
    shape.add(self.seasonLink)
    shape.add(self.playersHref)
    shape.add(self.allTimeHref)
    shape.add(self.feedHref)
    shape.add(self.calendarHref)
    shape.add(self.csvHref)
    shape.add(self.milestones)
    shape.add(self.hasMilestones)
    shape.add(self.matchCount)
    shape.add(self.playerCount)
  }
}

extension UpcomingMilestoneViewModel: TemplateData {
  static let templateFields = ["name", "href", "text"]

  func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "href": self.href
    case "text": self.text
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.name, self.href, self.text]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.name)
    shape.add(self.href)
    shape.add(self.text)
  }
}

extension MatchViewModel: TemplateData {
  static let templateFields = [
    "title", "teamA", "teamB", "score", "date", "result", "finished", "probabilities", "upset",
    "season", "hasLineups", "teams", "notes", "share", "hasNotes", "previous", "next",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "teamA": self.teamA
    case "teamB": self.teamB
    case "score": self.score
    case "date": self.date
    case "result": self.result
    case "finished": self.finished
    case "probabilities": self.probabilities
    case "upset": self.upset
    case "season": self.season
    case "hasLineups": self.hasLineups
    case "teams": self.teams
    case "notes": self.notes
    case "share": self.share
    case "hasNotes": self.hasNotes
    case "previous": self.previous
    case "next": self.next
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.teamA, self.teamB, self.score, self.date, self.result, self.finished,
      self.probabilities, self.upset, self.season, self.hasLineups, self.teams, self.notes,
      self.share, self.hasNotes, self.previous, self.next,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.teamA)
    shape.add(self.teamB)
    shape.add(self.score)
    shape.add(self.date)
    shape.add(self.result)
    shape.add(self.finished)
    shape.add(self.probabilities)
    shape.add(self.upset)
    shape.add(self.season)
    shape.add(self.hasLineups)
    shape.add(self.teams)
    shape.add(self.notes)
    shape.add(self.share)
    shape.add(self.hasNotes)
    shape.add(self.previous)
    shape.add(self.next)
  }
}

extension MatchViewModel.Lineup: TemplateData {
  static let templateFields = ["name", "goals", "count", "table"]

  func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "goals": self.goals
    case "count": self.count
    case "table": self.table
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.name, self.goals, self.count, self.table]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.name)
    shape.add(self.goals)
    shape.add(self.count)
    shape.add(self.table)
  }
}

extension MatchViewModel.Share: TemplateData {
  static let templateFields = ["heading", "lines", "copy", "copied", "scriptHref"]

  func child(named name: String) -> Any? {
    switch name {
    case "heading": self.heading
    case "lines": self.lines
    case "copy": self.copy
    case "copied": self.copied
    case "scriptHref": self.scriptHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.heading, self.lines, self.copy, self.copied, self.scriptHref]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.heading)
    shape.add(self.lines)
    shape.add(self.copy)
    shape.add(self.copied)
    shape.add(self.scriptHref)
  }
}

extension MatchViewModel.Share.Line: TemplateData {
  static let templateFields = ["text"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
  }
}

extension MatchViewModel.Note: TemplateData {
  static let templateFields = ["text"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
  }
}

extension NotFoundViewModel: TemplateData {
  static let templateFields = ["title", "homeHref", "resultsHref", "playersHref"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "homeHref": self.homeHref
    case "resultsHref": self.resultsHref
    case "playersHref": self.playersHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.homeHref, self.resultsHref, self.playersHref]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.homeHref)
    shape.add(self.resultsHref)
    shape.add(self.playersHref)
  }
}

extension PairsViewModel: TemplateData {
  static let templateFields = [
    "title", "intro", "partnerships", "rivalries", "dataNote", "dataHref",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "intro": self.intro
    case "partnerships": self.partnerships
    case "rivalries": self.rivalries
    case "dataNote": self.dataNote
    case "dataHref": self.dataHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.intro, self.partnerships, self.rivalries, self.dataNote, self.dataHref]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.intro)
    shape.add(self.partnerships)
    shape.add(self.rivalries)
    shape.add(self.dataNote)
    shape.add(self.dataHref)
  }
}

extension ChartViewModel: TemplateData {
  static let templateFields = [
    "title", "summary", "width", "height", "left", "right", "top", "bottom", "band", "line",
    "xTicks", "yTicks",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "summary": self.summary
    case "width": self.width
    case "height": self.height
    case "left": self.left
    case "right": self.right
    case "top": self.top
    case "bottom": self.bottom
    case "band": self.band
    case "line": self.line
    case "xTicks": self.xTicks
    case "yTicks": self.yTicks
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.summary, self.width, self.height, self.left, self.right, self.top,
      self.bottom, self.band, self.line, self.xTicks, self.yTicks,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.summary)
    shape.add(self.width)
    shape.add(self.height)
    shape.add(self.left)
    shape.add(self.right)
    shape.add(self.top)
    shape.add(self.bottom)
    shape.add(self.band)
    shape.add(self.line)
    shape.add(self.xTicks)
    shape.add(self.yTicks)
  }
}

extension ChartViewModel.Tick: TemplateData {
  static let templateFields = ["position", "label", "anchor"]

  func child(named name: String) -> Any? {
    switch name {
    case "position": self.position
    case "label": self.label
    case "anchor": self.anchor
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.position, self.label, self.anchor]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.position)
    shape.add(self.label)
    shape.add(self.anchor)
  }
}

extension PlayerViewModel: TemplateData {
  static let templateFields = [
    "title", "name", "initials", "summary", "facts", "rating", "ratingsHref", "calendarHref",
    "chart", "hasGames", "record", "form", "streaks", "cabinet", "recordsHeld", "hasRecordsHeld",
    "seasons", "standouts", "pairsHref", "teammates", "opponents", "sharedNote", "calendarText",
    "appearances",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "name": self.name
    case "initials": self.initials
    case "summary": self.summary
    case "facts": self.facts
    case "rating": self.rating
    case "ratingsHref": self.ratingsHref
    case "calendarHref": self.calendarHref
    case "chart": self.chart
    case "hasGames": self.hasGames
    case "record": self.record
    case "form": self.form
    case "streaks": self.streaks
    case "cabinet": self.cabinet
    case "recordsHeld": self.recordsHeld
    case "hasRecordsHeld": self.hasRecordsHeld
    case "seasons": self.seasons
    case "standouts": self.standouts
    case "pairsHref": self.pairsHref
    case "teammates": self.teammates
    case "opponents": self.opponents
    case "sharedNote": self.sharedNote
    case "calendarText": self.calendarText
    case "appearances": self.appearances
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.name, self.initials, self.summary, self.facts, self.rating, self.ratingsHref,
      self.calendarHref, self.chart, self.hasGames, self.record, self.form, self.streaks,
      self.cabinet, self.recordsHeld, self.hasRecordsHeld, self.seasons, self.standouts,
      self.pairsHref, self.teammates, self.opponents, self.sharedNote, self.calendarText,
      self.appearances,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.name)
    shape.add(self.initials)
    shape.add(self.summary)
    shape.add(self.facts)
    shape.add(self.rating)
    shape.add(self.ratingsHref)
    shape.add(self.calendarHref)
    shape.add(self.chart)
    shape.add(self.hasGames)
    shape.add(self.record)
    shape.add(self.form)
    shape.add(self.streaks)
    shape.add(self.cabinet)
    shape.add(self.recordsHeld)
    shape.add(self.hasRecordsHeld)
    shape.add(self.seasons)
    shape.add(self.standouts)
    shape.add(self.pairsHref)
    shape.add(self.teammates)
    shape.add(self.opponents)
    shape.add(self.sharedNote)
    shape.add(self.calendarText)
    shape.add(self.appearances)
  }
}

extension PairStandoutViewModel: TemplateData {
  static let templateFields = ["label", "name", "href", "detail"]

  func child(named name: String) -> Any? {
    switch name {
    case "label": self.label
    case "name": self.name
    case "href": self.href
    case "detail": self.detail
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.label, self.name, self.href, self.detail]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.label)
    shape.add(self.name)
    shape.add(self.href)
    shape.add(self.detail)
  }
}

extension FormMark: TemplateData {
  static let templateFields = ["letter", "result"]

  func child(named name: String) -> Any? {
    switch name {
    case "letter": self.letter
    case "result": self.result
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.letter, self.result]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.letter)
    shape.add(self.result)
  }
}

extension PlayersViewModel: TemplateData {
  static let templateFields = ["title", "table"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "table": self.table
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.table]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.table)
  }
}

extension PredictionsViewModel: TemplateData {
  static let templateFields = ["title", "intro", "table", "coinNote", "chart", "calibration"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "intro": self.intro
    case "table": self.table
    case "coinNote": self.coinNote
    case "chart": self.chart
    case "calibration": self.calibration
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.intro, self.table, self.coinNote, self.chart, self.calibration]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.intro)
    shape.add(self.table)
    shape.add(self.coinNote)
    shape.add(self.chart)
    shape.add(self.calibration)
  }
}

extension CalibrationChartViewModel: TemplateData {
  static let templateFields = [
    "title", "summary", "width", "height", "left", "right", "top", "bottom", "diagonal", "points",
    "xTicks", "yTicks", "xLabel", "yLabel",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "summary": self.summary
    case "width": self.width
    case "height": self.height
    case "left": self.left
    case "right": self.right
    case "top": self.top
    case "bottom": self.bottom
    case "diagonal": self.diagonal
    case "points": self.points
    case "xTicks": self.xTicks
    case "yTicks": self.yTicks
    case "xLabel": self.xLabel
    case "yLabel": self.yLabel
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.summary, self.width, self.height, self.left, self.right, self.top,
      self.bottom, self.diagonal, self.points, self.xTicks, self.yTicks, self.xLabel, self.yLabel,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.summary)
    shape.add(self.width)
    shape.add(self.height)
    shape.add(self.left)
    shape.add(self.right)
    shape.add(self.top)
    shape.add(self.bottom)
    shape.add(self.diagonal)
    shape.add(self.points)
    shape.add(self.xTicks)
    shape.add(self.yTicks)
    shape.add(self.xLabel)
    shape.add(self.yLabel)
  }
}

extension CalibrationChartViewModel.Point: TemplateData {
  static let templateFields = ["x", "y", "label"]

  func child(named name: String) -> Any? {
    switch name {
    case "x": self.x
    case "y": self.y
    case "label": self.label
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.x, self.y, self.label]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.x)
    shape.add(self.y)
    shape.add(self.label)
  }
}

extension RatingsViewModel: TemplateData {
  static let templateFields = ["title", "table", "provisionalNote", "predictionsHref"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "table": self.table
    case "provisionalNote": self.provisionalNote
    case "predictionsHref": self.predictionsHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.table, self.provisionalNote, self.predictionsHref]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.table)
    shape.add(self.provisionalNote)
    shape.add(self.predictionsHref)
  }
}

extension ResultsViewModel: TemplateData {
  static let templateFields = ["title", "groups", "earlier", "hasEarlier", "undated"]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "groups": self.groups
    case "earlier": self.earlier
    case "hasEarlier": self.hasEarlier
    case "undated": self.undated
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.title, self.groups, self.earlier, self.hasEarlier, self.undated]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.groups)
    shape.add(self.earlier)
    shape.add(self.hasEarlier)
    shape.add(self.undated)
  }
}

extension ResultsViewModel.Group: TemplateData {
  static let templateFields = ["heading", "href", "table"]

  func child(named name: String) -> Any? {
    switch name {
    case "heading": self.heading
    case "href": self.href
    case "table": self.table
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.heading, self.href, self.table]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.heading)
    shape.add(self.href)
    shape.add(self.table)
  }
}

extension ResultsViewModel.SeasonLink: TemplateData {
  static let templateFields = ["text", "href", "matches"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    case "href": self.href
    case "matches": self.matches
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text, self.href, self.matches]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
    shape.add(self.href)
    shape.add(self.matches)
  }
}

extension SearchViewModel: TemplateData {
  static let templateFields = [
    "title", "intro", "label", "placeholder", "noScript", "playersLink", "playersHeading",
    "matchesHeading", "pagesHeading", "nothingFound", "shownOf", "rootHref", "indexHref",
    "scriptHref",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "intro": self.intro
    case "label": self.label
    case "placeholder": self.placeholder
    case "noScript": self.noScript
    case "playersLink": self.playersLink
    case "playersHeading": self.playersHeading
    case "matchesHeading": self.matchesHeading
    case "pagesHeading": self.pagesHeading
    case "nothingFound": self.nothingFound
    case "shownOf": self.shownOf
    case "rootHref": self.rootHref
    case "indexHref": self.indexHref
    case "scriptHref": self.scriptHref
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.intro, self.label, self.placeholder, self.noScript, self.playersLink,
      self.playersHeading, self.matchesHeading, self.pagesHeading, self.nothingFound, self.shownOf,
      self.rootHref, self.indexHref, self.scriptHref,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.intro)
    shape.add(self.label)
    shape.add(self.placeholder)
    shape.add(self.noScript)
    shape.add(self.playersLink)
    shape.add(self.playersHeading)
    shape.add(self.matchesHeading)
    shape.add(self.pagesHeading)
    shape.add(self.nothingFound)
    shape.add(self.shownOf)
    shape.add(self.rootHref)
    shape.add(self.indexHref)
    shape.add(self.scriptHref)
  }
}

extension SeasonViewModel: TemplateData {
  static let templateFields = [
    "title", "summary", "standings", "awardsHeading", "awards", "minimumNote", "results",
    "attendanceSummary", "attendanceLegend", "attendance", "attendanceMonths",
    "hasAttendanceMonths", "calendarHref", "previous", "next",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "title": self.title
    case "summary": self.summary
    case "standings": self.standings
    case "awardsHeading": self.awardsHeading
    case "awards": self.awards
    case "minimumNote": self.minimumNote
    case "results": self.results
    case "attendanceSummary": self.attendanceSummary
    case "attendanceLegend": self.attendanceLegend
    case "attendance": self.attendance
    case "attendanceMonths": self.attendanceMonths
    case "hasAttendanceMonths": self.hasAttendanceMonths
    case "calendarHref": self.calendarHref
    case "previous": self.previous
    case "next": self.next
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.title, self.summary, self.standings, self.awardsHeading, self.awards, self.minimumNote,
      self.results, self.attendanceSummary, self.attendanceLegend, self.attendance,
      self.attendanceMonths, self.hasAttendanceMonths, self.calendarHref, self.previous, self.next,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.title)
    shape.add(self.summary)
    shape.add(self.standings)
    shape.add(self.awardsHeading)
    shape.add(self.awards)
    shape.add(self.minimumNote)
    shape.add(self.results)
    shape.add(self.attendanceSummary)
    shape.add(self.attendanceLegend)
    shape.add(self.attendance)
    shape.add(self.attendanceMonths)
    shape.add(self.hasAttendanceMonths)
    shape.add(self.calendarHref)
    shape.add(self.previous)
    shape.add(self.next)
  }
}

extension AwardViewModel: TemplateData {
  static let templateFields = ["label", "text", "href"]

  func child(named name: String) -> Any? {
    switch name {
    case "label": self.label
    case "text": self.text
    case "href": self.href
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.label, self.text, self.href]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.label)
    shape.add(self.text)
    shape.add(self.href)
  }
}

extension LinkViewModel: TemplateData {
  static let templateFields = ["text", "href"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    case "href": self.href
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text, self.href]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
    shape.add(self.href)
  }
}

extension FactViewModel: TemplateData {
  static let templateFields = ["label", "value"]

  func child(named name: String) -> Any? {
    switch name {
    case "label": self.label
    case "value": self.value
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.label, self.value]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.label)
    shape.add(self.value)
  }
}

extension TableViewModel: TemplateData {
  static let templateFields = ["caption", "className", "columns", "rows", "hasRows", "empty"]

  func child(named name: String) -> Any? {
    switch name {
    case "caption": self.caption
    case "className": self.className
    case "columns": self.columns
    case "rows": self.rows
    case "hasRows": self.hasRows
    case "empty": self.empty
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.caption, self.className, self.columns, self.rows, self.hasRows, self.empty]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.caption)
    shape.add(self.className)
    shape.add(self.columns)
    shape.add(self.rows)
    shape.add(self.hasRows)
    shape.add(self.empty)
  }
}

extension TableViewModel.Column: TemplateData {
  static let templateFields = ["label", "spelledOut", "cssClass"]

  func child(named name: String) -> Any? {
    switch name {
    case "label": self.label
    case "spelledOut": self.spelledOut
    case "cssClass": self.cssClass
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.label, self.spelledOut, self.cssClass]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.label)
    shape.add(self.spelledOut)
    shape.add(self.cssClass)
  }
}

extension TableViewModel.Cell: TemplateData {
  static let templateFields = ["text", "href", "header", "cssClass", "colspan"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    case "href": self.href
    case "header": self.header
    case "cssClass": self.cssClass
    case "colspan": self.colspan
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text, self.href, self.header, self.cssClass, self.colspan]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
    shape.add(self.href)
    shape.add(self.header)
    shape.add(self.cssClass)
    shape.add(self.colspan)
  }
}

extension TableViewModel.Row: TemplateData {
  static let templateFields = ["cells"]

  func child(named name: String) -> Any? {
    switch name {
    case "cells": self.cells
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.cells]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.cells)
  }
}

extension LayoutViewModel: TemplateData {
  static let templateFields = [
    "language", "openGraphLocale", "noindex", "siteTitle", "title", "pageTitle", "description",
    "canonicalURL", "stylesheetHref", "faviconHref", "feedHref", "feedTitle", "homeHref",
    "navigation", "content", "writeUp", "writeUpTitle", "previous", "next", "hasPager", "generator",
    "footer", "image",
  ]

  func child(named name: String) -> Any? {
    switch name {
    case "language": self.language
    case "openGraphLocale": self.openGraphLocale
    case "noindex": self.noindex
    case "siteTitle": self.siteTitle
    case "title": self.title
    case "pageTitle": self.pageTitle
    case "description": self.description
    case "canonicalURL": self.canonicalURL
    case "stylesheetHref": self.stylesheetHref
    case "faviconHref": self.faviconHref
    case "feedHref": self.feedHref
    case "feedTitle": self.feedTitle
    case "homeHref": self.homeHref
    case "navigation": self.navigation
    case "content": self.content
    case "writeUp": self.writeUp
    case "writeUpTitle": self.writeUpTitle
    case "previous": self.previous
    case "next": self.next
    case "hasPager": self.hasPager
    case "generator": self.generator
    case "footer": self.footer
    case "image": self.image
    default: nil
    }
  }

  var templateValues: [Any?] {
    [
      self.language, self.openGraphLocale, self.noindex, self.siteTitle, self.title, self.pageTitle,
      self.description, self.canonicalURL, self.stylesheetHref, self.faviconHref, self.feedHref,
      self.feedTitle, self.homeHref, self.navigation, self.content, self.writeUp, self.writeUpTitle,
      self.previous, self.next, self.hasPager, self.generator, self.footer, self.image,
    ]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.language)
    shape.add(self.openGraphLocale)
    shape.add(self.noindex)
    shape.add(self.siteTitle)
    shape.add(self.title)
    shape.add(self.pageTitle)
    shape.add(self.description)
    shape.add(self.canonicalURL)
    shape.add(self.stylesheetHref)
    shape.add(self.faviconHref)
    shape.add(self.feedHref)
    shape.add(self.feedTitle)
    shape.add(self.homeHref)
    shape.add(self.navigation)
    shape.add(self.content)
    shape.add(self.writeUp)
    shape.add(self.writeUpTitle)
    shape.add(self.previous)
    shape.add(self.next)
    shape.add(self.hasPager)
    shape.add(self.generator)
    shape.add(self.footer)
    shape.add(self.image)
  }
}

extension LayoutViewModel.NavItem: TemplateData {
  static let templateFields = ["text", "href", "current"]

  func child(named name: String) -> Any? {
    switch name {
    case "text": self.text
    case "href": self.href
    case "current": self.current
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.text, self.href, self.current]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.text)
    shape.add(self.href)
    shape.add(self.current)
  }
}

extension LayoutViewModel.Image: TemplateData {
  static let templateFields = ["url", "width", "height", "alt"]

  func child(named name: String) -> Any? {
    switch name {
    case "url": self.url
    case "width": self.width
    case "height": self.height
    case "alt": self.alt
    default: nil
    }
  }

  var templateValues: [Any?] {
    [self.url, self.width, self.height, self.alt]
  }

  func shape(into shape: inout TemplateShape) {
    shape.add(self.url)
    shape.add(self.width)
    shape.add(self.height)
    shape.add(self.alt)
  }
}
