import DeclarativeUIKitPreviews

MainActor.assumeIsolated { PreviewRunner.main(previews) }
