//
//  Satellite.swift
//  Multiplatform
//
//  Created by Rasmus Krämer on 25.01.25.
//

import SwiftUI
import AppIntents
import OSLog
import ShelfPlayback

@Observable @MainActor
final class Satellite {
    let logger = Logger(subsystem: "io.rfk.shelfPlayerKit", category: "Satellite")
    
    // MARK: Navigation
    
    private(set) var isOffline = Defaults[.startInOfflineMode]
    
    @ObservableDefault(.lastTabValue) @ObservationIgnored
    var tabValue: TabValue?
    
    private(set) var sheetStack = [Sheet]()
    var warningAlertStack = [WarningAlert]()
    
    private(set) var isLoadingAlert = false

    // MARK: Playback
    
    private(set) var nowPlayingItemID: ItemIdentifier?
    private(set) var nowPlayingItem: PlayableItem?
    
    private(set) var queue = [ItemIdentifier]()
    private(set) var upNextQueue = [ItemIdentifier]()
    
    private(set) var chapter: Chapter?
    private(set) var chapters = [Chapter]()
    
    private(set) var isPlaying = false
    private(set) var isBuffering = true
    
    private(set) var currentTime = 0.0
    private(set) var currentChapterTime = 0.0
    
    private(set) var duration = 0.0
    private(set) var chapterDuration = 0.0
    
    private(set) var volume = 0.0
    private(set) var playbackRate = 0.0
    
    private(set) var route: AudioRoute?
    private(set) var sleepTimer: SleepTimerConfiguration?
    
    private(set) var upNextOrigin: Item?
    private(set) var upNextStrategy: ResolvedUpNextStrategy?
    
    private(set) var bookmarks = [Bookmark]()
    
    // MARK: Playback helper
    
    private(set) var remainingSleepTime: Double?
    
    private(set) var totalLoading = 0
    private(set) var busy = [ItemIdentifier: Int]()
    
    private(set) var skipCache: TimeInterval?
    
    @ObservationIgnored
    private(set) nonisolated(unsafe) var skipTask: Task<Void, Never>?
    
    // MARK: Utility
    
    var notifyError = false
    var notifySuccess = false
    
    private var stash = RFNotification.MarkerStash()
    
    // MARK: Init
    
    
    // MARK: General Purpose
    
    enum SatelliteError: Error {
        case missingItem
    }


}

// MARK: Sheet & Alert

extension Satellite {
    enum Sheet: Identifiable, Equatable {
        case listenNow
        case globalSearch
        
        case preferences
        
        case description(Item)
        case configureGrouping(ItemIdentifier)
        
        case editCollection(ItemCollection)
        case editCollectionMembership(ItemIdentifier)
        
        case whatsNew
        
        var id: String {
            switch self {
                case .listenNow:
                    "listenNow"
                case .globalSearch:
                    "globalSearch"
                case .preferences:
                    "preferences"
                case .description(let item):
                    "description-\(item.id)"
                case .configureGrouping(let itemID):
                    "configureGrouping-\(itemID)"
                case .editCollection(let collection):
                    "editCollection-\(collection.id)"
                case .editCollectionMembership(let itemID):
                    "editCollectionMembership-\(itemID)"
                case .whatsNew:
                    "whatsNew"
            }
        }
    }
    enum WarningAlert {
        case message(String)
        
        case resumePlayback(ItemIdentifier)
        
        case playbackStartWhileDownloading(ItemIdentifier)
        case downloadStartWhilePlaying
        case downloadRemoveWhilePlaying
        
        case convenienceDownloadManaged(ItemIdentifier)
        
        var message: String {
            switch self {
                case .message(let message):
                    message
                    
                case .resumePlayback:
                    String(localized: "playback.alert.resume.message")
                    
                case .playbackStartWhileDownloading:
                    String(localized: "warning.playbackDownload.activeDownload")
                case .downloadStartWhilePlaying:
                    String(localized: "warning.playbackDownload.activePlayback")
                case .downloadRemoveWhilePlaying:
                    String(localized: "warning.playbackDownload.removeDownload")
                    
                case .convenienceDownloadManaged:
                    String(localized: "warning.convenienceDownloadManaged")
            }
        }
        
        var actions: [WarningAction] {
            switch self {
                case .message:
                    [.dismiss]
                    
                case .resumePlayback, .playbackStartWhileDownloading, .downloadStartWhilePlaying, .downloadRemoveWhilePlaying:
                    [.cancel, .proceed]
                    
                case .convenienceDownloadManaged(let itemID):
                    [.cancel, .removeConvenienceDownloadConfigurations(itemID), .proceed]
            }
        }
        
