#!/usr/bin/env python3
"""Writes the hostile store files of issue 28 with plistlib, the writer CF's format is shared with.

Run from this folder: python3 make.py (the outputs are committed; plistlib is deterministic).
"""
import datetime
import plistlib


def bomb(levels):
    # plistlib writes a list it meets twice once and references it: 40 levels of [a, a] is a few
    # hundred bytes that stand for 2^40 values.
    value = ["x"]
    for _ in range(levels):
        value = [value, value]
    return value


def write(name, value):
    with open(name, "wb") as file:
        file.write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=True))


# Finding 2: a store holding a shared-reference bomb beside an ordinary key.
write("bomb.plist", {"bomb": bomb(40), "profile_name": "Grace"})
# Finding 5: é composed and decomposed, and 2^64-1 (a 16-byte integer in CF's and plistlib's files).
write("normalization-and-wide-integer.plist", {"\u00e9": "composed", "e\u0301": "decomposed", "big": 2**64 - 1})
# Finding 6: a date with fractional seconds, as an app's Date() is stored.
write(
    "fractional-date.plist",
    {"last_opened": datetime.datetime(2026, 11, 28, 12, 0, 0, 250000), "profile_name": "Grace"},
)
