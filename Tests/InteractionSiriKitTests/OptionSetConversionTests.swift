import Foundation
import InteractionModel
import Testing

@testable import InteractionSiriKit

#if os(iOS) || os(watchOS)
import Intents
#else
import SiriKitStandIn
#endif

/// SiriKit's option sets as lists of their members' names, and back, whatever bits they hold.
@Suite struct OptionSetConversionTests {
  @Test func anOptionSetIsItsMembersNamesInTheBitsOrder() throws {
    let attributes: INMessageAttributeOptions = [.flagged, .read]
    #expect(attributes.modelValue == .array([.string("read"), .string("flagged")]))
    #expect(try INMessageAttributeOptions(modelValue: attributes.modelValue) == attributes)
    #expect(INMessageAttributeOptions().modelValue == .array([]))
    // INPhotoAttributeOptions is deprecated from iOS 15 (tests build for 16): checked with the
    // stand-in, where the bridge's conversion of it is the same code.
    #if !os(iOS) && !os(watchOS)
    let photos: INPhotoAttributeOptions = [.GIF, .hdrPhoto, .longExposurePhoto]
    #expect(photos.modelValue == ["GIF", "hdrPhoto", "longExposurePhoto"])
    #expect(try INPhotoAttributeOptions(modelValue: photos.modelValue) == photos)
    #endif
  }

  @Test func bitsWithoutANameAreKeptAsOneNumber() throws {
    // Bit 5 and the top bit are members of no table entry: newer than it, or another app's.
    let unnamed: UInt = 1 << 5 | 1 << 63
    let attributes = INMessageAttributeOptions(
      rawValue: INMessageAttributeOptions.unread.rawValue | unnamed)
    #expect(
      attributes.modelValue
        == .array([.string("unread"), .integer(Int64(truncatingIfNeeded: unnamed))]))
    #expect(try INMessageAttributeOptions(modelValue: attributes.modelValue) == attributes)
  }

  @Test func aWrongValueSaysWhatAndWhere() {
    #expect {
      try INMessageAttributeOptions(modelValue: .string("read"))
    } throws: { error in
      "\(error)" == "expected array (members of INMessageAttributeOptions), found string"
    }
    #expect {
      try INMessageAttributeOptions(modelValue: ["read", "starred"])
    } throws: { error in
      "\(error)".contains("[1]")
        && "\(error)".contains("\"starred\" is not a case of INMessageAttributeOptions")
    }
    #expect {
      try INCallCapabilityOptions(modelValue: .array([.bool(true)]))
    } throws: { error in
      "\(error)".contains("[0]") && "\(error)".contains("expected string (a member's name)")
    }
  }

  @Test func aSearchForMessagesIntentCarriesItsAttributes() throws {
    let bridge = try GeneratedTable.bridge("INSearchForMessagesIntent")
    let intent = try bridge.siriKitIntent(properties: ["attributes": ["unread", "flagged"]])
    let typed = try #require(intent as? INSearchForMessagesIntent)
    #expect(typed.attributes == [.unread, .flagged])
    #expect(try bridge.modelProperties(of: intent)["attributes"] == ["unread", "flagged"])
    // No attributes is SiriKit's unset value, left out as an unset optional property is.
    let none = try bridge.siriKitIntent(properties: [:])
    #expect(try bridge.modelProperties(of: none)["attributes"] == nil)
  }
}
