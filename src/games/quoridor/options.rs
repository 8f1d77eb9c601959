//! Quoridor's options: players, the seed's variants (RULES.md 8.6) and the
//! switches of 8.7, with their defaults.

use crate::game::{
    parse_choice, parse_number, GameOptions, OptionError, OptionSpec, MAX_PLIES_DRAW,
    MAX_PLIES_LIMIT,
};

/// The seed's variants (RULES.md 8.6); fewer walls is the `walls` option.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// The Gigamic game.
    #[default]
    Classic,
    /// 8.6.2: once per game each player may reposition one wall.
    Movable,
    /// 8.6.3: the coin's holder (or anyone while it is in the middle) may
    /// reposition one wall, then hands the coin over.
    Coin,
    /// 8.6.4: the doubling die: reposition up to its face's walls, then it
    /// goes to the opponent one higher; retired after a 6.
    Die,
    /// 8.6.5: two pawns each from the corners; bring yours together.
    MovingGoal,
    /// 8.6.6: the marker's holder (or anyone while it is in the middle) may
    /// step across one wall, then hands the marker over.
    WallJump,
}

const VARIANTS: &[(&str, Variant)] = &[
    ("classic", Variant::Classic),
    ("movable", Variant::Movable),
    ("coin", Variant::Coin),
    ("die", Variant::Die),
    ("moving_goal", Variant::MovingGoal),
    ("wall_jump", Variant::WallJump),
];

impl Variant {
    /// Whether walls on the board can be moved again in this variant.
    pub const fn repositions(self) -> bool {
        matches!(self, Variant::Movable | Variant::Coin | Variant::Die)
    }

    fn word(self) -> &'static str {
        VARIANTS
            .iter()
            .find(|(_, v)| *v == self)
            .map(|(w, _)| *w)
            .unwrap_or("classic")
    }
}

/// When a pawn may step to the side of the pawn it faces (RULES.md 8.7.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum SideStep {
    /// Whenever the straight jump is blocked: by a wall, the edge or a pawn.
    #[default]
    WhenJumpBlocked,
    /// Only when a wall stands behind the faced pawn (Gigamic's wording).
    OnlyBehindWall,
}

/// Whose way to the goal a wall must leave open (RULES.md 8.7.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PathRule {
    /// Every pawn, the wall placer's own too (Gigamic).
    #[default]
    Everyone,
    /// Only the placer's opponents (the seed's wording; PBeM's default).
    OpponentsOnly,
}

/// The most walls a player may be given.
pub const MAX_WALLS: u32 = 20;

/// Options of Quoridor; defaults as RULES.md 8.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct QuoridorOptions {
    /// Two players, or four (classic game only).
    pub four_players: bool,
    /// Which rules.
    pub variant: Variant,
    /// Walls per player; `None` = the variant's own count.
    pub walls: Option<u8>,
    /// When side-steps are allowed.
    pub side_step: SideStep,
    /// Whose path walls must leave open.
    pub path_rule: PathRule,
    /// Moving goal: diagonal neighbours meet too.
    pub meet_diagonal: bool,
    /// Who moves first, as a side of the board in the four-player turn
    /// order (0 South, 1 East, 2 North, 3 West); RULES.md 8.1: South by
    /// default. Two players use South or North only.
    pub first: u8,
    /// Self-play guard: a draw after this many plies; 0 = off.
    pub max_plies: u32,
}

/// The words of `first`, by side in the four-player turn order.
const SIDES: [&str; 4] = ["south", "east", "north", "west"];

impl QuoridorOptions {
    /// Walls each player starts with: the option, or the variant's count
    /// (10; 8 in the repositioning variants, RULES.md 8.7.4; 5 with four).
    pub fn walls_each(&self) -> u8 {
        self.walls.unwrap_or(if self.four_players {
            5
        } else if self.variant.repositions() {
            8
        } else {
            10
        })
    }

    /// The seat that moves first: the side's place in the turn order
    /// (South, North with two players; South, East, North, West with four).
    pub const fn first_seat(&self) -> u8 {
        if self.four_players {
            self.first
        } else {
            self.first / 2
        }
    }

