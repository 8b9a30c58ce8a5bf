#!/usr/bin/env python3
"""Drives `defaults` the way Ansible's community.general `osx_defaults` module does, without Ansible.

What the module does (plugins/modules/osx_defaults.py of ansible-collections/community.general,
described here, not copied): for each task it runs `defaults [-currentHost] read-type DOMAIN KEY`
(status 1 means "not set"), takes the type after "Type is ", runs `defaults read DOMAIN KEY`,
turns an array's printout into a list (drop the first and last line, strip indentation, quotes and
the trailing comma, unescape \\"), converts the text to the type (boolean: "1"/"0"; float: float();
integer: int(); date: the part before "+", parsed as "%Y-%m-%d %H:%M:%S"), compares it with the
wanted value (arrays as sets) and, when they differ, writes with `defaults write DOMAIN KEY -TYPE
VALUE...` (booleans as TRUE/FALSE, numbers with str(), dates as "%Y-%m-%d %H:%M:%S"; array_add
writes the missing elements with -array-add). state=absent deletes an existing key.

Usage: osx_defaults_check.py DEFAULTS TASKS.json -> prints one JSON object per task:
{"changed": bool, "value": <value read before the task>} or {"failed": "message"}.
"""
import datetime
import json
import re
import subprocess
import sys


def run(defaults, host, *arguments):
    command = [defaults] + (["-currentHost"] if host == "currentHost" else []) + list(arguments)
    done = subprocess.run(command, capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr


def as_type(kind, value):
    if kind == "string":
        return str(value)
    if kind in ("bool", "boolean"):
        text = value.lower() if isinstance(value, str) else value
        if text in (True, 1, "true", "1", "yes"):
            return True
        if text in (False, 0, "false", "0", "no"):
            return False
        raise ValueError("not a boolean: %r" % (value,))
    if kind in ("int", "integer"):
        return int(value)
    if kind == "float":
        return float(value)
    if kind == "date":
        return datetime.datetime.strptime(value.split("+")[0].strip(), "%Y-%m-%d %H:%M:%S")
    if kind == "array":
        if not isinstance(value, list):
            raise ValueError("not a list")
        return value
    raise ValueError("unsupported type " + kind)


def array_lines(text):
    lines = text.splitlines()[1:-1]
    return [re.sub(r'^ *"?|"?,? *$', "", line.replace('\\"', '"')) for line in lines]


def current(defaults, task):
    status, out, err = run(defaults, task.get("host"), "read-type", task["domain"], task["key"])
    if status == 1:
        return None
    if status != 0:
        raise RuntimeError("read-type failed: " + err)
    kind = out.strip().replace("Type is ", "")
    status, out, err = run(defaults, task.get("host"), "read", task["domain"], task["key"])
    if status != 0:
        raise RuntimeError("read failed: " + err)
    out = out.strip()
    return as_type(kind, array_lines(out) if kind == "array" else out)


def apply(defaults, task):
    have = current(defaults, task)
    state = task.get("state", "present")
    if state == "list":
        return {"changed": False, "value": have}
    if state == "absent":
        if have is None:
            return {"changed": False, "value": None}
        status, _, err = run(defaults, task.get("host"), "delete", task["domain"], task["key"])
        if status != 0:
            raise RuntimeError("delete failed: " + err)
        return {"changed": True, "value": have}
    kind = task.get("type", "string")
    want = as_type(kind, task["value"])
    if have is not None and not isinstance(have, type(want)):
        raise RuntimeError("type mismatch: %s in defaults" % type(have).__name__)
    add = task.get("array_add", False)
    if kind == "array" and have is not None:
        if (not add and set(have) == set(want)) or (add and not set(want) - set(have)):
            return {"changed": False, "value": have}
    elif have == want:
        return {"changed": False, "value": have}
    if isinstance(want, bool):
        values = ["TRUE" if want else "FALSE"]
    elif isinstance(want, (int, float)):
        values = [str(want)]
    elif isinstance(want, datetime.datetime):
        values = [want.strftime("%Y-%m-%d %H:%M:%S")]
    elif add and have is not None:
        values = sorted(set(want) - set(have))
    else:
        values = want if isinstance(want, list) else [want]
    flag = "-array-add" if kind == "array" and add else "-" + kind
    status, _, err = run(defaults, task.get("host"), "write", task["domain"], task["key"], flag, *values)
    if status != 0:
        raise RuntimeError("write failed: " + err)
    return {"changed": True, "value": have}


def main():
    defaults, tasks = sys.argv[1], json.load(open(sys.argv[2]))
    for task in tasks:
        try:
            result = apply(defaults, task)
        except (RuntimeError, ValueError) as error:
            result = {"failed": str(error)}
        print(json.dumps(result, default=str))


if __name__ == "__main__":
    main()
