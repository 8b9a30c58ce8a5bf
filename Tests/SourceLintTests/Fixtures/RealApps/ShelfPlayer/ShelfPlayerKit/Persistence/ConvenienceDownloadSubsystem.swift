//
//  ConvenienceDownloadSubsystem.swift
//  ShelfPlayerKit
//
//  Created by Rasmus Krämer on 03.05.25.
//

import Foundation
import OSLog
@preconcurrency import BackgroundTasks
import RFNotifications

private let LISTEN_NOW_CONFIGURATION_ID = "listen-now"

private let RETRIEVALS_KEY_VALUE_CLUSTER = "convenienceDownloadRetrievals"
private let DOWNLOADED_KEY_VALUE_CLUSTER = "downloadedItemIDs"
private let ASSOCIATED_KEY_VALUE_CLUSTER = "associatedConfigurationIDs"

extension PersistenceManager {
    public final actor ConvenienceDownloadSubsystem {
        public static let BACKGROUND_TASK_IDENTIFIER = "io.rfk.shelfPlayer.convenienceDownload"
        
        let logger = Logger(subsystem: "io.rfk.shelfPlayerKit", category: "ConvenienceDownloadSubsystem")
        
        var task: Task<Void, Never>?
        var pendingConfigurationIDs = Set<String>()
        
        nonisolated(unsafe) var shouldComeToEnd = false
        
        init() {
            RFNotification[.listenNowItemsChanged].subscribe { [weak self] in
                guard Defaults[.enableListenNowDownloads] else {
                    return
                }
                
                Task {
                    await self?.scheduleDownload(configurationID: LISTEN_NOW_CONFIGURATION_ID)
                }
            }
            
            Task {
                for await enabled in Defaults.updates(.enableListenNowDownloads, initial: false) {
                    if enabled {
                        await scheduleDownload(configurationID: LISTEN_NOW_CONFIGURATION_ID)
                    } else {
                        await removeOrphans(configurationID: LISTEN_NOW_CONFIGURATION_ID)
                    }
                }
            }
            Task {
                for await _ in Defaults.updates([.enableConvenienceDownloads, .enableListenNowDownloads], initial: false) {
                    await RFNotification[.convenienceDownloadConfigurationsChanged].send()
                }
            }
            
            RFNotification[.progressEntityUpdated].subscribe { [weak self] connectionID, primaryID, groupingID, entity in
                Task {
                    guard entity?.isFinished == true,
                          let item = try? await ResolveCache.shared.resolve(primaryID: primaryID, groupingID: groupingID, connectionID: connectionID),
                          let configurationIDs = await PersistenceManager.shared.keyValue[.associatedConfigurationIDs(itemID: item.id)] else {
                        return
                    }
                                        
                    for configurationID in configurationIDs {
                        await self?.scheduleDownload(configurationID: configurationID)
                    }
                }
            }
        }
        
        // MARK: Removal
        
    }
}

private extension PersistenceManager.ConvenienceDownloadSubsystem {
    
    // MARK: Task
    
    func scheduleTask() {
        guard Defaults[.enableConvenienceDownloads] else {
            logger.warning("Not running convenience download task because feature is disabled")
            return
        }
        
        guard task == nil else {
            logger.warning("Not running convenience download task because one is already running")
            return
        }
        
        guard !pendingConfigurationIDs.isEmpty else {
            logger.info("Finished running convenience download task.")
            Defaults[.lastConvenienceDownloadRun] = .now
            
            return
        }
        
        let configurationID = pendingConfigurationIDs.removeFirst()
        
        task = .detached {
            await self.download(configurationID: configurationID)
            await RFNotification[.convenienceDownloadIteration].send()
            
            await self.unscheduleTask()
            
            if !self.shouldComeToEnd {
                await self.scheduleTask()
            }
        }
    }
    
    // MARK: Download
    
}

public extension PersistenceManager.ConvenienceDownloadSubsystem {
    var currentProgress: Percentage {
        get async {
            var total = await PersistenceManager.shared.keyValue.entityCount(cluster: RETRIEVALS_KEY_VALUE_CLUSTER)
            
            if Defaults[.enableListenNowDownloads] {
                total += 1
            }
            
            var pending = pendingConfigurationIDs.count
            
            if task != nil {
                pending += 1
            }
            
            return Double(total - pending) / Double(total)
        }
    }
    
    
    
