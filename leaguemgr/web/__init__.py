"""The players' phone page, served on the local network while the organizer allows it."""
