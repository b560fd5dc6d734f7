/// Presents a match's photo: on its page (`viewModel`), and in chats (`openGraph`), where a
/// match whose photo has a reduced copy shows that copy instead of its share card.
struct PhotoPresenter {
  let context: PresentationContext

  /// The photo of the gather at `index`, for its page; `nil` without one.
  func viewModel(index: Int) -> PhotoViewModel? {
    guard let photo = context.league.details[index]?.photo else { return nil }
    return PhotoViewModel(
      src: context.router.href(from: .match(index: index), to: .staticFile(photo.path)),
      width: String(photo.width), height: String(photo.height), alt: alt(index))
  }

  /// The reduced copy of the photo of the page at `route`, for `og:image`, when it is a
  /// match's with a photo that `photos` has a copy of.
  func openGraph(_ route: Route, photos: ReducedPhotos) -> LayoutViewModel.Image? {
    guard case .match(let index) = route, let photo = context.league.details[index]?.photo,
      let copy = photos.copies[photo.path]
    else { return nil }
    return LayoutViewModel.Image(
      url: context.router.url(copy.route), type: "image/jpeg", width: String(copy.width),
      height: String(copy.height), alt: alt(index))
  }

  /// "Photo of the match, 12 May 2024".
  private func alt(_ index: Int) -> String {
    context.wording(.matchPhotoAlt, ("date", context.shortDates[index]))
  }
}
