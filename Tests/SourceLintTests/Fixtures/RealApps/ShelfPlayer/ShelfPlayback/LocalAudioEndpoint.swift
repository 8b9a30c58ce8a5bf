//
//  LocalAudioEndpoint.swift
//  ShelfPlayerKit
//
//  Created by Rasmus Krämer on 20.02.25.
//

import Foundation
import Combine
@preconcurrency import AVKit
import MediaPlayer
import OSLog
import ShelfPlayerKit

@MainActor
final class LocalAudioEndpoint: AudioEndpoint {
    nonisolated let id = UUID()
    
    private let logger = Logger(subsystem: "io.rfk.shelfPlayerKit", category: "LocalAudioEndpoint")
    
    private let audioPlayer: AVQueuePlayer
    
    private var playbackReporter: PlaybackReporter!
    
    private(set) var currentItem: AudioPlayerItem
    
    private(set) var queue: [AudioPlayerItem] {
        didSet {
            Defaults[.playbackResumeQueue] = queue.map(\.itemID)
        }
    }
    private(set) var upNextQueue: [AudioPlayerItem] {
        didSet {
            if upNextQueue.isEmpty {
                upNextStrategy = nil
                
                Task.detached {
                    await AudioPlayer.shared.upNextStrategyDidChange(endpointID: self.id, strategy: nil)
                }
            }
        }
    }
    
    private(set) var audioTracks: [PlayableItem.AudioTrack]
    private(set) var activeAudioTrackIndex: Int
    
    private(set) var chapters: [Chapter]
    private(set) var activeChapterIndex: Int? {
        didSet {
            guard let oldValue else {
                return
            }
            
            if oldValue + 1 == activeChapterIndex {
                Task {
                    await sleepChapterDidEnd()
                }
            }
        }
    }
    
    private(set) var isPlaying: Bool
    
    private(set) var isBuffering: Bool
    private(set) var activeOperationCount: Int {
        didSet {
            updateBufferingCheckTaskSchedule()
            
            Task {
                await AudioPlayer.shared.isBusyDidChange()
            }
        }
    }
    
    private(set) var systemVolume: Percentage
    
    private(set) var duration: TimeInterval?
    private(set) var currentTime: TimeInterval?
    
    private(set) var chapterDuration: TimeInterval?
    private(set) var chapterCurrentTime: TimeInterval?
    
    private(set) var route: AudioRoute? {
        didSet {
            if let route {
                Task {
                    await AudioPlayer.shared.routeDidChange(endpointID: id, route: route)
                }
            }
        }
    }
    private(set) var sleepTimer: SleepTimerConfiguration? {
        didSet {
            updateSleepTimerSchedule()
            
            Task {
                await AudioPlayer.shared.sleepTimerDidChange(endpointID: id, configuration: sleepTimer)
            }
        }
    }
    
    private(set) var upNextStrategy: ResolvedUpNextStrategy?
    
    private var chapterValidUntil: TimeInterval?
    
    private var volumeSubscription: AnyCancellable?
    private var bufferCheckTimer: Timer?
    
    private var sleepLastPause: Date?
    private var sleepTimeoutTimer: Timer?
    
    private var allowUpNextQueueGeneration: Bool
    
    let audioPlayerVolume: Float = 1
    
    deinit {
        // bufferCheckTimer?.invalidate()
    }
    
    var currentItemID: ItemIdentifier {
        currentItem.itemID
    }
    
    var seriesID: ItemIdentifier? {
        get async {
            guard currentItemID.type == .audiobook else {
                return nil
            }
            
            if case .series(let seriesID) = currentItem.origin {
                return seriesID
            } else if let resolved = try? await currentItemID.resolved as? Audiobook, let seriesID = resolved.series.first?.id {
                return seriesID
            } else {
                return nil
            }
        }
    }
    var podcastID: ItemIdentifier? {
        get async {
            guard currentItemID.type == .episode else {
                return nil
            }
            
            return ItemIdentifier.convertEpisodeIdentifierToPodcastIdentifier(currentItemID)
        }
    }
    var collectionID: ItemIdentifier? {
        get async {
            guard case .collection(let collectionID) = currentItem.origin else {
                return nil
            }
            
            return collectionID
        }
    }
    
    var isBusy: Bool {
        isBuffering || activeOperationCount > 0
    }
    var volume: Percentage {
        get {
            systemVolume
        }
        set {
            MPVolumeView.setVolume(Float(newValue))
        }
    }
    var playbackRate: Percentage {
        get {
            .init(audioPlayer.defaultRate)
        }
        set {
            audioPlayer.defaultRate = Float(newValue)
            
            if audioPlayer.rate > 0 {
                audioPlayer.rate = audioPlayer.defaultRate
            }
            
            Task {
                await AudioPlayer.shared.playbackRateDidChange(endpointID: id, playbackRate: newValue)
            }
        }
    }
    
