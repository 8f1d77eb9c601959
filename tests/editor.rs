//! The board editor on every game (issue 43): the rules' side of it, the
//! arrangements a person can click together and the set-up check that turns
//! them into positions or names the rule they break.

#![cfg(not(target_arch = "wasm32"))]

use tavoliere::any_edit::{start_arrangement, AnyEdit};
use tavoliere::game::{Seat, Target};
use tavoliere::geometry::Coord;
use tavoliere::rng::Rng;
use tavoliere::ui::editor::scene;
use tavoliere::AnyGame;

/// The option settings the battery edits under: each game's defaults, and
/// the settings that change the board or the seats.
fn settings() -> Vec<(&'static str, Vec<(String, String)>)> {
    let mut all: Vec<(&'static str, Vec<(String, String)>)> = tavoliere::games::GAMES
        .iter()
        .map(|g| (g.id, Vec::new()))
        .collect();
    let pair = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    all.push(("quoridor", pair("players", "4")));
    all.push(("quoridor", pair("variant", "moving_goal")));
    all.push(("byte", pair("size", "10")));
    all.push(("gyges", pair("setup", "cosmoludo")));
    all
}

fn open(id: &str, pairs: &[(String, String)]) -> Box<dyn AnyEdit> {
    start_arrangement(id, pairs)
        .expect("a registered game")
        .unwrap_or_else(|e| panic!("{id} {pairs:?}: {e}"))
}

/// Plays a few random legal moves from an accepted position: whatever the
/// check accepts, the rules play on from without panicking.
fn plays_on(game: &dyn AnyGame, rng: &mut Rng, plies: usize) {
    let mut game = game.clone_box();
    for _ in 0..plies {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            assert!(game.outcome().is_some(), "no move but no outcome");
            break;
        }
        let mv = moves[rng.below(moves.len())].clone();
        game.play_text(&mv).expect("a legal move plays");
    }
}

/// The verdict on an arrangement, which must be a playable position or a
/// reason, and a picture either way.
fn judge(edit: &dyn AnyEdit, rng: &mut Rng, plies: usize) -> Result<(), String> {
    let _ = scene(edit);
    match edit.check() {
        Ok(game) => {
            assert_eq!(game.position_text(), edit.check().unwrap().position_text());
            plays_on(game.as_ref(), rng, plies);
            Ok(())
        }
        Err(reason) => {
            assert!(!reason.is_empty(), "a refusal names its rule");
            Err(reason)
        }
    }
}

#[test]
fn the_start_is_accepted_and_reads_back_as_the_start() {
    for (id, pairs) in settings() {
        let edit = open(id, &pairs);
        let game = edit
            .check()
            .unwrap_or_else(|e| panic!("{id} {pairs:?}: {e}"));
        assert_eq!(game.position_text(), edit.text(), "{id}");
        assert!(!edit.palette().is_empty(), "{id} has a palette");
        assert!(!edit.targets().is_empty(), "{id} has targets");
        assert_eq!(edit.seats().len(), game.seat_count(), "{id}");
    }
}

#[test]
fn a_cleared_board_is_refused_with_its_rule_or_is_a_legal_start() {
    let mut rng = Rng::new(43);
    for (id, pairs) in settings() {
        let mut edit = open(id, &pairs);
        edit.clear();
        match judge(edit.as_ref(), &mut rng, 10) {
            Ok(()) => assert!(
                ["magneton", "quoridor", "porta", "gyges"].contains(&id),
                "{id}: an empty board accepted"
            ),
            Err(reason) => println!("{id} cleared: {reason}"),
        }
    }
}

#[test]
fn every_piece_on_every_target_is_judged_and_drawn() {
    let mut rng = Rng::new(7);
    for (id, pairs) in settings() {
        let start = open(id, &pairs);
        let (mut accepted, mut refused) = (0, 0);
        for piece in 0..start.palette().len() {
            for &target in &start.targets() {
                let mut edit = start.clone_edit();
                if !edit.put(target, piece) {
                    continue;
                }
                match judge(edit.as_ref(), &mut rng, 2) {
                    Ok(()) => accepted += 1,
                    Err(_) => refused += 1,
                }
            }
        }
        assert!(accepted + refused > 0, "{id}: no click changed anything");
        println!("{id} {pairs:?}: {accepted} accepted, {refused} refused");
    }
}

