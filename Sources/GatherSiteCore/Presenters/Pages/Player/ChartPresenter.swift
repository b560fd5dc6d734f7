import Foundation

/// Turns a player's rating history into chart coordinates: the ordinal as a line and the
/// μ ± σ band behind it, against time, with readable axes.
struct ChartPresenter {
  let context: PresentationContext
  static let width = 640.0
  static let height = 260.0
  static let margin = (left: 44.0, right: 16.0, top: 12.0, bottom: 30.0)

  func viewModel(name: String, history: RatingHistory) -> ChartViewModel? {
    let points = history.compactMap { change -> (date: Date, rating: Rating)? in
      context.league.gathers[change.gatherIndex].completedAt.map { ($0, change.after) }
    }
    guard let first = points.first, let last = points.last else { return nil }
    let plot = (
      left: Self.margin.left, right: Self.width - Self.margin.right, top: Self.margin.top,
      bottom: Self.height - Self.margin.bottom
    )
    let low = points.map { min($0.rating.ordinal, $0.rating.mu - $0.rating.sigma) }.min()!
    let high = points.map { $0.rating.mu + $0.rating.sigma }.max()!
    let step = Self.niceStep((high - low) / 4)
    let yMin = (low / step).rounded(.down) * step
    let yMax = max((high / step).rounded(.up) * step, yMin + step)
    let start = first.date.timeIntervalSince1970
    let span = max(last.date.timeIntervalSince1970 - start, 1)
    func x(_ date: Date) -> Double {
      points.count == 1
        ? (plot.left + plot.right) / 2
        : plot.left + (date.timeIntervalSince1970 - start) / span * (plot.right - plot.left)
    }
    func y(_ value: Double) -> Double {
      plot.bottom - (value - yMin) / (yMax - yMin) * (plot.bottom - plot.top)
    }
    // "x,y x,y …", written as bytes: a long-serving player's chart has thousands of numbers.
    var band: [UInt8] = []
    var line: [UInt8] = []
    band.reserveCapacity(points.count * 24)
    line.reserveCapacity(points.count * 12)
    func pair(_ date: Date, _ value: Double, to bytes: inout [UInt8]) {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      Self.appendNumber(x(date), to: &bytes)
      bytes.append(UInt8(ascii: ","))
      Self.appendNumber(y(value), to: &bytes)
    }
    for point in points { pair(point.date, point.rating.mu + point.rating.sigma, to: &band) }
    for point in points.reversed() {
      pair(point.date, point.rating.mu - point.rating.sigma, to: &band)
    }
    for point in points { pair(point.date, point.rating.ordinal, to: &line) }
    let yTicks = stride(from: yMin, through: yMax + step / 2, by: step).map {
      ChartViewModel.Tick(
        position: Self.number(y($0)), label: context.wording.decimal(Self.number($0)), anchor: "end"
      )
    }
    let tickCount = min(points.count, 5)
    let xTicks = (0..<tickCount).map { n -> ChartViewModel.Tick in
      let date =
        tickCount == 1
        ? first.date : Date(timeIntervalSince1970: start + span * Double(n) / Double(tickCount - 1))
      let anchor =
        tickCount == 1 ? "middle" : n == 0 ? "start" : n == tickCount - 1 ? "end" : "middle"
      return ChartViewModel.Tick(
        position: Self.number(x(date)), label: context.dates.month(date), anchor: anchor)
    }
    let final = last.rating
    return ChartViewModel(
      title: context.wording(.playerChartTitle, ("name", name)),
      summary: context.wording.count(
        .playerChartDescription, points.count, ("first", context.dates.short(first.date)),
        ("last", context.dates.short(last.date)), ("rating", context.ratings.value(final.ordinal)),
        ("mu", context.ratings.value(final.mu)), ("sigma", context.ratings.value(final.sigma))),
      width: Self.number(Self.width), height: Self.number(Self.height),
      left: Self.number(plot.left), right: Self.number(plot.right), top: Self.number(plot.top),
      bottom: Self.number(plot.bottom),
      band: String(decoding: band, as: UTF8.self),
      line: String(decoding: line, as: UTF8.self),
      xTicks: xTicks, yTicks: yTicks)
  }

  /// 1, 2 or 5 times a power of ten, at least `rough`.
  static func niceStep(_ rough: Double) -> Double {
    guard rough > 0 else { return 1 }
    let power = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2.0, 5.0, 10.0] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  /// The value to one decimal, without a trailing ".0": "12", "12.3", "-0.5".
  static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `number(value)`, appended to `bytes`.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    let tenths = (value * 10).rounded()
    // In whole tenths (a chart has thousands of numbers): the text Swift prints for the
    // rounded value, which is what values too large for that (and NaN) get.
    guard tenths.magnitude < 1e15 else {
      bytes.append(contentsOf: String(tenths / 10).utf8)
      return
    }
    let count = Int(tenths)
    let (whole, tenth) = count.magnitude.quotientAndRemainder(dividingBy: 10)
    if count < 0 { bytes.append(UInt8(ascii: "-")) }
    // The digits of `whole`, most significant first.
    let start = bytes.count
    var rest = whole
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
    if tenth != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(tenth))
    }
  }
}
