//! Quoridor's options: players, the seed's variants (RULES.md 8.6) and the
//! switches of 8.7, with their defaults.

/// The seed's variants (RULES.md 8.6); fewer walls is the `walls` option.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// The Gigamic game.
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

impl Variant {
    /// Whether walls on the board can be moved again in this variant.
    pub const fn repositions(self) -> bool {
        matches!(self, Variant::Movable | Variant::Coin | Variant::Die)
    }
}

/// When a pawn may step to the side of the pawn it faces (RULES.md 8.7.1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SideStep {
    /// Whenever the straight jump is blocked: by a wall, the edge or a pawn.
    WhenJumpBlocked,
    /// Only when a wall stands behind the faced pawn (Gigamic's wording).
    OnlyBehindWall,
}

/// Whose way to the goal a wall must leave open (RULES.md 8.7.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PathRule {
    /// Every pawn, the wall placer's own too (Gigamic).
    Everyone,
    /// Only the placer's opponents (the seed's wording; PBeM's default).
    OpponentsOnly,
}

/// The most walls a player may be given.
pub const MAX_WALLS: u32 = 20;

/// Options of Quoridor; defaults as RULES.md 8, in the table below.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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

crate::option_table! {
    QuoridorOptions;
    four_players: "players" = choice["2" => false, "4" => true] check players_clash,
        "two players, or four with 5 walls each (classic rules only)";
    variant: "variant" = choice[
        "classic" => Variant::Classic,
        "movable" => Variant::Movable,
        "coin" => Variant::Coin,
        "die" => Variant::Die,
        "moving_goal" => Variant::MovingGoal,
        "wall_jump" => Variant::WallJump,
    ] check variant_clash,
        "the seed's variants: one movable wall each, the coin, the die, two pawns that must meet, the wall-jump marker";
    walls: "walls" = auto_or_number[0..=MAX_WALLS],
        "walls per player: `auto` (10; 8 with movable, coin or die; 5 with four players) or 0 to 20";
    side_step: "sidestep" = choice[
        "always" => SideStep::WhenJumpBlocked,
        "behind_wall" => SideStep::OnlyBehindWall,
    ],
        "side-step past a faced pawn whenever the jump is blocked, or only by a wall";
    path_rule: "path_rule" = choice[
        "everyone" => PathRule::Everyone,
        "opponents" => PathRule::OpponentsOnly,
    ],
        "walls must leave a way to the goal for every pawn, or only the opponents'";
    first: "first" = choice["south" => 0, "east" => 1, "north" => 2, "west" => 3] check first_clash,
        "who moves first: south (in the moving goal, Black), north (White), or with four players east or west; turns then go counter-clockwise";
    meet_diagonal: "meet" = choice["orthogonal" => false, "diagonal" => true],
        "moving goal: pawns meet side by side with no wall between, or also diagonally";
    max_plies: "max_plies" = ply_limit;
}

/// Why `players` cannot be `four` with the other options: the seed's
/// variants are for two, and East and West need four.
fn players_clash(options: &QuoridorOptions, four: bool) -> Result<(), &'static str> {
    if four && options.variant != Variant::Classic {
        return Err("`2`: the seed's variants are for two players");
    }
    if !four && options.first % 2 == 1 {
        return Err("`4`: East and West play only with four players");
    }
    Ok(())
}

/// Why `variant` cannot be `variant` with four players.
fn variant_clash(options: &QuoridorOptions, variant: Variant) -> Result<(), &'static str> {
    if options.four_players && variant != Variant::Classic {
        return Err("`classic`: four players play the classic game only");
    }
    Ok(())
}

/// Why `first` cannot be `side` with two players.
fn first_clash(options: &QuoridorOptions, side: u8) -> Result<(), &'static str> {
    if !options.four_players && side % 2 == 1 {
        return Err("`south` or `north`: East and West play only with four players");
    }
    Ok(())
}
