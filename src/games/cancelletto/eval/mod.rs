//! What the computer asks of Cancelletto (Little Gate) beyond its rules: how a position looks
//! and how to search it.

use super::*;
use crate::ai::strategy::Strategy;

impl Strategy for Cancelletto {}
