import Foundation

#if canImport(FoundationNetworking)
  // On Linux, URLRequest lives in the networking part of Foundation.
  import FoundationNetworking
#endif

/// Both configuration styles: `T() { $0.prop(value) }` and `value.configured(using:)`.
///
/// `NSObject` and its subclasses conform, and so do common Foundation types that are not
/// objects of `NSObject`. A type of yours opts in with one line:
/// ```swift
/// extension Card: DefaultConfigurableProtocol {}
/// ```
public protocol DefaultConfigurableProtocol: CallAsFunctionConfigurableProtocol,
  CustomConfigurableProtocol
{}

extension NSObject: DefaultConfigurableProtocol {}
extension JSONEncoder: DefaultConfigurableProtocol {}
extension JSONDecoder: DefaultConfigurableProtocol {}
extension PropertyListEncoder: DefaultConfigurableProtocol {}
extension PropertyListDecoder: DefaultConfigurableProtocol {}
extension URLComponents: DefaultConfigurableProtocol {}
extension URLRequest: DefaultConfigurableProtocol {}
extension URLQueryItem: DefaultConfigurableProtocol {}
extension DateComponents: DefaultConfigurableProtocol {}
