/// The load of one URL's image into an image view, for `image(url:placeholder:)`.
///
/// The image is read and decoded off the main actor: a file URL with
/// `UIImage(contentsOfFile:)`, any other with `URLSession.shared` and `UIImage(data:)`. It is
/// shown on the main actor, unless the load was cancelled by then.
///
/// Ownership and cancellation: the view owns its one load through its ``BindingStore``, and the
/// load's task holds the view weakly. A new URL replaces the load, and a load ends its task when
/// it goes, so the latest URL wins and a view that goes away has nothing delivered to it (and a
/// download in flight is cancelled: `URLSession`'s async `data(from:)` stops with its task).
@MainActor
final class ImageURLLoad {
  private let task: Task<Void, Never>

  private init(url: URL, imageView: UIImageView) {
    task = Task { [weak imageView] in
      let image = await Self.image(at: url)
      guard !Task.isCancelled, let image, let imageView else { return }
      imageView.image = image
    }
  }

  deinit {
    task.cancel()
  }

  /// Starts loading `url` into `imageView`, cancelling the load it replaces; `nil` only cancels.
  static func start(_ url: URL?, in imageView: UIImageView) {
    let store = BindingStore.of(imageView)
    store.bindings.removeAll { $0 is ImageURLLoad }
    guard let url else { return }
    store.bindings.append(ImageURLLoad(url: url, imageView: imageView))
  }

  /// Waits until the load `imageView` has in flight has shown its image or given up; returns at
  /// once when there is none. Tests wait on this rather than on a clock.
  static func finished(in imageView: UIImageView) async {
    let load = BindingStore.of(imageView).bindings.lazy.compactMap { $0 as? ImageURLLoad }.first
    await load?.task.value
  }

  /// The image at a URL, or `nil` when it cannot be read or is not an image.
  private nonisolated static func image(at url: URL) async -> UIImage? {
    if url.isFileURL { return UIImage(contentsOfFile: url.path) }
    guard let data = try? await URLSession.shared.data(from: url).0 else { return nil }
    return UIImage(data: data)
  }
}