#[test]
fn random_editing_never_panics_and_what_is_accepted_plays() {
    for (id, pairs) in settings() {
        let mut rng = Rng::new(id.len() as u64 * 31);
        let mut edit = open(id, &pairs);
        let targets = edit.targets();
        let palette = edit.palette().len();
        let mut accepted = 0;
        for step in 0..400 {
            match rng.below(20) {
                0 => edit.flip(),
                1 => edit.set_to_move(Seat(rng.below(edit.seats().len()) as u8)),
                2 if step % 7 == 0 => edit.clear(),
                3 => {
                    let counters = edit.counters();
                    if !counters.is_empty() {
                        let i = rng.below(counters.len());
                        edit.set_counter(i, rng.below(counters[i].max as usize + 2) as u32);
                    }
                }
                4 if step % 50 == 0 => edit.start(),
                _ => {
                    let target = targets[rng.below(targets.len())];
                    edit.put(target, rng.below(palette));
                }
            }
            if judge(edit.as_ref(), &mut rng, 3).is_ok() {
                accepted += 1;
            }
        }
        println!("{id} {pairs:?}: {accepted} of 400 accepted");
    }
}

#[test]
fn flipping_twice_gives_back_the_arrangement() {
    let mut rng = Rng::new(5);
    for (id, pairs) in settings() {
        let mut edit = open(id, &pairs);
        let targets = edit.targets();
        for round in 0..20 {
            let before = edit.text();
            let counters: Vec<u32> = edit.counters().iter().map(|c| c.value).collect();
            edit.flip();
            if round == 0 && id != "cancelletto" {
                assert_ne!(edit.text(), before, "{id}: a flip changes the start");
            }
            edit.flip();
            assert_eq!(edit.text(), before, "{id} {pairs:?}");
            let after: Vec<u32> = edit.counters().iter().map(|c| c.value).collect();
            assert_eq!(after, counters, "{id}");
            for _ in 0..5 {
                let target = targets[rng.below(targets.len())];
                edit.put(target, rng.below(edit.palette().len()));
            }
        }
    }
}

#[test]
fn options_change_keeps_the_board_or_starts_afresh() {
    let mut edit = open("loa", &[]);
    edit.clear();
    let cleared = edit.text();
    edit.set_options(&[("repetition".into(), "off".into())])
        .unwrap();
    assert_eq!(edit.text(), cleared, "the same board, other rules");
    assert!(edit
        .set_options(&[("nonsense".into(), "1".into())])
        .is_err());
    let mut byte = open("byte", &[]);
    byte.set_options(&[("size".into(), "10".into())]).unwrap();
    assert!(byte.check().is_ok(), "a bigger board starts afresh");
    assert!(byte.text().split('/').count() == 10);
}

fn cell(name: &str) -> Target {
    Target::Cell(Coord::parse(name, 10, 10).expect("a cell name"))
}

fn palette_index(edit: &dyn AnyEdit, id: &str) -> usize {
    edit.palette()
        .iter()
        .position(|p| p.id == id)
        .unwrap_or_else(|| panic!("no palette entry {id}"))
}

#[test]
fn a_quoridor_position_with_walls_is_built_by_clicks_and_played() {
    let mut edit = open("quoridor", &[]);
    let wall = palette_index(edit.as_ref(), "wall");
    let groove = |name: &str, horizontal| Target::Groove {
        at: Coord::parse(name, 9, 9).unwrap(),
        horizontal,
    };
    assert!(edit.put(groove("e4", true), wall));
    assert!(edit.put(groove("c6", false), wall));
    assert!(!edit.put(groove("e4", false), wall), "crossing walls");
    assert!(edit.put(cell("e5"), palette_index(edit.as_ref(), "pawn-south")));
    let game = edit.check().expect("walls from the hands: accepted");
    let text = game.position_text();
    assert!(text.contains("e4h") && text.contains("c6v"), "{text}");
    assert!(game.position_text().contains("left=9,9"));
    assert!(!game.legal_move_texts().is_empty());
    // Walls beyond the supply are refused with the rule.
    edit.set_counter(0, 10);
    edit.set_counter(1, 10);
    let reason = edit.check().err().expect("too many walls");
    assert!(reason.contains("in all"), "{reason}");
}