    var pendingTimeSpendListening: TimeInterval {
        get async {
            await playbackReporter.accumulatedServerReportedTimeListening
        }
    }
}

extension LocalAudioEndpoint {
    
    func stop() async {
        await playbackReporter.finalize(currentTime: currentTime)
        
        audioPlayer.removeAllItems()
        
        cancelUpdateBufferingCheck()
        sleepTimeoutTimer?.invalidate()
        
        Defaults[.playbackResumeInfo] = nil
        
        await AudioPlayer.shared.didStopPlaying(endpointID: id, itemID: currentItemID)
    }
    
    
    
    
    
    
    
    
    
    
}

private extension LocalAudioEndpoint {
    
    func start() async throws {
        let downloadStatus = await PersistenceManager.shared.download.status(of: currentItemID)
        
        guard downloadStatus != .downloading else {
            throw AudioPlayerError.downloading
        }
        
        await PersistenceManager.shared.download.addBlock(to: currentItemID)
        
        let task = UIApplication.shared.beginBackgroundTask(withName: "LocalAudioEndpoint::start")
        
        audioTracks = []
        activeAudioTrackIndex = -1
        
        chapters = []
        activeChapterIndex = nil
        
        isPlaying = false
        
        activeOperationCount += 1
        isBuffering = true
        
        duration = nil
        currentTime = nil
        
        chapterDuration = nil
        chapterCurrentTime = nil
        
        var audioTracks = [PlayableItem.AudioTrack]()
        var chapters = [Chapter]()
        
        let startTime: TimeInterval
        let sessionID: String?
        
        do {
            if currentItem.startWithoutListeningSession {
                throw AudioPlayerError.offline
            }
            
            // Attempt to start a playback session
            
            (audioTracks, chapters, startTime, sessionID) = try await ABSClient[currentItemID.connectionID].startPlaybackSession(itemID: currentItemID)
            
            Defaults[.openPlaybackSessions].append(OpenPlaybackSessionPayload(sessionID: sessionID!, itemID: currentItemID))
        } catch {
            // Fall back to resolving and reporting locally
            
            let entity = await PersistenceManager.shared.progress[currentItemID]
            
            if entity.isFinished {
                startTime = 0
            } else {
                var currentTime = entity.currentTime
                
                // 10 minutes
                if Defaults[.enableSmartRewind] && entity.lastUpdate.distance(to: Date()) >= 10 * 60 {
                    currentTime -= 30
                }
                
                startTime = max(currentTime, 0)
            }
            
            sessionID = nil
        }
        
        do {
            if downloadStatus == .completed {
                audioTracks = try await PersistenceManager.shared.download.audioTracks(for: currentItemID)
                chapters = await PersistenceManager.shared.download.chapters(itemID: currentItemID)
            }
            
            guard !audioTracks.isEmpty else {
                throw AudioPlayerError.loadFailed
            }
        } catch {
            activeOperationCount -= 1
            logger.error("Failed to load audio tracks: \(error)")
            
            UIApplication.shared.endBackgroundTask(task)
            
            throw error
        }
        
        self.audioTracks = audioTracks.sorted()
        self.chapters = chapters.sorted()
        
        playbackReporter = .init(itemID: currentItemID, startTime: startTime, sessionID: sessionID)
        
        do {
            try await seek(to: startTime, insideChapter: false)
        } catch {
            logger.error("Failed to seek to start time: \(error)")
        }
        
        await AudioPlayer.shared.didStartPlaying(endpointID: id, itemID: currentItemID, chapters: self.chapters, at: startTime)
        
        await updateDuration()
        
        let playbackRate: Percentage
        
        let collectionID = await collectionID
        let seriesID = await seriesID
        let podcastID = await podcastID
        
        if let itemPlaybackRate = await PersistenceManager.shared.item.playbackRate(for: currentItemID) {
            playbackRate = itemPlaybackRate
        } else if let groupingID = collectionID ?? seriesID ?? podcastID, let groupingPlaybackRate = await PersistenceManager.shared.item.playbackRate(for: groupingID) {
            playbackRate = groupingPlaybackRate
        } else {
            playbackRate = Defaults[.defaultPlaybackRate]
        }
        
        self.playbackRate = playbackRate
        
        await play()
        
        if let output = AVAudioSession.sharedInstance().currentRoute.outputs.first {
            route = .init(name: output.portName, port: output.portType)
        }
        
        activeOperationCount -= 1
        
        updateUpNextQueue()
        
        Defaults[.playbackResumeInfo] = PlaybackResumeInfo(itemID: currentItemID, started: .now)
        UIApplication.shared.endBackgroundTask(task)
    }
    
