"""The Events screen: the list of events and the editor of one event's entries."""
