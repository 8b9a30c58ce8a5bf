#!/usr/bin/env python3
"""Writes the hand-made parts of the scheme fixtures (run from this folder); README.md says which
files are copied from public repositories and which this script writes.

Checkout/ is a small stand-in for the Awful.app checkout: its Awful.xcodeproj has the real
project's target identifiers, names and per-configuration bundle identifiers (so the real
Awful.xcscheme, AwfulAdHoc.xcscheme and Awful.xctestplan copied beside it resolve as they do in
the real project), plus hand-written schemes and test plans for what the real files lack.
"""
import os

def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)

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
			<string>Dark Mode</string>
			<key>Key</key>
			<string>dark_theme</string>
			<key>DefaultValue</key>
			<false/>
		</dict>
		<dict>
			<key>Type</key>
			<string>PSTextFieldSpecifier</string>
			<key>Title</key>
			<string>Username</string>
			<key>Key</key>
			<string>username</string>
			<key>DefaultValue</key>
			<string></string>
		</dict>
		<dict>
			<key>Type</key>
			<string>PSMultiValueSpecifier</string>
			<key>Title</key>
			<string>Font Scale</string>
			<key>Key</key>
			<string>font_scale</string>
			<key>DefaultValue</key>
			<integer>100</integer>
			<key>Titles</key>
			<array><string>Small</string><string>Normal</string><string>Large</string></array>
			<key>Values</key>
			<array><integer>80</integer><integer>100</integer><integer>120</integer></array>
		</dict>
	</array>
	<key>StringsTable</key>
	<string>Root</string>
