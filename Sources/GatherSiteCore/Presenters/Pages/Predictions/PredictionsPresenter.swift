/// Presents how the ratings' pre-match probabilities held up (`PredictionRecord`).
struct PredictionsPresenter {
  let context: PresentationContext

  func viewModel() -> PredictionsViewModel {
    let record = context.facts.predictions
    let wording = context.wording
    let page = Route.predictions
    let rows =
      record.seasons.reversed().map { season, tally in
        row(
          TableBuilder.rowHeader(
            season.name, href: context.router.href(from: page, to: .season(season))), tally)
      } + [row(TableBuilder.rowHeader(wording[.navAllTime], href: nil), record.allTime)]
    let table = self.table(rows: record.allTime.rated == 0 ? [] : rows)
    let calibration = TableViewModel(
      caption: wording[.predictionsCalibrationCaption], className: "calibration",
      wording: wording,
      columns: [
        TableBuilder.column(wording, .predictionsBucket, numeric: false),
        TableBuilder.column(wording, .predictionsMatchesLong, numeric: true),
        TableBuilder.column(wording, .predictionsPredicted, numeric: true),
        TableBuilder.column(wording, .predictionsActual, numeric: true),
      ],
      rows: record.calibration.map { bucket in
        TableViewModel.Row(cells: [
          TableBuilder.rowHeader(bucketName(bucket), href: nil),
          TableBuilder.number(bucket.matches),
          TableBuilder.text(wording.percent(bucket.predicted), numeric: true),
          TableBuilder.text(wording.percent(bucket.actual), numeric: true),
        ])
      })
    return PredictionsViewModel(
      title: wording[.predictionsTitle],
      intro: wording(.predictionsIntro, ("a", context.results.team(.a))), table: table,
      coinNote: wording[.predictionsCoin], modelHeading: wording[.predictionsModelHeading],
      model: modelNote(), comparison: record.allTime.brier.map(comparison),
      chart: record.calibration.isEmpty ? nil : chart(record.calibration), calibration: calibration
    )
  }

  /// How the chances were made: the model's β and where it came from, and its τ.
  private func modelNote() -> String {
    let model = context.facts.ratings.model
    let phrase: Phrase =
      switch model.origin(context.facts.config.ratings) {
      case .fitted: .predictionsModelFitted
      case .pickupDefault: .predictionsModelDefault
      case .settings: .predictionsModelFixed
      }
    let note = context.wording(
      phrase, ("beta", context.ratings.value(model.beta)),
      ("tau", context.ratings.value(model.tau)), ("matches", String(model.matches)),
      ("minimum", String(RatingModelFit.minimumMatches)))
    // Forward only: the β the earlier chances were given with.
    guard model.schedule.count > 1, let first = model.schedule.first, let last = model.schedule.last
    else { return note }
    return note + " "
      + context.wording(
        .predictionsModelForward, ("first", context.ratings.value(first.beta)),
        ("minimum", String(model.schedule[1].after)),
        ("changes", context.wording.count(.predictionsModelChanges, model.schedule.count - 1)),
        ("after", String(last.after)))
  }

  /// The table of the favourite's results: a row by season (`row`), all time last.
  func table(rows: [TableViewModel.Row]) -> TableViewModel {
    let wording = context.wording
    return TableViewModel(
      caption: wording[.predictionsCaption], className: "predictions", wording: wording,
      // On a phone: how the favourites did; the counts and the Brier score where there is
      // room.
      columns: [
        TableBuilder.column(wording, .columnsSeason, numeric: false),
        TableBuilder.column(
          wording, .predictionsRated, .predictionsRatedLong, numeric: true, priority: .wide),
        TableBuilder.column(
          wording, .predictionsEven, .predictionsEvenLong, numeric: true, priority: .wider),
        TableBuilder.column(
          wording, .predictionsFavouriteWon, .predictionsFavouriteWonLong, numeric: true),
        TableBuilder.column(
          wording, .predictionsFavouriteDrew, .predictionsFavouriteDrewLong, numeric: true),
        TableBuilder.column(
          wording, .predictionsFavouriteLost, .predictionsFavouriteLostLong, numeric: true),
        TableBuilder.column(
          wording, .predictionsBrier, .predictionsBrierLong, numeric: true, priority: .wide),
      ],
      rows: rows)
  }

