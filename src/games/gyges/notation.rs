//! Gyges in text: placements (`3@c1`), routes (`a5-c4-c3-S`, a replacement
//! as `landing>cell`) and `pass`; positions as the board, the side to move
//! and the history the repetition rule needs.

use super::board::{cell_from, cell_of, coord, value, with, CELLS, SIZE};
use super::options::{GygesOptions, Profile};
use super::position::{End, EndReason, Gyges, GygesMove, Route};
use super::routes::Search;
use super::seen::SeenBoards;
use crate::game::{side_field, MoveParseError, Outcome, PositionError, Seat};
use crate::geometry::Coord;

impl Gyges {
    /// Notation of a route: cells joined by `-`, the goal as `N` or `S`,
    /// a replacement as `landing>cell`.
    pub(super) fn route_text(&self, route: &Route) -> String {
        use std::fmt::Write as _;
        let mut text = String::with_capacity(4 * route.chain.len() + 6);
        for &c in &route.chain {
            let _ = write!(text, "{}-", coord(c));
        }
        let _ = match route.end {
            End::Empty(f) => write!(text, "{}", coord(f)),
            End::Goal => write!(text, "{}", if self.side == 0 { "N" } else { "S" }),
            End::Replace { landing, to } => write!(text, "{}>{}", coord(landing), coord(to)),
        };
        text
    }

    /// The values a seat still has to place, as `1, 2, 2`: for the position
    /// text (without the separators) and the setup's note.
    pub(super) fn hand_list(&self, seat: u8) -> String {
        let mut items = Vec::new();
        for v in 1..=3u8 {
            for _ in 0..self.hand[seat as usize][v as usize] {
                items.push(v.to_string());
            }
        }
        items.join(", ")
    }

    /// Reads a route's text into its start, bounce cells and end (without
    /// the replacement cell check), for `parse_move`.
    fn read_route(&self, text: &str) -> Result<(u8, Vec<u8>, End), String> {
        let tokens: Vec<&str> = text.split('-').collect();
        if tokens.len() < 2 || tokens.len() > 40 {
            return Err("expected a path like `b1-c3` or `a5-c4-c3-S`".into());
        }
        let cell = |t: &str| {
            Coord::parse(t, SIZE, SIZE)
                .and_then(cell_from)
                .ok_or_else(|| format!("`{t}` is not a cell from a1 to f6"))
        };
        let start = cell(tokens[0])?;
        let last = tokens[tokens.len() - 1];
        let bounces = tokens[1..tokens.len() - 1]
            .iter()
            .map(|t| cell(t))
            .collect::<Result<Vec<u8>, String>>()?;
        let end = match last {
            "N" | "n" | "S" | "s" => {
                let goal_side = if self.side == 0 { "N" } else { "S" };
                if !last.eq_ignore_ascii_case(goal_side) {
                    return Err(format!(
                        "{} attacks the {goal_side} goal, never its own",
                        Self::seat_word(self.side)
                    ));
                }
                End::Goal
            }
            _ => match last.split_once('>') {
                Some((landing, to)) => End::Replace {
                    landing: cell(landing)?,
                    to: cell(to)?,
                },
                None => End::Empty(cell(last)?),
            },
        };
        Ok((start, bounces, end))
    }

