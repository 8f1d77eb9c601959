//! Quoridor's rules: pawn steps, jumps and side-steps, walls and the path
//! rule, the variants' repositionings and wall-jumps, and the end
//! (RULES.md section 8).

use super::board::{
    bit, cell, cells, coord, distance, file_mask, grow, neighbour, rank_mask, reaches,
    shortest_path, Clash, Dir, PathSides, Wall, Walls,
};
use super::options::{PathRule, QuoridorOptions, SideStep, Variant};
use super::position::{EndReason, Quoridor, QuoridorMove, Token};
use super::text;
use crate::game::{
    ply_limit_reached, Game, MoveParseError, Outcome, PositionError, Seat, Target,
    PLY_LIMIT_REACHED,
};

/// Why a wall may not go where it is tried, for `explain` and records.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The player has no wall left.
    NoWallsLeft,
    /// It overlaps a wall on the board.
    Overlaps(Wall),
    /// It crosses a wall on the board.
    Crosses(Wall),
    /// A repositioned wall must go somewhere else.
    SameSpot,
    /// It would leave this seat's pawn (or pawns) no way to the goal.
    ClosesPath(Seat),
}

/// A pawn whose way the path rule protects, with one current shortest path.
#[derive(Clone, Copy)]
struct Guard {
    start: u8,
    goal: u128,
    path: PathSides,
    seat: Seat,
}

/// The seat whose last way `wall` would close, given the sides blocked
/// without it: only a wall that cuts a guard's current shortest path can.
fn closes_path(wall: Wall, north: u128, east: u128, guards: &[Option<Guard>]) -> Option<Seat> {
    let (north, east) = if wall.horizontal {
        (north | wall.blocks(), east)
    } else {
        (north, east | wall.blocks())
    };
    guards
        .iter()
        .flatten()
        .find(|g| g.path.cut_by(wall) && !reaches(bit(g.start), g.goal, north, east))
        .map(|g| g.seat)
}

const SEATS_2: [&str; 2] = ["South", "North"];
const SEATS_4: [&str; 4] = ["South", "East", "North", "West"];
const SEATS_MEET: [&str; 2] = ["Black", "White"];

impl Quoridor {
    /// Starting cells, by pawn (RULES.md 8.1 and 8.6.5).
    fn start_cells(options: &QuoridorOptions) -> [u8; 4] {
        if options.variant == Variant::MovingGoal {
            [0, 80, 8, 72]
        } else if options.four_players {
            [4, 44, 76, 36]
        } else {
            [4, 76, 0, 0]
        }
    }

    /// The goal line of a seat's pawn in the race games.
    fn goal_line(&self, seat: Seat) -> u128 {
        match (self.options.four_players, seat.0) {
            (_, 0) => rank_mask(8),
            (false, _) | (true, 2) => rank_mask(0),
            (true, 1) => file_mask(0),
            _ => file_mask(8),
        }
    }

    /// Where a seat must get to, from where: one pawn to its line, or
    /// (moving goal) the first pawn to the second.
    pub(super) fn race(&self, seat: Seat) -> (u8, u128) {
        let mut pawns = self.pawns_of(seat);
        let first = pawns.next().unwrap_or(0);
        if self.moving_goal() {
            (self.pawns[first], bit(self.pawns[first + 1]))
        } else {
            (self.pawns[first], self.goal_line(seat))
        }
    }

    /// Each seat's shortest distance to its goal (pawns ignored): the
    /// steps still to run, or for the moving goal the steps between its two
    /// pawns. `None` when the way is closed (only a player's own doing,
    /// under `path_rule=opponents`). Fast: one flood fill per seat.
    pub fn distances(&self) -> [Option<u8>; 4] {
        let (north, east) = self.walls.blocked();
        let mut out = [None; 4];
        for (s, slot) in out.iter_mut().enumerate().take(self.seats()) {
            let (start, goal) = self.race(Seat(s as u8));
            *slot = distance(bit(start), goal, north, east);
        }
        out
    }

