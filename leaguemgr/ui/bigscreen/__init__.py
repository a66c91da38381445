"""The big screen: the clock and the night's figures, large, on a second monitor or a TV."""
