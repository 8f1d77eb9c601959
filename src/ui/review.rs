//! A game's review (issue 43, point 3): the computer's verdict on every
//! position of the line on show, turned into what a reader looks at: the
//! first seat's chance over the game as a graph, and the moves that threw
//! most of it away, each with the move the computer preferred.
//!
//! The verdicts come from the analysis (the worker's `info` reports); this
//! file only weighs them, so the thresholds are tested without a browser.
//! The page draws and wires it (`web::game_page::review`).

use crate::game::{Outcome, Seat};
use crate::record::Glyph;

/// Chance lost, per mille of the mover's chance to win, from which a move
/// is called an inaccuracy, a mistake and a blunder: lichess's 0.1, 0.2
/// and 0.3 of its winning chances, which run from -1 to 1, so twice ours.
pub const THRESHOLDS: [(u16, Slip); 3] = [
    (150, Slip::Blunder),
    (100, Slip::Mistake),
    (50, Slip::Inaccuracy),
];

/// How badly a move lost, in lichess's three words.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slip {
    /// Lost a little (`?!`).
    Inaccuracy,
    /// Lost a good part of the game (`?`).
    Mistake,
    /// Lost most of it (`??`).
    Blunder,
}

impl Slip {
    /// The slip a move that lost `lost` per mille is, if any.
    pub fn of_loss(lost: u16) -> Option<Slip> {
        THRESHOLDS
            .iter()
            .find(|(from, _)| lost >= *from)
            .map(|&(_, slip)| slip)
    }

    /// The glyph the review gives such a move when kept in the record.
    pub fn glyph(self) -> Glyph {
        match self {
            Slip::Inaccuracy => Glyph::DUBIOUS,
            Slip::Mistake => Glyph::MISTAKE,
            Slip::Blunder => Glyph::BLUNDER,
        }
    }
}

/// One move the review found wanting.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Found {
    /// The move's index in the line (0 = the first move).
    pub ply: usize,
    /// How bad it was.
    pub slip: Slip,
    /// The mover's chance it lost, per mille.
    pub lost: u16,
    /// The move the computer preferred, where it named another.
    pub better: Option<String>,
}

/// The first seat's chance, per mille, from the chance of the seat to move
/// (what an analysis reports): a two-seat game's graph is read from one
/// side throughout, as lichess's is from White's.
pub fn first_seat_chance(mover_chance: u16, to_move: Seat) -> u16 {
    let chance = mover_chance.min(1000);
    if to_move.index() == 0 {
        chance
    } else {
        1000 - chance
    }
}

/// The first seat's chance in a finished position: sure, either way, or
/// even for a draw.
pub fn outcome_chance(outcome: Outcome) -> u16 {
    match outcome {
        Outcome::Win(seat) if seat.index() == 0 => 1000,
        Outcome::Win(_) => 0,
        _ => 500,
    }
}

/// The verdicts gathered so far: one slot per position of the line, from
/// the start to its end, filled as the analysis of each comes in.
#[derive(Clone, Default, Debug, PartialEq)]
pub struct Review {
    /// The first seat's chance in each position, once judged.
    chances: Vec<Option<u16>>,
    /// The computer's move in each position, once judged (none at the end).
    best: Vec<Option<String>>,
}

impl Review {
    /// An empty review of a line of `moves` moves (so `moves + 1` positions).
    pub fn new(moves: usize) -> Review {
        Review {
            chances: vec![None; moves + 1],
            best: vec![None; moves + 1],
        }
    }

    /// How many positions it covers.
    pub fn positions(&self) -> usize {
        self.chances.len()
    }

    /// The first position not judged yet, or `None` once all are.
    pub fn next(&self) -> Option<usize> {
        self.chances.iter().position(Option::is_none)
    }

    /// How many positions are judged, for the progress bar.
    pub fn judged(&self) -> usize {
        self.chances.iter().filter(|c| c.is_some()).count()
    }

    /// Keeps the verdict on position `at`: the first seat's chance and
    /// the computer's move there. A position outside the line is ignored.
    pub fn judge(&mut self, at: usize, first_seat: u16, best: Option<String>) {
        if let (Some(chance), Some(slot)) = (self.chances.get_mut(at), self.best.get_mut(at)) {
            *chance = Some(first_seat.min(1000));
            *slot = best;
        }
    }

    /// The first seat's chance in each position judged so far.
    pub fn chances(&self) -> &[Option<u16>] {
        &self.chances
    }

    /// The moves that lost at least an inaccuracy's worth of the mover's
    /// chance, between two judged positions. `movers` and `played` are
    /// the line's movers and moves; a move the computer would have played
    /// itself is never a slip, whatever the noise between two searches.
    pub fn found(&self, movers: &[Seat], played: &[String]) -> Vec<Found> {
        let mut found = Vec::new();
        for (ply, (mover, text)) in movers.iter().zip(played).enumerate() {
            let (Some(Some(before)), Some(Some(after))) =
                (self.chances.get(ply), self.chances.get(ply + 1))
            else {
                continue;
            };
            let best = self.best.get(ply).cloned().flatten();
            if best.as_deref() == Some(text.as_str()) {
                continue;
            }
            let (before, after) = if mover.index() == 0 {
                (*before, *after)
            } else {
                (1000 - before, 1000 - after)
            };
            let lost = before.saturating_sub(after);
            if let Some(slip) = Slip::of_loss(lost) {
                found.push(Found {
                    ply,
                    slip,
                    lost,
                    better: best,
                });
            }
        }
        found
    }

