// `swift run gallery`: draws the gallery's screens to SVG. See `gallery --help`.
import Foundation
import GalleryScreens

@MainActor
func runGallery() -> Int32 {
  do {
    let options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try Gallery.run(options) { print($0) }
    return 0
  } catch {
    FileHandle.standardError.write(Data("gallery: error: \(error)\n".utf8))
    return 1
  }
}

exit(MainActor.assumeIsolated { runGallery() })