</dict>
</plist>
"""

def strings(pairs):
    return "".join(f'"{k}" = "{v}";\n' for k, v in pairs)

def configuration(cid, name, settings):
    body = "".join(f"\t\t\t\t{k} = {v};\n" for k, v in sorted(settings.items()))
    return f"\t\t{cid} /* {name} */ = {{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {{\n{body}\t\t\t}};\n\t\t\tname = \"{name}\";\n\t\t}};\n"

CONFIGS = ["Debug", "Release", "App Store"]
objects = ""
# Targets with the real project's identifiers (Awful.app@a5aad0d8c, Awful.xcodeproj/project.pbxproj).
targets = [
    ("1D6058900D05DD3D006BFB54", "Awful", "com.apple.product-type.application",
     {"Debug": "com.awfulapp.Awful.debug", "Release": "com.awfulapp.Awful", "App Store": "com.awfulapp.Awful"}),
    ("1C9AEBC2210C3B2200C9A567", "AwfulTests", "com.apple.product-type.bundle.unit-test",
     {c: "ca.nolanw.Awful.Tests" for c in CONFIGS}),
    # Hand-made: a second app target that does not copy the bundle.
    ("BETA00000000000000000001", "AwfulBeta", "com.apple.product-type.application",
     {c: "com.awfulapp.Beta" for c in CONFIGS}),
    # Hand-made: a second app target that copies the bundle too.
    ("LITE00000000000000000001", "AwfulLite", "com.apple.product-type.application",
     {c: "com.awfulapp.Lite" for c in CONFIGS}),
    ("1C66A9EE19DD3939001B9A41", "SmilieKeyboard", "com.apple.product-type.app-extension",
     {"Debug": "com.awfulapp.Awful.debug.SmilieKeyboard", "Release": "com.awfulapp.Awful.SmilieKeyboard",
      "App Store": "com.awfulapp.Awful.SmilieKeyboard"}),
]
target_text = ""
for tid, name, ptype, ids in targets:
    cids = []
    for i, c in enumerate(CONFIGS):
        cid = f"{tid[:20]}C{i}00"
        cids.append(cid)
        objects += configuration(cid, c, {"PRODUCT_BUNDLE_IDENTIFIER": ids[c], "GENERATE_INFOPLIST_FILE": "YES",
                                          "PRODUCT_NAME": "\"$(TARGET_NAME)\"",
                                          "AWFUL_SERVER": "\"forums.somethingawful.com\""})
    objects += (f"\t\t{tid[:20]}L000 = {{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = ("
                + ", ".join(cids) + ", );\n\t\t\tdefaultConfigurationName = Debug;\n\t\t};\n")
    phases = "APPRES000000000000000001, " if name in ("Awful", "AwfulLite") else ""
    objects += (f"\t\t{tid} /* {name} */ = {{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = {tid[:20]}L000;\n"
                f"\t\t\tbuildPhases = ({phases});\n\t\t\tname = {name};\n\t\t\tproductName = {name};\n"
                f"\t\t\tproductType = \"{ptype}\";\n\t\t}};\n")
objects += ("\t\tAPPRES000000000000000001 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"
            "\t\t\tfiles = (APPBUILDFILE000000000001, );\n\t\t};\n"
            "\t\tAPPBUILDFILE000000000001 = {isa = PBXBuildFile; fileRef = APPFILEREF00000000000001; };\n"
            "\t\tAPPFILEREF00000000000001 = {isa = PBXFileReference; lastKnownFileType = \"wrapper.plug-in\"; "
            "path = Settings.bundle; sourceTree = \"<group>\"; };\n"
            "\t\tAPPGROUP0000000000000001 = {isa = PBXGroup; children = (APPFILEREF00000000000001, ); path = App; "
            "sourceTree = \"<group>\"; };\n"
            "\t\tMAINGROUP000000000000001 = {isa = PBXGroup; children = (APPGROUP0000000000000001, ); "
            "sourceTree = \"<group>\"; };\n")
pcids = []
for i, c in enumerate(CONFIGS):
    cid = f"PROJECTCONFIG0000000{i}00"
    pcids.append(cid)
    objects += configuration(cid, c, {})
objects += ("\t\tPROJECTCONFIGLIST0000001 = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = ("
            + ", ".join(pcids) + ", );\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n")
objects += ("\t\tPROJECT00000000000000001 /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
            "\t\t\tbuildConfigurationList = PROJECTCONFIGLIST0000001;\n\t\t\tmainGroup = MAINGROUP000000000000001;\n"
            "\t\t\tprojectDirPath = \"\";\n\t\t\ttargets = ("
            + ", ".join(t[0] for t in targets) + ", );\n\t\t};\n")
write("Checkout/Awful.xcodeproj/project.pbxproj",
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
      + objects + "\t};\n\trootObject = PROJECT00000000000000001 /* Project object */;\n}\n")
write("Checkout/App/Settings.bundle/Root.plist", ROOT_PLIST)
write("Checkout/App/Settings.bundle/en.lproj/Root.strings",
      strings([("Dark Mode", "Dark Mode"), ("Username", "Username"), ("Font Scale", "Font Scale")]))
write("Checkout/App/Settings.bundle/fr.lproj/Root.strings",
      strings([("Dark Mode", "Mode sombre"), ("Username", "Nom d'utilisateur"), ("Font Scale", "Taille du texte")]))

REFERENCE = """            <BuildableReference
               BuildableIdentifier = "primary"
               BlueprintIdentifier = "{id}"
               BuildableName = "{product}"
               BlueprintName = "{name}"
               ReferencedContainer = "container:{container}">
            </BuildableReference>"""

YES_NO = {True: "YES", False: "NO"}
DEFAULT = '\n            default = "YES"'

def scheme(launch_attributes, runnable, arguments="", test_plans=""):
    args = ""
    if arguments:
        args = "      <CommandLineArguments>\n" + "".join(
            f"         <CommandLineArgument\n            argument = \"{a}\"\n            isEnabled = \"{YES_NO[e]}\">\n"
            "         </CommandLineArgument>\n" for a, e in arguments) + "      </CommandLineArguments>\n"
    plans = ""
    if test_plans:
        plans = "      <TestPlans>\n" + "".join(
            f"         <TestPlanReference\n            reference = \"{p}\"{DEFAULT if i == 0 else ''}>\n"
            "         </TestPlanReference>\n" for i, p in enumerate(test_plans)) + "      </TestPlans>\n"
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<Scheme
   LastUpgradeVersion = "1620"
   version = "1.7">
   <TestAction
      buildConfiguration = "Debug"
      shouldUseLaunchSchemeArgsEnv = "YES">
{plans}   </TestAction>
   <LaunchAction
{launch_attributes}      launchStyle = "0">
      <BuildableProductRunnable
         runnableDebuggingMode = "0">
{runnable}
      </BuildableProductRunnable>
{args}   </LaunchAction>
</Scheme>
"""

