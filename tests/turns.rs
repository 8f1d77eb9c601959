//! Move lists numbered by turn: each game's rules say where a turn ends
//! (`Game::turn_over`), the history keeps it as moves are played, and
//! `ui::turns` makes a row of each round.
#![cfg(feature = "view")]

mod common;

use std::ops::Range;

use common::diagram_ranks;
use tavoliere::any_game::AnyGame;
use tavoliere::game::Seat;
use tavoliere::record::Record;
use tavoliere::ui::history::History;
use tavoliere::ui::turns::{row_starts, turn_rows};

/// Plays from `record`'s start the first legal move that `pick` accepts,
/// once per entry of `picks`, and returns the start and the moves played.
fn play(record: Record, picks: &[fn(&str) -> bool]) -> (Box<dyn AnyGame>, Vec<String>) {
    let start = record.start_position().unwrap();
    let mut game = start.clone_box();
    let mut moves = Vec::new();
    for pick in picks {
        let text = game
            .legal_move_texts()
            .into_iter()
            .find(|m| {
                let mut after = game.clone_box();
                pick(m) && after.play_text(m).is_ok() && after.outcome().is_none()
            })
            .unwrap_or_else(|| panic!("no move fits after {moves:?}"));
        game.play_text(&text).unwrap();
        moves.push(text);
    }
    (start, moves)
}

/// The game of `moves` from `start`, as the page's history holds it.
fn history(start: &dyn AnyGame, moves: &[String]) -> History {
    let record = Record {
        game: start.id().to_string(),
        options: start.changed_options(),
        start: Some(start.position_text()),
        moves: moves.to_vec(),
        clock: None,
        notes: Default::default(),
    };
    History::from_record(&record).unwrap()
}

fn rows(start: &dyn AnyGame, moves: &[String]) -> Vec<Range<usize>> {
    let h = history(start, moves);
    turn_rows(&row_starts(h.movers(), h.turn_ends()))
}

fn any(_: &str) -> bool {
    true
}

/// Any move, as a pick.
const ANY: fn(&str) -> bool = any;

#[test]
fn two_seats_pair_up_and_a_last_move_stands_alone() {
    let starts = row_starts(&[Seat(0), Seat(1), Seat(0), Seat(1), Seat(0)], &[true; 5]);
    assert_eq!(turn_rows(&starts), vec![0..2, 2..4, 4..5]);
    assert!(turn_rows(&[]).is_empty());
    let (start, moves) = play(Record::new("loa"), &[any, any, any]);
    assert_eq!(rows(start.as_ref(), &moves), vec![0..2, 2..3]);
}

#[test]
fn a_set_up_with_the_second_seat_to_move_starts_alone() {
    let starts = row_starts(&[Seat(1), Seat(0), Seat(1)], &[true; 3]);
    assert_eq!(turn_rows(&starts), vec![0..1, 1..3]);
}

#[test]
fn four_player_quoridor_makes_a_row_per_round() {
    let record = Record {
        options: vec![("players".into(), "4".into())],
        ..Record::new("quoridor")
    };
    let (start, moves) = play(record, &[ANY; 6]);
    assert_eq!(rows(start.as_ref(), &moves), vec![0..4, 4..6]);
}

#[test]
fn cancelletto_turns_hold_every_step_and_the_removal() {
    let step = |m: &str| m.contains('-');
    let removal = |m: &str| m.starts_with('x');
    let record = Record {
        options: vec![("board".into(), "sample".into())],
        ..Record::new("cancelletto")
    };
    // Orange steps twice and removes; Blue steps and removes; Orange again.
    let (start, moves) = play(record, &[step, step, removal, step, removal, step]);
    assert_eq!(rows(start.as_ref(), &moves), vec![0..5, 5..6], "{moves:?}");
}

#[test]
fn gyges_set_up_is_one_turn_per_side() {
    let (start, moves) = play(Record::new("gyges"), &[ANY; 14]);
    assert!(moves[..12].iter().all(|m| m.contains('@')), "{moves:?}");
    // South's six placements and North's six are round 1; then the play.
    assert_eq!(rows(start.as_ref(), &moves), vec![0..12, 12..14]);
}

#[test]
fn porta_placements_alternate_and_a_relocation_ends_the_closers_turn() {
    let (start, moves) = play(Record::new("porta"), &[ANY; 5]);
    assert_eq!(rows(start.as_ref(), &moves), vec![0..2, 2..4, 4..5]);
    // Black closes a2-a3-a4; White relocates, then plays its own turn.
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .";
    let record = Record {
        start: Some(format!("{} b 0,0 0-0 - 0 0", diagram_ranks(diagram))),
        ..Record::new("porta")
    };
    let close = |m: &str| m == "b3-a3";
    let relocate = |m: &str| m.starts_with("R:");
    let (start, moves) = play(record, &[close, relocate, any, any, any]);
    // Black's turn (with White's relocation) stands alone, as the game
    // starts with Black; White's own move starts round 2.
    assert_eq!(rows(start.as_ref(), &moves), vec![0..2, 2..4, 4..5]);
}

#[test]
fn moves_played_one_by_one_end_turns_as_a_replay_says() {
    let (start, moves) = play(Record::new("gyges"), &[ANY; 13]);
    let whole = history(start.as_ref(), &moves);
    let mut stepwise = history(start.as_ref(), &[]);
    for text in &moves {
        stepwise.play(text).unwrap();
    }
    assert_eq!(stepwise.turn_ends(), whole.turn_ends());
    assert_eq!(stepwise.movers(), whole.movers());
    // A move in the past drops the later moves' flags with them (another
    // move than the game's own next one, which the history would follow).
    stepwise.goto(2);
    let next = stepwise
        .current()
        .legal_move_texts()
        .into_iter()
        .find(|m| *m != moves[2])
        .unwrap();
    stepwise.play(&next).unwrap();
    assert_eq!(stepwise.turn_ends().len(), 3);
}