    fn board_text(board: u128) -> String {
        (0..SIZE)
            .rev()
            .map(|rank| {
                (0..SIZE)
                    .map(|file| match value(board, cell_of(file, rank)) {
                        0 => '.',
                        v => char::from(b'0' + v),
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    fn parse_board(text: &str) -> Result<u128, String> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != 6 {
            return Err(format!("the board needs 6 rows separated by `/`: `{text}`"));
        }
        let mut board = 0u128;
        for (i, row) in rows.iter().enumerate() {
            let rank = SIZE - 1 - i as u8;
            if row.len() != 6 {
                return Err(format!("row {} needs 6 cells: `{row}`", rank + 1));
            }
            for (file, ch) in row.bytes().enumerate() {
                let v = match ch {
                    b'.' => 0,
                    b'1'..=b'3' => ch - b'0',
                    _ => {
                        return Err(format!(
                            "row {} has `{}`: use `.`, `1`, `2` or `3`",
                            rank + 1,
                            ch as char
                        ))
                    }
                };
                board = with(board, cell_of(file as u8, rank), v);
            }
        }
        Ok(board)
    }

    fn parse_hand(text: &str) -> Result<[[u8; 4]; 2], String> {
        let (s, n) = text
            .split_once('/')
            .ok_or_else(|| format!("hand needs South's and North's pieces: `{text}`"))?;
        let mut hand = [[0u8; 4]; 2];
        for (seat, part) in [s, n].iter().enumerate() {
            if *part == "-" {
                continue;
            }
            for ch in part.bytes() {
                match ch {
                    b'1'..=b'3' => hand[seat][(ch - b'0') as usize] += 1,
                    _ => return Err(format!("hand values are 1, 2 or 3, not `{}`", ch as char)),
                }
            }
        }
        Ok(hand)
    }

    /// Checks that board and hands hold four pieces of each value (one may
    /// be missing once the setup is over: it reached a goal).
    fn check_counts(board: u128, hand: &[[u8; 4]; 2]) -> Result<bool, String> {
        let mut missing = 0;
        for v in 1..=3u8 {
            let on_board = (0..CELLS).filter(|&c| value(board, c) == v).count() as u8;
            let total = on_board + hand[0][v as usize] + hand[1][v as usize];
            match total {
                4 => {}
                3 => missing += 1,
                _ => {
                    return Err(format!(
                        "there must be four pieces of value {v}, not {total}"
                    ))
                }
            }
        }
        let in_setup = hand.iter().flatten().any(|&n| n > 0);
        if missing > 1 || (missing == 1 && in_setup) {
            return Err("pieces are missing".into());
        }
        if hand.iter().any(|h| h.iter().sum::<u8>() > 6) {
            return Err("a player places six pieces at most".into());
        }
        Ok(missing == 1)
    }

    /// A move's notation: a placement `3@c1`, the canonical route of a
    /// move (`canonical_route`), or `pass`.
    pub(super) fn move_text(&self, mv: &GygesMove) -> String {
        match *mv {
            GygesMove::Place { value: v, cell } => format!("{v}@{}", coord(cell)),
            GygesMove::Play { after } => match self.canonical_route(after) {
                Some(route) => self.route_text(&route),
                None => format!("?{after:x}"),
            },
            GygesMove::Pass => "pass".into(),
        }
    }

    /// Reads `pass`, a placement `3@c1`, or a route: cells joined by `-`
    /// (start, each piece bounced on, then the end: an empty cell, the goal
    /// `N` or `S`, or `landing>cell` for a replacement). The route must exist
    /// on this board; whether it may be played now is `play`'s business.
    pub(super) fn read_move(&self, text: &str) -> Result<GygesMove, MoveParseError> {
        let error = |reason: String| MoveParseError::new(text, reason);
        if text == "pass" {
            return Ok(GygesMove::Pass);
        }
        if let Some((v, c)) = text.split_once('@') {
            let value = match v {
                "1" | "2" | "3" => v.as_bytes()[0] - b'0',
                _ => return Err(error(format!("a piece's value is 1, 2 or 3, not `{v}`"))),
            };
            let cell = Coord::parse(c, SIZE, SIZE)
                .and_then(cell_from)
                .ok_or_else(|| error(format!("`{c}` is not a cell from a1 to f6")))?;
            return Ok(GygesMove::Place { value, cell });
        }
        let (start, bounces, end) = self.read_route(text).map_err(error)?;
        let mut found = None;
        self.search(start, &mut |s: &Search, e| {
            if s.chain()[1..] == bounces[..] {
                self.results(s.chain(), e, |e, after| {
                    if e == end {
                        found = Some(after);
                    }
                });
            }
            found.is_some()
        });
        found
            .map(|after| GygesMove::Play { after })
            .ok_or_else(|| error("no piece can travel that path on this board".into()))
    }

    /// The position text `read_position` reads: the board, the side to
    /// move, then the hands during the setup or the history the profile's
    /// repetition rule needs, and `pass`.
    pub(super) fn position_text(&self) -> String {
        let mut text = format!(
            "{} {}",
            Self::board_text(self.board),
            if self.side == 0 { 'S' } else { 'N' }
        );
        if self.in_setup() {
            let part = |s: u8| {
                let list = self.hand_list(s).replace(", ", "");
                if list.is_empty() {
                    "-".to_string()
                } else {
                    list
                }
            };
            text.push_str(&format!(" hand={}/{}", part(0), part(1)));
            return text;
        }
        match self.options.profile {
            Profile::Fogliaccio => {
                text.push_str(&format!(" ko={}", Self::board_text(self.before)));
            }
            Profile::Official => {
                let earlier: Vec<String> = self
                    .seen
                    .iter()
                    .filter(|&b| b != self.board)
                    .map(|b| format!("{b:018x}"))
                    .collect();
                if !earlier.is_empty() {
                    text.push_str(&format!(" seen={}", earlier.join(",")));
                }
            }
        }
        if self.passes > 0 {
            text.push_str(" pass");
        }
        text
    }

    /// Reads position text: `<board> <side>` then optional fields, separated
    /// by spaces:
    ///
    /// * `<board>`: rows 6 down to 1 separated by `/`, six cells each, files
    ///   a to f: `.` empty, `1` `2` `3` a piece of that value (as RULES.md
    ///   9.6 draws the PBEM position).
    /// * `<side>`: `S` (South) or `N` (North), the player to move.
    /// * `hand=<S>/<N>`: during the setup, the values each still has to
    ///   place (`1223/112233`, `-` for none). Absent: the setup is over.
    /// * `ko=<board>` (fogliaccio): the board before the last ply, which the
    ///   simple ko rule forbids recreating. Absent: the current board.
    /// * `seen=<hex>,<hex>,...` (official): every earlier board since the
    ///   setup ended, as the packed 72-bit board (cell `rank*6+file` in bits
    ///   `2i..2i+2`) in 18 hex digits, sorted. Superko needs the whole
    ///   history and boards are small, so the text carries it exactly.
    /// * `pass`: the last ply was a pass (a second one ends the game).
    ///
    /// The ply count is not written (it only matters to `max_plies`). A
    /// board with one piece missing after the setup is a finished game, won
    /// by the player not to move.
    pub(super) fn read_position(
        text: &str,
        options: &GygesOptions,
    ) -> Result<Gyges, PositionError> {
        let error = PositionError::from;
        let mut parts = text.split_whitespace();
        let board = parts
            .next()
            .ok_or_else(|| error("empty position text".into()))?;
        let board = Self::parse_board(board)?;
        let side = side_field(parts.next(), ["S", "N"])?;
        let mut game = Gyges {
            options: *options,
            board,
            side,
            hand: [[0; 4]; 2],
            before: board,
            seen: SeenBoards::default(),
            passes: 0,
            plies: 0,
            outcome: None,
        };
        for field in parts {
            if let Some(h) = field.strip_prefix("hand=") {
                game.hand = Self::parse_hand(h)?;
            } else if let Some(k) = field.strip_prefix("ko=") {
                game.before = Self::parse_board(k)?;
            } else if let Some(list) = field.strip_prefix("seen=") {
                for item in list.split(',') {
                    let b = u128::from_str_radix(item, 16)
                        .ok()
                        .filter(|b| item.len() == 18 && b >> 72 == 0)
                        .ok_or_else(|| {
                            error(format!("`{item}` is not a board of 18 hex digits"))
                        })?;
                    game.seen.insert(b);
                }
            } else if field == "pass" {
                game.passes = 1;
            } else {
                return Err(error(format!("unexpected `{field}`")));
            }
        }
        let won = Self::check_counts(board, &game.hand)?;
        if let Some(reason) = game.setup_refusal() {
            return Err(error(reason));
        }
        if !game.in_setup() {
            game.seen.insert(board);
        }
        if won {
            game.outcome = Some((Outcome::Win(Seat(1 - side)), EndReason::Goal));
        }
        Ok(game)
    }
}
