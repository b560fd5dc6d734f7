import Foundation

// Writes the `TemplateData` conformance of every struct the view-model files declare: the
// names of its stored properties, in the order declared, a switch that reads each one and
// a visit of each, so that templates read view models without reflection. Run by
// Plugins/TemplateFields at every build where a view-model file changed.
//
// usage: template-fields OUTPUT VIEW-MODEL-FILE...

let header = """
  import Mustache

  // Templates read view models through these switches instead of reflection, which made
  // Mustache's rendering nearly three times as slow. Written at build time by
  // Plugins/TemplateFields from the view models' stored properties; TemplateFieldsTests
  // checks them against reflection. `visitFields` hands the fields to a visitor in the
  // order of `templateFields`, for the build's faster View.

  """

func conformance(_ declaration: StoredProperties.Declaration) -> String {
  let fields = declaration.fields
  let names = fields.map { "\"\($0)\"" }.joined(separator: ", ")
  let cases = fields.map { "    case \"\($0)\": self.\($0)\n" }.joined()
  let visits = fields.map { "    visitor.visit(self.\($0))\n" }.joined()
  return """
    extension \(declaration.name): TemplateData {
      package static let templateFields = [\(names)]

      package func child(named name: String) -> Any? {
        switch name {
    \(cases)    default: nil
        }
      }

      package func visitFields(_ visitor: inout some TemplateFieldVisitor) {
    \(visits)  }
    }
    """
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: template-fields OUTPUT VIEW-MODEL-FILE...\n".utf8))
  exit(2)
}
// In the order of their paths, as bytes, so that the output is the same on every machine.
let files = arguments.dropFirst().sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
var parts = [header]
for file in files {
  let source: String
  do {
    source = try String(contentsOfFile: file, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("template-fields: cannot read \(file): \(error)\n".utf8))
    exit(1)
  }
  parts += StoredProperties.of(source).filter { !$0.fields.isEmpty }.map(conformance)
}
let text = parts.joined(separator: "\n\n") + "\n"
// An unchanged file is left as it is, so that nothing that reads it is compiled again.
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("template-fields: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}

#if FUZZING
  /// `make fuzz` builds every program with libFuzzer linked in, this one too, though it is
  /// never fuzzed: it runs from its own `main`, and only needs the function to link.
  @_cdecl("LLVMFuzzerTestOneInput")
  func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt { 0 }
#endif
