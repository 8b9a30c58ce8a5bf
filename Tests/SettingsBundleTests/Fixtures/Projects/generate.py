#!/usr/bin/env python3
"""Writes the fixture Xcode projects the project-domain tests use (run from this folder).

Each project is described below in a few lines and written as a small project.pbxproj in the
format Xcode writes (an OpenStep property list with readable object ids), with the Info.plist,
.xcconfig and Settings.bundle files around it. Re-running it rewrites the same files.
"""
import os, shutil

ROOT_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>PreferenceSpecifiers</key>
	<array>
		<dict>
			<key>Type</key>
			<string>PSToggleSwitchSpecifier</string>
			<key>Title</key>
			<string>Enabled</string>
			<key>Key</key>
			<string>enabled</string>
			<key>DefaultValue</key>
			<true/>
		</dict>
	</array>
</dict>
</plist>
"""

def info_plist(identifier):
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIdentifier</key>
	<string>{identifier}</string>
	<key>CFBundleName</key>
	<string>$(PRODUCT_NAME)</string>
</dict>
</plist>
"""

def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

def quote(value):
    if value and all(c.isalnum() or c in "_$/:.-" for c in value):
        return value
    return '"' + value.replace('\\', '\\\\').replace('"', '\\"') + '"'

def settings_text(settings, indent):
    lines = []
    for key in sorted(settings):
        value = settings[key]
        if isinstance(value, list):
            inner = "".join(f"\n{indent}\t{quote(v)}," for v in value)
            lines.append(f"{indent}{quote(key)} = ({inner}\n{indent});")
        else:
            lines.append(f"{indent}{quote(key)} = {quote(value)};")
    return "\n".join(lines)

