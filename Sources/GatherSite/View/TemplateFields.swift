import Mustache

// Templates read view models through these field tables instead of reflection, which
// took four fifths of the build time. TemplateFieldsTests checks that every stored
// property of every view model is listed here.

extension AllTimeViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<AllTimeViewModel>] = [
    "title": \.title,
    "standings": \.standings,
    "records": \.records,
    "minimumGames": \.minimumGames,
    "seasons": \.seasons,
  ]
}

extension HomeViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<HomeViewModel>] = [
    "title": \.title,
    "description": \.description,
    "latest": \.latest,
    "resultsHref": \.resultsHref,
    "seasonHeading": \.seasonHeading,
    "table": \.table,
    "seasonHref": \.seasonHref,
    "playersHref": \.playersHref,
    "allTimeHref": \.allTimeHref,
    "matchCount": \.matchCount,
    "playerCount": \.playerCount,
  ]
}

extension MatchViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<MatchViewModel>] = [
    "title": \.title,
    "date": \.date,
    "result": \.result,
    "finished": \.finished,
    "probabilities": \.probabilities,
    "upset": \.upset,
    "season": \.season,
    "hasLineups": \.hasLineups,
    "teams": \.teams,
    "previous": \.previous,
    "next": \.next,
  ]
}

extension MatchViewModel.Lineup: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<MatchViewModel.Lineup>] = [
    "name": \.name,
    "goals": \.goals,
    "count": \.count,
    "players": \.players,
  ]
}

extension MatchViewModel.PlayerEntry: TemplateData {
  nonisolated(unsafe) static let templateFields:
    [String: PartialKeyPath<MatchViewModel.PlayerEntry>] = [
      "text": \.text,
      "href": \.href,
      "ratingChange": \.ratingChange,
    ]
}

extension NotFoundViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<NotFoundViewModel>] = [
    "title": \.title,
    "homeHref": \.homeHref,
    "resultsHref": \.resultsHref,
    "playersHref": \.playersHref,
  ]
}

extension ChartViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<ChartViewModel>] = [
    "title": \.title,
    "summary": \.summary,
    "width": \.width,
    "height": \.height,
    "left": \.left,
    "right": \.right,
    "top": \.top,
    "bottom": \.bottom,
    "band": \.band,
    "line": \.line,
    "xTicks": \.xTicks,
    "yTicks": \.yTicks,
  ]
}

extension ChartViewModel.Tick: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<ChartViewModel.Tick>] = [
    "position": \.position,
    "label": \.label,
    "anchor": \.anchor,
  ]
}

extension PlayerViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<PlayerViewModel>] = [
    "title": \.title,
    "name": \.name,
    "facts": \.facts,
    "rating": \.rating,
    "ratingsHref": \.ratingsHref,
    "chart": \.chart,
    "hasGames": \.hasGames,
    "record": \.record,
    "form": \.form,
    "streaks": \.streaks,
    "seasons": \.seasons,
    "teammates": \.teammates,
    "opponents": \.opponents,
    "minimumShared": \.minimumShared,
    "appearances": \.appearances,
  ]
}

extension PlayersViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<PlayersViewModel>] = [
    "title": \.title,
    "table": \.table,
  ]
}

extension RatingsViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<RatingsViewModel>] = [
    "title": \.title,
    "table": \.table,
    "provisionalNote": \.provisionalNote,
  ]
}

extension ResultsViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<ResultsViewModel>] = [
    "title": \.title,
    "groups": \.groups,
  ]
}

extension ResultsViewModel.Group: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<ResultsViewModel.Group>] =
    [
      "heading": \.heading,
      "href": \.href,
      "table": \.table,
    ]
}

extension SeasonViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<SeasonViewModel>] = [
    "title": \.title,
    "summary": \.summary,
    "standings": \.standings,
    "awards": \.awards,
    "minimumGames": \.minimumGames,
    "results": \.results,
    "previous": \.previous,
    "next": \.next,
  ]
}

extension AwardViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<AwardViewModel>] = [
    "label": \.label,
    "text": \.text,
    "href": \.href,
  ]
}

extension LinkViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<LinkViewModel>] = [
    "text": \.text,
    "href": \.href,
  ]
}

extension FactViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<FactViewModel>] = [
    "label": \.label,
    "value": \.value,
  ]
}

extension TableViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<TableViewModel>] = [
    "caption": \.caption,
    "className": \.className,
    "columns": \.columns,
    "rows": \.rows,
    "hasRows": \.hasRows,
  ]
}

extension TableViewModel.Column: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<TableViewModel.Column>] = [
    "label": \.label,
    "spelledOut": \.spelledOut,
    "cssClass": \.cssClass,
  ]
}

extension TableViewModel.Cell: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<TableViewModel.Cell>] = [
    "text": \.text,
    "href": \.href,
    "header": \.header,
    "cssClass": \.cssClass,
  ]
}

extension TableViewModel.Row: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<TableViewModel.Row>] = [
    "cells": \.cells
  ]
}

extension LayoutViewModel: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<LayoutViewModel>] = [
    "siteTitle": \.siteTitle,
    "title": \.title,
    "description": \.description,
    "canonicalURL": \.canonicalURL,
    "stylesheetHref": \.stylesheetHref,
    "faviconHref": \.faviconHref,
    "homeHref": \.homeHref,
    "navigation": \.navigation,
    "content": \.content,
    "writeUp": \.writeUp,
    "writeUpTitle": \.writeUpTitle,
    "previous": \.previous,
    "next": \.next,
    "hasPager": \.hasPager,
    "generator": \.generator,
  ]
}

extension LayoutViewModel.NavItem: TemplateData {
  nonisolated(unsafe) static let templateFields: [String: PartialKeyPath<LayoutViewModel.NavItem>] =
    [
      "text": \.text,
      "href": \.href,
      "current": \.current,
    ]
}