  /// The Brier score of the league's model beside the standard settings' and a coin's.
  private func comparison(_ brier: Double) -> TableViewModel {
    let wording = context.wording
    let standard = RatingModel.standard
    let rows: [(String, Double?)] = [
      (
        wording(
          .predictionsModelOwn, ("beta", context.ratings.value(context.facts.ratings.model.beta))),
        brier
      ),
      (
        wording(.predictionsModelStandard, ("beta", context.ratings.value(standard.beta))),
        context.facts.ratings.standardBrier
      ),
      (wording[.predictionsModelCoin], 0.25),
    ]
    return TableViewModel(
      caption: wording[.predictionsModelCaption], className: "models", wording: wording,
      columns: [
        TableBuilder.column(wording, .predictionsModelColumn, numeric: false),
        TableBuilder.column(wording, .predictionsBrier, .predictionsBrierLong, numeric: true),
      ],
      rows: rows.map { name, value in
        TableViewModel.Row(cells: [
          TableBuilder.rowHeader(name, href: nil),
          TableBuilder.text(value.map(self.brier) ?? "–", numeric: true),
        ])
      })
  }

  /// A season's (or all time's) row: the counts, the favourite's results with their
  /// shares, and the Brier score.
  func row(_ header: TableViewModel.Cell, _ tally: PredictionRecord.Tally)
    -> TableViewModel.Row
  {
    let decided = tally.rated - tally.even
    let share = { (count: Int) -> TableViewModel.Cell in
      TableBuilder.text(
        decided == 0
          ? String(count)
          : context.wording(
            .predictionsCountShare, ("count", String(count)),
            ("share", context.wording.percent(Double(count) / Double(decided)))),
        numeric: true)
    }
    return TableViewModel.Row(cells: [
      header, TableBuilder.number(tally.rated), TableBuilder.number(tally.even),
      share(tally.favouriteWon), share(tally.drawn), share(tally.favouriteLost),
      TableBuilder.text(tally.brier.map(brier) ?? "–", numeric: true),
    ])
  }

  /// "0.231": a Brier score to three decimals; "–" for no number.
  func brier(_ value: Double) -> String {
    let scaled = (value * 1000).rounded()
    guard scaled.magnitude < 1e15 else { return "–" }
    let thousandths = Int(scaled)
    let digits = String(thousandths % 1000)
    return context.wording.decimal(
      "\(thousandths / 1000).\(String(repeating: "0", count: 3 - digits.count))\(digits)")
  }

  /// "50–60%", "90–100%".
  private func bucketName(_ bucket: PredictionRecord.Bucket) -> String {
    context.wording(
      .predictionsBucketRange, ("from", context.wording.wholePercent(bucket.from)),
      ("to", context.wording.wholePercent(bucket.to)))
  }

  private static let width = 480.0
  private static let height = 320.0

  /// The chart: the favourite's chance given (50–100%) across, the result (0–100%) up.
  private func chart(_ buckets: [PredictionRecord.Bucket]) -> CalibrationChartViewModel {
    let (left, right, top, bottom) = (56.0, Self.width - 16, 16.0, Self.height - 40)
    let x = { (chance: Double) in left + (chance - 0.5) / 0.5 * (right - left) }
    let y = { (result: Double) in bottom - result * (bottom - top) }
    let number = ChartPresenter.number
    let wording = context.wording
    return CalibrationChartViewModel(
      title: wording[.predictionsChartTitle],
      summary: wording[.predictionsChartSummary],
      width: number(Self.width), height: number(Self.height), left: number(left),
      right: number(right), top: number(top), bottom: number(bottom),
      diagonal: "\(number(x(0.5))),\(number(y(0.5))) \(number(x(1))),\(number(y(1)))",
      points: buckets.map { bucket in
        CalibrationChartViewModel.Point(
          x: number(x(bucket.predicted)), y: number(y(bucket.actual)),
          label: wording.count(
            .predictionsPoint, bucket.matches, ("bucket", bucketName(bucket)),
            ("predicted", wording.percent(bucket.predicted)),
            ("actual", wording.percent(bucket.actual))))
      },
      xTicks: [0.5, 0.6, 0.7, 0.8, 0.9, 1].map {
        ChartViewModel.Tick(
          position: number(x($0)), label: wording.wholePercent($0),
          anchor: $0 == 0.5 ? "start" : $0 == 1 ? "end" : "middle")
      },
      yTicks: [0, 0.25, 0.5, 0.75, 1].map {
        ChartViewModel.Tick(position: number(y($0)), label: wording.wholePercent($0), anchor: "end")
      },
      xLabel: wording[.predictionsChanceAxis], yLabel: wording[.predictionsResultAxis])
  }
}
