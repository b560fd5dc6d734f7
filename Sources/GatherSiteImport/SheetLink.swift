import AsyncHTTPClient
import Foundation
import GatherSiteCore
import NIOCore
import NIOSSL

/// A sheet published on the web, read from its `https://` link: Google Sheets' "Publish to
/// the web" address (as CSV or as a workbook), or any server's file. AsyncHTTPClient
/// fetches it.
///
/// It promises to follow redirects (up to five), to give up after `timeLimit` and beyond
/// `sizeLimit` bytes, and to read only what a server answered with success; and that each
/// way it can fail is an error naming the link, in words an organiser can act on: a web
/// page (a sign-in page, a sheet not published) is not a table, a 404 is a link to nothing,
/// a 401 or 403 is a sheet not shared. Only `https://` is read: what a link returns goes
/// straight into the site.
public struct SheetLink: Sendable {
  /// How long a link may take to answer whole: a minute.
  public static let defaultTimeLimit = TimeAmount.seconds(60)
  /// The most bytes a link may answer with: 64 MiB, a hundred times the 10,000 matches
  /// of the benchmark league.
  public static let defaultSizeLimit = 64 << 20

  public var timeLimit = defaultTimeLimit
  /// How long connecting may take, tries after a refused certificate included.
  public var connectTimeLimit = TimeAmount.seconds(15)
  public var sizeLimit = defaultSizeLimit
  /// Certificates (PEM files) trusted besides the system's: for tests.
  var additionalTrust: [String] = []

  public init() {}

  /// Whether a command-line argument is a link rather than a file's path.
  public static func isLink(_ argument: String) -> Bool {
    let lowered = argument.lowercased()
    return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
  }

  /// The bytes the sheet at `link` answers with.
  public func fetch(_ link: String) async throws(Diagnostic) -> Data {
    guard link.lowercased().hasPrefix("https://") else {
      throw Diagnostic(
        .error, file: link,
        "is not an https:// link; only those are read (Google Sheets' \"Publish to the web\" links are)"
      )
    }
    guard URL(string: link)?.host != nil else {
      throw Diagnostic(.error, file: link, "is not a link that can be read")
    }
    var tls = TLSConfiguration.makeClientConfiguration()
    tls.additionalTrustRoots = additionalTrust.map { .file($0) }
    var configuration = HTTPClient.Configuration(
      tlsConfiguration: tls, redirectConfiguration: .follow(max: 5, allowCycles: false),
      timeout: .init(connect: connectTimeLimit, read: timeLimit))
    configuration.decompression = .enabled(limit: .size(sizeLimit))
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let result: Result<Data, Diagnostic>
    do {
      result = .success(try await read(link, with: client))
    } catch let error as Diagnostic {
      result = .failure(error)
    } catch {
      result = .failure(Diagnostic(.error, file: link, describe(error)))
    }
    try? await client.shutdown()
    return try result.get()
  }

  private func read(_ link: String, with client: HTTPClient) async throws -> Data {
    var request = HTTPClientRequest(url: link)
    request.headers.add(
      name: "Accept", value: "text/csv, application/octet-stream;q=0.9, */*;q=0.5")
    request.headers.add(name: "User-Agent", value: "gather-site")
    let response = try await client.execute(request, deadline: .now() + timeLimit)
    if let url = response.url, url.scheme?.lowercased() != "https" {
      throw Diagnostic(
        .error, file: link,
        "sends on to \(JSONValue.quote(url.absoluteString)), which is not https://; only https:// links are read"
      )
    }
    let status = response.status
    guard (200..<300).contains(Int(status.code)) else {
      throw Diagnostic(.error, file: link, answered(Int(status.code), status.reasonPhrase))
    }
    if let length = response.headers.first(name: "Content-Length").flatMap(Int.init),
      length > sizeLimit
    {
      throw tooLarge(link)
    }
    let body: ByteBuffer
    do {
      body = try await response.body.collect(upTo: sizeLimit)
    } catch is NIOTooManyBytesError {
      throw tooLarge(link)
    }
    let data = Data(body.readableBytesView)
    let type = response.headers.first(name: "Content-Type")?.lowercased() ?? ""
    if type.hasPrefix("text/html") || Self.looksLikeAWebPage(data) {
      throw Diagnostic(.error, file: link, webPage(data))
    }
    return data
  }

  /// Whether an answer starts as HTML does.
  static func looksLikeAWebPage(_ data: Data) -> Bool {
    let start = String(decoding: data.prefix(512), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return start.hasPrefix("<!doctype html") || start.hasPrefix("<html")
  }

  private func webPage(_ data: Data) -> String {
    let text = String(decoding: data.prefix(65_536), as: UTF8.self)
    var title = ""
    if let open = text.range(of: "<title", options: .caseInsensitive),
      let close = text.range(
        of: "</title>", options: .caseInsensitive, range: open.upperBound..<text.endIndex),
      let end = text[open.upperBound..<close.lowerBound].firstIndex(of: ">")
    {
      title = text[text.index(after: end)..<close.lowerBound]
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let named = title.isEmpty ? "" : " (\(JSONValue.quote(String(title.prefix(80)))))"
    return
      "answered with a web page\(named), not a table: the sheet is not published, or asks to sign in. In Google Sheets, choose File ▸ Share ▸ Publish to the web, pick the sheet and \"Comma-separated values (.csv)\", and give that link"
  }

  private func answered(_ code: Int, _ reason: String) -> String {
    let answer = "answered \(code) \(reason)"
    switch code {
    case 401, 403:
      return
        "\(answer): the sheet is not shared with everyone. In Google Sheets, choose File ▸ Share ▸ Publish to the web and give the link it shows"
    case 404, 410:
      return
        "\(answer): there is no sheet at this link; check it, and that the sheet is still published"
    case 300..<400: return "\(answer): it sends on more than 5 times, or in a circle"
    default: return "\(answer); try again later, or download the sheet and import the file"
    }
  }

  private func tooLarge(_ link: String) -> Diagnostic {
    Diagnostic(
      .error, file: link,
      "answered with more than \(sizeLimit >> 20) MiB, far more than a sheet of matches; check the link"
    )
  }

  private func describe(_ error: any Error) -> String {
    switch error {
    case let error as HTTPClientError where error == .connectTimeout:
      let seconds = connectTimeLimit.nanoseconds / 1_000_000_000
      return
        "could not be reached within \(seconds) seconds; check the link and your connection"
    case let error as HTTPClientError
    where error == .deadlineExceeded || error == .readTimeout:
      let seconds = timeLimit.nanoseconds / 1_000_000_000
      return
        "did not answer within \(seconds) \(seconds == 1 ? "second" : "seconds"); try again later, or download the sheet and import the file"
    case let error as HTTPClientError
    where error == .redirectLimitReached || error == .redirectCycleDetected:
      return "sends on more than 5 times, or in a circle"
    case is NIOSSLError, is BoringSSLError:
      return
        "cannot be read safely: its server's certificate is not trusted; check the link, or download the sheet and import the file"
    default:
      return "cannot be reached; check the link and your connection"
    }
  }
}
