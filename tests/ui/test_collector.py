"""The collector while a league's records are made: none runs meanwhile, and afterwards the
records are frozen, so that full collections during an evening of edits do not walk them."""

from __future__ import annotations

import gc
from concurrent.futures import ThreadPoolExecutor

import pytest

from leaguemgr.domain.records import Entry, Event
from leaguemgr.ui.collector import making_long_lived_records, without_collecting


@pytest.fixture(autouse=True)
def _collector_restored():
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if enabled:
        gc.enable()


def _records(count: int) -> list[Event]:
    return [Event(number=n, entries=(Entry(player=f"p{n}", finish=1),)) for n in range(count)]


def test_no_collection_runs_while_records_are_made_and_they_are_frozen_after():
    before = gc.get_freeze_count()
    with making_long_lived_records():
        assert not gc.isenabled()
        records = _records(2_000)
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(records)


def test_the_collector_comes_back_after_a_failure_and_when_nested():
    with pytest.raises(RuntimeError), making_long_lived_records():
        with making_long_lived_records():
            pass
        assert not gc.isenabled()  # the inner block leaves the outer one's setting alone
        raise RuntimeError("the file could not be read")
    assert gc.isenabled()


def test_records_made_on_a_worker_thread_are_frozen_and_the_collector_runs_again():
    before = gc.get_freeze_count()
    with ThreadPoolExecutor(1) as pool:
        records = pool.submit(without_collecting(lambda: _records(2_000))).result()
    assert len(records) == 2_000
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + len(records)
