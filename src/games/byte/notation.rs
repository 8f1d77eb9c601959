//! Byte's text: moves in Abstract Play's notation (`d4-e5`, `d4:2-e5`,
//! `pass`) and position text (`RANKS SIDE WON [passed]`), both as the
//! module docs describe them, written and read. Reading a position stops
//! short of judging it, which is the rules' business.

use super::board::{Dark, FULL};
use super::position::{Byte, ByteMove, ByteOptions};
use crate::game::{
    check_rank_width, ranks_text, read_move, side_field, split_ranks, MoveParseError, PositionError,
};
use crate::geometry::Coord;

impl Byte {
    fn seat_letter(seat: u8) -> char {
        if seat == 1 {
            'w'
        } else {
            'b'
        }
    }

    /// Position text of the stack on `c`, if any (see the module docs):
    /// its checkers' letters bottom first, in brackets when more than one.
    fn stack_text(&self, c: Coord) -> Option<String> {
        let s = self.geometry().dark_at(c)?;
        let height = self.heights[s as usize];
        let letters: String = (0..height)
            .map(|l| Byte::seat_letter(self.owner(s, l)))
            .collect();
        match height {
            0 => None,
            1 => Some(letters),
            _ => Some(format!("({letters})")),
        }
    }

    /// Places a stack read from text, bottom first, on `c`.
    fn place(&mut self, c: Coord, stack: &str) -> Result<(), String> {
        let s = self
            .geometry()
            .dark_at(c)
            .ok_or_else(|| format!("{c} is a light square: stacks stand on dark squares only"))?;
        if stack.is_empty() || stack.len() >= FULL as usize {
            return Err(format!(
                "the stack on {c} has {} checkers: a stack on the board has 1 to 7 \
                 (a stack of 8 leaves at once)",
                stack.len()
            ));
        }
        for (level, ch) in stack.chars().enumerate() {
            match ch {
                'b' => {}
                'w' => self.colours[s as usize] |= 1 << level,
                other => return Err(format!("`{other}` in the stack on {c} is not `b` or `w`")),
            }
        }
        self.heights[s as usize] = stack.len() as u8;
        self.occupied |= 1 << s;
        Ok(())
    }

    /// Reads the `RANKS` part of position text.
    fn read_ranks(&mut self, text: &str) -> Result<(), String> {
        let size = self.geometry().size;
        for (rank, row) in split_ranks(text, size)? {
            let squares = self.read_rank(row, rank)?;
            check_rank_width(rank, squares, size)?;
        }
        Ok(())
    }

    /// Reads one rank; returns how many squares it describes.
    fn read_rank(&mut self, row: &str, rank: u8) -> Result<usize, String> {
        let size = self.geometry().size as usize;
        let mut file = 0usize;
        let mut rest = row;
        while let Some(ch) = rest.chars().next() {
            if file >= size {
                break;
            }
            let (stack, len) = if ch.is_ascii_digit() {
                let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                let run: usize = rest[..digits].parse().unwrap_or(usize::MAX);
                if run == 0 || run > size {
                    return Err(format!(
                        "rank {}: `{}` is not a run of empty squares",
                        rank + 1,
                        &rest[..digits]
                    ));
                }
                file += run;
                rest = &rest[digits..];
                continue;
            } else if ch == 'b' || ch == 'w' {
                (&rest[..1], 1)
            } else if ch == '(' {
                let close = rest
                    .find(')')
                    .ok_or_else(|| format!("rank {}: `(` without `)`", rank + 1))?;
                (&rest[1..close], close + 1)
            } else {
                return Err(format!(
                    "rank {}: `{ch}` is not `b`, `w`, `(`, or a count of empty squares",
                    rank + 1
                ));
            };
            self.place(Coord::new(file as u8, rank), stack)?;
            file += 1;
            rest = &rest[len..];
        }
        if !rest.is_empty() {
            return Err(format!(
                "rank {} describes more than {size} squares",
                rank + 1
            ));
        }
        Ok(file)
    }

    /// Reads `WON`, e.g. `1-0`.
    fn read_won(&mut self, text: &str) -> Result<(), String> {
        let bad =
            || format!("stacks won must read like `1-0` (Black's, then White's), not `{text}`");
        let (black, white) = text.split_once('-').ok_or_else(bad)?;
        let black: u8 = black.parse().map_err(|_| bad())?;
        let white: u8 = white.parse().map_err(|_| bad())?;
        let total = self.geometry().total_checkers() as u32;
        let used = (black as u32 + white as u32) * FULL as u32 + self.checkers_on_board();
        if used > total {
            return Err(format!(
                "{used} checkers on the board and in won stacks, but the game has {total}"
            ));
        }
        self.won = [black, white];
        Ok(())
    }

