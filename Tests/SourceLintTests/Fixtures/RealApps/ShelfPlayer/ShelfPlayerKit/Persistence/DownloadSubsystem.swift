//
//  DownloadSubsystem.swift
//  ShelfPlayerKit
//
//  Created by Rasmus Krämer on 25.12.24.
//

import Foundation
import SwiftData
import OSLog
import Network
import RFNetwork
import RFNotifications

#if canImport(UIKit)
import UIKit
#endif

typealias PersistedAudiobook = SchemaV2.PersistedAudiobook
typealias PersistedEpisode = SchemaV2.PersistedEpisode
typealias PersistedPodcast = SchemaV2.PersistedPodcast

typealias PersistedAsset = SchemaV2.PersistedAsset
typealias PersistedChapter = SchemaV2.PersistedChapter

private let ASSET_ATTEMPT_LIMIT = 3
private let ACTIVE_TASK_LIMIT = 4

extension PersistenceManager {
    @ModelActor
    public final actor DownloadSubsystem {
        let logger = Logger(subsystem: "io.rfk.shelfPlayerKit", category: "Download")
        
        var blocked = [ItemIdentifier: Int]()
        var busy = Set<ItemIdentifier>()
       
        var updateTask: Task<Void, Never>?
        
        private lazy var urlSession: URLSession = {
            let config = URLSessionConfiguration.background(withIdentifier: "io.rfk.shelfPlayerKit.download")
            
            config.sessionSendsLaunchEvents = true
            config.waitsForConnectivity = true
            // config.isDiscretionary = !Defaults[.allowCellularDownloads]
            
            if ShelfPlayerKit.enableCentralized {
                config.sharedContainerIdentifier = ShelfPlayerKit.groupContainer
            }
            
            return URLSession(configuration: config, delegate: URLSessionDelegate(), delegateQueue: nil)
        }()
        
        
    }
}

private extension PersistenceManager.DownloadSubsystem {
    var nextAsset: (UUID, ItemIdentifier, PersistedAsset.FileType)? {
        var descriptor = FetchDescriptor<PersistedAsset>(predicate: #Predicate { $0.isDownloaded == false && $0.downloadTaskID == nil })
        descriptor.fetchLimit = 1
        
        guard let asset = (try? modelContext.fetch(descriptor))?.first else {
            return nil
        }
        
        return (asset.id, asset.itemID, asset.fileType)
    }
    
    
    
    
    
    
    
    
    nonisolated func scheduleUnfinishedForCompletion() async throws {
        let path = NWPathMonitor().currentPath
        
        if (path.isExpensive || path.isConstrained) && !Defaults[.allowCellularDownloads] {
            return
        }
        
        let tasks = await urlSession.tasks.2
        
        guard tasks.count < ACTIVE_TASK_LIMIT else {
            logger.info("There are \(tasks.count) active downloads. Skipping.")
            return
        }
        
        guard let (id, itemID, fileType) = await nextAsset else {
            return
        }
        
        try Task.checkCancellation()
        
        let request: URLRequest
        
        switch fileType {
        case .pdf(_, let ino):
            request = try await ABSClient[itemID.connectionID].pdfRequest(from: itemID, ino: ino)
        case .image(let size):
            guard let coverRequest = try? await ABSClient[itemID.connectionID].coverRequest(from: itemID, width: size.width) else {
                try await finishedDownloading(assetID: id)
                await scheduleUpdateTask()
                
                return
            }
            
            request = coverRequest
        case .audio(_, _, let ino, _):
            request = try await ABSClient[itemID.connectionID].audioTrackRequest(from: itemID, ino: ino)
        }
        
        let task = await urlSession.downloadTask(with: request)
        
        try await beganDownloading(assetID: id, taskID: task.taskIdentifier)
        task.resume()
        
        logger.info("Began downloading asset \(id) from item \(itemID)")
        
        await scheduleUpdateTask()
    }
    
    
}

public extension PersistenceManager.DownloadSubsystem {
    subscript(itemID: ItemIdentifier) -> Item? {
        switch itemID.type {
        case .audiobook:
            if let audiobook = persistedAudiobook(for: itemID) {
                return Audiobook(downloaded: audiobook)
            }
        case .episode:
            if let episode = persistedEpisode(for: itemID) {
                return Episode(downloaded: episode)
            }
            
        case .podcast:
            if let podcast = persistedPodcast(for: itemID) {
                return Podcast(downloaded: podcast)
            }
        default:
            break
        }
        
        return nil
    }
    
    
    
    
    
    
    
    
    /// Performs the necessary work to add an item to the download queue.
    ///
    /// This method is atomic and progress tracking is available after it completes.
    
    
    
}

private final class URLSessionDelegate: NSObject, URLSessionDownloadDelegate {
    
    
    
}

private extension PersistenceManager.KeyValueSubsystem.Key {
    
}
