//! Tests of `ui::history`: replay, undo and redo, checkpoints, and the
//! move tree a move in the past grows.

use crate::record::{Glyph, Record, MAX_MOVES};
use crate::ui::history::{History, CHECKPOINT_EVERY};
use crate::ui::tree::ROOT;

fn loa(moves: &[&str]) -> Record {
    Record::new("loa").with_moves(moves)
}

#[test]
fn undo_redo_and_branching() {
    let mut h = History::from_record(&loa(&["b1-b3", "a2-c2"])).unwrap();
    assert_eq!(h.cursor(), 2);
    assert!(h.undo());
    assert_eq!(h.current().to_move().0, 1);
    assert!(h.redo());
    assert_eq!(h.cursor(), 2);
    assert!(!h.redo());
    h.goto(1);
    h.play("h2-f2").unwrap();
    assert_eq!(h.moves(), &["b1-b3".to_string(), "h2-f2".to_string()]);
    // The game's own move stays, the new one beside it as a variation.
    let record = h.record();
    assert_eq!(record.moves, ["b1-b3", "a2-c2"]);
    assert_eq!(record.notes.variations_at(1)[0].moves[0].text, "h2-f2");
    assert!(!h.on_main_line());
}

#[test]
fn an_illegal_move_changes_nothing() {
    let mut h = History::from_record(&loa(&["b1-b3"])).unwrap();
    let before = h.current().position_text();
    assert!(h.play("b3-b4").is_err());
    assert_eq!(h.current().position_text(), before);
    assert_eq!(h.moves().len(), 1);
}

#[test]
fn a_game_at_the_record_limit_takes_no_more_moves() {
    let moves: Vec<&str> = ["e2", "e8", "e1", "e9"]
        .iter()
        .copied()
        .cycle()
        .take(MAX_MOVES)
        .collect();
    let mut h = History::from_record(&Record::new("quoridor").with_moves(&moves)).unwrap();
    let error = h.play("e2").unwrap_err().to_string();
    assert!(error.contains("reached 10,000 moves"), "{error}");
    assert_eq!(h.moves().len(), MAX_MOVES);
    // One back, a different move would start a variation: one move too
    // many for a record, refused, the game as it was.
    assert!(h.undo());
    let error = h.play("d8").unwrap_err().to_string();
    assert!(error.contains("reached 10,000 moves"), "{error}");
    assert_eq!(h.cursor(), MAX_MOVES - 1);
    assert_eq!(h.moves().len(), MAX_MOVES);
    // The game's own next move is still gone on to.
    h.play("e9").unwrap();
    assert_eq!(h.cursor(), MAX_MOVES);
}

/// Seeded random legal moves of Lines of Action that keep the game
/// going, past several checkpoints, as a record.
fn long_loa(plies: usize) -> Record {
    let mut position = (crate::games::engine("loa").unwrap().start)(&[]).unwrap();
    let mut rng = crate::rng::Rng::new(5);
    let mut moves = Vec::new();
    while moves.len() < plies {
        let texts = position.legal_move_texts();
        let first = rng.below(texts.len());
        let pick = (0..texts.len())
            .map(|i| &texts[(first + i) % texts.len()])
            .find(|text| {
                let mut next = position.clone_box();
                next.play_text(text).is_ok() && next.outcome().is_none()
            })
            .expect("a move that does not end the game")
            .clone();
        position.play_text(&pick).unwrap();
        moves.push(pick);
    }
    Record {
        game: "loa".into(),
        moves,
        ..Record::default()
    }
}

#[test]
fn every_position_of_a_long_game_matches_a_replay_from_the_start() {
    let record = long_loa(3 * CHECKPOINT_EVERY + 7);
    let n = record.moves.len();
    assert!(
        n > 2 * CHECKPOINT_EVERY,
        "the game went past two checkpoints ({n})"
    );
    let mut h = History::from_record(&record).unwrap();
    let check = |h: &History, at: usize| {
        let cut = Record {
            moves: record.moves[..at].to_vec(),
            ..record.clone()
        };
        let fresh = History::from_record(&cut).unwrap();
        assert_eq!(
            h.current().position_text(),
            fresh.current().position_text(),
            "at {at}"
        );
        assert_eq!(h.last_steps(), fresh.last_steps(), "motion at {at}");
    };
    for at in [
        n,
        0,
        1,
        CHECKPOINT_EVERY - 1,
        CHECKPOINT_EVERY,
        CHECKPOINT_EVERY + 1,
        n - 1,
    ] {
        h.goto(at);
        check(&h, at);
    }
    // Branching before a checkpoint starts a line of its own; both lines
    // are kept and found again.
    h.goto(CHECKPOINT_EVERY + 3);
    while h.undo() && h.cursor() > CHECKPOINT_EVERY - 2 {}
    let branch_at = h.cursor();
    let mv = h.current().legal_move_texts()[0].clone();
    h.play(&mv).unwrap();
    while h.cursor() < CHECKPOINT_EVERY + 2 {
        let mv = h.current().legal_move_texts()[0].clone();
        h.play(&mv).unwrap();
    }
    let end = h.current().position_text();
    h.goto(0);
    h.goto(CHECKPOINT_EVERY + 2);
    assert_eq!(
        h.current().position_text(),
        end,
        "the branch from move {branch_at} replays"
    );
    assert_eq!(h.moves().len(), CHECKPOINT_EVERY + 2);
    let branch = h.here();
    h.enter(h.tree().line_from(ROOT)[n]);
    assert_eq!(h.cursor(), n);
    h.goto(at_end(&h));
    check(&h, n);
    h.enter(branch);
    assert_eq!(h.current().position_text(), end, "the branch found again");
}

