import Foundation

// Writes a Swift enum that holds every file of a folder, base64-encoded, by its path inside
// the folder, so that an installed program carries the folder in itself. Run by
// Plugins/EmbedFolder at every build where a file of the folder changed, with the paths in
// the folder that the build watches.
//
// usage: embed-folder FOLDER OUTPUT TYPE-NAME DOC-COMMENT [WATCHED-PATH...]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("embed-folder: \(message)\n".utf8))
  exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4 else {
  FileHandle.standardError.write(
    Data("usage: embed-folder FOLDER OUTPUT TYPE-NAME DOC-COMMENT [WATCHED-PATH...]\n".utf8))
  exit(2)
}
let (folder, output, typeName, doc) = (arguments[0], arguments[1], arguments[2], arguments[3])
let watched = Set(arguments.dropFirst(4))
guard let paths = FileManager.default.enumerator(atPath: folder) else {
  fail("no folder \(folder)")
}

/// A Swift string literal of `text`.
func literal(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

var files: [(path: String, data: String)] = []
for case let path as String in paths {
  var isDirectory: ObjCBool = false
  let url = URL(filePath: folder).appending(path: path)
  guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
    !isDirectory.boolValue
  else { continue }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    fail("cannot read \(path)")
  }
  files.append((path, data.base64EncodedString()))
}
// In the order of their paths, as bytes, so that the output is the same on every machine.
files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
let name = URL(filePath: folder).lastPathComponent
for file in files where !watched.contains(file.path) {
  print(
    "warning: \(name)/\(file.path) is new to the build: it is embedded now, but later changes "
      + "to it only once SwiftPM plans the build again (touch Package.swift)")
}

var lines = [
  "// The files of \(name)/, embedded at build time by Plugins/EmbedFolder.", "", "/// \(doc)",
  "enum \(typeName) {", "  static let files: [String: String] = [",
]
for file in files {
  lines += ["    \(literal(file.path)):", "      \"\(file.data)\","]
}
lines += ["  ]", "}", ""]
let text = lines.joined(separator: "\n")
// An unchanged file is left as it is, so that nothing that reads it is compiled again.
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    fail("cannot write \(output): \(error)")
  }
}

#if FUZZING
  /// `make fuzz` builds every program with libFuzzer linked in, this one too, though it is
  /// never fuzzed: it runs from its own `main`, and only needs the function to link.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt { 0 }
#endif