    /// The pawns whose way a wall placed by `placer` must leave open, each
    /// with a current shortest path. A pawn already shut in (by its own
    /// walls, where the options allow that) is not protected: no wall can
    /// close what is closed.
    fn guards(&self, placer: Seat) -> ([Option<Guard>; 4], usize) {
        let (north, east) = self.walls.blocked();
        let mut guards = [None; 4];
        let mut n = 0;
        for s in 0..self.seats() {
            let seat = Seat(s as u8);
            if seat == placer && self.options.path_rule == PathRule::OpponentsOnly {
                continue;
            }
            let (start, goal) = self.race(seat);
            if let Some(path) = shortest_path(start, goal, north, east) {
                guards[n] = Some(Guard {
                    start,
                    goal,
                    path,
                    seat,
                });
                n += 1;
            }
        }
        (guards, n)
    }

    /// Why `wall` may not be put up (after `removed` is taken down, for a
    /// repositioning), or `None` when it may. The one predicate behind
    /// wall moves, refusals and record errors.
    fn wall_refusal(
        &self,
        wall: Wall,
        removed: Option<Wall>,
        guards: &[Option<Guard>],
    ) -> Option<Refusal> {
        let mut walls = self.walls;
        if let Some(old) = removed {
            walls.remove(old);
        }
        match walls.clash(wall) {
            Some(Clash::Overlaps(other)) => return Some(Refusal::Overlaps(other)),
            Some(Clash::Crosses(other)) => return Some(Refusal::Crosses(other)),
            None => {}
        }
        if removed == Some(wall) {
            return Some(Refusal::SameSpot);
        }
        let (north, east) = walls.blocked();
        closes_path(wall, north, east, guards).map(Refusal::ClosesPath)
    }

    fn holds(&self, seat: Seat) -> bool {
        matches!(self.token, Token::Middle) || self.token == Token::With(seat)
    }

    /// Whether the player to move may reposition a wall now.
    fn may_reposition(&self) -> bool {
        let seat = Seat(self.side);
        match self.options.variant {
            Variant::Movable => !self.moved_wall[seat.index()],
            Variant::Coin => self.holds(seat),
            Variant::Die => self.die_left > 0 || self.holds(seat),
            _ => false,
        }
    }

    fn may_wall_jump(&self) -> bool {
        self.options.variant == Variant::WallJump && self.holds(Seat(self.side))
    }

    /// The cells a pawn on `from` may step, jump or side-step to (RULES.md 8.3).
    pub(super) fn pawn_targets(&self, from: u8, occupied: u128) -> u128 {
        let mut targets = 0u128;
        for dir in Dir::ALL {
            let Some(next) = neighbour(from, dir) else {
                continue;
            };
            if self.walls.blocks(from, dir) {
                continue;
            }
            if occupied & bit(next) == 0 {
                targets |= bit(next);
                continue;
            }
            let wall_behind = self.walls.blocks(next, dir);
            match neighbour(next, dir) {
                Some(beyond) if !wall_behind && occupied & bit(beyond) == 0 => {
                    targets |= bit(beyond);
                    continue;
                }
                _ => {}
            }
            if self.options.side_step == SideStep::OnlyBehindWall && !wall_behind {
                continue;
            }
            for side in dir.perpendicular() {
                if let Some(aside) = neighbour(next, side) {
                    if !self.walls.blocks(next, side) && occupied & bit(aside) == 0 {
                        targets |= bit(aside);
                    }
                }
            }
        }
        targets
    }

    /// The cells across one wall next to `from` that are empty.
    fn wall_jump_targets(&self, from: u8, occupied: u128) -> u128 {
        Dir::ALL
            .into_iter()
            .filter(|&dir| self.walls.blocks(from, dir))
            .filter_map(|dir| neighbour(from, dir))
            .filter(|&to| occupied & bit(to) == 0)
            .fold(0, |m, to| m | bit(to))
    }

    fn push_repositions(&self, moves: &mut Vec<QuoridorMove>, guards: &[Option<Guard>]) {
        for from in self.walls.iter().filter(|w| !self.walls.is_marked(*w)) {
            for to in Wall::all() {
                if self.wall_refusal(to, Some(from), guards).is_none() {
                    moves.push(QuoridorMove::Reposition { from, to });
                }
            }
        }
    }

