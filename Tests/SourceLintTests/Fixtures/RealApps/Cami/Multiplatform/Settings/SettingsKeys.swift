//
//  SettingsKeys.swift
//  Cami
//
//  Created by Guillaume Coquard on 23/01/25.
//

enum SettingsKeys {
    static let hasDismissedOnboarding = "hasDismissedOnboarding"
    static let accessWorkInProgressFeatures = "accessWorkInProgressFeatures"
    static let openInCami = "openInCami"
}
