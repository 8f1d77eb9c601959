//! Quoridor's notation (RULES.md decision 5) and position text.
//!
//! Moves: a pawn move is its destination (`e2`; with two pawns each, in
//! the moving goal, origin and destination `a1-a2`); a wall is the cell
//! south-west of its centre plus `h` or `v` (`e3h`); a repositioning names
//! the wall taken and where it goes (`d3h>e5v`); a wall jump names the
//! pawn's cell and the cell beyond the wall (`e4^e5`); `end` stops using
//! the die; `pass` only when nothing else is legal.
//!
//! Position text: space-separated `key=value` fields, for example
//! `pawns=e1,e9 walls=d3h,e5v* left=9,9 turn=north` (a `*` marks a
//! repositioned wall); the variants add `token=` (who has the coin, die
//! or marker), `die=` and `under_way=` (the die's face and repositionings
//! left in the current use), `moved=` (who has moved his one wall).

use super::board::{bit, cell, coord, Wall, SIZE};
use super::options::{QuoridorOptions, Variant, MAX_WALLS};
use super::position::{Quoridor, QuoridorMove, Token};
use crate::game::{read_move, Game, MoveParseError, PositionError, Seat};
use crate::geometry::Coord;

/// The move in notation.
pub fn move_name(game: &Quoridor, mv: &QuoridorMove) -> String {
    match *mv {
        QuoridorMove::Step { from, to } if game.moving_goal() => {
            format!("{}-{}", coord(from), coord(to))
        }
        QuoridorMove::Step { to, .. } => coord(to).to_string(),
        QuoridorMove::Wall(w) => w.name(),
        QuoridorMove::Reposition { from, to } => format!("{}>{}", from.name(), to.name()),
        QuoridorMove::WallJump { from, to } => format!("{}^{}", coord(from), coord(to)),
        QuoridorMove::EndRepositioning => "end".into(),
        QuoridorMove::Pass => "pass".into(),
    }
}

fn square(text: &str) -> Option<u8> {
    Coord::parse(text.trim(), SIZE, SIZE).map(cell)
}

/// Reads a move; legality is `play`'s business.
pub fn parse_move(game: &Quoridor, text: &str) -> Result<QuoridorMove, MoveParseError> {
    read_move(text, Some(QuoridorMove::Pass), |t| {
        read_trimmed_move(game, t)
    })
}

/// `parse_move` past `pass`, on the trimmed text, with the reason for a
/// refusal.
fn read_trimmed_move(game: &Quoridor, t: &str) -> Result<QuoridorMove, String> {
    if t.eq_ignore_ascii_case("end") {
        return Ok(QuoridorMove::EndRepositioning);
    }
    if let Some((from, to)) = t.split_once('>') {
        let wall = |w: &str| {
            Wall::parse(w.trim())
                .ok_or("a repositioning names two walls from a1h to h8v, like `d3h>e5v`")
        };
        return Ok(QuoridorMove::Reposition {
            from: wall(from)?,
            to: wall(to)?,
        });
    }
    if let Some((from, to)) = t.split_once('^') {
        let (Some(from), Some(to)) = (square(from), square(to)) else {
            return Err("a wall jump names two cells from a1 to i9, like `e4^e5`".into());
        };
        return Ok(QuoridorMove::WallJump { from, to });
    }
    if let Some((from, to)) = t.split_once('-') {
        let (Some(from), Some(to)) = (square(from), square(to)) else {
            return Err("a pawn move names two cells from a1 to i9, like `a1-a2`".into());
        };
        return Ok(QuoridorMove::Step { from, to });
    }
    if t.ends_with(['h', 'H', 'v', 'V']) {
        return Wall::parse(t)
            .map(QuoridorMove::Wall)
            .ok_or_else(|| "a wall is a cell from a1 to h8 and `h` or `v`, like `e3h`".into());
    }
    let to = square(t).ok_or(
        "expected a cell from a1 to i9 (`e2`), a wall (`e3h`), `d3h>e5v`, `e4^e5`, `end` or `pass`",
    )?;
    // The destination alone: the mover's pawn that can get there.
    let seat = game.to_move();
    let occupied = game.occupied();
    let pawns: Vec<u8> = game.pawns_of(seat).map(|p| game.pawns[p]).collect();
    let able: Vec<u8> = pawns
        .iter()
        .copied()
        .filter(|&from| game.pawn_targets(from, occupied) & bit(to) != 0)
        .collect();
    match able.as_slice() {
        [from] => Ok(QuoridorMove::Step { from: *from, to }),
        [] => Ok(QuoridorMove::Step {
            from: pawns.first().copied().unwrap_or(0),
            to,
        }),
        _ => Err("both your pawns can go there: write origin and destination, like `a1-a2`".into()),
    }
}

fn seat_word(game: &Quoridor, seat: Seat) -> String {
    game.seat_name(seat).to_ascii_lowercase()
}

