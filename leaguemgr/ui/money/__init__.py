"""The Money screen: balances, ledger lines, the cash box (SPEC 7)."""