def project(folder, name, targets, project_settings=None, configurations=("Debug", "Release"),
            default_configuration="Release", project_xcconfig=None, groups=None):
    """targets: dicts with name, type ('app' or 'appex'), settings {config: {..}} or {'*': {..}},
    xcconfig (path relative to SRCROOT), resources (paths relative to SRCROOT; a trailing '/'
    makes a folder reference). groups: {group path: [file names]} (files get group-relative refs)."""
    objects = []
    ids = {}
    def ref_id(path):
        if path not in ids:
            ids[path] = f"FILE_{len(ids) + 1:03d}"
        return ids[path]
    # Groups: one per folder holding a referenced file, each with a group-relative path.
    files = set()
    for t in targets:
        for r in t.get("resources", []):
            files.add(r)
        if t.get("xcconfig"):
            files.add(t["xcconfig"])
    if project_xcconfig:
        files.add(project_xcconfig)
    folders = {}
    for f in sorted(files):
        d, base = os.path.split(f.rstrip("/"))
        folders.setdefault(d, []).append((base, f))
    group_ids = {}
    main_children = []
    for i, d in enumerate(sorted(folders)):
        if d == "":
            for base, f in folders[d]:
                main_children.append(ref_id(f))
            continue
        gid = f"GROUP_{i + 1:02d}"
        group_ids[d] = gid
        main_children.append(gid)
        children = ", ".join(ref_id(f) for _, f in folders[d])
        objects.append(f"\t\t{gid} /* {d} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = ({children}, );\n"
                       f"\t\t\tpath = {quote(d)};\n\t\t\tsourceTree = \"<group>\";\n\t\t}};")
    for f, rid in sorted(ids.items(), key=lambda x: x[1]):
        base = os.path.basename(f.rstrip("/"))
        if f.endswith("/"):
            kind = "folder"
        elif f.endswith(".bundle"):
            kind = "\"wrapper.plug-in\""
        elif f.endswith(".xcconfig"):
            kind = "text.xcconfig"
        else:
            kind = "text"
        objects.append(f"\t\t{rid} /* {base} */ = {{isa = PBXFileReference; lastKnownFileType = {kind}; "
                       f"path = {quote(base)}; sourceTree = \"<group>\"; }};")
    objects.append(f"\t\tMAIN_GROUP = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = ({', '.join(main_children)}, );\n"
                   f"\t\t\tsourceTree = \"<group>\";\n\t\t}};")

    def configuration_list(owner, per_config, xcconfig):
        config_ids = []
        for c in configurations:
            cid = f"{owner}_{c.upper()}"
            config_ids.append(cid)
            settings = dict(per_config.get("*", {}))
            settings.update(per_config.get(c, {}))
            base = f"\n\t\t\tbaseConfigurationReference = {ref_id(xcconfig)} /* {os.path.basename(xcconfig)} */;" if xcconfig else ""
            objects.append(f"\t\t{cid} /* {c} */ = {{\n\t\t\tisa = XCBuildConfiguration;{base}\n"
                           f"\t\t\tbuildSettings = {{\n{settings_text(settings, chr(9) * 4)}\n\t\t\t}};\n"
                           f"\t\t\tname = {c};\n\t\t}};")
        lid = f"{owner}_CONFIGURATIONS"
        objects.append(f"\t\t{lid} = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = ("
                       + ", ".join(config_ids) + ", );\n\t\t\tdefaultConfigurationIsVisible = 0;\n"
                       f"\t\t\tdefaultConfigurationName = {default_configuration};\n\t\t}};")
        return lid

    target_ids = []
    for n, t in enumerate(targets):
        tid = f"TARGET_{n + 1}"
        target_ids.append(tid)
        build_files = []
        for r in t.get("resources", []):
            bid = f"{tid}_BUILD_{len(build_files) + 1}"
            build_files.append(bid)
            objects.append(f"\t\t{bid} /* {os.path.basename(r.rstrip('/'))} in Resources */ = "
                           f"{{isa = PBXBuildFile; fileRef = {ref_id(r)}; }};")
        objects.append(f"\t\t{tid}_RESOURCES /* Resources */ = {{\n\t\t\tisa = PBXResourcesBuildPhase;\n"
                       f"\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = ({''.join(b + ', ' for b in build_files)});\n"
                       f"\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}};")
        lid = configuration_list(tid, t.get("settings", {}), t.get("xcconfig"))
        product_type = {"app": "com.apple.product-type.application",
                        "appex": "com.apple.product-type.app-extension"}[t["type"]]
        objects.append(f"\t\t{tid} /* {t['name']} */ = {{\n\t\t\tisa = PBXNativeTarget;\n"
                       f"\t\t\tbuildConfigurationList = {lid};\n\t\t\tbuildPhases = ({tid}_RESOURCES, );\n"
                       f"\t\t\tname = {quote(t['name'])};\n\t\t\tproductName = {quote(t['name'])};\n"
                       f"\t\t\tproductType = \"{product_type}\";\n\t\t}};")
    plid = configuration_list("PROJECT", project_settings or {}, project_xcconfig)
    objects.append(f"\t\tPROJECT /* Project object */ = {{\n\t\t\tisa = PBXProject;\n"
                   f"\t\t\tbuildConfigurationList = {plid};\n\t\t\tmainGroup = MAIN_GROUP;\n"
                   f"\t\t\tprojectDirPath = \"\";\n\t\t\ttargets = ({', '.join(target_ids)}, );\n\t\t}};")
    text = ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
            + "\n".join(objects) + "\n\t};\n\trootObject = PROJECT /* Project object */;\n}\n")
    write(os.path.join(folder, f"{name}.xcodeproj", "project.pbxproj"), text)

def bundle(path):
    write(os.path.join(path, "Root.plist"), ROOT_PLIST)

for d in ["LiteralInfoPlist", "ProjectSetting", "XCConfig", "Conditional", "Spaces", "TwoApps", "TwoProjects",
          "Malformed", "BareBundles", "Undefined", "XCConfigQuoted", "IncludeSearch"]:
    shutil.rmtree(d, ignore_errors=True)

# 1. A literal identifier in the Info.plist the target names (not beside the bundle).
project("LiteralInfoPlist", "LiteralInfoPlist",
        [{"name": "Literal", "type": "app", "resources": ["App/Settings.bundle"],
          "settings": {"*": {"INFOPLIST_FILE": "App/Supporting Files/Info.plist", "PRODUCT_NAME": "$(TARGET_NAME)"}}}])
write("LiteralInfoPlist/App/Supporting Files/Info.plist", info_plist("com.example.literal"))
bundle("LiteralInfoPlist/App/Settings.bundle")

# 2. $(PRODUCT_BUNDLE_IDENTIFIER) set in the project: the target's setting beats the project's.
project("ProjectSetting", "ProjectSetting",
        [{"name": "Setting", "type": "app", "resources": ["App/Settings.bundle"],
          "settings": {"*": {"INFOPLIST_FILE": "$(SRCROOT)/App/Info.plist",
                             "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:lower)",
                             "OTHER_LDFLAGS": ["$(inherited)", "-ObjC"]}}}],
        project_settings={"*": {"PRODUCT_BUNDLE_IDENTIFIER": "com.example.project-level"}})
