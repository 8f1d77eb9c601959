//! Ponte's options (RULES.md 2.7): bridges on or off, the variants of
//! the bridge rules, the orientation of move text, repetition and the
//! self-play guard.

/// Options of Ponte; defaults as RULES.md 2.7, in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PonteOptions {
    /// Bridges on (Ponte) or off (plain Dama Italiana, a game of its own).
    pub bridges: bool,
    /// Mirror files in move text, as on an Italian board (2.7.1).
    pub italian_orientation: bool,
    /// Any diagonally connected chain joining two sides is a bridge (2.7.2).
    pub any_chain_ponte: bool,
    /// Fewest pieces in a bridge (2.7.4).
    pub ponte_min_len: u8,
    /// Traversals stay legal when a capture exists (literal rule 9, 2.7.8).
    pub ponte_exit_capture_optional: bool,
    /// Fewest bridge pieces a traversal must cross (2.7.10).
    pub traversal_min_pieces: u8,
    /// Threefold repetition is a draw (2.5, FID).
    pub repetition_draw: bool,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

crate::option_table! {
    PonteOptions;
    bridges: "bridges" = on_off[on],
        "bridges on (Ponte) or off (plain Dama Italiana)";
    italian_orientation: "italian_orientation" = on_off[off; choices "off", "on"],
        "name squares as on an Italian board (files mirrored, dark square bottom right)";
    any_chain_ponte: "any_chain_ponte" = on_off[off; choices "off", "on"],
        "any diagonal chain joining two different sides is a bridge, not only rank by rank";
    ponte_min_len: "ponte_min_len" = number[2..=8; default 2],
        "fewest pieces in a bridge, 2 to 8";
    ponte_exit_capture_optional: "ponte_exit_capture_optional" = on_off[off; choices "off", "on"],
        "bridge traversals stay legal even when a capture is compulsory";
    traversal_min_pieces: "traversal_min_pieces" = number[1..=2; default 1],
        "fewest bridge pieces a traversal crosses, 1 or 2";
    repetition_draw: "repetition" = choice["draw" => true, "off" => false],
        "the same position three times with the same player to move is a draw";
    max_plies: "max_plies" = ply_limit;
}
