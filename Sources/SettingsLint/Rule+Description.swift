import Foundation
import SettingsBundle

/// What each lint rule checks, in words for `settings lint --list-rules`, SARIF's rule metadata
/// and anyone reading a finding's rule id.
extension Rule {
    /// The most serious severity the rule reports (some rules also report milder cases: a
    /// missing optional key is a warning where a missing required one is an error).
    public var defaultSeverity: Severity {
        switch self {
        case .unreadablePlist, .missingRoot, .missingPreferenceSpecifiers, .invalidSpecifier, .missingType,
            .missingRequiredKey, .wrongValueType, .titlesValuesCount, .sliderRange, .childMissing, .childCaseMismatch,
            .childEscapesBundle, .childCycle, .childInvalidName, .childLimit, .inAppListItemType, .inAppOpenURLFile,
            .inAppMailSpelling, .inAppSelector, .globalDomain, .readType:
            .error
        case .unknownType, .emptyChoices, .defaultNotInValues, .defaultTypeMismatch, .toggleDefault,
            .sliderDefaultRange, .missingImage, .duplicateKey, .missingStringsTable, .unreadableStrings,
            .unreachablePage, .invalidKeyboardType, .invalidAutocapitalizationType, .invalidAutocorrectionType,
            .invalidIdiom, .invalidAppGroup, .controlCharacters, .inAppDatePicker, .unreadKey, .unknownKey,
            .codeDefault,
            .unregisteredDefaults, .launchArgument:
            .warning
        case .childFilePath, .missingLocalization, .insecurePasswordField:
            .note
        }
    }

