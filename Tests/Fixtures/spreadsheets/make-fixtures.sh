#!/usr/bin/env bash
# Makes the spreadsheets of this folder with LibreOffice Calc, as organisers' programs save
# them, from a generated league; SpreadsheetFixtureTests imports each and expects the
# league of league.csv. Run from the repository's root, with Debian's
# libreoffice-calc-nogui installed:  bash Tests/Fixtures/spreadsheets/make-fixtures.sh
set -euo pipefail
here=Tests/Fixtures/spreadsheets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate_league.py 40 "$work/Content" --seed 3 >/dev/null
python3 Benchmarks/league_to_csv.py "$work/Content" "$work/csv" per-player
cp "$work/csv/matches.csv" "$here/league.csv"
cp "$work/csv/data/players.json" "$here/players.json"
cp "$work/csv/site.yml" "$here/site.yml"
calc() { LANG=$1 LC_ALL=$1 soffice --headless "${@:2}" >/dev/null 2>&1; }
# The league typed into a sheet: dates become date cells, the other columns are Text.
typed="CSV:59,34,76,1,2/2/3/2/4/2/5/2/6/2,1033,false,true"
calc en_US.UTF-8 --infilter="$typed" --convert-to xlsx --outdir "$work/book" "$here/league.csv"
calc en_US.UTF-8 --infilter="$typed" --convert-to ods --outdir "$work/book" "$here/league.csv"
cp "$work/book/league.xlsx" "$work/book/league.ods" "$here/"
# Saved again as CSV in Windows-1252 (Excel's "CSV (Comma delimited)"), and as "Unicode
# text": UTF-16 with a byte order mark, tab-separated.
calc en_US.UTF-8 --convert-to 'csv:Text - txt - csv (StarCalc):44,34,1,1' --outdir "$work/cp1252" "$here/league.ods"
cp "$work/cp1252/league.csv" "$here/windows-1252.csv"
calc en_US.UTF-8 --convert-to 'txt:Text - txt - csv (StarCalc):9,34,65535,1' --outdir "$work/utf16" "$here/league.ods"
cp "$work/utf16/league.txt" "$here/unicode-text.txt"
# Dates as a British and an American spreadsheet show them: typed day-first in en-GB and
# saved as shown (12/09/01 20:16); the same sheet opened in en-US (09/12/01 08:16 PM).
python3 - "$here/league.csv" "$work/dmy.csv" <<'PY'
import csv, io, sys
rows = list(csv.reader(io.StringIO(open(sys.argv[1], encoding="utf-8-sig").read()), delimiter=";"))
out = io.StringIO()
writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
writer.writerow(rows[0])
for row in rows[1:]:
    year, month, day = row[0][:10].split("-")
    writer.writerow([f"{day}/{month}/{year}{row[0][10:]}"] + row[1:])
open(sys.argv[2], "w", encoding="utf-8").write(out.getvalue())
PY
british="CSV:59,34,76,1,2/2/3/2/4/2/5/2/6/2,2057,false,true"
calc en_GB.UTF-8 --infilter="$british" --convert-to ods --outdir "$work/gb" "$work/dmy.csv"
calc en_GB.UTF-8 --convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1' --outdir "$work/gb/csv" "$work/gb/dmy.ods"
cp "$work/gb/csv/dmy.csv" "$here/day-first.csv"
calc en_US.UTF-8 --convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1' --outdir "$work/us" "$work/gb/dmy.ods"
cp "$work/us/dmy.csv" "$here/month-first.csv"
# Scores typed without the Text format: LibreOffice in en-GB makes 4-2 a date and 4:2 a
# time, in the workbook and in the CSV saved from it.
printf 'Date,Player,Team,Score\n19/01/2026,Ana,A,4-2\n19/01/2026,Ben,B,4-2\n26/01/2026,Ana,A,4:2\n26/01/2026,Ben,B,4:2\n02/02/2026,Ana,A,1-1\n02/02/2026,Ben,B,1-1\n' >"$work/scores.csv"
calc en_GB.UTF-8 --infilter="CSV:44,34,76,1,,2057,false,true" --convert-to xlsx --outdir "$work/scores" "$work/scores.csv"
calc en_GB.UTF-8 --convert-to 'csv:Text - txt - csv (StarCalc):44,34,76,1' --outdir "$work/scores/csv" "$work/scores/scores.xlsx"
cp "$work/scores/scores.xlsx" "$here/typed-scores.xlsx"
cp "$work/scores/csv/scores.csv" "$here/typed-scores.csv"
ls -l "$here"
