/// A rating chart, as coordinates and labels ready for the SVG template.
struct ChartViewModel: Sendable {
  /// A labelled tick on an axis.
  struct Tick: Sendable {
    var position: String
    var label: String
    /// SVG text-anchor, so that the first and last labels stay inside the chart.
    var anchor: String
  }

  var title: String
  var summary: String
  var width: String
  var height: String
  var left: String
  var right: String
  var top: String
  var bottom: String
  /// Polygon points of the μ ± σ band.
  var band: String
  /// Polyline points of the ordinal.
  var line: String
  var xTicks: [Tick]
  var yTicks: [Tick]
}