    /// A dark square's algebraic name, for move text and explanations.
    pub(super) fn square_name(&self, s: Dark) -> String {
        self.geometry().coord(s).to_string()
    }

    fn parse_square(&self, text: &str) -> Result<(Dark, usize), String> {
        let size = self.geometry().size;
        let (c, rest) = Coord::parse_prefix(text, size, size).ok_or_else(|| {
            format!(
                "expected a square from a1 to {}, like `d4-e5`",
                Coord::new(size - 1, size - 1)
            )
        })?;
        let s = self
            .geometry()
            .dark_at(c)
            .ok_or_else(|| format!("{c} is a light square: Byte is played on the dark squares"))?;
        Ok((s, text.len() - rest.len()))
    }

    fn parse_text(&self, text: &str) -> Result<ByteMove, String> {
        if text.eq_ignore_ascii_case("pass") {
            return Ok(ByteMove::Pass);
        }
        let (from, used) = self.parse_square(text)?;
        let mut rest = &text[used..];
        let mut level = 0;
        if let Some(after) = rest.strip_prefix(':') {
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            level = after[..digits]
                .parse::<u8>()
                .ok()
                .filter(|l| (1..FULL).contains(l))
                .ok_or("after `:` comes the level of the checker, 1 (bottom) to 7")?
                - 1;
            rest = &after[digits..];
        }
        let rest = rest
            .strip_prefix('-')
            .ok_or("expected `-` and a destination square, like `d4-e5`")?;
        let (to, used) = self.parse_square(rest)?;
        if used != rest.len() {
            return Err("unexpected text after the destination square".into());
        }
        Ok(if self.heights[to as usize] == 0 && level == 0 {
            ByteMove::Step { from, to }
        } else {
            ByteMove::Merge {
                from,
                onto: to,
                level,
            }
        })
    }

    /// The move in Abstract Play's notation (`Game::move_to_string`).
    pub(super) fn move_text(&self, mv: &ByteMove) -> String {
        match *mv {
            ByteMove::Step { from, to } => {
                format!("{}-{}", self.square_name(from), self.square_name(to))
            }
            ByteMove::Merge { from, onto, level } => {
                let level = if level == 0 {
                    String::new()
                } else {
                    format!(":{}", level + 1)
                };
                format!(
                    "{}{level}-{}",
                    self.square_name(from),
                    self.square_name(onto)
                )
            }
            ByteMove::Pass => "pass".into(),
        }
    }

    /// Reads a move in Abstract Play's notation (`Game::parse_move`).
    pub(super) fn read_move(&self, text: &str) -> Result<ByteMove, MoveParseError> {
        read_move(text, None, |t| self.parse_text(t))
    }

    /// The position as text (`Game::to_text`).
    pub(super) fn position_text(&self) -> String {
        let size = self.geometry().size;
        let passed = if self.passes > 0 { " passed" } else { "" };
        format!(
            "{} {} {}-{}{passed}",
            ranks_text(size, size, |c| self.stack_text(c)),
            Byte::seat_letter(self.side),
            self.won[0],
            self.won[1]
        )
    }

    /// Reads position text as the module docs describe it, refusing what
    /// no game reaches (`setup.rs`); the result is not judged yet.
    pub(super) fn read_position(text: &str, options: &ByteOptions) -> Result<Byte, PositionError> {
        let error = PositionError::from;
        let parts: Vec<&str> = text.split_whitespace().collect();
        let (ranks, side, won, passed) = match parts[..] {
            [ranks, side, won] => (ranks, side, won, false),
            [ranks, side, won, "passed"] => (ranks, side, won, true),
            [_, _, _, extra, ..] => {
                return Err(error(format!(
                    "unexpected `{extra}` after the stacks won (only `passed` may follow)"
                )))
            }
            _ => {
                return Err(error(
                    "expected the ranks, the player to move (`b` or `w`) and the stacks won \
                     (like `0-0`)"
                        .into(),
                ))
            }
        };
        let mut position = Byte::empty(options);
        position.read_ranks(ranks)?;
        position.side = side_field(Some(side), ["b", "w"])?;
        position.read_won(won)?;
        position.check_counts()?;
        position.passes = u8::from(passed);
        Ok(position)
    }
}