    // MARK: Retrieval
    
    
    nonisolated var activeConfigurations: [ConvenienceDownloadConfiguration] {
        get async {
            guard Defaults[.enableConvenienceDownloads] else {
                return []
            }
            
            var configurations = [ConvenienceDownloadConfiguration]()
            
            if Defaults[.enableListenNowDownloads] {
                configurations.append(.listenNow)
            }
            
            let retrievals = await PersistenceManager.shared.keyValue.entities(cluster: RETRIEVALS_KEY_VALUE_CLUSTER, type: GroupingRetrieval.self)
            
            configurations += retrievals.compactMap { (key, retrieval) -> ConvenienceDownloadConfiguration? in
                let configurationID = String(key[key.index(after: key.firstIndex(of: "-")!)..<key.endIndex])
                
                guard let itemID = resolveItemID(from: configurationID) else {
                    return nil
                }
                
                return .grouping(itemID, retrieval)
            }
            
            return configurations
        }
    }
    nonisolated var totalDownloadCount: Int {
        get async {
            await PersistenceManager.shared.keyValue.entityCount(cluster: ASSOCIATED_KEY_VALUE_CLUSTER)
        }
    }
    
    // MARK: Schedule
    
    
    // MARK: Events
    
    nonisolated func itemDidFinishPlaying(_ itemID: ItemIdentifier) async {
        if Defaults[.removeFinishedDownloads] {
            guard await PersistenceManager.shared.progress[itemID].isFinished else {
                return
            }
            
            do {
                try await PersistenceManager.shared.download.remove(itemID)
            } catch {
                logger.error("Failed to remove downloaded item \(itemID) after it finished playing: \(error)")
            }
        }
        
        if let associatedConfigurationIDs = await PersistenceManager.shared.keyValue[.associatedConfigurationIDs(itemID: itemID)], associatedConfigurationIDs.count > 0 {
            for configurationID in associatedConfigurationIDs {
                await scheduleDownload(configurationID: configurationID)
            }
        }
    }
    
    // MARK: Background-Task
    
    nonisolated var runsInExtendedBackgroundTask: Bool {
        get async {
            await PersistenceManager.shared.keyValue[.runExtendedBackgroundTask] == true
        }
    }
    
    
    
    // MARK: Types
    
    enum ConvenienceDownloadConfiguration: Codable, Sendable, Identifiable {
        case listenNow
        case grouping(ItemIdentifier, GroupingRetrieval)
        
        public var id: String {
            switch self {
                case .listenNow:
                    LISTEN_NOW_CONFIGURATION_ID
                case .grouping(let itemID, _):
                    buildGroupingConfigurationID(itemID)
            }
        }
        
        func disable() async throws {
            switch self {
                case .listenNow:
                    Defaults[.enableListenNowDownloads] = false
                case .grouping(let itemID, _):
                    try await PersistenceManager.shared.convenienceDownload.setRetrieval(for: itemID, retrieval: nil)
            }
        }
        
        var items: [PlayableItem] {
            get async throws {
                switch self {
                    case .grouping(let itemID, let retrieval):
                        let strategy: ResolvedUpNextStrategy
                        
                        switch itemID.type {
                            case .series:
                                strategy = .series(itemID)
                            case .podcast:
                                strategy = .podcast(itemID)
                            case .collection, .playlist:
                                strategy = .collection(itemID)
                            default:
                                throw ConvenienceDownloadError.invalidItemType
                        }
                        
                        let items = try await strategy.resolve(cutoff: nil)
                        let result: [PlayableItem]
                        
                        switch retrieval {
                            case .all:
                                result = items
                            case .amount(let count):
                                result = Array(items[0..<min(count, items.count)])
                            case .cutoff(let hours):
                                result = items.filter {
                                    if let episode = $0 as? Episode, let releaseDate = episode.releaseDate {
                                        releaseDate.distance(to: Date()) < TimeInterval(60 * 60 * hours)
                                    } else {
                                        false
                                    }
                                }
                        }
                        
                        return result
                    case .listenNow:
                        return try await PersistenceManager.shared.listenNow.listenNowItems()
                }
            }
        }
    }
    enum GroupingRetrieval: Codable, Sendable {
        case all
        case amount(Int)
        case cutoff(Int)
    }
    
    private enum ConvenienceDownloadError: Error {
        case notFound
        case invalidItemType
    }
}


private extension PersistenceManager.KeyValueSubsystem.Key {
    
    
    
    static var runExtendedBackgroundTask: Key<Bool> {
        .init(identifier: "runExtendedBackgroundTask", cluster: "_", isCachePurgeable: true)
    }
}
