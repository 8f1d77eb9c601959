//! Browser glue.
