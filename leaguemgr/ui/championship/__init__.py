"""The Championship screen: the qualified field, the payouts and the final's result."""
