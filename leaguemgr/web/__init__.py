"""The players' phone page, served on the local network while the organizer allows it."""

# Here and not in ``server`` so that the CLI's parsers and the phones dialog can name the
# default without importing Starlette and uvicorn (about a second of every command's start).
PHONE_PAGE_PORT = 8765
