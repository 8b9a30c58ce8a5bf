//
//  UserDefaults+Planetary.swift
//  Planetary
//
//  Created by Matthew Lorentz on 5/17/22.
//  Copyright © 2022 Verse Communications Inc. All rights reserved.
//

import Foundation

extension UserDefaults {
    static let homeFeedStrategy = "PLHomeFeedStrategy"
    static let discoveryFeedStrategy = "PLDiscoveryFeedStrategy"
    static let appStoreReviewPromptCount = "PLAppStoreReviewPromptCount"
    static let didMigrateIdentityToScuttlego = "PLDidMigrateIdentityToScuttlego"
}
