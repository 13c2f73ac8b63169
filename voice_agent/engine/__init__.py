"""Turn processing: matching, extraction, composition."""