    /// The rule id in UpperCamelCase (`missing-root` → `MissingRoot`), SARIF's `name` of a rule.
    public var displayName: String {
        rawValue.split(separator: "-").map { word in
            word == "iask" ? "InAppSettingsKit" : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// One line: what the rule finds.
    public var summary: String {
        switch self {
        case .unreadablePlist: "A page plist cannot be read or is not a dictionary."
        case .missingRoot: "The bundle has no Root.plist."
        case .missingPreferenceSpecifiers: "A page has no PreferenceSpecifiers array."
        case .invalidSpecifier: "PreferenceSpecifiers is not an array, or an item of it is not a dictionary."
        case .missingType: "A specifier has no Type."
        case .unknownType: "A specifier's Type is not one Settings knows."
        case .missingRequiredKey: "A key the specifier's type requires is missing."
        case .wrongValueType: "A key holds a value of the wrong type."
        case .titlesValuesCount: "Titles (or ShortTitles) and Values differ in length."
        case .emptyChoices: "A multi-value or radio group offers no choices."
        case .defaultNotInValues: "DefaultValue is not one of Values."
        case .defaultTypeMismatch: "DefaultValue matches a Values entry only loosely, or differs from it in type."
        case .toggleDefault: "A toggle's DefaultValue is neither TrueValue, FalseValue nor a boolean."
        case .sliderRange: "A slider's MinimumValue is not below its MaximumValue."
        case .sliderDefaultRange: "A slider's DefaultValue lies outside its range."
        case .missingImage: "A slider's image file is missing from the bundle."
        case .childMissing: "A child pane's File does not exist."
        case .childCaseMismatch: "A child pane's File exists only with different letter case."
        case .childEscapesBundle: "A child pane's File points outside the bundle."
        case .childCycle: "A child pane leads back to a page already open above it."
        case .childInvalidName: "A child pane's File is empty or unusable."
        case .childLimit: "A child pane is not followed: the bundle is too deep or has too many pages."
        case .childFilePath: "A child pane's File carries a folder or a .plist extension."
        case .duplicateKey: "Two specifiers share a Key and disagree on its DefaultValue."
        case .missingStringsTable: "StringsTable names a table no .lproj folder has."
        case .missingLocalization: "A language lacks a page's strings table or some of its strings."
        case .unreadableStrings: "A .strings file cannot be parsed."
        case .unreachablePage: "A page plist that no child pane reaches from Root."
        case .invalidKeyboardType: "KeyboardType is not a known value."
        case .invalidAutocapitalizationType: "AutocapitalizationType is not a known value."
        case .invalidAutocorrectionType: "AutocorrectionType is not a known value."
        case .invalidIdiom: "SupportedUserInterfaceIdioms holds a value that is not an idiom."
        case .invalidAppGroup: "ApplicationGroupContainerIdentifier is empty or an unexpanded build setting."
        case .insecurePasswordField: "A text field that looks like a password field has no IsSecure."
        case .controlCharacters: "A string holds terminal control characters."
        case .inAppDatePicker: "An InAppSettingsKit date picker's DatePickerMode or DatePickerStyle is unknown."
        case .inAppListItemType: "An InAppSettingsKit list group's ItemSpecifier or AddSpecifier has a refused type."
        case .inAppOpenURLFile: "An InAppSettingsKit open-URL row has no File (the URL)."
        case .inAppMailSpelling: "An InAppSettingsKit mail row spells Recipients as Apple's keys do, which it ignores."
        case .inAppSelector: "An InAppSettingsKit view-controller pane uses the initWithFile:key: selector."
        case .globalDomain: "The app's identifier names the global domain, which every app reads."
        case .launchArgument: "A scheme or test plan passes a key of the bundle a value its row cannot show."
        case .unreadKey: "A key of the bundle that no source of the app reads."
        case .unknownKey: "The app reads a key the bundle lacks but nearly has."
        case .readType: "The app reads a key with an accessor that cannot tell the row's values apart."
        case .codeDefault: "A default in the app's code differs from the bundle's DefaultValue."
        case .unregisteredDefaults: "The app reads a bundle key whose DefaultValue it never registers."
        }
    }

    /// A paragraph: what is wrong, what Settings (or InAppSettingsKit) does with it, and how to fix it.
    public var explanation: String {
        switch self {
        case .unreadablePlist:
            """
            The file is not a property list (XML, binary or OpenStep), or its top level is not a dictionary. \
            Settings shows nothing for the page: a broken Root.plist hides the app's whole Settings entry. \
            Fix the syntax (`plutil -lint FILE` names the line) and keep a dictionary with PreferenceSpecifiers \
            at the top.
            """
        case .missingRoot:
            """
            Settings opens a bundle at Root.plist (or a device variant such as Root~ipad.plist). Without it the \
            app has no entry in Settings at all. Add Root.plist at the top of Settings.bundle.
            """
        case .missingPreferenceSpecifiers:
            """
            Every page lists its rows in a PreferenceSpecifiers array. Without it the page is empty in Settings \
            and InAppSettingsKit. Add the array, even an empty one, under the page's top-level dictionary.
            """
        case .invalidSpecifier:
            """
            PreferenceSpecifiers must be an array of dictionaries, one per row. Settings skips an item that is \
            not a dictionary (and shows nothing when the array is something else). Make every item a \
            dictionary with a Type.
            """
        case .missingType:
            """
            A specifier without Type is not drawn by Settings, and InAppSettingsKit asserts on it in debug \
            builds. Add a Type such as PSToggleSwitchSpecifier or PSGroupSpecifier.
            """
        case .unknownType:
            """
            Settings knows eight types (PSGroupSpecifier, PSTextFieldSpecifier, PSTitleValueSpecifier, \
            PSToggleSwitchSpecifier, PSSliderSpecifier, PSMultiValueSpecifier, PSRadioGroupSpecifier, \
            PSChildPaneSpecifier); other types are ignored there, and InAppSettingsKit adds its own IASK* \
            types for in-app pages only. Correct a misspelt type, or keep app-specific rows in *.inApp.plist \
            pages (lint them with --in-app).
            """
        case .missingRequiredKey:
            """
            Each type needs some keys: a Key to store the value in, Titles and Values for choices, a File \
            for a child pane, MinimumValue and MaximumValue for a slider, a DefaultValue to show before the \
            user picks one. Without them the row stores nothing, shows nothing or opens nothing. Add the \
            key the message names.
            """
        case .wrongValueType:
            """
            A key holds a value Settings cannot use as that key (a number as Title, a dictionary as Values, \
            a string as MinimumValue). Settings ignores the value or the whole row. Give the key the type \
            Apple's schema documents.
            """
        case .titlesValuesCount:
            """
            Settings pairs Titles[i] with Values[i]; when the counts differ, the extra entries are dropped or \
            the row shows no title for the current value, and InAppSettingsKit asserts when it sorts them. \
            Give Titles (and ShortTitles) exactly one entry per value.
            """
        case .emptyChoices:
            """
            A multi-value or radio group with empty Values (or Titles) opens an empty list: the user cannot \
            choose anything. Add the choices or remove the row.
            """
        case .defaultNotInValues:
            """
            Settings checks the choice whose value equals the stored value (or DefaultValue). A DefaultValue \
            that is no value leaves the row blank and no choice checked until the user picks one. Use one of \
            Values as DefaultValue.
            """
        case .defaultTypeMismatch:
            """
            DefaultValue equals a choice only when converted (the string "3" against the number 3), or its \
            type differs from the stored values. Settings compares objects, so the row may show no choice, \
            and the app reads a different type before and after the user picks a value. Give DefaultValue \
            the same type as Values.
            """
        case .toggleDefault:
            """
            A toggle is on when the value equals TrueValue (YES by default) and off when it equals \
            FalseValue. A DefaultValue that is neither shows whatever its conversion to a boolean gives, and \
            the app reads a value the switch can never write. Use TrueValue, FalseValue or a boolean.
            """
        case .sliderRange:
            """
            A slider needs MinimumValue below MaximumValue; otherwise it cannot move and its value is \
            meaningless. Swap or correct the bounds.
            """
        case .sliderDefaultRange:
            """
            Settings clamps a slider's value to its range, so a DefaultValue outside it shows as the nearest \
            bound while the app, before the user moves the slider, reads the unclamped default. Put \
            DefaultValue between MinimumValue and MaximumValue.
            """
        case .missingImage:
            """
            MinimumValueImage and MaximumValueImage name image files at the top of Settings.bundle. A missing \
            (or differently cased: the device file system is case-sensitive) file leaves an empty space \
            beside the slider. Add the image or correct the name.
            """
        case .childMissing:
            """
            A child pane opens the page File.plist at the top of the bundle. When it does not exist the row \
            opens nothing (or an empty page). Add the page or correct File; if a build step generates it \
            (license lists often are), this is expected in a source tree.
            """
        case .childCaseMismatch:
            """
            File matches a page only when letter case is ignored. macOS file systems usually ignore case, \
            devices do not: the pane works in the simulator and opens nothing on a phone. Make File and the \
            file name match exactly.
            """
        case .childEscapesBundle:
            """
            File is absolute, uses .., or resolves (through a link) outside Settings.bundle. Settings only \
            reads pages inside the bundle. Keep every page in the bundle and name it relative to it.
            """
        case .childCycle:
            """
            A pane opens a page that is already open above it, so the user could go in circles forever and \
            tools that walk the bundle (registering defaults, for one) must stop somewhere. Point the pane at \
            another page or remove it.
            """
        case .childInvalidName:
            """
            File is empty, only a folder, or otherwise names no page. The row opens nothing. Set File to the \
            page's name without .plist.
            """
        case .childLimit:
            """
            The bundle nests more child panes, or has more pages, than the loader follows; the panes beyond \
            the limit are not read or checked. Flatten the pages.
            """
        case .childFilePath:
            """
            Apple's schema says File is a bare page name without path information or extension. Folders and a \
            .plist suffix work in today's Settings and InAppSettingsKit but are outside the documented \
            format. Use the bare name where you can.
            """
        case .duplicateKey:
            """
            Two rows store the same Key with different DefaultValues. The registration dictionary can hold \
            only one (Apple's sample code keeps the first, InAppSettingsKit the last), so one row shows a \
            default the app never sees. Give the rows one default, or different keys.
            """
        case .missingStringsTable:
            """
            StringsTable names the .strings file Settings looks up in each <lang>.lproj folder. When no folder \
            has it, every string of the page shows untranslated. Add <lang>.lproj/TABLE.strings or remove \
            StringsTable.
            """
        case .missingLocalization:
            """
            Some languages lack the page's strings table, or some of the titles, footers and choice titles it \
            uses. Settings then shows the untranslated text in those languages. Add the missing translations \
            (one note per page lists the languages and the strings missing most often).
            """
        case .unreadableStrings:
            """
            A .strings file that does not parse is ignored: Settings shows that language's strings \
            untranslated. Fix the file (`plutil -lint FILE` names the line); Apple recommends UTF-16 or UTF-8 \
            with "key" = "value"; lines.
            """
        case .unreachablePage:
            """
            No child pane leads to this page from Root (in any device variant or in InAppSettingsKit's view), \
            so Settings never shows it and its defaults are never registered. Add a PSChildPaneSpecifier with \
            its name as File, or delete the file.
            """
        case .invalidKeyboardType:
            """
            KeyboardType must be Alphabet, NumbersAndPunctuation, NumberPad, URL or EmailAddress \
            (InAppSettingsKit also takes DecimalPad, PhonePad, NamePhonePad and AsciiCapable). Settings falls \
            back to the default keyboard. Use one of those names.
            """
        case .invalidAutocapitalizationType:
            """
            AutocapitalizationType must be None, Sentences, Words or AllCharacters; anything else is ignored \
            and the field capitalizes nothing. Use one of those names.
            """
        case .invalidAutocorrectionType:
            """
            AutocorrectionType must be Default, No or Yes; anything else is ignored. Use one of those names.
            """
        case .invalidIdiom:
            """
            SupportedUserInterfaceIdioms lists the devices a row shows on: Phone and Pad (InAppSettingsKit \
            also knows Mac and Reality). Other entries match no device, so the row may show nowhere. Correct \
            the entry.
            """
        case .invalidAppGroup:
            """
            ApplicationGroupContainerIdentifier stores the page's values in an app-group suite. An empty value \
            or an unexpanded build setting ($(GROUP_ID)) names no real group: Settings writes where the app \
            never reads. Write the group's identifier, or let the build expand the setting.
            """
        case .insecurePasswordField:
            """
            A text field whose title or key suggests a password shows its text in clear. Set IsSecure to YES \
            so Settings shows bullets (and consider not keeping passwords in user defaults at all: use the \
            keychain).
            """
        case .controlCharacters:
            """
            A title, footer or value holds control characters (escape sequences, bidirectional overrides). \
            Settings draws them as nothing or garbage, they can make text read differently from what it is, \
            and a terminal would act on them. Remove them.
            """
        case .inAppDatePicker:
            """
            InAppSettingsKit's IASKDatePickerSpecifier takes DatePickerMode Date, Time or DateAndTime and \
            DatePickerStyle Compact, Wheels or Inline; other values fall back to its defaults. Use one of \
            those names.
            """
        case .inAppListItemType:
            """
            An IASKListGroupSpecifier's ItemSpecifier must be a title value, child pane, text field, \
            multi-value, IASKButtonSpecifier or IASKCustomViewSpecifier (AddSpecifier the same, less title \
            value). InAppSettingsKit asserts on another type in debug builds and shows nothing. Use one of \
            those types.
            """
        case .inAppOpenURLFile:
            """
            IASKOpenURLSpecifier opens the URL in its File key; without it the row does nothing when tapped. \
            Add File with the URL.
            """
        case .inAppMailSpelling:
            """
            InAppSettingsKit reads IASKMailComposeToRecipents, ...CcRecipents and ...BccRecipents (spelt \
            without the second i); the correctly spelt ...Recipients keys are ignored, so the mail has no \
            recipients. Use InAppSettingsKit's spelling.
            """
        case .inAppSelector:
            """
            IASKViewControllerSelector initWithFile:key: is InAppSettingsKit 2's signature; InAppSettingsKit 3 \
            passes the specifier as the second argument, so the pane crashes when it opens. Implement \
            initWithFile:specifier: and name it, or remove the selector.
            """
        case .globalDomain:
            """
            The app's CFBundleIdentifier (or the PRODUCT_BUNDLE_IDENTIFIER it expands to) is NSGlobalDomain,             -g, -globalDomain, Apple Global Domain or .GlobalPreferences: names of the global domain, which             every app reads. No app can have it as its own domain, and writing the bundle's settings there             would change every app's. Give the app its own reverse-DNS identifier.
            """
        case .launchArgument:
            """
            With --scheme or --test-plan: an enabled launch argument (-key value) of the scheme's Run \
            action or the test plan sets a key of the bundle, and Foundation puts it in the argument \
            domain above every stored value, but the row cannot show it: a choice that is not among \
            Values, a slider value that is not a number or lies outside the range, a toggle with its own \
            TrueValue and FalseValue given neither, or an array, dictionary or data for a row that shows \
            one value. While the app runs that way, Settings and the app disagree. Pass a value the row \
            can show (settings args prints them), or fix the row.
            """
        case .unreadKey:
            """
            No Swift or Objective-C source of the target that copies the bundle reads this key (through \
            UserDefaults accessors, @AppStorage, a property wrapper or a Defaults key), so changing the \
            setting does nothing. Read the key, correct its spelling, or remove the row. The claim is made only \
            when every read of the code names its key (or its start, as "filter_" + name does); otherwise one \
            note for the bundle lists the reads lint cannot follow (file:line and why) instead. A title value \
            only shows a value and is never unread.
            """
        case .unknownKey:
            """
            The code reads a key the bundle does not declare, but one it declares is spelt almost the same \
            (equal ignoring case, _ and -, or one letter apart, two for long keys): the code reads a value Settings never \
            writes. Use the bundle's spelling in both.
            """
        case .readType:
            """
            The accessor converts the stored value to its type (bool(forKey:) of "YES" or "1" is true, \
            integer(forKey:) of "3" is 3), but here the row's values cannot all be told apart: \
            bool(forKey:) of a multi-value storing "small" and "large" is always false, integer(forKey:) of \
            "dark" is 0. The user's choice is silently ignored. Read the key as the type the row stores.
            """
        case .codeDefault:
            """
            The code registers (register(defaults:), registerDefaults:) or falls back on (?? value, \
            @AppStorage's initial value, a wrapper's default) a value other than the bundle's DefaultValue, \
            so Settings shows one value while the app uses another until the user changes it. Use one default.
            """
        case .unregisteredDefaults:
            """
            Settings shows each row's DefaultValue, but nothing writes it into the app's defaults: until \
            the user opens Settings the app reads nil, false or 0 for this key. Register the bundle's \
            defaults at launch (register(defaults:) with the bundle's values, or read them from \
            Settings.bundle/Root.plist).
            """
        }
    }
}

extension Rule {
    /// `settings lint --list-rules`: one `id  severity  summary` line per rule, under a heading.
    public static func listing() -> String {
        let width = allCases.map(\.rawValue.count).max()! + 2
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(1, width - text.count))
        }
        var output = padded("RULE", width) + padded("SEVERITY", 10) + "SUMMARY\n"
        for rule in allCases {
            output += padded(rule.rawValue, width) + padded(rule.defaultSeverity.rawValue, 10) + rule.summary + "\n"
        }
        return output
    }

    /// `settings lint --list-rules --format json`: every rule's id, name, severity, summary and
    /// explanation, as a JSON array with sorted keys.
    public static func listingJSON() throws -> String {
        let entries = allCases.map { rule in
            [
                "id": rule.rawValue, "name": rule.displayName, "severity": rule.defaultSeverity.rawValue,
                "summary": rule.summary, "explanation": rule.explanation,
            ]
        }
        let data = try JSONSerialization.data(
            withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