    /// Whether a seat's two pawns meet (moving goal, RULES.md 8.6.5).
    fn pawns_meet(&self, seat: Seat) -> bool {
        let mut pawns = self.pawns_of(seat);
        let (Some(a), Some(b)) = (pawns.next(), pawns.next()) else {
            return false;
        };
        let (a, b) = (self.pawns[a], self.pawns[b]);
        let side_by_side = Dir::ALL
            .into_iter()
            .any(|dir| neighbour(a, dir) == Some(b) && !self.walls.blocks(a, dir));
        if side_by_side || !self.options.meet_diagonal {
            return side_by_side;
        }
        let (ca, cb) = (coord(a), coord(b));
        if ca.file.abs_diff(cb.file) != 1 || ca.rank.abs_diff(cb.rank) != 1 {
            return false;
        }
        // Diagonal neighbours meet when one of the two corners between
        // them can be walked round without crossing a wall.
        let corners = [
            cell(crate::geometry::Coord::new(ca.file, cb.rank)),
            cell(crate::geometry::Coord::new(cb.file, ca.rank)),
        ];
        let (north, east) = self.walls.blocked();
        let open = |x: u8, y: u8| grow(bit(x), north, east) & bit(y) != 0;
        corners.iter().any(|&c| open(a, c) && open(c, b))
    }

    /// The winner judged from the board alone, if any.
    pub(super) fn judge_board(&self) -> Option<(Outcome, EndReason)> {
        (0..self.seats()).map(|s| Seat(s as u8)).find_map(|seat| {
            if self.moving_goal() {
                self.pawns_meet(seat)
                    .then_some((Outcome::Win(seat), EndReason::Met))
            } else {
                let (start, goal) = self.race(seat);
                (goal & bit(start) != 0).then_some((Outcome::Win(seat), EndReason::Goal))
            }
        })
    }

    fn next_seat(&mut self) {
        self.side = ((self.side as usize + 1) % self.seats()) as u8;
    }

    fn opponent(&self) -> Seat {
        Seat(1 - self.side.min(1))
    }

    fn finish_die_use(&mut self) {
        self.die_left = 0;
        self.token = if self.die_face >= 6 {
            Token::Retired
        } else {
            Token::With(self.opponent())
        };
        if self.die_face < 6 {
            self.die_face += 1;
        }
    }

    /// Why a wall move would be refused, for people.
    fn refusal_text(&self, refusal: Refusal) -> String {
        match refusal {
            Refusal::NoWallsLeft => {
                format!("{} has no walls left", self.seat_name(Seat(self.side)))
            }
            Refusal::Overlaps(w) => format!("overlaps the wall at {}", w.name()),
            Refusal::Crosses(w) => format!("crosses the wall at {}", w.name()),
            Refusal::SameSpot => "a repositioned wall must go to a different groove".into(),
            Refusal::ClosesPath(seat) => {
                if self.moving_goal() {
                    format!("it would cut {}'s two pawns apart", self.seat_name(seat))
                } else {
                    format!(
                        "it would close {}'s last path to its goal",
                        self.seat_name(seat)
                    )
                }
            }
        }
    }

    /// Why a wall move is refused, as a record or the page says it:
    /// "e3h: overlaps the wall at d3h".
    fn named_refusal(&self, mv: &QuoridorMove) -> Option<String> {
        let reason = self.wall_move_refusal(mv)?;
        Some(format!("{}: {reason}", self.move_to_string(mv)))
    }

    /// Why a wall move is refused, if it is a wall move at all.
    fn wall_move_refusal(&self, mv: &QuoridorMove) -> Option<String> {
        let placer = Seat(self.side);
        let (guards, n) = self.guards(placer);
        let refusal = match *mv {
            QuoridorMove::Wall(wall) => {
                if self.walls_left[self.side as usize] == 0 {
                    Some(Refusal::NoWallsLeft)
                } else {
                    self.wall_refusal(wall, None, &guards[..n])
                }
            }
            QuoridorMove::Reposition { from, to } => {
                if !self.walls.contains(from) {
                    return Some(format!("there is no wall at {}", from.name()));
                }
                if self.walls.is_marked(from) {
                    return Some(format!(
                        "the wall at {} was repositioned already",
                        from.name()
                    ));
                }
                if !self.may_reposition() {
                    return Some(self.no_reposition_reason());
                }
                self.wall_refusal(to, Some(from), &guards[..n])
            }
            _ => return None,
        };
        refusal.map(|r| self.refusal_text(r))
    }