#[test]
fn a_byte_position_with_stacks_is_built_in_order_and_played() {
    let mut edit = open("byte", &[]);
    let (black, white, take) = (
        palette_index(edit.as_ref(), "black"),
        palette_index(edit.as_ref(), "white"),
        palette_index(edit.as_ref(), "take-top"),
    );
    // Five checkers taken off, five put back in two stacks built in order.
    for c in ["b2", "d2", "a3", "c3", "f2"] {
        assert!(edit.put(cell(c), take), "the top checker comes off {c}");
    }
    for piece in [white, black, white] {
        assert!(edit.put(cell("e1"), piece));
    }
    for piece in [black, white, black] {
        assert!(edit.put(cell("c1"), piece));
    }
    assert!(edit.put(cell("c1"), take), "the top checker comes off");
    assert!(!edit.put(cell("d1"), black), "no stacks on light squares");
    let game = edit.check().expect("stacks: accepted");
    assert!(
        game.position_text().contains("(wbw)"),
        "{}",
        game.position_text()
    );
    assert!(game.position_text().contains("(bw)"));
    assert!(!game.legal_move_texts().is_empty());
    let mut rng = Rng::new(1);
    plays_on(game.as_ref(), &mut rng, 30);
    for _ in 0..7 {
        edit.put(cell("g1"), black);
    }
    assert!(
        !edit.put(cell("g1"), black),
        "a stack of 8 leaves the board"
    );
    let reason = edit.check().err().expect("too many checkers");
    assert!(reason.contains("checkers"), "{reason}");
}

#[test]
fn a_gyges_position_is_built_by_clicks_and_played() {
    let mut edit = open("gyges", &[]);
    for i in 0..6 {
        edit.set_counter(i, 0);
    }
    let rows = [("1", "321123"), ("3", "..1..."), ("6", "231312")];
    for (rank, values) in rows {
        for (file, v) in ('a'..='f').zip(values.chars()) {
            if let Some(v) = v.to_digit(10) {
                assert!(edit.put(cell(&format!("{file}{rank}")), v as usize - 1));
            }
        }
    }
    let reason = edit.check().err().expect("five pieces of value 1");
    assert!(reason.contains("four pieces of value 1"), "{reason}");
    assert!(
        edit.put(cell("c3"), palette_index(edit.as_ref(), "one")),
        "a second click takes it off"
    );
    let game = edit.check().expect("twelve pieces: accepted");
    assert!(!game.legal_move_texts().is_empty());
    // During the set-up, pieces stand on the home rows only.
    let mut setup = open("gyges", &[]);
    setup.set_counter(0, 1);
    setup.put(cell("c3"), 0);
    let reason = setup.check().err().expect("a piece in mid-board");
    assert!(reason.contains("set-up"), "{reason}");
}

#[test]
fn impossible_set_ups_are_refused_with_the_rule_they_break() {
    let refused = |id: &str, cells: &[(&str, &str)]| {
        let mut edit = open(id, &[]);
        edit.clear();
        for &(c, piece) in cells {
            let p = palette_index(edit.as_ref(), piece);
            edit.put(cell(c), p);
        }
        edit.check()
            .err()
            .unwrap_or_else(|| panic!("{id} {cells:?} accepted"))
    };
    let loa = refused("loa", &[("d4", "black")]);
    assert!(loa.contains("at least one piece"), "{loa}");
    let archimede = refused("archimede", &[("a1", "black"), ("h7", "white")]);
    assert!(archimede.contains("own port"), "{archimede}");
    let ponte = refused("ponte", &[("b8", "black-man"), ("a1", "white-man")]);
    assert!(ponte.contains("crowning rank"), "{ponte}");
    let many: Vec<(String, &str)> = (1..=8)
        .flat_map(|r| ["a", "b"].map(|f| (format!("{f}{r}"), "white")))
        .collect();
    let many: Vec<(&str, &str)> = many.iter().map(|(c, p)| (c.as_str(), *p)).collect();
    let magneton = refused("magneton", &many);
    assert!(magneton.contains("more than 12"), "{magneton}");
}
