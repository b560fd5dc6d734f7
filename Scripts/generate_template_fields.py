#!/usr/bin/env python3
"""Writes Sources/GatherSite/View/TemplateFields.swift from the view models' stored properties.

usage: python3 Scripts/generate_template_fields.py   (from anywhere; `make fields` runs it)
"""
import glob
import os
import re

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Sources', 'GatherSite'))
files = sorted(set(glob.glob('Modules/*/*ViewModel*.swift') + ['Modules/Shared/CommonViewModels.swift','Modules/Shared/AwardsPresenter.swift','View/LayoutViewModel.swift']))
types = {}
order=[]
for f in files:
    stack = []
    for line in open(f):
        m = re.match(r'^(\s*)(public )?struct (\w+)', line)
        if m:
            indent = len(m.group(1))
            while stack and stack[-1][1] >= indent: stack.pop()
            stack.append((m.group(3), indent))
            name='.'.join(s[0] for s in stack)
            if name not in types: types[name]=[]; order.append(name)
            continue
        m = re.match(r'^(\s*)(public )?var (\w+)(: |,)', line)
        if m and stack:
            indent = len(m.group(1))
            while stack and stack[-1][1] >= indent: stack.pop()
            name = '.'.join(s[0] for s in stack)
            names = re.findall(r'(\w+)\s*[,:]', line.split('var',1)[1].split(':')[0] + ':')
            types[name].extend(names)
out = ['''import Mustache

// Templates read view models through these switches instead of reflection, which took
// four fifths of the build time. Generated from the view models' stored properties;
// TemplateFieldsTests checks that every stored property is listed. `fingerprint(into:)`
// feeds every field into a page's render key (see RenderCache); `templateValues` lists the
// fields in the order of `templateFields` and `shape(into:)` takes them apart, for
// TemplateShape. Written by
// Scripts/generate_template_fields.py (`make fields`): do not edit by hand.
''']
for name in order:
    fields=types[name]
    if not fields or name.endswith('Presenter'): continue
    out.append(f'extension {name}: TemplateData {{')
    out.append('  static let templateFields = [' + ', '.join(f'"{f}"' for f in fields) + ']\n')
    out.append('  func child(named name: String) -> Any? {')
    out.append('    switch name {')
    for fld in fields:
        out.append(f'    case "{fld}": self.{fld}')
    out.append('    default: nil')
    out.append('    }\n  }\n')
    out.append('  var templateValues: [Any?] {')
    out.append('    [' + ', '.join(f'self.{f}' for f in fields) + ']')
    out.append('  }\n')
    out.append('  func shape(into shape: inout TemplateShape) {')
    for fld in fields:
        out.append(f'    shape.add(self.{fld})')
    out.append('  }\n')
    out.append('  func fingerprint(into hasher: inout StableHasher) {')
    for fld in fields:
        out.append(f'    self.{fld}.fingerprint(into: &hasher)')
    out.append('  }\n}\n')
open('View/TemplateFields.swift','w').write('\n'.join(out).rstrip()+'\n')
