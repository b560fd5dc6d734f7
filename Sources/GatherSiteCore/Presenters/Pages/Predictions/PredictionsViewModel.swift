/// How the ratings' predictions held up: a table by season and all time, and the
/// calibration as a chart and a table.
struct PredictionsViewModel: Sendable {
  var title: String
  var intro: String
  var table: TableViewModel
  /// "A coin toss scores 0.25; lower is better."
  var coinNote: String
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