    fn no_reposition_reason(&self) -> String {
        let holder = match self.token {
            Token::With(seat) => {
                format!("the {} is with {}", self.token_name(), self.seat_name(seat))
            }
            _ => format!("the {} is retired", self.token_name()),
        };
        match self.options.variant {
            Variant::Movable => "you have moved your one wall already".into(),
            Variant::Coin | Variant::Die => holder,
            _ => "walls stay where they are in this variant".into(),
        }
    }
}

impl Game for Quoridor {
    const ID: &'static str = "quoridor";
    type Move = QuoridorMove;
    type Options = QuoridorOptions;
    fn new(options: &QuoridorOptions) -> Quoridor {
        let walls = options.walls_each();
        Quoridor {
            options: *options,
            walls: Walls::default(),
            pawns: Quoridor::start_cells(options),
            walls_left: [walls; 4],
            side: options.first_seat(),
            token: Token::Middle,
            die_face: 1,
            die_left: 0,
            moved_wall: [false; 2],
            plies: 0,
            outcome: None,
        }
    }
    fn options(&self) -> &QuoridorOptions {
        &self.options
    }
    fn seat_count(&self) -> usize {
        self.seats()
    }
    fn seat_name(&self, seat: Seat) -> &'static str {
        let names: &[&'static str] = if self.options.four_players {
            &SEATS_4
        } else if self.moving_goal() {
            &SEATS_MEET
        } else {
            &SEATS_2
        };
        names.get(seat.index()).copied().unwrap_or("?")
    }
    fn to_move(&self) -> Seat {
        Seat(self.side)
    }
    fn push_legal_moves(&self, moves: &mut Vec<QuoridorMove>) {
        let seat = Seat(self.side);
        let walls_left = self.walls_left[seat.index()] > 0;
        let may_reposition = self.may_reposition();
        // The path rule's guards cost two searches: only when a wall may move.
        let (guards, n) = if walls_left || may_reposition {
            self.guards(seat)
        } else {
            ([None; 4], 0)
        };
        let guards = &guards[..n];
        if self.die_left > 0 {
            self.push_repositions(moves, guards);
            moves.push(QuoridorMove::EndRepositioning);
            return;
        }
        let occupied = self.occupied();
        // Own pawns by cell, so the moves come out in order.
        let mut own = [u8::MAX; 2];
        for (slot, pawn) in own.iter_mut().zip(self.pawns_of(seat)) {
            *slot = self.pawns[pawn];
        }
        own.sort_unstable();
        let own = own.into_iter().filter(|&c| c != u8::MAX);
        for from in own.clone() {
            for to in cells(self.pawn_targets(from, occupied)) {
                moves.push(QuoridorMove::Step { from, to });
            }
        }
        if walls_left {
            // `wall_refusal` for all spots at once: clashes by masks, then
            // the path rule only where a spot is free.
            let (v_free, h_free) = self.walls.free();
            let (north, east) = self.walls.blocked();
            for wall in Wall::all() {
                let free = if wall.horizontal { h_free } else { v_free };
                if free >> wall.at & 1 == 1 && closes_path(wall, north, east, guards).is_none() {
                    moves.push(QuoridorMove::Wall(wall));
                }
            }
        }
        if may_reposition {
            self.push_repositions(moves, guards);
        }
        if self.may_wall_jump() {
            for from in own {
                for to in cells(self.wall_jump_targets(from, occupied)) {
                    moves.push(QuoridorMove::WallJump { from, to });
                }
            }
        }
        if moves.is_empty() {
            moves.push(QuoridorMove::Pass);
        }
    }
    fn play_unchecked(&mut self, mv: &QuoridorMove) {
        let seat = Seat(self.side);
        let mut turn_over = true;
        match *mv {
            QuoridorMove::Step { from, to } | QuoridorMove::WallJump { from, to } => {
                if let Some(p) = self.pawns.iter().position(|&c| c == from) {
                    self.pawns[p] = to;
                }
                if matches!(mv, QuoridorMove::WallJump { .. }) {
                    self.token = Token::With(self.opponent());
                }
            }
            QuoridorMove::Wall(wall) => {
                self.walls.add(wall, false);
                self.walls_left[seat.index()] -= 1;
            }
            QuoridorMove::Reposition { from, to } => {
                self.walls.remove(from);
                self.walls.add(to, true);
                match self.options.variant {
                    Variant::Movable => self.moved_wall[seat.index()] = true,
                    Variant::Coin => self.token = Token::With(self.opponent()),
                    _ => {
                        if self.die_left == 0 {
                            self.die_left = self.die_face;
                        }
                        self.die_left -= 1;
                        if self.die_left == 0 {
                            self.finish_die_use();
                        } else {
                            turn_over = false;
                        }
                    }
                }
            }
            QuoridorMove::EndRepositioning => self.finish_die_use(),
            QuoridorMove::Pass => {}
        }
        self.plies += 1;
        if matches!(
            mv,
            QuoridorMove::Step { .. } | QuoridorMove::WallJump { .. }
        ) {
            let won = if self.moving_goal() {
                self.pawns_meet(seat)
                    .then_some((Outcome::Win(seat), EndReason::Met))
            } else {
                let (at, goal) = self.race(seat);
                (goal & bit(at) != 0).then_some((Outcome::Win(seat), EndReason::Goal))
            };
            self.outcome = won;
        }
        if self.outcome.is_none() && ply_limit_reached(self.options.max_plies, self.plies) {
            self.outcome = Some((Outcome::Draw, EndReason::PlyLimit));
        }
        if turn_over && self.outcome.is_none() {
            self.next_seat();
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome.map(|(o, _)| o)
    }
    fn end_reason(&self) -> Option<String> {
        let (outcome, reason) = self.outcome?;
        Some(match (reason, outcome) {
            (EndReason::Goal, Outcome::Win(s)) => {
                format!("{} reached the far side", self.seat_name(s))
            }
            (EndReason::Met, Outcome::Win(s)) => format!("{}'s two pawns met", self.seat_name(s)),
            (EndReason::PlyLimit, _) => PLY_LIMIT_REACHED.into(),
            _ => return None,
        })
    }
    fn explain(&self, clicks: &[Target]) -> Option<String> {
        match clicks {
            [Target::Groove { at, horizontal }] => {
                let wall = Wall::at_coord(*at, *horizontal)?;
                if self.walls.contains(wall) && self.options.variant.repositions() {
                    return self.wall_move_refusal(&QuoridorMove::Reposition {
                        from: wall,
                        to: wall,
                    });
                }
                if self.die_left > 0 {
                    return Some(
                        "reposition another wall with the die, or end: no new walls now".into(),
                    );
                }
                self.named_refusal(&QuoridorMove::Wall(wall))
            }
            [Target::Groove {
                at: a,
                horizontal: ha,
            }, Target::Groove {
                at: b,
                horizontal: hb,
            }] => {
                let from = Wall::at_coord(*a, *ha)?;
                let to = Wall::at_coord(*b, *hb)?;
                self.named_refusal(&QuoridorMove::Reposition { from, to })
            }
            _ => None,
        }
    }
    fn move_to_string(&self, mv: &QuoridorMove) -> String {
        text::move_name(self, mv)
    }
    fn parse_move(&self, text: &str) -> Result<QuoridorMove, MoveParseError> {
        text::parse_move(self, text)
    }
    fn clicks(&self, mv: &QuoridorMove) -> Vec<Target> {
        let groove = |w: Wall| Target::Groove {
            at: w.coord(),
            horizontal: w.horizontal,
        };
        match *mv {
            QuoridorMove::Step { from, to } if self.moving_goal() => {
                vec![Target::Cell(coord(from)), Target::Cell(coord(to))]
            }
            QuoridorMove::Step { to, .. } | QuoridorMove::WallJump { to, .. } => {
                vec![Target::Cell(coord(to))]
            }
            QuoridorMove::Wall(w) => vec![groove(w)],
            QuoridorMove::Reposition { from, to } => vec![groove(from), groove(to)],
            QuoridorMove::EndRepositioning => vec![Target::Choice("end")],
            QuoridorMove::Pass => vec![Target::Choice("pass")],
        }
    }
    fn to_text(&self) -> String {
        text::position_text(self)
    }
    fn from_text(text: &str, options: &QuoridorOptions) -> Result<Quoridor, PositionError> {
        text::parse_position(text, options)
    }
}
