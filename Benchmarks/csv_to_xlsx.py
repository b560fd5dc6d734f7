#!/usr/bin/env python3
"""Writes a spreadsheet of matches saved as CSV (league_to_csv.py's) as an Excel workbook,
as a sheet typed by hand would hold it: the date column as date cells (a date, or a date
and time), every other cell as text. For `make check-data` and `make bench`.

usage: csv_to_xlsx.py MATCHES.csv MATCHES.xlsx
"""
import csv
import datetime
import io
import sys

import openpyxl


def main(source, dest):
    text = open(source, encoding="utf-8-sig").read()
    first = text.split("\n", 1)[0]
    rows = csv.reader(io.StringIO(text), delimiter=";" if first.count(";") > first.count(",") else ",")
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Matches")
    header = next(rows)
    sheet.append(header)
    date_column = [name.strip().lower() for name in header].index("date")
    for row in rows:
        cells = list(row)
        value = cells[date_column]
        if len(value) > 10:
            cell = openpyxl.cell.WriteOnlyCell(sheet, datetime.datetime.strptime(value, "%Y-%m-%d %H:%M"))
            cell.number_format = "yyyy-mm-dd hh:mm"
        else:
            cell = openpyxl.cell.WriteOnlyCell(sheet, datetime.datetime.strptime(value, "%Y-%m-%d"))
            cell.number_format = "yyyy-mm-dd"
        cells[date_column] = cell
        sheet.append(cells)
    book.save(dest)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
