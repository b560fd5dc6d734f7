/// How the ratings' predictions held up: a table by season and all time, how the chances
/// are made (the league's model beside the standard settings and a coin), and the
/// calibration as a chart and a table.
struct PredictionsViewModel: Sendable {
  var title: String
  var intro: String
  var table: TableViewModel
  /// "A coin toss scores 0.25; lower is better."
  var coinNote: String
  var modelHeading: String
  /// "The chances come from ratings with a performance spread β of 47.14 …".
  var model: String
  /// The Brier score of the league's model, the standard settings' and a coin's; `nil`
  /// when no match was rated.
  var comparison: TableViewModel?
  /// The calibration chart; `nil` when no match had a favourite.
  var chart: CalibrationChartViewModel?
  var calibration: TableViewModel
}

/// The calibration chart: the favourite's mean chance against its mean result, per bucket,
/// beside the diagonal of perfect calibration, as coordinates ready for the SVG template.
struct CalibrationChartViewModel: Sendable {
  /// One bucket's point, with its text for a tooltip.
  struct Point: Sendable {
    var x: String
    var y: String
    var label: String
  }

  var title: String
  var summary: String
  var width: String
  var height: String
  var left: String
  var right: String
  var top: String
  var bottom: String
  /// Polyline points of the diagonal, where the chance given equals the result.
  var diagonal: String
  var points: [Point]
  var xTicks: [ChartViewModel.Tick]
  var yTicks: [ChartViewModel.Tick]
  var xLabel: String
  var yLabel: String
}
