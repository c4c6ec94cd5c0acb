// UIKit re-exports Foundation (CGFloat, CGRect, NSObject, NSAttributedString...), so code that
// imports only UIKit sees them; HeadlessUIKit does the same.
@_exported import Foundation

// On iOS, Foundation has URLSession; on Linux it lives in FoundationNetworking, so code that
// fetches with `URLSession.shared` after importing only UIKit finds it here too.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