write("ProjectSetting/App/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
bundle("ProjectSetting/App/Settings.bundle")

# 3. Set in an .xcconfig, with a prefix defined in another .xcconfig it includes (the target's
#    own setting only passes $(inherited) on, as real projects often do).
project("XCConfig", "XCConfig",
        [{"name": "Configured", "type": "app", "resources": ["Sources/Settings.bundle"],
          "xcconfig": "Configs/App.xcconfig",
          "settings": {"*": {"INFOPLIST_FILE": "Sources/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "$(inherited)"}}}],
        project_xcconfig="Configs/Project.xcconfig")
write("XCConfig/Configs/Base.xcconfig",
      "// Shared by every target.\nBUNDLE_ID_PREFIX = com.example // the organisation\n")
write("XCConfig/Configs/Project.xcconfig", "PRODUCT_BUNDLE_IDENTIFIER = com.example.project-xcconfig\n")
# The same with its value in quotes, as some projects write it.
project("XCConfigQuoted", "XCConfigQuoted",
        [{"name": "Quoted", "type": "app", "resources": ["Settings.bundle"], "xcconfig": "App.xcconfig",
          "settings": {"*": {"GENERATE_INFOPLIST_FILE": "YES"}}}])
write("XCConfigQuoted/App.xcconfig", "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.quoted\" // quoted\n")
bundle("XCConfigQuoted/Settings.bundle")
write("XCConfig/Configs/App.xcconfig",
      "#include \"Base.xcconfig\"\n#include? \"Local.xcconfig\" // optional, not checked in\n\n"
      "PRODUCT_NAME = Configured\nPRODUCT_BUNDLE_IDENTIFIER = $(BUNDLE_ID_PREFIX).$(PRODUCT_NAME:lower)\n")
write("XCConfig/Sources/Info.plist", info_plist("${PRODUCT_BUNDLE_IDENTIFIER}"))
bundle("XCConfig/Sources/Settings.bundle")

# 4. Config-conditional assignments with an empty Debug value (the default configuration).
project("Conditional", "Conditional",
        [{"name": "Conditional", "type": "app", "resources": ["App/Settings.bundle"],
          "settings": {"*": {"INFOPLIST_FILE": "App/Info.plist",
                             "PRODUCT_BUNDLE_IDENTIFIER[config=Debug]": "",
                             "PRODUCT_BUNDLE_IDENTIFIER[config=Release]": "com.example.conditional",
                             "PRODUCT_BUNDLE_IDENTIFIER[config=Release][sdk=iphonesimulator*]": "com.example.simulator"}}}],
        default_configuration="Debug")
write("Conditional/App/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
bundle("Conditional/App/Settings.bundle")

# 5. :rfc1034identifier on a product name with spaces; a generated Info.plist (no INFOPLIST_FILE).
project("Spaces", "Spaces",
        [{"name": "My Great App", "type": "app", "resources": ["My Great App/Settings.bundle"],
          "settings": {"*": {"GENERATE_INFOPLIST_FILE": "YES", "PRODUCT_NAME": "$(TARGET_NAME)",
                             "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)"}}}])
bundle("Spaces/My Great App/Settings.bundle")

# 6. Two app targets and an extension in one project; a bundle no target claims; a bundle only
#    the extension copies; a folder reference.
project("TwoApps", "TwoApps",
        [{"name": "Alpha", "type": "app", "resources": ["Alpha/Settings.bundle"],
          "settings": {"*": {"INFOPLIST_FILE": "Alpha/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.alpha"}}},
         {"name": "AlphaWidget", "type": "appex", "resources": ["Widget/Settings.bundle"],
          "settings": {"*": {"INFOPLIST_FILE": "Widget/Info.plist",
                             "PRODUCT_BUNDLE_IDENTIFIER": "com.example.alpha.widget"}}},
         {"name": "Beta", "type": "app", "resources": ["Beta/Resources/"],
          "settings": {"*": {"INFOPLIST_FILE": "Beta/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.beta"}}}])
for t in ["Alpha", "Widget", "Beta"]:
    write(f"TwoApps/{t}/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
bundle("TwoApps/Alpha/Settings.bundle")
bundle("TwoApps/Widget/Settings.bundle")
bundle("TwoApps/Beta/Resources/Settings.bundle")
bundle("TwoApps/Unused/Settings.bundle")

# 7. A tree with two projects.
for letter in ["A", "B"]:
    project(f"TwoProjects/Project{letter}", f"Project{letter}",
            [{"name": f"App{letter}", "type": "app", "resources": ["App/Settings.bundle"],
              "settings": {"*": {"INFOPLIST_FILE": "App/Info.plist",
                                 "PRODUCT_BUNDLE_IDENTIFIER": f"com.example.{letter.lower()}"}}}])
    write(f"TwoProjects/Project{letter}/App/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
    bundle(f"TwoProjects/Project{letter}/App/Settings.bundle")

# 8. A malformed project.pbxproj.
write("Malformed/Malformed.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tPROJECT = {\n\t\t\tisa = PBXProject\n\t};\n}\n")
write("Malformed/App/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
bundle("Malformed/App/Settings.bundle")

# 9. A folder of bare bundles: no project, no Info.plist.
bundle("BareBundles/One/Settings.bundle")
bundle("BareBundles/Two/Settings.bundle")

# 10. Settings nothing defines expand to nothing, as in Xcode: a missing suffix still gives an
#     identifier; a missing prefix leaves an empty label, so the bundle gets a preview domain.
project("Undefined", "Undefined",
        [{"name": "Suffix", "type": "app", "resources": ["Suffix/Settings.bundle"],
          "settings": {"*": {"GENERATE_INFOPLIST_FILE": "YES",
                             "PRODUCT_BUNDLE_IDENTIFIER": "com.example.suffix$(BUNDLE_ID_SUFFIX)"}}},
         {"name": "Prefix", "type": "app", "resources": ["Prefix/Settings.bundle"],
          "settings": {"*": {"GENERATE_INFOPLIST_FILE": "YES",
                             "PRODUCT_BUNDLE_IDENTIFIER": "$(BUNDLE_ID_PREFIX).prefix"}}}])
bundle("Undefined/Suffix/Settings.bundle")
bundle("Undefined/Prefix/Settings.bundle")

# 11. Awful.app's layout (Awful/Awful.app@a5aad0d8c527d4afe24a072ea5da9be43b827848): the target's
#     App/Config/Awful-Debug.xcconfig includes "Config/Common-Debug.xcconfig" and "App/App
#     Icons/App Icons.xcconfig", paths from the project's folder, not from its own; Common-Debug
#     includes "Common.xcconfig" beside it, which includes? "Local.xcconfig" (from the project's
#     folder). Xcode finds an include in the including file's folder, then in its includers'
#     folders, then in the project's folder; "Shared" names Shared.xcconfig, only beside the
#     first includer, and "Extra" (no extension) Extra.xcconfig.
project("IncludeSearch", "Awful",
        [{"name": "Awful", "type": "app", "resources": ["App/Settings.bundle"],
          "xcconfig": "App/Config/Awful-Debug.xcconfig",
          "settings": {"*": {"INFOPLIST_FILE": "App/Info.plist",
                             "PRODUCT_BUNDLE_IDENTIFIER": "$(BUNDLE_ID_PREFIX).$(PRODUCT_NAME:lower)$(LOCAL_SUFFIX)"}}}],
        default_configuration="Debug")
write("IncludeSearch/App/Config/Awful-Debug.xcconfig",
      '#include "Config/Common-Debug.xcconfig"\n#include "App/App Icons/App Icons.xcconfig"\n')
write("IncludeSearch/App/Config/Shared.xcconfig", "SHARED = found beside the first includer\n")
write("IncludeSearch/App/App Icons/App Icons.xcconfig", "ASSETCATALOG_COMPILER_APPICON_NAME = rated_five_appicon\n")
write("IncludeSearch/Config/Common-Debug.xcconfig",
      '#include "Common.xcconfig"\n#include "Shared"\nDEBUG_INFORMATION_FORMAT = dwarf\n')
write("IncludeSearch/Config/Common.xcconfig",
      '#include? "Local.xcconfig"\n#include "Extra"\nBUNDLE_ID_PREFIX = com.example\n')
write("IncludeSearch/Config/Extra.xcconfig", "EXTRA = found without its extension\n")
write("IncludeSearch/Local.xcconfig", "LOCAL_SUFFIX = .local\n")
write("IncludeSearch/App/Info.plist", info_plist("$(PRODUCT_BUNDLE_IDENTIFIER)"))
bundle("IncludeSearch/App/Settings.bundle")
