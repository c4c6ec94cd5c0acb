import Foundation

/// The object a layer reports to; every `UIView` is the delegate of its own layer.
public protocol CALayerDelegate: AnyObject {}