        enum WarningAction: Identifiable, Hashable, Equatable, Codable {
            case cancel
            case proceed
            case dismiss
            
            // Special
            
            case removeConvenienceDownloadConfigurations(ItemIdentifier)
            
            var id: String {
                switch self {
                    case .cancel:
                        "Z_cancel"
                    case .proceed:
                        "G_proceed"
                    case .dismiss:
                        "Q_dissmiss"
                    case .removeConvenienceDownloadConfigurations:
                        "H_removeConvenienceDownloadConfigurations"
                }
            }
        }
    }
    
    var isSheetPresented: Bool {
        !sheetStack.isEmpty
    }
    var presentedSheet: Binding<Sheet?> {
        .init {
            self.sheetStack.first
        } set: {
            if let sheet = $0, self.sheetStack.first != sheet {
                self.present(sheet)
            } else if $0 == nil {
                self.dismissSheet()
            }
        }
    }
    var isWarningAlertPresented: Binding<Bool> {
        .init {
            !self.warningAlertStack.isEmpty
        } set: { _ in }
    }
    
    

    func confirmWarningAlert() {
        guard let warningAlert = warningAlertStack.first else {
            return
        }
        
        Task {
            isLoadingAlert = true
            
            switch warningAlert {
                case .message:
                    break
                    
                case .resumePlayback(let itemID):
                    start(itemID, queue: Defaults[.playbackResumeQueue])
                    
                case .playbackStartWhileDownloading(let itemID):
                    do {
                        try await PersistenceManager.shared.download.remove(itemID)
                    } catch {
                        notifyError.toggle()
                    }
                    
                    start(itemID)
                case .downloadStartWhilePlaying:
                    guard let nowPlayingItemID else {
                        notifyError.toggle()
                        return
                    }
                    
                    await AudioPlayer.shared.stop()
                    download(itemID: nowPlayingItemID)
                case .downloadRemoveWhilePlaying:
                    guard let nowPlayingItemID else {
                        notifyError.toggle()
                        return
                    }
                    
                    await AudioPlayer.shared.stop()
                    removeDownload(itemID: nowPlayingItemID, force: false)
                    
                case .convenienceDownloadManaged(let itemID):
                    removeDownload(itemID: itemID, force: true)
            }
            
            self.warningAlertStack.removeFirst()
            
            isLoadingAlert = false
        }
    }
}

// MARK: Miscellaneous

extension Satellite {
}

// MARK: Now Playing

extension Satellite {
    var isNowPlayingVisible: Bool {
        nowPlayingItemID != nil
    }

    var played: Percentage {
        min(1, max(0, currentChapterTime / chapterDuration))
    }
    var playedTotal: Percentage {
        min(1, max(0, currentTime / duration))
    }




    func skipPressed(forwards: Bool) {
        let isInitial: Bool
        let adjustment = Double(forwards ? Defaults[.skipForwardsInterval] : -Defaults[.skipBackwardsInterval])

        if let skipCache {
            isInitial = false
            self.skipCache = skipCache + adjustment
        } else {
            isInitial = true
            self.skipCache = adjustment
        }

        RFNotification[.skipped].send(payload: forwards)

        skipTask?.cancel()
        skipTask = Task {
            try? await Task.sleep(for: .seconds(isInitial ? 0.3 : 0.7))

            guard !Task.isCancelled else {
                return
            }

            if let skipCache {
                self.skipCache = nil
                seek(to: currentTime + skipCache, insideChapter: false) {}
            }
        }
    }





    


}

// MARK: Progress

extension Satellite {
}

// MARK: Download

extension Satellite {
    
}

// MARK: Private

private extension Satellite {
    
    func checkForResumablePlayback() {
        guard let playbackResumeInfo = Defaults[.playbackResumeInfo] else {
            return
        }
        
        Defaults[.playbackResumeInfo] = nil
        
        // 12 Hours
        let timeout: Double = 60 * 60 * 12
        
        guard playbackResumeInfo.started.distance(to: .now) < timeout else {
            return
        }
        
        warn(.resumePlayback(playbackResumeInfo.itemID))
    }

    // MARK: Observers

    
    
}

extension Satellite {
    static let shared = Satellite()
}

// MARK: Debug fixture

#if DEBUG
extension Satellite {
}
#endif