/// The position as text.
pub fn position_text(game: &Quoridor) -> String {
    let list = |items: Vec<String>| {
        if items.is_empty() {
            "-".to_string()
        } else {
            items.join(",")
        }
    };
    let pawns = list(
        (0..game.pawn_count())
            .map(|p| coord(game.pawns[p]).to_string())
            .collect(),
    );
    let walls = list(
        game.walls
            .iter()
            .map(|w| {
                let mark = if game.walls.is_marked(w) { "*" } else { "" };
                format!("{}{mark}", w.name())
            })
            .collect(),
    );
    let left = list(
        (0..game.seats())
            .map(|s| game.walls_left[s].to_string())
            .collect(),
    );
    let mut text = format!(
        "pawns={pawns} walls={walls} left={left} turn={}",
        seat_word(game, Seat(game.side))
    );
    if game.has_token() {
        let token = match game.token {
            Token::Middle => "middle".to_string(),
            Token::With(s) => seat_word(game, s),
            Token::Retired => "retired".to_string(),
        };
        text.push_str(&format!(" token={token}"));
    }
    if game.options.variant == Variant::Die {
        text.push_str(&format!(
            " die={} under_way={}",
            game.die_face, game.die_left
        ));
    }
    if game.options.variant == Variant::Movable {
        let moved: Vec<String> = (0..2)
            .filter(|&s| game.moved_wall[s])
            .map(|s| seat_word(game, Seat(s as u8)))
            .collect();
        text.push_str(&format!(" moved={}", list(moved)));
    }
    text
}

/// Reads position text for these options.
pub fn parse_position(text: &str, options: &QuoridorOptions) -> Result<Quoridor, PositionError> {
    let fail = |reason: String| PositionError { reason };
    let mut game = Quoridor::new(options);
    let seat_of = |game: &Quoridor, word: &str| {
        (0..game.seats())
            .map(|s| Seat(s as u8))
            .find(|&s| seat_word(game, s) == word)
            .ok_or_else(|| fail(format!("`{word}` is not a seat of this game")))
    };
    let items = |value: &str| -> Vec<String> {
        if value == "-" {
            Vec::new()
        } else {
            value.split(',').map(str::to_string).collect()
        }
    };
    let mut expected = vec!["pawns", "walls", "left", "turn"];
    if game.has_token() {
        expected.push("token");
    }
    if options.variant == Variant::Die {
        expected.extend(["die", "under_way"]);
    }
    if options.variant == Variant::Movable {
        expected.push("moved");
    }
    let mut seen = Vec::new();
    for field in text.split_whitespace() {
        let (key, value) = field
            .split_once('=')
            .ok_or_else(|| fail(format!("`{field}` is not `key=value`")))?;
        if !expected.contains(&key) {
            return Err(fail(format!("unexpected field `{key}`")));
        }
        if seen.contains(&key) {
            return Err(fail(format!("field `{key}` given twice")));
        }
        seen.push(key);
        match key {
            "pawns" => {
                let cells = items(value);
                if cells.len() != game.pawn_count() {
                    return Err(fail(format!("expected {} pawns", game.pawn_count())));
                }
                for (p, c) in cells.iter().enumerate() {
                    game.pawns[p] = square(c)
                        .ok_or_else(|| fail(format!("`{c}` is not a cell from a1 to i9")))?;
                }
                if game.occupied().count_ones() as usize != game.pawn_count() {
                    return Err(fail("two pawns on one cell".into()));
                }
            }
            "walls" => {
                for item in items(value) {
                    let (name, marked) = match item.strip_suffix('*') {
                        Some(name) => (name, true),
                        None => (item.as_str(), false),
                    };
                    let wall = Wall::parse(name)
                        .ok_or_else(|| fail(format!("`{item}` is not a wall like `e3h`")))?;
                    if game.walls.clash(wall).is_some() {
                        return Err(fail(format!("the wall {name} overlaps or crosses another")));
                    }
                    game.walls.add(wall, marked);
                }
            }
            "left" => {
                let counts = items(value);
                if counts.len() != game.seats() {
                    return Err(fail(format!("expected {} wall counts", game.seats())));
                }
                for (s, n) in counts.iter().enumerate() {
                    game.walls_left[s] = n
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| u32::from(n) <= MAX_WALLS)
                        .ok_or_else(|| {
                            fail(format!("`{n}` is not a wall count from 0 to {MAX_WALLS}"))
                        })?;
                }
            }
            "turn" => game.side = seat_of(&game, value)?.0,
            "token" => {
                game.token = match value {
                    "middle" => Token::Middle,
                    "retired" if options.variant == Variant::Die => Token::Retired,
                    word => Token::With(seat_of(&game, word)?),
                }
            }
            "die" => {
                game.die_face = value
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (1..=6).contains(n))
                    .ok_or_else(|| fail(format!("die face `{value}` is not 1 to 6")))?
            }
            "under_way" => {
                game.die_left = value
                    .parse::<u8>()
                    .ok()
                    .filter(|n| *n < 6)
                    .ok_or_else(|| fail(format!("`under_way` must be 0 to 5, not `{value}`")))?
            }
            _ => {
                for word in items(value) {
                    game.moved_wall[seat_of(&game, &word)?.index()] = true;
                }
            }
        }
    }
    if let Some(missing) = expected.iter().find(|k| !seen.contains(k)) {
        return Err(fail(format!("missing field `{missing}`")));
    }
    if game.die_left >= game.die_face.max(1) {
        return Err(fail(
            "more repositionings under way than the die shows".into(),
        ));
    }
    if game.die_left > 0 && game.token == Token::Retired {
        return Err(fail("a retired die cannot be in use".into()));
    }
    if let Some(reason) = game.setup_refusal() {
        return Err(fail(reason));
    }
    game.outcome = game.judge_board();
    Ok(game)
}