    /// How many seats play.
    pub const fn seats(&self) -> usize {
        if self.four_players {
            4
        } else {
            2
        }
    }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "players",
        default: "2",
        choices: &["2", "4"],
        help: "two players, or four with 5 walls each (classic rules only)",
    },
    OptionSpec {
        key: "variant",
        default: "classic",
        choices: &["classic", "movable", "coin", "die", "moving_goal", "wall_jump"],
        help: "the seed's variants: one movable wall each, the coin, the die, two pawns that must meet, the wall-jump marker",
    },
    OptionSpec {
        key: "walls",
        default: "auto",
        choices: &[],
        help: "walls per player: `auto` (10; 8 with movable, coin or die; 5 with four players) or 0 to 20",
    },
    OptionSpec {
        key: "sidestep",
        default: "always",
        choices: &["always", "behind_wall"],
        help: "side-step past a faced pawn whenever the jump is blocked, or only by a wall",
    },
    OptionSpec {
        key: "path_rule",
        default: "everyone",
        choices: &["everyone", "opponents"],
        help: "walls must leave a way to the goal for every pawn, or only the opponents'",
    },
    OptionSpec {
        key: "first",
        default: "south",
        choices: &SIDES,
        help: "who moves first: south (in the moving goal, Black), north (White), or with four players east or west; turns then go counter-clockwise",
    },
    OptionSpec {
        key: "meet",
        default: "orthogonal",
        choices: &["orthogonal", "diagonal"],
        help: "moving goal: pawns meet side by side with no wall between, or also diagonally",
    },
    MAX_PLIES_DRAW,
];

impl GameOptions for QuoridorOptions {
    fn specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        let clash = |expected: &str| OptionError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected: expected.to_string(),
        };
        match key {
            "players" => {
                let four = parse_choice(key, value, &[("2", false), ("4", true)])?;
                if four && self.variant != Variant::Classic {
                    return Err(clash("`2`: the seed's variants are for two players"));
                }
                if !four && self.first % 2 == 1 {
                    return Err(clash("`4`: East and West play only with four players"));
                }
                self.four_players = four;
            }
            "variant" => {
                let variant = parse_choice(key, value, VARIANTS)?;
                if self.four_players && variant != Variant::Classic {
                    return Err(clash("`classic`: four players play the classic game only"));
                }
                self.variant = variant;
            }
            "walls" => {
                self.walls = if value == "auto" {
                    None
                } else {
                    Some(parse_number(key, value, 0..=MAX_WALLS).map_err(|_| {
                        clash(&format!("`auto` or a whole number from 0 to {MAX_WALLS}"))
                    })? as u8)
                }
            }
            "sidestep" => {
                self.side_step = parse_choice(
                    key,
                    value,
                    &[
                        ("always", SideStep::WhenJumpBlocked),
                        ("behind_wall", SideStep::OnlyBehindWall),
                    ],
                )?
            }
            "path_rule" => {
                self.path_rule = parse_choice(
                    key,
                    value,
                    &[
                        ("everyone", PathRule::Everyone),
                        ("opponents", PathRule::OpponentsOnly),
                    ],
                )?
            }
            "meet" => {
                self.meet_diagonal =
                    parse_choice(key, value, &[("orthogonal", false), ("diagonal", true)])?
            }
            "first" => {
                let side = parse_choice(
                    key,
                    value,
                    &[("south", 0), ("east", 1), ("north", 2), ("west", 3)],
                )?;
                if !self.four_players && side % 2 == 1 {
                    return Err(clash(
                        "`south` or `north`: East and West play only with four players",
                    ));
                }
                self.first = side;
            }
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
            "players" => self.seats().to_string(),
            "variant" => self.variant.word().to_string(),
            "walls" => match self.walls {
                None => "auto".to_string(),
                Some(n) => n.to_string(),
            },
            "sidestep" => match self.side_step {
                SideStep::WhenJumpBlocked => "always".into(),
                SideStep::OnlyBehindWall => "behind_wall".into(),
            },
            "path_rule" => match self.path_rule {
                PathRule::Everyone => "everyone".into(),
                PathRule::OpponentsOnly => "opponents".into(),
            },
            "meet" => if self.meet_diagonal {
                "diagonal"
            } else {
                "orthogonal"
            }
            .into(),
            "first" => SIDES[self.first as usize % 4].to_string(),
            "max_plies" => self.max_plies.to_string(),
            _ => return None,
        })
    }
}
