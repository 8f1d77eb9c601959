//! The rules of Gyges (RULES.md 9): the setup, which row moves, the
//! repetition rules of both profiles, where a replaced piece may go, and
//! why a click sequence is refused. The legal moves themselves come as
//! families (`families.rs`) from the fast generator (`generate.rs`).

use super::board::{
    cell_from, cell_of, coord, for_bits, piece_count, rank_of, shore, value, with, SIZE,
};
use super::families::Family;
use super::options::{GygesOptions, Profile, Replacement, Setup};
use super::position::{EndReason, Gyges, GygesMove};
use super::seen::SeenBoards;
use crate::game::{
    ply_limit_reached, Game, LegalMove, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED,
};
use crate::rng::Rng;

thread_local! {
    /// `count_moves`' move list, reused from call to call.
    static COUNT_SCRATCH: std::cell::RefCell<Vec<GygesMove>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Gyges {
    /// Whether the moves are pieces travelling, whose results come as
    /// families (`gyges/families.rs`), not placements.
    fn counts_by_families(&self) -> bool {
        self.outcome.is_none() && !self.in_setup()
    }

    /// The empty cells where a replaced piece may go, as a bit set, on a
    /// board whose occupied cells are `occ` (the replaced piece lifted).
    pub(super) fn replacement_zone(&self, occ: u64) -> u64 {
        let mover = self.side;
        let row = |r: u8| (occ >> (r * SIZE)) & 0x3F != 0;
        let shore = if mover == 0 {
            (0..SIZE).rev().find(|&r| row(r))
        } else {
            (0..SIZE).find(|&r| row(r))
        };
        let (lo, hi) = match shore {
            None => return 0,
            Some(s) => {
                let (lo, hi) = if mover == 0 { (0, s) } else { (s, SIZE - 1) };
                match self.options.replacement {
                    Replacement::SeedSingleRow if mover == 0 && s > 0 => (s - 1, s - 1),
                    Replacement::SeedSingleRow if mover == 1 && s + 1 < SIZE => (s + 1, s + 1),
                    Replacement::SeedSingleRow => return 0,
                    _ => (lo, hi),
                }
            }
        };
        let rows = ((1u64 << ((hi + 1) * SIZE)) - 1) & !((1u64 << (lo * SIZE)) - 1);
        rows & !occ
    }

    /// Whether a move leaving `after` breaks the profile's repetition rule
    /// (RULES.md 9.4): simple ko, or superko over every earlier board.
    pub(super) fn repeats(&self, after: u128) -> bool {
        match self.options.profile {
            Profile::Fogliaccio => after == self.board || after == self.before,
            Profile::Official => self.seen.contains(after),
        }
    }

    /// `family` without the boards `repeats` forbids.
    pub(super) fn allowed(&self, family: Family) -> Family {
        match self.options.profile {
            // Simple ko forbids two boards only.
            Profile::Fogliaccio => family.without(self.board).without(self.before),
            Profile::Official => {
                let mut allowed = family;
                for_bits(family.cells, |c| {
                    if self.seen.contains(family.board(c)) {
                        allowed.cells &= !(1u64 << c);
                    }
                });
                allowed
            }
        }
    }

    /// `repeats` for the board built by `after`, whose Zobrist hash is
    /// `hash`: superko builds it only when its filter cannot rule it out.
    #[inline]
    pub(super) fn repeats_hashed(&self, hash: u64, after: impl FnOnce() -> u128) -> bool {
        match self.options.profile {
            Profile::Fogliaccio => {
                let after = after();
                after == self.board || after == self.before
            }
            Profile::Official => self.seen.contains_hashed(hash, after),
        }
    }

    /// Calls `emit` once with every distinct result board of the pieces on
    /// row `rank` that the repetition rule allows, in an order fixed by the
    /// position: file by file, and within a start the goal, the empty
    /// cells, then the replacements, each in cell order.
    pub(super) fn each_row_result(&self, rank: u8, emit: &mut impl FnMut(u128)) {
        self.row_families(rank, &mut |family| family.each_board(&mut *emit));
    }

    /// Rows in the order the profile tries them: the shore row, then
    /// (official only) each next row toward the opponent.
    pub(super) fn rows_to_try(&self) -> impl Iterator<Item = u8> {
        let first = shore(self.board, self.side);
        let take = match self.options.profile {
            Profile::Official => SIZE as usize,
            Profile::Fogliaccio => 1,
        };
        let south = self.side == 0;
        first
            .into_iter()
            .flat_map(move |f| {
                (0..SIZE).filter_map(move |i| {
                    if south {
                        (f + i < SIZE).then_some(f + i)
                    } else {
                        f.checked_sub(i)
                    }
                })
            })
            .take(take)
    }

    /// The row whose pieces move now, with its moves pushed onto `moves`
    /// (distinct, in `each_row_result`'s order). `None`: pass.
    fn movable_moves(&self, moves: &mut Vec<GygesMove>) -> Option<u8> {
        for rank in self.rows_to_try() {
            self.each_row_result(rank, &mut |after| moves.push(GygesMove::Play { after }));
            if !moves.is_empty() {
                return Some(rank);
            }
        }
        None
    }

    /// The row whose pieces move now, found without listing the moves.
    pub(super) fn movable_row(&self) -> Option<u8> {
        self.rows_to_try().find(|&rank| {
            let mut any = false;
            self.each_row_result(rank, &mut |_| any = true);
            any
        })
    }

    /// Cells a seat may place on during the setup (RULES.md 9.2).
    pub(super) fn setup_rows(&self, seat: u8) -> std::ops::RangeInclusive<u8> {
        match (self.options.setup, seat) {
            (Setup::Cosmoludo, 0) => 0..=1,
            (Setup::Cosmoludo, _) => SIZE - 2..=SIZE - 1,
            (_, 0) => 0..=0,
            _ => SIZE - 1..=SIZE - 1,
        }
    }

    /// The setup's moves: each value still in hand on each empty cell of
    /// the placer's rows (RULES.md 9.2).
    pub(super) fn placements(&self, moves: &mut Vec<GygesMove>) {
        let seat = self.side as usize;
        for v in 1..=3u8 {
            if self.hand[seat][v as usize] == 0 {
                continue;
            }
            for rank in self.setup_rows(self.side) {
                for file in 0..SIZE {
                    let cell = cell_of(file, rank);
                    if value(self.board, cell) == 0 {
                        moves.push(GygesMove::Place { value: v, cell });
                    }
                }
            }
        }
    }

    /// Who places next once `seat` has placed (RULES.md 9.2 orders).
    fn next_placer(&self, seat: u8) -> u8 {
        let has = |s: u8| self.hand[s as usize].iter().any(|&n| n > 0);
        let other = 1 - seat;
        match self.options.setup {
            Setup::Alternate if has(other) => other,
            _ if has(seat) => seat,
            _ if has(other) => other,
            _ => 0,
        }
    }

    fn finish_ply(&mut self) {
        self.plies += 1;
        if self.outcome.is_none() && ply_limit_reached(self.options.max_plies, self.plies) {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
    }

    fn explain_placement(&self, clicks: &[Target]) -> Option<String> {
        let who = Self::seat_word(self.side);
        let v = match clicks.first()? {
            Target::Choice(v) => v.parse::<u8>().ok()?,
            _ => return Some(format!("{who} first picks a value to place: 1, 2 or 3")),
        };
        if !(1..=3).contains(&v) || self.hand[self.side as usize][v as usize] == 0 {
            return Some(format!("{who} has no {v} left to place"));
        }
        let Some(Target::Cell(c)) = clicks.get(1) else {
            return None;
        };
        let cell = cell_from(*c)?;
        if value(self.board, cell) != 0 {
            return Some(format!("{c} is taken"));
        }
        let rows = self.setup_rows(self.side);
        if !rows.contains(&rank_of(cell)) {
            return Some(format!(
                "{who} places on rows {} to {} only",
                rows.start() + 1,
                rows.end() + 1
            ));
        }
        None
    }

    fn explain_move(&self, clicks: &[Target]) -> Option<String> {
        let who = Self::seat_word(self.side);
        let Some(Target::Cell(c)) = clicks.first() else {
            return None;
        };
        let start = cell_from(*c)?;
        if value(self.board, start) == 0 {
            return Some(format!("there is no piece on {c}"));
        }
        let rank = self.movable_row();
        if rank != Some(rank_of(start)) {
            let shore_row = shore(self.board, self.side).map_or(0, |r| r + 1);
            return Some(match rank {
                Some(r) if r + 1 != shore_row => format!(
                    "{who}'s shore row (row {shore_row}) cannot move, so only pieces on row {} move",
                    r + 1
                ),
                _ => format!("only pieces on {who}'s shore row (row {shore_row}) move"),
            });
        }
        let mut prefix_raw = false;
        for route in self.routes(*c) {
            if self.route_clicks(&route).starts_with(clicks) {
                if !self.repeats(route.after) {
                    return None;
                }
                prefix_raw = true;
            }
        }
        if prefix_raw {
            return Some("that would repeat an earlier position".into());
        }
        match clicks.last() {
            Some(Target::Choice("bounce")) => Some(
                "a bounce must be completed: the piece cannot travel its full count from there"
                    .into(),
            ),
            Some(Target::Choice("replace")) if self.options.replacement == Replacement::Off => {
                Some("replacement is off in this game".into())
            }
            Some(Target::Goal(s)) if s.0 == self.side => {
                Some(format!("{who} never enters its own goal"))
            }
            _ => None,
        }
    }
}

impl Game for Gyges {
    const ID: &'static str = "gyges";
    type Move = GygesMove;
    type Options = GygesOptions;
    const SEAT_NAMES: &'static [&'static str] = &["South", "North"];
    fn new(options: &GygesOptions) -> Gyges {
        let mut game = Gyges {
            options: *options,
            board: 0,
            side: 0,
            hand: [[0, 2, 2, 2]; 2],
            before: 0,
            seen: SeenBoards::default(),
            passes: 0,
            plies: 0,
            outcome: None,
        };
        if let Setup::Fixed(rows) = options.setup {
            for file in 0..SIZE {
                game.board = with(game.board, cell_of(file, 0), rows[0][file as usize]);
                game.board = with(game.board, cell_of(file, SIZE - 1), rows[1][file as usize]);
            }
            game.hand = [[0; 4]; 2];
            game.before = game.board;
            game.seen.insert(game.board);
        }
        game
    }
    fn options(&self) -> &GygesOptions {
        &self.options
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<GygesMove>) {
        if self.in_setup() {
            self.placements(moves);
            return;
        }
        if self.movable_moves(moves).is_none() {
            moves.push(GygesMove::Pass);
        }
    }
    /// Counts the families' boards without listing them (see
    /// `gyges/families.rs`); placements count in a buffer kept from call
    /// to call, so perft's last ply allocates nothing.
    fn count_moves(&self) -> usize {
        if self.counts_by_families() {
            // None: a pass.
            return self.with_movable_families(|families| families.boards().max(1));
        }
        COUNT_SCRATCH.with(|scratch| {
            let mut moves = scratch.borrow_mut();
            self.legal_moves(&mut moves);
            moves.len()
        })
    }
    /// Draws among the families' boards without listing them: the same
    /// draw over the same order as `legal_moves`.
    fn random_move(&self, rng: &mut Rng, moves: &mut Vec<GygesMove>) -> Option<GygesMove> {
        if !self.counts_by_families() {
            self.legal_moves(moves);
            return (!moves.is_empty()).then(|| moves[rng.below(moves.len())]);
        }
        self.with_movable_families(|families| match families.boards() {
            0 => {
                // The one move, a pass, drawn as from a list of one.
                rng.below(1);
                Some(GygesMove::Pass)
            }
            n => Some(GygesMove::Play {
                after: families.nth(rng.below(n)),
            }),
        })
    }
    fn play_unchecked(&mut self, mv: &GygesMove) {
        let mover = self.side;
        match *mv {
            GygesMove::Place { value: v, cell } => {
                self.board = with(self.board, cell, v);
                self.hand[mover as usize][v as usize] -= 1;
                self.side = self.next_placer(mover);
                self.before = self.board;
                if !self.in_setup() {
                    self.seen.clear();
                    self.seen.insert(self.board);
                }
            }
            GygesMove::Play { after } => {
                self.before = self.board;
                self.board = after;
                self.passes = 0;
                self.side = 1 - mover;
                if piece_count(after) < 12 {
                    self.outcome = Some((Outcome::Win(Seat(mover)), EndReason::Goal));
                } else if self.options.profile == Profile::Official {
                    self.seen.insert(after);
                }
            }
            GygesMove::Pass => {
                self.before = self.board;
                self.passes += 1;
                self.side = 1 - mover;
                if self.passes >= 2 {
                    self.outcome = Some((Outcome::Draw, EndReason::Stuck));
                }
            }
        }
        self.finish_ply();
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        Some(match (reason, outcome) {
            (EndReason::Goal, Outcome::Win(s)) => {
                format!("{} brought a piece into the goal", self.seat_name(s))
            }
            (EndReason::Stuck, _) => "neither player can move".into(),
            (EndReason::PlyLimit, _) => PLY_LIMIT_REACHED.into(),
            _ => return None,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        if self.outcome.is_some() {
            return None;
        }
        if self.in_setup() {
            self.explain_placement(clicks)
        } else {
            self.explain_move(clicks)
        }
    }
    fn move_to_string(&self, mv: &GygesMove) -> String {
        self.move_text(mv)
    }
    /// Reads a move as `read_move` (`notation.rs`) describes.
    fn parse_move(&self, text: &str) -> Result<GygesMove, MoveParseError> {
        self.read_move(text)
    }
    fn legal_move_views(&self, moves: &[GygesMove]) -> Vec<LegalMove> {
        self.move_views(moves)
    }
    fn clicks(&self, mv: &GygesMove) -> Vec<Target> {
        match *mv {
            GygesMove::Place { value: v, cell } => {
                let choice = ["1", "2", "3"][(v.clamp(1, 3) - 1) as usize];
                vec![Target::Choice(choice), Target::Cell(coord(cell))]
            }
            GygesMove::Play { after } => self
                .canonical_route(after)
                .map(|r| self.route_clicks(&r))
                .unwrap_or_default(),
            GygesMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        self.position_text()
    }
    /// Reads position text as `read_position` (`notation.rs`) describes.
    fn from_text(text: &str, options: &GygesOptions) -> Result<Gyges, PositionError> {
        Gyges::read_position(text, options)
    }
}
