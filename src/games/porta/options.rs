//! Porta's options: which game of the family is played and the rule
//! choices RULES.md 1.6 leaves open, as the command line and records name them.

/// The highest target accepted, so scores stay small numbers.
pub(super) const MAX_TARGET: u32 = 1_000;

/// Which game of the family is played: it decides which formations count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Three men along an edge, closed by the centre man.
    Porta,
    /// Four men along an edge, closed by either inner man.
    DoppiaAnta,
    /// Three men in a row anywhere, in any of the four directions.
    Finestra,
}

/// Options of Porta; defaults as RULES.md 1.6, in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PortaOptions {
    /// The game of the family.
    pub variant: Variant,
    /// Points that win; `None` is the variant's usual target (1.6.12).
    pub target: Option<u32>,
    /// A move closing several formations scores only one (1.6.4).
    pub single_closure: bool,
    /// A placement may not become the centre of an own formation (1.6.5).
    pub forbid_forming_in_phase1: bool,
    /// Placements respect the ban on entering an opponent's gap (1.6.6).
    pub ban_applies_in_phase1: bool,
    /// Relocated men respect that ban too (1.6.6).
    pub relocation_respects_spurious_ban: bool,
    /// A relocated man may go back to the cell it left (1.6.9).
    pub allow_same_cell: bool,
    /// In Doppia Anta, three-man Porte score as well (1.6.16).
    pub doppia_anta_also_scores_porta: bool,
    /// Self-play guard: after this many plies the higher score wins; 0 = off.
    pub max_plies: u32,
}

impl PortaOptions {
    /// The score that wins: the option, or 5 in Porta and 10 in the variants.
    pub fn target_score(&self) -> u32 {
        self.target.unwrap_or(match self.variant {
            Variant::Porta => 5,
            Variant::DoppiaAnta | Variant::Finestra => 10,
        })
    }
}

crate::option_table! {
    PortaOptions;
    variant: "variant" = choice[
        "porta" => Variant::Porta,
        "doppia_anta" => Variant::DoppiaAnta,
        "finestra" => Variant::Finestra,
    ],
        "porta: 3 men on an edge; doppia_anta: 4 men on an edge, closed by 2; finestra: 3 in a row anywhere";
    target: "target" = auto_or_number[1..=MAX_TARGET; choices "auto", "5", "10", "15", "20"],
        "points that win: auto = 5 in Porta, 10 in Doppia Anta and Finestra; any whole number from 1 is accepted";
    single_closure: "one_closure" = on_off[off],
        "on: a move that closes several formations scores only one";
    forbid_forming_in_phase1: "forbid_forming" = on_off[off],
        "on: a placement may not complete an own formation in its centre";
    ban_applies_in_phase1: "ban_placing" = on_off[on],
        "placements may not fill the gap of an opponent's open formation (not in Finestra)";
    relocation_respects_spurious_ban: "ban_relocating" = on_off[off],
        "on: a relocated man may not be put in the gap of the relocating player's open formation";
    allow_same_cell: "same_cell" = on_off[off],
        "on: a relocated man may be put back on the square it left";
    doppia_anta_also_scores_porta: "da_porta" = on_off[off],
        "on: in Doppia Anta, three-man Porte score 1 point as well";
    max_plies: "max_plies" = ply_limit,
        "after this many plies the higher score wins, equal is a draw; 0 = no limit";
}
