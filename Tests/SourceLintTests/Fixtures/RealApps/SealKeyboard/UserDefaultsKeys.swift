//
//  UserDefaultsKeys.swift
//  Seal
//
//  Created by tz on 8/11/21.
//

import Foundation

enum UserDefaultsKeys: String {
  case previousPasteboardChangeCount
  case currentLayout
  case chatDisplayName
}
