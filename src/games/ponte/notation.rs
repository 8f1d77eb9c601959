//! Ponte's text: moves in the notation of the module docs, with files
//! mirrored under `italian_orientation`, and position text (`board side`),
//! written and read. Reading a position stops short of judging it, which
//! is the rules' business.

use super::options::PonteOptions;
use super::position::{Path, Ponte, PonteMove, CROWN_RANK, DARK, MAX_PATH};
use super::setup;
use crate::game::{Game, MoveParseError, PositionError};
use crate::games::board8::{bit, board_text, coord, read_board, split_board_and_side, square, Sq};
use crate::geometry::Coord;

/// Move text split into squares.
struct Parsed {
    from: Sq,
    victim: Option<Sq>,
    landings: Vec<Sq>,
    capture: bool,
}

impl Ponte {
    /// A square's name in move text (files mirrored on an Italian board).
    pub(super) fn label(&self, sq: Sq) -> String {
        let c = coord(sq);
        if self.options.italian_orientation {
            Coord::new(7 - c.file, c.rank).to_string()
        } else {
            c.to_string()
        }
    }

    /// The square of a coordinate read from move text.
    fn unlabel(&self, c: Coord) -> Sq {
        if self.options.italian_orientation {
            square(Coord::new(7 - c.file, c.rank))
        } else {
            square(c)
        }
    }

    /// Parses move text into its squares: origin, an exit victim, landings,
    /// and whether it captures. Syntax only.
    fn parse_parts(&self, text: &str) -> Result<Parsed, String> {
        let (from, mut rest) = Coord::parse_prefix(text, 8, 8)
            .ok_or("expected a square from a1 to h8, like `c3-d4` or `c3xe5`")?;
        let mut parsed = Parsed {
            from: self.unlabel(from),
            victim: None,
            landings: Vec::new(),
            capture: false,
        };
        while !rest.is_empty() {
            // By character, not byte: the text may be anything a person pasted.
            let mut chars = rest.chars();
            let sep = chars.next().map_or(' ', |c| c.to_ascii_lowercase());
            let (c, tail) = Coord::parse_prefix(chars.as_str(), 8, 8)
                .ok_or("expected a square after `-` or `x`")?;
            match sep {
                'x' => parsed.capture = true,
                '-' if parsed.landings.len() == 1 && parsed.capture && parsed.victim.is_none() => {
                    // `e1xf4-e5`: the square read before was the victim.
                    let victim = parsed.landings.pop();
                    parsed.victim = victim;
                    if parsed.victim.is_none() {
                        return Err("`-` after `x` must follow a taken piece".into());
                    }
                }
                '-' if parsed.landings.is_empty() && !parsed.capture => {}
                '-' => return Err("a capture chain continues with `x`".into()),
                _ => return Err("squares are joined by `-` or `x`".into()),
            }
            parsed.landings.push(self.unlabel(c));
            rest = tail;
        }
        if parsed.landings.is_empty() {
            return Err("expected a destination, like `c3-d4`".into());
        }
        if parsed.landings.len() > MAX_PATH {
            return Err("too many landings".into());
        }
        if !parsed.capture && parsed.landings.len() > 1 {
            return Err("a move without capture has one destination".into());
        }
        Ok(parsed)
    }

    /// Move text from its parts (the notation of the module comment).
    fn compose(&self, from: Sq, victim: Option<Sq>, landings: &[Sq], capture: bool) -> String {
        let mut text = self.label(from);
        for (i, &land) in landings.iter().enumerate() {
            text.push(if capture { 'x' } else { '-' });
            if let (Some(v), 0) = (victim, i) {
                text.push_str(&self.label(v));
                text.push('-');
            }
            text.push_str(&self.label(land));
        }
        text
    }

    /// The move in Ponte's notation (`Game::move_to_string`).
    pub(super) fn move_text(&self, mv: &PonteMove) -> String {
        self.compose(
            mv.from,
            mv.exit_victim(),
            mv.landings.as_slice(),
            mv.captured != 0,
        )
    }

