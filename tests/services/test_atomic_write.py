"""Exports are written whole or not at all, with ordinary file permissions."""

import os
import stat

import pytest

from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically


def test_a_written_file_is_readable_by_others_like_any_saved_file(tmp_path):
    target = tmp_path / "standings.html"
    old = os.umask(0o022)
    try:
        write_bytes_atomically(target, b"<p>hi</p>")
    finally:
        os.umask(old)
    assert target.read_bytes() == b"<p>hi</p>"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_a_failed_write_leaves_the_old_file_and_no_temporary_behind(tmp_path):
    target = tmp_path / "season.csv"
    target.write_bytes(b"old")

    def explode(stream):
        stream.write(b"half")
        raise RuntimeError("disk on fire")

    from leaguemgr.services.atomic_write import write_atomically

    with pytest.raises(RuntimeError):
        write_atomically(target, explode)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["season.csv"]


def test_an_unwritable_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(ExportError, match=r"cannot write .*a-file/out\.xlsx"):
        write_bytes_atomically(blocker / "out.xlsx", b"data")
