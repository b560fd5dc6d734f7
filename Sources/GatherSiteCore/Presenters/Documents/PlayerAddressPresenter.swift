/// Presents a player's permanent address, `players/ID/index.html`, where their page is
/// elsewhere: a small page in the site's language that sends the reader on to the page at
/// once (a refresh that every browser and host understands, with no script), names the page
/// as the canonical one, asks search engines not to index the address itself, and shows a
/// link to the page for a browser that does not follow refreshes. It carries the page's
/// Open Graph title, description and share card, since a chat app previews the link it is
/// given without following a refresh.
public struct PlayerAddressPresenter {
  /// What the build calls these files, in its reports (and leaves out of its count of pages).
  public static let origin = "player addresses"

  let context: PresentationContext
  let cards: ShareCardPresenter

  /// The address page of the listed player `id`.
  func page(id: Int) -> String {
    let router = context.router
    let address = Route.playerAddress(id: id)
    let page = Route.player(id: id)
    let player = context.league.players[id]
    let name = XMLText.escape(player?.name ?? context.players.unknownName(id))
    let title = XMLText.escape(player.map(context.players.title) ?? context.players.unknownName(id))
    let href = XMLText.escape(router.href(from: address, to: page))
    let url = XMLText.escape(router.url(page))
    var preview = [
      "<meta property=\"og:type\" content=\"website\">",
      "<meta property=\"og:site_name\" content=\"\(XMLText.escape(context.config.title))\">",
      "<meta property=\"og:title\" content=\"\(title)\">",
      "<meta property=\"og:description\" content=\"\(XMLText.escape(context.config.description))\">",
      "<meta property=\"og:url\" content=\"\(url)\">",
    ]
    if let (route, card) = cards.file(for: page) {
      let image = XMLText.escape(router.url(route))
      preview += [
        "<meta property=\"og:image\" content=\"\(image)\">",
        "<meta property=\"og:image:type\" content=\"image/png\">",
        "<meta property=\"og:image:width\" content=\"\(CardRenderer.width)\">",
        "<meta property=\"og:image:height\" content=\"\(CardRenderer.height)\">",
        "<meta property=\"og:image:alt\" content=\"\(XMLText.escape(card.alt))\">",
        "<meta name=\"twitter:card\" content=\"summary_large_image\">",
      ]
    } else {
      preview.append("<meta name=\"twitter:card\" content=\"summary\">")
    }
    return """
      <!DOCTYPE html>
      <html lang="\(XMLText.escape(context.wording.language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(name)</title>
      <meta name="robots" content="noindex">
      <link rel="canonical" href="\(url)">
      \(preview.joined(separator: "\n"))
      <meta http-equiv="refresh" content="0; url=\(href)">
      </head>
      <body>
      <main>
      <h1><a href="\(href)">\(name)</a></h1>
      </main>
      </body>
      </html>

      """
  }
}
