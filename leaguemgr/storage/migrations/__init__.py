"""Alembic migration scripts of the league database (run by ``leaguemgr.storage.migrate``)."""
