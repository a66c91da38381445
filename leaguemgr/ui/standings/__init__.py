"""The Standings screen: the points race table and its chart."""