    /// Reads a move in Ponte's notation (`Game::parse_move`): the legal
    /// move written so, else the move the text spells out (which `play`
    /// then refuses with its reason).
    pub(super) fn read_move(&self, text: &str) -> Result<PonteMove, MoveParseError> {
        let parsed = self
            .parse_parts(text.trim())
            .map_err(|reason| MoveParseError {
                text: text.to_string(),
                reason,
            })?;
        let mut landings = Path::default();
        for &l in &parsed.landings {
            landings.push(l);
        }
        let mut fallback = PonteMove {
            from: parsed.from,
            landings,
            captured: 0,
            route: Path::default(),
        };
        if parsed.capture {
            let mut at = parsed.from;
            if let Some(victim) = parsed.victim {
                fallback.captured |= bit(victim);
                at = parsed.landings[0];
            }
            for &l in &parsed.landings[usize::from(parsed.victim.is_some())..] {
                fallback.captured |= bit(((at as u16 + l as u16) / 2) as Sq);
                at = l;
            }
        }
        if let Some(victim) = parsed.victim {
            let back = 2 * i16::from(victim) - i16::from(parsed.landings[0]);
            if let Ok(cell) = Sq::try_from(back) {
                fallback.route.push(cell % 64);
            }
        }
        let wanted = self.compose(parsed.from, parsed.victim, &parsed.landings, parsed.capture);
        let legal = self.moves();
        Ok(legal
            .into_iter()
            .find(|m| self.move_text(m) == wanted)
            .unwrap_or(fallback))
    }

    /// The position as text (`Game::to_text`): `board side`, ranks 8 to 1
    /// separated by `/`, `b`/`w` men, `B`/`W` kings, digits for runs of
    /// empty squares; side `b` or `w`. The repetition history is not part
    /// of the text (like FEN).
    pub(super) fn position_text(&self) -> String {
        let sets = [self.men[0], self.men[1], self.kings[0], self.kings[1]];
        let side = if self.side == 0 { 'b' } else { 'w' };
        format!("{} {side}", board_text(&sets, &LETTERS))
    }

    /// Reads position text as `position_text` writes it, refusing what no
    /// game reaches; the result is not judged yet.
    pub(super) fn read_position(
        text: &str,
        options: &PonteOptions,
    ) -> Result<Ponte, PositionError> {
        let (board, side) = split_board_and_side(text)?;
        let (men, kings) = parse_board(board)?;
        setup::check_last_mover(&men, &kings, side)?;
        let key = Ponte::compute_key(&men, &kings, side);
        Ok(Ponte {
            options: *options,
            men,
            kings,
            side,
            outcome: None,
            key,
            history: vec![key],
            plies: 0,
        })
    }
}

/// The letters of the board text: men `b` `w`, kings `B` `W`.
const LETTERS: [char; 4] = ['b', 'w', 'B', 'W'];

/// Reads the board part of position text: men and kings by seat.
fn parse_board(text: &str) -> Result<([u64; 2], [u64; 2]), String> {
    let mut sets = [0u64; 4];
    read_board(text, |ch, rank, file| {
        let Some(kind) = LETTERS.iter().position(|&l| l == ch) else {
            return Err(format!(
                "rank {}: `{ch}` is not b, w, B, W or a count of empty squares",
                rank + 1
            ));
        };
        if file >= 8 {
            return Err(format!("rank {} has more than 8 squares", rank + 1));
        }
        let sq = rank * 8 + file;
        if DARK & bit(sq) == 0 {
            return Err(format!(
                "{} is a light square; pieces stand on dark squares",
                coord(sq)
            ));
        }
        sets[kind] |= bit(sq);
        Ok(())
    })?;
    let (men, kings) = ([sets[0], sets[1]], [sets[2], sets[3]]);
    setup::check_counts(&men, &kings)?;
    for seat in 0..2 {
        if men[seat] & CROWN_RANK[seat] != 0 {
            return Err(format!(
                "a {} man on its crowning rank must be a king",
                Ponte::name(seat)
            ));
        }
    }
    Ok((men, kings))
}
