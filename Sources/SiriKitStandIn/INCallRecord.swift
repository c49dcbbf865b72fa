public import Foundation

/// A call in the phone's history, as `INStartCallIntent`'s `callRecordToCallBack` names it.
///
/// https://developer.apple.com/documentation/intents/incallrecord
///
/// The bridge leaves call records out of recordings, so the stand-in declares the class, which
/// `INStartCallIntent`'s initializer takes, and none of its members.
open class INCallRecord: NSObject {}
