import Foundation
import GatherSite
import Hummingbird

/// Around Hummingbird's `FileMiddleware`, which serves the built site: puts the
/// live-reload script into every HTML page it serves (`LiveReload`), answers what is not
/// there with the site's 404 page, and tells browsers to keep nothing, since the site
/// changes under them.
struct LiveReloadMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The built site.
  let site: URL

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError where error.status == .notFound {
      response = Response(
        status: .notFound, headers: [.contentType: "text/html; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(bytes: LiveReload.notFoundPage(in: site))))
    }
    if response.status == .ok, response.headers[.contentType]?.hasPrefix("text/html") == true {
      if request.method == .get {
        let page = LiveReload.inject(try await Self.bytes(of: response.body))
        response.headers[.contentLength] = String(page.count)
        response.body = .init(byteBuffer: ByteBuffer(bytes: page))
      } else if request.method == .head {
        // The length of the page as a GET serves it, with the script; no body.
        var head = request.head
        head.method = .get
        let page = try await next(Request(head: head, body: request.body), context)
        let length = LiveReload.inject(try await Self.bytes(of: page.body)).count
        response.body = ResponseBody(contentLength: length) { writer in try await writer.finish(nil)
        }
      }
    }
    response.headers[.cacheControl] = "no-store"
    return response
  }

  /// The whole of a response's body.
  private static func bytes(of body: ResponseBody) async throws -> Data {
    let collector = Collector()
    try await body.write(collector)
    return Data(collector.bytes.readableBytesView)
  }

  /// Keeps what a response body writes.
  private final class Collector: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
      bytes.writeImmutableBuffer(buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
  }
}
