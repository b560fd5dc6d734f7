import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// Writes diagnostics and progress to standard error: coloured, and with a progress line
/// that rewrites itself, only when standard error is a terminal. A diagnostic's line never
/// carries a control character of its own (`PrintableText`), whatever path or message it
/// holds.
struct Terminal: Sendable {
  let isInteractive = isatty(STDERR_FILENO) == 1

  func diagnostic(_ text: String) {
    let line = PrintableText.escaped(text)
    guard isInteractive else { return write(line + "\n") }
    clearProgress()
    if line.hasPrefix("error:") {
      write("\u{1B}[1;31merror:\u{1B}[0m" + line.dropFirst("error:".count) + "\n")
    } else if line.hasPrefix("warning:") {
      write("\u{1B}[1;33mwarning:\u{1B}[0m" + line.dropFirst("warning:".count) + "\n")
    } else {
      write(line + "\n")
    }
  }

  /// "Rendering match pages: 5120 files" on one line, on a terminal only.
  func progress(step: String, files: Int) {
    guard isInteractive else { return }
    write("\r\u{1B}[2KBuilding \(step): \(files) files")
  }

  func clearProgress() {
    if isInteractive { write("\r\u{1B}[2K") }
  }

  func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether the user can be asked: standard input and standard error are terminals.
  var asks: Bool { isInteractive && isatty(STDIN_FILENO) == 1 }

  /// Asks `question` on standard error; whether the answer on standard input starts with
  /// "y".
  func confirm(_ question: String) -> Bool {
    write(question)
    return readLine()?.lowercased().hasPrefix("y") ?? false
  }
}
