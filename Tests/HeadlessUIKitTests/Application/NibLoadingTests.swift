import DeclarativeUIKit
import Testing

/// Nibs: UINib.h and UINibLoading.h (iPhoneOS16.5.sdk) for the API. Code that registers or loads
/// a nib builds; loading one stops the program, with UIKit's NSInternalInconsistencyException
/// message ("Could not load NIB in bundle: 'NSBundle <path> (loaded)' with name 'Name'") when
/// the bundle has no such nib.
@Suite struct NibLoadingTests {
  @Test @MainActor func registeringANibCountsAsARegistration() {
    let table = UITableView()
    table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
    table.register(
      UINib(nibName: "SectionHeader", bundle: .main), forHeaderFooterViewReuseIdentifier: "header")
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "photo")
    grid.register(
      UINib(data: Data(), bundle: nil), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "title")
    #expect(UINib.OptionsKey.externalObjects.rawValue == "UINibExternalObjects")
  }

  @Test func loadingAMissingNibStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = Bundle.main.loadNibNamed("ProfileHeader", owner: nil, options: nil)
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("Could not load NIB in bundle: 'NSBundle <"))
    #expect(text.contains("(loaded)' with name 'ProfileHeader'"))
  }

  @Test func dequeuingACellRegisteredFromANibStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = UITableView()
        table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")
        _ = table.dequeueReusableCell(withIdentifier: "contact", for: IndexPath(row: 0, section: 0))
      }
    }
  }
}
