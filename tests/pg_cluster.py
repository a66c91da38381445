"""A throwaway PostgreSQL server for the tests that run on both databases (SPEC 6).

One cluster per test session, in a temporary folder, listening only on a Unix socket in
that folder (no TCP port to collide with anything), with fsync and synchronous commit off:
its data is thrown away at the end, so durability would only cost time. Each test gets a
fresh database copied from a template that is already migrated (``CREATE DATABASE ...
TEMPLATE`` copies files, much quicker than running the migrations again).

PostgreSQL refuses to run as root; CI runs as root, so there the server is started as the
``postgres`` system user that the Debian package creates, in a folder that user owns.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

_BIN_ROOT = Path("/usr/lib/postgresql")
_TEMPLATE = "league_template"
_SERVER_SETTINGS = {
    "listen_addresses": "''",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
}


class ClusterUnavailable(Exception):
    """PostgreSQL is not installed here, or its server would not start (says why)."""


def server_binaries() -> Path | None:
    """The folder of the newest installed PostgreSQL server's programs, if any
    (``$LEAGUEMGR_PG_BIN`` names another, for a PostgreSQL installed elsewhere)."""
    chosen = os.environ.get("LEAGUEMGR_PG_BIN")
    if chosen is not None:
        return Path(chosen) if (Path(chosen) / "initdb").exists() else None
    found = sorted(
        (folder for folder in _BIN_ROOT.glob("*/bin") if (folder / "initdb").exists()),
        key=lambda folder: int(folder.parent.name) if folder.parent.name.isdigit() else 0,
    )
    return found[-1] if found else None


class Cluster:
    """A running throwaway server; :meth:`stop` ends it and removes its folder."""

    def __init__(self, folder: Path, binaries: Path, as_postgres: bool) -> None:
        self.folder = folder
        self._binaries = binaries
        self._as_postgres = as_postgres
        self._names = itertools.count(1)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(self, dbname: str, user: str = "postgres") -> str:
        """The libpq URL of ``dbname`` on this server, through its socket folder."""
        return f"postgresql:///{dbname}?host={self.folder}&user={user}"

    def _run(self, program: str, *args: str) -> None:
        command = [str(self._binaries / program), *args]
        if self._as_postgres:
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=self.folder)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ClusterUnavailable(
                f"{program} failed ({done.returncode}): {done.stderr.strip()} {tail}".strip()
            )

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                  "--no-sync", "--no-instructions")  # fmt: skip
        options = " ".join(f"-c {key}={value}" for key, value in _SERVER_SETTINGS.items())
        options += f" -c unix_socket_directories={self.folder}"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-o", options, "-w", "-t", "60", "start")  # fmt: skip

    def stop(self) -> None:
        # Already gone (a test stopped it): the folder goes all the same.
        with contextlib.suppress(ClusterUnavailable):
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)

    def pause(self) -> None:
        """Stop the server, as a server that goes away mid-night (``resume`` brings it back)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        options = " ".join(f"-c {key}={value}" for key, value in _SERVER_SETTINGS.items())
        options += f" -c unix_socket_directories={self.folder}"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
                  "-o", options, "-w", "-t", "60", "start")  # fmt: skip

    def sql(self, statement: str, dbname: str = "postgres") -> None:
        """Run one statement outside a transaction (CREATE DATABASE needs that)."""
        import psycopg

        with psycopg.connect(self.url(dbname), autocommit=True) as connection:
            connection.execute(statement)

    def make_template(self) -> None:
        """The migrated league database every test database is copied from."""
        from leaguemgr.storage import open_database

        self.sql(f"CREATE DATABASE {_TEMPLATE}")
        open_database(self.url(_TEMPLATE)).close()

    def new_database(self, *, empty: bool = False) -> str:
        """A fresh database's URL: migrated (an empty league), or with no tables at all."""
        name = f"league_{next(self._names)}"
        template = "template0" if empty else _TEMPLATE
        self.sql(f"CREATE DATABASE {name} TEMPLATE {template}")
        return self.url(name)


def start_cluster() -> Cluster:
    """Start a throwaway cluster, or raise :class:`ClusterUnavailable` saying why not."""
    binaries = server_binaries()
    if binaries is None:
        raise ClusterUnavailable(
            f"no PostgreSQL server programs (initdb, pg_ctl) under {_BIN_ROOT} or "
            "$LEAGUEMGR_PG_BIN; tests/run_all.py installs Debian's postgresql when it may"
        )
    as_postgres = os.geteuid() == 0
    folder = Path(tempfile.mkdtemp(prefix="leaguemgr-pg-"))
    if as_postgres:
        try:
            shutil.chown(folder, "postgres", "postgres")
        except (LookupError, OSError) as exc:
            shutil.rmtree(folder, ignore_errors=True)
            raise ClusterUnavailable(
                f"running as root and no postgres user to run as: {exc}"
            ) from None
    cluster = Cluster(folder, binaries, as_postgres)
    try:
        cluster.start()
        cluster.make_template()
    except BaseException:
        cluster.stop()
        raise
    return cluster
