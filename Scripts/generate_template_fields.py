#!/usr/bin/env python3
"""Writes Sources/GatherSiteCore/View/TemplateFields.swift from the view models' stored properties.

usage: python3 Scripts/generate_template_fields.py   (from anywhere; `make fields` runs it
and then `swift format` on the file)

Every struct in the view-model files gets a `TemplateData` conformance listing its stored
properties (`var` declarations, nested structs named `Outer.Inner`), in declaration order.
"""
import glob
import os
import re

SOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "GatherSiteCore")
VIEW_MODEL_FILES = ["Presenters/Shared/CommonViewModels.swift", "Presenters/Shared/AwardsPresenter.swift",
                    "View/LayoutViewModel.swift"]

HEADER = """import Mustache

// Templates read view models through these switches instead of reflection, which took
// four fifths of the build time. Generated from the view models' stored properties;
// TemplateFieldsTests checks that every stored property is listed. `templateValues` lists
// the fields in the order of `templateFields` and `shape(into:)` takes them apart, for
// TemplateShape. Written by Scripts/generate_template_fields.py (`make fields`): do not
// edit by hand.
"""


def stored_properties(files):
    """Struct name (dotted when nested) -> its stored properties, in file order."""
    types = {}
    for path in files:
        stack = []  # (name, indentation) of the structs the line is in
        for line in open(path, encoding="utf-8"):
            struct = re.match(r"^(\s*)(public )?struct (\w+)", line)
            field = re.match(r"^(\s*)(public )?var (\w+)(: |,)", line)
            match = struct or field
            if not match or (field and not stack):
                continue
            indent = len(match.group(1))
            while stack and stack[-1][1] >= indent:
                stack.pop()
            if struct:
                stack.append((struct.group(3), indent))
                types.setdefault(".".join(name for name, _ in stack), [])
            else:
                declared = line.split("var", 1)[1].split(":")[0]  # "a, b" in `var a, b: String`
                types[".".join(name for name, _ in stack)] += re.findall(r"\w+", declared)
    return types


def conformance(name, fields):
    def each(template):
        return [template.format(field) for field in fields]

    return "\n".join([
        f"extension {name}: TemplateData {{",
        "  static let templateFields = [" + ", ".join(f'"{f}"' for f in fields) + "]",
        "",
        "  func child(named name: String) -> Any? {",
        "    switch name {",
        *each('    case "{0}": self.{0}'),
        "    default: nil",
        "    }",
        "  }",
        "",
        "  var templateValues: [Any?] {",
        "    [" + ", ".join(f"self.{f}" for f in fields) + "]",
        "  }",
        "",
        "  func shape(into shape: inout TemplateShape) {",
        *each("    shape.add(self.{0})"),
        "  }",
        "}",
    ])


def main():
    os.chdir(SOURCES)
    files = sorted(set(glob.glob("Presenters/Pages/*/*ViewModel*.swift") + VIEW_MODEL_FILES))
    types = stored_properties(files)
    parts = [HEADER] + [conformance(name, fields) for name, fields in types.items()
                        if fields and not name.endswith("Presenter")]
    with open("View/TemplateFields.swift", "w", encoding="utf-8") as out:
        out.write("\n\n".join(parts).rstrip() + "\n")


if __name__ == "__main__":
    main()
