"""leaguemgr: run a poker league from one window."""

__version__ = "0.1.0"