AWFUL = REFERENCE.format(id="1D6058900D05DD3D006BFB54", product="AwfulDebug.app", name="Awful", container="Awful.xcodeproj")
SCHEMES = "Checkout/Awful.xcodeproj/xcshareddata/xcschemes/"
# Every kind of entry the survey found: feature flags (enabled and disabled), quoted values, a
# $(VAR), old-style arrays and dictionaries, data, a bare word, valueless flags, a repeated key.
write(SCHEMES + "Awful Arguments.xcscheme", scheme(
    '      buildConfiguration = "Release"\n      language = "fr"\n      region = "NO"\n', AWFUL, [
        ("-dark_theme YES", True),
        ("-username &quot;Grace Hopper&quot;", True),
        ("-server $(AWFUL_SERVER) -target $(TARGET_NAME)", True),
        ("-font_scale 120", True),
        ("-tags &apos;(swift, &quot;ui tests&quot;)&apos;", True),
        ("-limits &apos;{max = 5; names = (a, b);}&apos;", True),
        ("-token &lt;0fbd&gt;", True),
        ("UITestMode", True),
        ("-FIRDebugEnabled", True),
        ("-com.apple.CoreData.SQLDebug 1", False),
        ("-dark_theme NO", True),
        ("-broken &quot;unterminated", True),
    ], test_plans=["container:Config/Languages.xctestplan"]))
# The Run action names the unit-test bundle, not the app.
write(SCHEMES + "Test Bundle.xcscheme", scheme(
    '      buildConfiguration = "Debug"\n',
    REFERENCE.format(id="1C9AEBC2210C3B2200C9A567", product="AwfulTests.xctest", name="AwfulTests",
                     container="Awful.xcodeproj")))
# The target lives in a project that is not in the checkout.
write(SCHEMES + "Elsewhere.xcscheme", scheme(
    '      buildConfiguration = "Debug"\n',
    REFERENCE.format(id="ABCDEF0123456789ABCDEF01", product="Other.app", name="Other", container="../Other/Other.xcodeproj")))
# Runs the other app target, which does not copy the bundle.
write(SCHEMES + "Beta.xcscheme", scheme(
    '      buildConfiguration = "Debug"\n',
    REFERENCE.format(id="BETA00000000000000000001", product="AwfulBeta.app", name="AwfulBeta",
                     container="Awful.xcodeproj"), test_plans=["container:Config/Missing.xctestplan"]))
# Runs the other app target that copies the bundle.
write(SCHEMES + "Lite.xcscheme", scheme(
    '      buildConfiguration = "Debug"\n',
    REFERENCE.format(id="LITE00000000000000000001", product="AwfulLite.app", name="AwfulLite",
                     container="Awful.xcodeproj")))
# Not XML.
write(SCHEMES + "Broken.xcscheme", "<?xml version=\"1.0\"?>\n<Scheme>\n   <LaunchAction buildConfiguration = \"Debug\">\n")
# A test plan with language and region, and a configuration that replaces the arguments.
write("Checkout/Config/Languages.xctestplan", """{
  "configurations" : [
    {
      "id" : "11111111-2222-3333-4444-555555555555",
      "name" : "English",
      "options" : {

      }
    },
    {
      "id" : "66666666-7777-8888-9999-000000000000",
      "name" : "Norwegian",
      "options" : {
        "commandLineArgumentEntries" : [
          {
            "argument" : "-username Nora"
          }
        ],
        "language" : "nb",
        "region" : "NO"
      }
    }
  ],
  "defaultOptions" : {
    "commandLineArgumentEntries" : [
      {
        "argument" : "-dark_theme YES"
      },
      {
        "argument" : "-username \\"Ada Lovelace\\""
      },
      {
        "argument" : "-font_scale 80",
        "enabled" : false
      }
    ],
    "language" : "fr",
    "targetForVariableExpansion" : {
      "containerPath" : "container:Awful.xcodeproj",
      "identifier" : "1D6058900D05DD3D006BFB54",
      "name" : "Awful"
    }
  },
  "testTargets" : [
    {
      "target" : {
        "containerPath" : "container:Awful.xcodeproj",
        "identifier" : "1C9AEBC2210C3B2200C9A567",
        "name" : "AwfulTests"
      }
    }
  ],
  "version" : 1
}
""")
write("Checkout/Config/Broken.xctestplan", "{ \"defaultOptions\" : { \"commandLineArgumentEntries\" : [ { \"argument\" : 1 } ] } ")
