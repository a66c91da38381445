"""Benchmarks: synthetic leagues and the figures of bench/README.md (not part of CI)."""