    func updateChapterIndex() async {
        if let currentTime {
            let activeChapterIndex = chapterIndex(at: currentTime)
            
            self.activeChapterIndex = activeChapterIndex
            
            if let activeChapterIndex {
                chapterValidUntil = chapters[activeChapterIndex].endOffset
                await AudioPlayer.shared.chapterDidChange(endpointID: id, chapter: chapters[activeChapterIndex])
            } else {
                chapterValidUntil = nil
                await AudioPlayer.shared.chapterDidChange(endpointID: id, chapter: nil)
            }
            
            await self.updateDuration()
        } else if !Defaults[.enableChapterTrack] {
            activeChapterIndex = nil
            chapterValidUntil = nil
            
            await AudioPlayer.shared.chapterDidChange(endpointID: id, chapter: nil)
            await self.updateDuration()
        }
    }
    
    func chapterIndex(at time: TimeInterval) -> Int? {
        guard Defaults[.enableChapterTrack] else {
            return nil
        }
        
        return chapters.firstIndex(where: { time >= $0.startOffset && time < $0.endOffset })
    }
    
    
    
    func updateSleepTimerSchedule() {
        guard let sleepTimer, case .interval(let date, _) = sleepTimer else {
            sleepTimeoutTimer?.invalidate()
            return
        }
        
        guard isPlaying else {
            sleepTimeoutTimer?.invalidate()
            return
        }
        
        let distance = Date.now.distance(to: date)
        let waitTime: TimeInterval
        
        if distance <= 10 {
            waitTime = 1
        } else {
            waitTime = distance - 10
        }
        
        logger.info("Scheduling sleep timer for \(waitTime) seconds")
        
        sleepTimeoutTimer = .init(timeInterval: waitTime, repeats: false) { [weak self] _ in
            guard let self else {
                return
            }
            
            Task { @MainActor in
                let distance = Date.now.distance(to: date)
                
                if Defaults[.sleepTimerFadeOut] {
                    if distance < 10 {
                        self.audioPlayer.volume = Float(distance / 10)
                    }
                }
                
                if distance <= 0 {
                    await self.pause()
                    
                    self.sleepTimer = nil
                    self.sleepLastPause = nil
                    
                    self.audioPlayer.volume = self.audioPlayerVolume
                    await AudioPlayer.shared.sleepTimerDidExpire(endpointID: self.id, configuration: sleepTimer)
                }
                
                self.updateSleepTimerSchedule()
            }
        }
        RunLoop.main.add(sleepTimeoutTimer!, forMode: .common)
    }
    
    func updateUpNextQueue(using forced: ResolvedUpNextStrategy? = nil) {
        Task.detached { [weak self] in
            guard let self, await upNextQueue.isEmpty else {
                return
            }
            
            guard Defaults[.generateUpNextQueue] else {
                return
            }
            
            let currentItem = await currentItem
            let currentItemID = await currentItemID
            
            let strategy: ResolvedUpNextStrategy?
            
            do {
                if let forced {
                    strategy = forced
                } else if let resolved = currentItem.origin.resolvedUpNextStrategy {
                    strategy = resolved
                } else if let podcastID = await podcastID {
                    strategy = (await PersistenceManager.shared.item.upNextStrategy(for: podcastID) ?? .default).resolved(podcastID)
                } else if let seriesID = await seriesID {
                    strategy = (await PersistenceManager.shared.item.upNextStrategy(for: seriesID) ?? .default).resolved(seriesID)
                } else {
                    strategy = nil
                }
                
                guard let strategy else {
                    throw AudioPlayerError.invalidItemType
                }
                
                let items = try await strategy.resolve(cutoff: currentItemID).map { AudioPlayerItem(itemID: $0.id, origin: .upNextQueue, startWithoutListeningSession: currentItem.startWithoutListeningSession) }
                
                await MainActor.run {
                    self.upNextStrategy = strategy
                    self.upNextQueue = items
                }
                
                await AudioPlayer.shared.upNextQueueDidChange(endpointID: id, upNextQueue: upNextQueue.map(\.itemID))
                await AudioPlayer.shared.upNextStrategyDidChange(endpointID: id, strategy: strategy)
            } catch {
                logger.error("Failed to update up next queue: \(error)")
            }
        }
    }
    
}

private extension AudioPlayerItem.PlaybackOrigin {
    var resolvedUpNextStrategy: ResolvedUpNextStrategy? {
        switch self {
            case .series(let seriesID):
                    .series(seriesID)
            case .podcast(let podcastID):
                    .podcast(podcastID)
            case .collection(let collectionID):
                    .collection(collectionID)
            default:
                nil
        }
    }
}
private extension ConfigureableUpNextStrategy {
}