    /// The graph's line as SVG path data in a `width` × `height` box: one
    /// point per judged position, the first seat's chance upwards (1000 at
    /// the top), positions spread evenly across; gaps skip unjudged ones.
    pub fn graph_path(&self, width: f64, height: f64) -> String {
        let steps = (self.chances.len().max(2) - 1) as f64;
        let mut path = String::new();
        let mut pen_down = false;
        for (i, chance) in self.chances.iter().enumerate() {
            match chance {
                Some(chance) => {
                    let x = width * i as f64 / steps;
                    let y = height * (1.0 - f64::from(*chance) / 1000.0);
                    let verb = if pen_down { 'L' } else { 'M' };
                    path.push_str(&format!("{verb}{x:.1},{y:.1}"));
                    pen_down = true;
                }
                None => pen_down = false,
            }
        }
        path
    }

    /// The position a click at `x` of a graph `width` wide points at.
    pub fn position_at(&self, x: f64, width: f64) -> usize {
        let steps = (self.chances.len().max(2) - 1) as f64;
        let at = (x / width.max(1.0) * steps).round();
        (at.max(0.0) as usize).min(self.chances.len() - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(n: usize) -> Vec<Seat> {
        (0..n).map(|i| Seat((i % 2) as u8)).collect()
    }

    #[test]
    fn thresholds_name_the_slips_as_lichess_does() {
        assert_eq!(Slip::of_loss(49), None);
        assert_eq!(Slip::of_loss(50), Some(Slip::Inaccuracy));
        assert_eq!(Slip::of_loss(100), Some(Slip::Mistake));
        assert_eq!(Slip::of_loss(150), Some(Slip::Blunder));
        assert_eq!(Slip::of_loss(1000), Some(Slip::Blunder));
        assert_eq!(Slip::Blunder.glyph().symbol(), Some("??"));
        assert_eq!(Slip::Mistake.glyph().symbol(), Some("?"));
        assert_eq!(Slip::Inaccuracy.glyph().symbol(), Some("?!"));
    }

    #[test]
    fn chances_are_read_from_the_first_seat() {
        assert_eq!(first_seat_chance(700, Seat(0)), 700);
        assert_eq!(first_seat_chance(700, Seat(1)), 300);
        assert_eq!(first_seat_chance(5000, Seat(1)), 0);
        assert_eq!(outcome_chance(Outcome::Win(Seat(0))), 1000);
        assert_eq!(outcome_chance(Outcome::Win(Seat(1))), 0);
        assert_eq!(outcome_chance(Outcome::Draw), 500);
    }

    #[test]
    fn a_move_that_loses_the_movers_chance_is_found_with_the_better_move() {
        let played: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        let mut review = Review::new(4);
        assert_eq!(review.next(), Some(0));
        // First seat: 500, then the second seat's "b" hands it 200 more
        // (a blunder of the second seat), then the first seat's "c" gives
        // back 400 (another), and "d" loses the second seat only 20.
        for (at, chance, best) in [
            (0, 500, "a"),
            (1, 500, "x"),
            (2, 700, "y"),
            (3, 300, "z"),
            (4, 320, ""),
        ] {
            review.judge(at, chance, Some(best.to_string()).filter(|b| !b.is_empty()));
        }
        assert_eq!(review.next(), None);
        assert_eq!(review.judged(), 5);
        let found = review.found(&seats(4), &played);
        assert_eq!(
            found,
            vec![
                Found {
                    ply: 1,
                    slip: Slip::Blunder,
                    lost: 200,
                    better: Some("x".into())
                },
                Found {
                    ply: 2,
                    slip: Slip::Blunder,
                    lost: 400,
                    better: Some("y".into())
                },
            ]
        );
    }

    #[test]
    fn the_computers_own_move_and_unjudged_positions_are_never_slips() {
        let played: Vec<String> = ["a", "b"].map(String::from).to_vec();
        let mut review = Review::new(2);
        review.judge(0, 900, Some("a".into()));
        review.judge(1, 100, Some("q".into()));
        assert!(review.found(&seats(2), &played).is_empty());
        review.judge(7, 100, None);
        assert_eq!(review.judged(), 2);
    }

    #[test]
    fn the_graph_spans_its_box_and_clicks_find_positions() {
        let mut review = Review::new(2);
        review.judge(0, 1000, None);
        review.judge(2, 0, None);
        assert_eq!(review.graph_path(100.0, 50.0), "M0.0,0.0M100.0,50.0");
        review.judge(1, 500, None);
        assert_eq!(
            review.graph_path(100.0, 50.0),
            "M0.0,0.0L50.0,25.0L100.0,50.0"
        );
        assert_eq!(review.position_at(0.0, 100.0), 0);
        assert_eq!(review.position_at(60.0, 100.0), 1);
        assert_eq!(review.position_at(1e9, 100.0), 2);
        assert_eq!(review.position_at(-5.0, 100.0), 0);
    }
}
