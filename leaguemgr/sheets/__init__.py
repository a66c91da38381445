"""Importing a league's history from a spreadsheet (SPEC 5): Excel workbooks and CSV files.

Reading (:mod:`.reading`) turns a file into plain grids of cells, detection
(:mod:`.layout`) says which columns mean what, and planning (:mod:`.plan`) turns the grids
into nights of entries. None of it touches Qt or a database.
"""