fn at_end(h: &History) -> usize {
    h.moves().len()
}

const GAME: [&str; 4] = ["b1-d3", "a7-c5", "e1-e3", "h2-f2"];

/// `GAME` with the line a2-c4 e1-e3 played after its first move, shown.
fn with_variation() -> History {
    let mut h = History::from_record(&loa(&GAME)).unwrap();
    h.goto(1);
    h.play("a2-c4").unwrap();
    h.play("e1-e3").unwrap();
    h
}

#[test]
fn a_move_in_the_past_starts_a_variation_and_loses_nothing() {
    let mut h = with_variation();
    assert_eq!(h.moves(), ["b1-d3", "a2-c4", "e1-e3"]);
    let record = h.record();
    assert_eq!(record.moves, GAME);
    let text = record.to_text();
    assert!(text.contains("( a2-c4 e1-e3 )"), "{text}");
    // The record reads back with the variation, and the history rebuilt
    // from it finds the same line.
    let again = History::from_record(&Record::parse_text(&text).unwrap()).unwrap();
    assert_eq!(again.record(), record);
    // Playing the main line's move goes back to it, nothing added.
    h.goto(1);
    h.play("a7-c5").unwrap();
    assert!(h.on_main_line());
    assert_eq!(h.moves(), GAME);
    assert_eq!(h.tree().len(), 6);
    // The variation's move again: the line is entered, not duplicated.
    h.goto(1);
    h.play("a2-c4").unwrap();
    assert_eq!(h.moves(), ["b1-d3", "a2-c4", "e1-e3"]);
    assert_eq!(h.tree().len(), 6);
}

#[test]
fn variations_are_promoted_made_main_and_deleted() {
    let mut h = with_variation();
    h.make_main();
    assert_eq!(h.record().moves, ["b1-d3", "a2-c4", "e1-e3"]);
    assert!(h.on_main_line());
    let old = h.record().notes.variations_at(1)[0].clone();
    assert_eq!(old.moves.len(), 3, "the old main line kept as a variation");
    // Promote the old line back, from inside it.
    h.goto(1);
    h.play("a7-c5").unwrap();
    h.promote();
    assert_eq!(h.record().moves, GAME);
    // Delete it: the position it was played from is shown, in the line
    // that is left.
    assert!(h.delete_here());
    assert_eq!(h.cursor(), 1);
    assert_eq!(h.moves(), ["b1-d3", "a2-c4", "e1-e3"]);
    assert_eq!(h.record().moves, ["b1-d3", "a2-c4", "e1-e3"]);
    assert_eq!(h.tree().len(), 3);
    h.goto(0);
    assert!(!h.delete_here(), "the start cannot be deleted");
}

#[test]
fn comments_and_glyphs_are_kept_on_their_move() {
    let mut h = History::from_record(&loa(&GAME)).unwrap();
    h.goto(2);
    h.comment_mut().text = "White develops.".into();
    h.set_glyph(Some(Glyph::INTERESTING));
    h.set_glyph(Some(Glyph::GOOD));
    assert_eq!(h.glyphs(), [Glyph::GOOD]);
    h.goto(0);
    h.comment_mut().text = "A quiet start.".into();
    let text = h.record().to_text();
    assert!(
        text.contains("{ A quiet start. } b1-d3 a7-c5! { White develops. }"),
        "{text}"
    );
    let again = History::from_record(&Record::parse_text(&text).unwrap()).unwrap();
    assert_eq!(again.record(), h.record());
    let mut again = again;
    again.goto(2);
    assert_eq!(again.comment().text, "White develops.");
}

#[test]
fn nested_variations_read_back_into_the_tree() {
    let text =
        "Game: loa\nMoves: 1. b1-d3 a7-c5 ( 1... a2-c4 2. e1-e3 ( 2. d1-d4 { Also. } ) ) 2. e1-e3";
    let record = Record::parse_text(text).unwrap();
    let h = History::from_record(&record).unwrap();
    assert_eq!(h.tree().len(), 6);
    assert_eq!(h.record(), record);
}
