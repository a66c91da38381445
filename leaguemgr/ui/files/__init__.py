"""The league file: opening, recovery, backups, import, export and the faults they meet."""
