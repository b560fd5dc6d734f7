// SQLite reads an iPhone backup's Manifest.db, for `gather-site import ios-backup`
// (Debian's libsqlite3-dev to build, libsqlite3-0 to run). A small shared library, linked.
#include <sqlite3.h>
