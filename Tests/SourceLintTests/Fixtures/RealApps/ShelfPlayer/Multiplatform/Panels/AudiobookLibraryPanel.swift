//
//  AudiobookLibraryView.swift
//  Multiplatform
//
//  Created by Rasmus Krämer on 23.04.24.
//

import SwiftUI
import ShelfPlayback

struct AudiobookLibraryPanel: View {
    @Environment(\.library) private var library
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.defaultMinListRowHeight) private var defaultMinListRowHeight
    
    @Default(.groupAudiobooksInSeries) private var groupAudiobooksInSeries
    
    @FocusState private var focused: Bool
    
    @State private var id = UUID()
    @State private var viewModel = LibraryViewModel()
    
    private var libraryRowCount: CGFloat {
        horizontalSizeClass == .compact && library != nil ? 6 :  0
    }
    @ViewBuilder
    private var libraryRows: some View {
        if horizontalSizeClass == .compact, let library {
            let rows = [
                TabValue.audiobookSeries(library),
                TabValue.audiobookAuthors(library),
                TabValue.audiobookNarrators(library),
                TabValue.audiobookBookmarks(library),
                TabValue.audiobookCollections(library),
                TabValue.playlists(library),
            ]
            
            ForEach(Array(rows.enumerated()), id: \.element) { (index, row) in
                NavigationLink(value: NavigationDestination.tabValue(row)) {
                    Label(row.label, systemImage: row.image)
                        .foregroundStyle(.primary)
                }
                .listRowSeparator(index == 0 ? .hidden : .automatic, edges: .top)
            }
        }
    }
    @ViewBuilder
    private var libraryRowsList: some View {
        List {
            libraryRows
        }
        .frame(height: defaultMinListRowHeight * libraryRowCount)
    }
    
    @ViewBuilder
    private var listPresentation: some View {
        List {
            libraryRows
            
            AudiobookList(sections: viewModel.lazyLoader.items) {
                viewModel.lazyLoader.performLoadIfRequired($0)
            }
        }
        .id(id)
    }
    @ViewBuilder
    private var gridPresentation: some View {
        ScrollView {
            libraryRowsList
            
            AudiobookVGrid(sections: viewModel.lazyLoader.items) {
                viewModel.lazyLoader.performLoadIfRequired($0)
            }
            .id(id)
            .padding(.horizontal, 20)
        }
    }
    
    var body: some View {
        Group {
            if viewModel.showPlaceholders {
                ScrollView {
                    ZStack {
                        Spacer()
                            .containerRelativeFrame([.horizontal, .vertical])
                        
                        VStack(spacing: 0) {
                            if viewModel.search.isEmpty {
                                libraryRowsList
                                    .frame(alignment: .top)
                            }
                            
                            Group {
                                if viewModel.isLoading {
                                    LoadingView.Inner()
                                } else if viewModel.lazyLoader.failed {
                                    ErrorViewInner()
                                } else {
                                    EmptyCollectionView.Inner()
                                }
                            }
                            .frame(alignment: .center)
                        }
                    }
                }
            } else {
                if let searchResult = viewModel.searchResult {
                    List {
                        if viewModel.searchScope.shouldShow(.series) && !searchResult.3.isEmpty {
                            Section(ItemIdentifier.ItemType.series.label) {
                                SeriesList(series: searchResult.3) { _ in }
                            }
                        }
                        if viewModel.searchScope.shouldShow(.authors) && !searchResult.1.isEmpty {
                            Section(ItemIdentifier.ItemType.author.label) {
                                PersonList(people: searchResult.1, showImage: true) { _ in }
                            }
                        }
                        if viewModel.searchScope.shouldShow(.narrators) && !searchResult.2.isEmpty {
                            Section(ItemIdentifier.ItemType.narrator.label) {
                                PersonList(people: searchResult.2, showImage: false) { _ in }
                            }
                        }
                        if viewModel.searchScope.shouldShow(.audiobooks) && !searchResult.0.isEmpty {
                            Section(ItemIdentifier.ItemType.audiobook.label) {
                                AudiobookList(sections: searchResult.0.map { .audiobook(audiobook: $0) }) { _ in }
                            }
                        }
                    }
                } else {
                    switch viewModel.displayType {
                        case .grid:
                            gridPresentation
                        case .list:
                            listPresentation
                    }
                }
            }
        }
        .listStyle(.plain)
        .navigationTitle("panel.library")
        .searchable(text: $viewModel.search, placement: .toolbar, prompt: "panel.search")
        .searchDictationBehavior(.inline(activation: .onLook))
        .searchScopes($viewModel.searchScope, activation: .onTextEntry) {
            ForEach(SearchScope.allCases) {
                Text($0.label)
                    .tag($0)
            }
        }
        .searchFocused($focused, equals: true)
        .toolbar {
            if viewModel.search.isEmpty {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    if let genres = viewModel.genres, !genres.isEmpty {
                        Menu("item.genres", systemImage: "tag") {
                            ForEach(genres.sorted(by: <), id: \.hashValue) {
                                Toggle($0, isOn: viewModel.binding(for: $0))
                            }
                        }
                        .labelStyle(.iconOnly)
                        .symbolVariant(viewModel.lazyLoader.filteredGenre != nil ? .fill : .none)
                    } else if viewModel.genres == nil {
                        ProgressView()
                    }
                    
                    Menu("item.options", systemImage: viewModel.filter != .all ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle") {
                        ItemDisplayTypePicker(displayType: $viewModel.displayType)
                        
                        Divider()
                        
                        Section("item.filter") {
                            ItemFilterPicker(filter: $viewModel.filter, restrictToPersisted: $viewModel.restrictToPersisted)
                        }
                        
                        Section("item.sort") {
                            ItemSortOrderPicker(sortOrder: $viewModel.sortOrder, ascending: $viewModel.ascending)
                        }
                        
                        Divider()
                        
                        Toggle("item.groupAudiobooksBySeries", systemImage: "square.3.layers.3d.down.forward", isOn: $groupAudiobooksInSeries)
                    }
                    .menuActionDismissBehavior(.disabled)
                }
            }
        }
        .modifier(CompactPreferencesToolbarModifier())
        .modifier(PlaybackSafeAreaPaddingModifier())
        .sensoryFeedback(.error, trigger: viewModel.notifyError)
        .onChange(of: viewModel.filter) {
            viewModel.lazyLoader.filter = viewModel.filter
        }
        .onChange(of: viewModel.restrictToPersisted) {
            viewModel.lazyLoader.restrictToPersisted = viewModel.restrictToPersisted
        }
        .onChange(of: viewModel.sortOrder) {
            viewModel.lazyLoader.sortOrder = viewModel.sortOrder
        }
        .onChange(of: viewModel.ascending) {
            viewModel.lazyLoader.ascending = viewModel.ascending
        }
        .task {
            viewModel.load()
        }
        .refreshable {
            viewModel.refresh()
        }
        .onAppear {
            viewModel.library = library
            viewModel.lazyLoader.initialLoad()
        }
        .onReceive(RFNotification[.focusSearchField].publisher()) {
            viewModel.clear()
            focused.toggle()
        }
    }
}

// MARK: View Model


// MARK: Search


// MARK: Genres


// MARK: Scopes


#if DEBUG
#Preview {
    NavigationStack {
        AudiobookLibraryPanel()
    }
    .previewEnvironment()
}
#endif
