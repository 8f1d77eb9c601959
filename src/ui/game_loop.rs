//! The game loop's rules as a reader meets them, free of the browser so they
//! are tested natively: which seats the computer plays, what Undo takes back
//! against it, and how a game's end reads from the reader's side.
//!
//! The history knows nothing of who clicked; the page asks these functions
//! about the history and the seats the computer holds (DESIGN.md: the game
//! loop belongs to the page, above a `History`).

use crate::game::{Outcome, Seat};
use crate::ui::history::History;

/// Which seats the computer plays on a page.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Plays {
    /// Nobody: people play every seat.
    #[default]
    Nobody,
    /// One seat; the reader plays the others.
    Seat(Seat),
    /// Every seat: computer against computer, to watch.
    All,
}

impl Plays {
    /// Whether the computer plays `seat`, so the reader's clicks must not
    /// move its pieces.
    pub fn plays(self, seat: Seat) -> bool {
        match self {
            Plays::Nobody => false,
            Plays::Seat(own) => own == seat,
            Plays::All => true,
        }
    }

    /// The value the "Computer plays" choice and the saved settings write:
    /// `none`, `all` or the seat's number.
    pub fn value(self) -> String {
        match self {
            Plays::Nobody => "none".to_string(),
            Plays::Seat(seat) => seat.0.to_string(),
            Plays::All => "all".to_string(),
        }
    }

    /// Reads what `value` wrote, for a game of `seats` seats; `None` for
    /// anything else (a damaged setting, a seat the game does not have).
    pub fn from_value(text: &str, seats: usize) -> Option<Plays> {
        match text {
            "none" => Some(Plays::Nobody),
            "all" => Some(Plays::All),
            seat => seat
                .parse::<u8>()
                .ok()
                .filter(|s| usize::from(*s) < seats)
                .map(|s| Plays::Seat(Seat(s))),
        }
    }

    /// The same match with the sides swapped: the computer takes the seat
    /// after its own (the reader's, in a game of two).
    pub fn swapped(self, seats: usize) -> Plays {
        match self {
            Plays::Seat(Seat(own)) if seats > 1 => {
                Plays::Seat(Seat(((own as usize + 1) % seats) as u8))
            }
            other => other,
        }
    }
}

/// Where Undo goes: back one move, and against the computer past its
/// replies too, to the reader's own last turn (a takeback of the reader's
/// move and the computer's answer together, as on lichess). With nobody or
/// everybody played by the computer it is one move. `None` at the start.
pub fn takeback_to(history: &History, plays: Plays) -> Option<usize> {
    let cursor = history.cursor();
    let mut to = cursor.checked_sub(1)?;
    if let Plays::Seat(_) = plays {
        // `movers()[n]` made move n: it was the seat to move at position n.
        while to > 0 && plays.plays(history.movers()[to]) {
            to -= 1;
        }
    }
    Some(to)
}

/// Where Redo goes: forward one move, and against the computer on through
/// its reply, to the reader's next turn. `None` at the end.
pub fn forward_to(history: &History, plays: Plays) -> Option<usize> {
    let total = history.moves().len();
    let cursor = history.cursor();
    if cursor >= total {
        return None;
    }
    let mut to = cursor + 1;
    if let Plays::Seat(_) = plays {
        while to < total && plays.plays(history.movers()[to]) {
            to += 1;
        }
    }
    Some(to)
}

/// What waits for the reader's answer to a question the page asks before
/// a move: one that loses the game for everyone. (A move in the past needs
/// no question: it starts a variation, and nothing is lost.)
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Pending {
    /// A move that would lose a cooperative game for everyone (a tile
    /// removal that collapses Cancelletto's board): asked before it is made.
    Collapse(String),
}

/// Whether playing `text` in `game` would lose the game for everyone, as
/// its rules judge it: the page asks before such a move.
pub fn collapses(game: &dyn crate::any_game::AnyGame, text: &str) -> bool {
    let mut next = game.clone_box();
    next.play_text(text).is_ok() && next.outcome() == Some(Outcome::Collapsed)
}

/// How a finished game reads to the reader.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReaderResult {
    /// The reader beat the computer.
    YouWon,
    /// The computer beat the reader.
    ComputerWon,
    /// Nobody won.
    Draw,
    /// Not a game against the computer (people on one device, a cooperative
    /// game, or the computer on every side): the result as the game says it.
    AsTheGameSays,
}

