/// Presents a player's permanent address, `players/ID/index.html`, where their page is
/// elsewhere: a small page in the site's language that sends the reader on to the page at
/// once (a refresh that every browser and host understands, with no script), names the page
/// as the canonical one, asks search engines not to index the address itself, and shows a
/// link to the page for a browser that does not follow refreshes.
struct PlayerAddressPresenter {
  let context: PresentationContext

  /// The address page of the listed player `id`.
  func page(id: Int) -> String {
    let router = context.router
    let address = Route.playerAddress(id: id)
    let name = XMLText.escape(context.league.players[id]?.name ?? context.players.unknownName(id))
    let href = XMLText.escape(router.href(from: address, to: .player(id: id)))
    return """
      <!DOCTYPE html>
      <html lang="\(XMLText.escape(context.wording.language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(name)</title>
      <meta name="robots" content="noindex">
      <link rel="canonical" href="\(XMLText.escape(router.url(.player(id: id))))">
      <meta http-equiv="refresh" content="0; url=\(href)">
      </head>
      <body>
      <p><a href="\(href)">\(name)</a></p>
      </body>
      </html>

      """
  }
}
