"""The tournament clock: blind structures as data, and the clock read from stored moves."""