/// The end of a game from the reader's side.
pub fn reader_result(outcome: Outcome, plays: Plays) -> ReaderResult {
    match (outcome, plays) {
        (Outcome::Win(seat), Plays::Seat(_)) if plays.plays(seat) => ReaderResult::ComputerWon,
        (Outcome::Win(_), Plays::Seat(_)) => ReaderResult::YouWon,
        (Outcome::Draw, Plays::Seat(_)) => ReaderResult::Draw,
        _ => ReaderResult::AsTheGameSays,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    fn loa(moves: &[&str]) -> History {
        History::from_record(&Record::new("loa").with_moves(moves)).unwrap()
    }

    const GAME: [&str; 4] = ["b1-d3", "a7-c5", "e1-e3", "h2-f2"];

    /// Fails unless `step` (undo's or redo's), from each `(ply, plays, to)`'s
    /// ply of `GAME` with the computer playing as said, goes to `to`.
    fn assert_steps(
        step: fn(&History, Plays) -> Option<usize>,
        cases: &[(usize, Plays, Option<usize>)],
    ) {
        let mut h = loa(&GAME);
        for &(ply, plays, to) in cases {
            h.goto(ply);
            assert_eq!(step(&h, plays), to, "from {ply} with {plays:?}");
        }
    }

    #[test]
    fn undo_against_the_computer_takes_back_a_move_and_its_reply() {
        // Black (seat 0 moves first in LOA: b1 is Black's) against the
        // computer as White: after four moves it is Black's turn again.
        let h = loa(&GAME);
        let (first, computer) = (h.movers()[0], h.movers()[1]);
        assert_ne!(first, computer);
        assert_eq!(h.cursor(), 4);
        let plays = Plays::Seat(computer);
        assert_steps(
            takeback_to,
            &[
                (4, plays, Some(2)),
                (2, plays, Some(0)),
                // While the computer is to move (after the reader's move), one back.
                (3, plays, Some(2)),
                (0, plays, None),
                // People on one device, or the computer on every side: one move.
                (4, Plays::Nobody, Some(3)),
                (4, Plays::All, Some(3)),
            ],
        );
    }

    #[test]
    fn when_the_computer_opened_the_game_its_first_move_stays() {
        let plays = Plays::Seat(loa(&GAME).movers()[0]);
        assert_steps(takeback_to, &[(3, plays, Some(1)), (1, plays, Some(0))]);
    }

    #[test]
    fn redo_against_the_computer_goes_on_through_its_reply() {
        let plays = Plays::Seat(loa(&GAME).movers()[1]);
        let cases = [
            (0, plays, Some(2)),
            (2, plays, Some(4)),
            (4, plays, None),
            (1, Plays::Nobody, Some(2)),
        ];
        assert_steps(forward_to, &cases);
    }

    #[test]
    fn the_end_reads_from_the_reader_s_side() {
        let computer = Plays::Seat(Seat(1));
        assert_eq!(
            reader_result(Outcome::Win(Seat(0)), computer),
            ReaderResult::YouWon
        );
        assert_eq!(
            reader_result(Outcome::Win(Seat(1)), computer),
            ReaderResult::ComputerWon
        );
        assert_eq!(reader_result(Outcome::Draw, computer), ReaderResult::Draw);
        assert_eq!(
            reader_result(Outcome::Win(Seat(0)), Plays::Nobody),
            ReaderResult::AsTheGameSays
        );
        assert_eq!(
            reader_result(Outcome::Win(Seat(0)), Plays::All),
            ReaderResult::AsTheGameSays
        );
    }

    #[test]
    fn the_choice_s_value_reads_back_and_a_damaged_one_is_refused() {
        for plays in [
            Plays::Nobody,
            Plays::All,
            Plays::Seat(Seat(0)),
            Plays::Seat(Seat(3)),
        ] {
            assert_eq!(Plays::from_value(&plays.value(), 4), Some(plays));
        }
        assert_eq!(Plays::from_value("3", 2), None);
        assert_eq!(Plays::from_value("", 2), None);
        assert_eq!(Plays::from_value("every", 2), None);
    }

    #[test]
    fn sides_swap_to_the_next_seat() {
        assert_eq!(Plays::Seat(Seat(1)).swapped(2), Plays::Seat(Seat(0)));
        assert_eq!(Plays::Seat(Seat(0)).swapped(2), Plays::Seat(Seat(1)));
        assert_eq!(Plays::Seat(Seat(3)).swapped(4), Plays::Seat(Seat(0)));
        assert_eq!(Plays::Nobody.swapped(2), Plays::Nobody);
    }

    #[test]
    fn a_removal_that_collapses_cancelletto_s_board_is_known_before_it_is_made() {
        // The sample board, after the moves of the page's own test:
        // removing the tile under Orange's pawn on b10 collapses it.
        let h = History::from_record(&Record::new("cancelletto").with_moves(&["i1-h1", "xc3"]))
            .unwrap();
        let game = h.current();
        let legal = game.legal_move_texts();
        let collapsing: Vec<&String> = legal.iter().filter(|m| collapses(game, m)).collect();
        // The tile of b10, under Orange's pawn.
        assert!(
            collapsing.iter().any(|m| m.as_str() == "xa9"),
            "{collapsing:?}"
        );
        let safe = legal.iter().find(|m| !collapses(game, m));
        assert!(safe.is_some(), "some move keeps the board standing");
        for text in &collapsing {
            let mut next = game.clone_box();
            next.play_text(text).unwrap();
            assert_eq!(next.outcome(), Some(Outcome::Collapsed), "{text}");
        }
        let loa = loa(&GAME);
        assert!(
            !collapses(loa.current(), "a1-b1"),
            "an illegal move collapses nothing"
        );
    }

    #[test]
    fn the_game_s_own_next_move_follows_the_game_and_keeps_the_rest() {
        let mut h = loa(&GAME);
        h.goto(1);
        h.play("a7-c5").unwrap();
        assert_eq!((h.cursor(), h.moves().len()), (2, 4));
        assert_eq!(h.record().moves, GAME);
        h.play("e1-e3").unwrap();
        assert_eq!(
            h.record().moves,
            GAME,
            "a capture's x or not, the same move"
        );
    }
}
