//! Porta's options: which game of the family is played and the rule
//! choices RULES.md 1.6 leaves open, as the command line and records name them.

use crate::game::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, MAX_PLIES_LIMIT,
};

/// The highest target accepted, so scores stay small numbers.
pub(super) const MAX_TARGET: u32 = 1_000;

/// Which game of the family is played: it decides which formations count.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// Three men along an edge, closed by the centre man.
    #[default]
    Porta,
    /// Four men along an edge, closed by either inner man.
    DoppiaAnta,
    /// Three men in a row anywhere, in any of the four directions.
    Finestra,
}

/// Options of Porta; defaults as RULES.md 1.6.
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

impl Default for PortaOptions {
    fn default() -> Self {
        PortaOptions {
            variant: Variant::Porta,
            target: None,
            single_closure: false,
            forbid_forming_in_phase1: false,
            ban_applies_in_phase1: true,
            relocation_respects_spurious_ban: false,
            allow_same_cell: false,
            doppia_anta_also_scores_porta: false,
            max_plies: 0,
        }
    }
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

const ON_OFF: &[&str] = &["on", "off"];

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "variant",
        default: "porta",
        choices: &["porta", "doppia_anta", "finestra"],
        help: "porta: 3 men on an edge; doppia_anta: 4 men on an edge, closed by 2; finestra: 3 in a row anywhere",
    },
    OptionSpec {
        key: "target",
        default: "auto",
        choices: &["auto", "5", "10", "15", "20"],
        help: "points that win: auto = 5 in Porta, 10 in Doppia Anta and Finestra; any whole number from 1 is accepted",
    },
    OptionSpec {
        key: "one_closure",
        default: "off",
        choices: ON_OFF,
        help: "on: a move that closes several formations scores only one",
    },
    OptionSpec {
        key: "forbid_forming",
        default: "off",
        choices: ON_OFF,
        help: "on: a placement may not complete an own formation in its centre",
    },
    OptionSpec {
        key: "ban_placing",
        default: "on",
        choices: ON_OFF,
        help: "placements may not fill the gap of an opponent's open formation (not in Finestra)",
    },
    OptionSpec {
        key: "ban_relocating",
        default: "off",
        choices: ON_OFF,
        help: "on: a relocated man may not be put in the gap of the relocating player's open formation",
    },
    OptionSpec {
        key: "same_cell",
        default: "off",
        choices: ON_OFF,
        help: "on: a relocated man may be put back on the square it left",
    },
    OptionSpec {
        key: "da_porta",
        default: "off",
        choices: ON_OFF,
        help: "on: in Doppia Anta, three-man Porte score 1 point as well",
    },
    OptionSpec {
        key: "max_plies",
        default: "0",
        choices: &[],
        help: "after this many plies the higher score wins, equal is a draw; 0 = no limit",
    },
];

fn on_off(key: &str, value: &str) -> Result<bool, OptionError> {
    parse_choice(key, value, &[("on", true), ("off", false)])
}

fn word(flag: bool) -> String {
    if flag { "on" } else { "off" }.into()
}

impl GameOptions for PortaOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "variant" => {
                self.variant = parse_choice(
                    key,
                    value,
                    &[
                        ("porta", Variant::Porta),
                        ("doppia_anta", Variant::DoppiaAnta),
                        ("finestra", Variant::Finestra),
                    ],
                )?
            }
            "target" if value == "auto" => self.target = None,
            "target" => {
                self.target = Some(parse_number(key, value, 1..=MAX_TARGET).map_err(|_| {
                    OptionError::BadValue {
                        key: key.into(),
                        value: value.into(),
                        expected: format!("`auto` or a whole number from 1 to {MAX_TARGET}"),
                    }
                })?)
            }
            "one_closure" => self.single_closure = on_off(key, value)?,
            "forbid_forming" => self.forbid_forming_in_phase1 = on_off(key, value)?,
            "ban_placing" => self.ban_applies_in_phase1 = on_off(key, value)?,
            "ban_relocating" => self.relocation_respects_spurious_ban = on_off(key, value)?,
            "same_cell" => self.allow_same_cell = on_off(key, value)?,
            "da_porta" => self.doppia_anta_also_scores_porta = on_off(key, value)?,
            "max_plies" => self.max_plies = parse_number(key, value, 0..=MAX_PLIES_LIMIT)?,
            _ => {
                return Err(OptionError::UnknownKey {
                    key: key.to_string(),
                })
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "variant" => match self.variant {
                Variant::Porta => "porta",
                Variant::DoppiaAnta => "doppia_anta",
                Variant::Finestra => "finestra",
            }
            .into(),
            "target" => self.target.map_or_else(|| "auto".into(), |t| t.to_string()),
            "one_closure" => word(self.single_closure),
            "forbid_forming" => word(self.forbid_forming_in_phase1),
            "ban_placing" => word(self.ban_applies_in_phase1),
            "ban_relocating" => word(self.relocation_respects_spurious_ban),
            "same_cell" => word(self.allow_same_cell),
            "da_porta" => word(self.doppia_anta_also_scores_porta),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}
