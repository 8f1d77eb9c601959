//! Lines of Action: one scenario per rule of RULES.md section 5, boards
//! drawn as text (top rank first; `b` Black, `w` White, `.` empty).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::diagram_ranks;
use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::loa::{Loa, LoaOptions, BLACK, WHITE};
use tavoliere::geometry::Coord;
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn position(diagram: &str, to_move: &str, options: &LoaOptions) -> Loa {
    let text = format!("{} {to_move}", diagram_ranks(diagram));
    Loa::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(game: &Loa) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn moves_from(game: &Loa, square: &str) -> Vec<String> {
    names(game)
        .into_iter()
        .filter(|m| m.starts_with(square))
        .collect()
}

fn play(game: &mut Loa, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

fn defaults() -> LoaOptions {
    LoaOptions::default()
}

#[test]
fn opening_has_36_moves_each_and_b1_has_exactly_three() {
    // RULES.md 5.4 (darse's rules page, and computed).
    let start = Loa::new(&defaults());
    assert_eq!(start.to_move(), BLACK, "Black moves first");
    assert_eq!(start.moves().len(), 36);
    let mut b1 = moves_from(&start, "b1");
    b1.sort();
    assert_eq!(b1, ["b1-b3", "b1-d3", "b1-h1"]);
    assert!(names(&start).contains(&"f8xh6".to_string()));
    let white_first = Loa::from_text(&start.to_text().replace(" b", " w"), &defaults()).unwrap();
    assert_eq!(white_first.moves().len(), 36);
}

#[test]
fn distance_counts_every_piece_on_the_whole_line() {
    // RULES.md 5.4: rank 5 is `W . . B . B . W` alone on the board.
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w . . b . b . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &defaults(),
    );
    let all = names(&game);
    assert!(all.contains(&"f5-b5".to_string()), "{all:?}");
    assert!(all.contains(&"d5xh5".to_string()), "{all:?}");
    // Along the rank every move is 4 squares; nothing else on the rank.
    for mv in all
        .iter()
        .filter(|m| m.ends_with('5') && m.as_bytes()[1] == b'5')
    {
        let from = mv.as_bytes()[0] as i32;
        let to = mv.as_bytes()[3] as i32;
        assert_eq!((from - to).abs(), 4, "{mv}");
    }
    // On other lines a lone piece moves one square.
    assert!(all.contains(&"d5-d6".to_string()) && all.contains(&"d5-e4".to_string()));
    // White along the rank: a5 would pass d5, h5 would pass f5.
    let white = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w . . b . b . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "w",
        &defaults(),
    );
    let along_rank: Vec<String> = names(&white)
        .into_iter()
        .filter(|m| m.as_bytes()[1] == b'5' && m.as_bytes()[4] == b'5')
        .collect();
    assert!(along_rank.is_empty(), "{along_rank:?}");
}

/// Black to move on a board where pieces jump their own and meet the
/// enemy's: rank 1 holds four pieces, file a two of both colours.
fn jumping_board() -> Loa {
    position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w . . . . . . .
        b b . b . . . w",
        "b",
        &defaults(),
    )
}

#[test]
fn pieces_jump_own_pieces_but_not_enemy_ones_and_never_land_on_their_own() {
    let game = jumping_board();
    let a1 = moves_from(&game, "a1");
    // Rank 1 holds a1 b1 d1 h1: four pieces; a1-e1 passes own b1 and d1.
    assert!(a1.contains(&"a1-e1".to_string()), "{a1:?}");
    // File a holds a1 a2: two pieces; a1-a3 would pass the enemy on a2.
    assert!(!a1.iter().any(|m| m.ends_with("a3")), "{a1:?}");
    // b1 along the rank: 4 squares to f1 (passing own d1, fine).
    assert!(moves_from(&game, "b1").contains(&"b1-f1".to_string()));
    // d1 west 4 squares is off the board; d1 east 4 lands on h1: capture.
    assert!(moves_from(&game, "d1").contains(&"d1xh1".to_string()));
    // Diagonal a1-h8 holds a1 and h8: a1-c3 would be two squares: legal.
    assert!(a1.contains(&"a1-c3".to_string()));
    // b1 north: file b holds only b1, so b1-b2 is one square.
    assert!(moves_from(&game, "b1").contains(&"b1-b2".to_string()));
    // b1 north-west: the anti-diagonal b1-a2 holds two pieces, and two
    // squares that way leave the board.
    assert!(!moves_from(&game, "b1").iter().any(|m| m.ends_with("a2")));
    // Never onto an own piece: d1 west four squares would be off the board,
    // and nothing lands on b1 or d1.
    assert!(!names(&game)
        .iter()
        .any(|m| m.ends_with("b1") || m.ends_with("d1")));
}

/// The cell a square's name names, as a click.
fn click(name: &str) -> Target {
    let b = name.as_bytes();
    Target::Cell(Coord::new(b[0] - b'a', b[1] - b'1'))
}

#[test]
fn a_refused_click_is_explained_in_the_rules_terms() {
    let game = jumping_board();
    let why = |clicks: &[&str]| {
        let targets: Vec<Target> = clicks.iter().map(|c| click(c)).collect();
        game.explain(&targets)
    };
    assert_eq!(
        why(&["a2"]).as_deref(),
        Some("a2 is White's piece, and Black is to move")
    );
    assert_eq!(
        why(&["e5"]).as_deref(),
        Some("e5 is empty: pick one of Black's pieces")
    );
    // Rank 1 holds four pieces: a1 must go exactly four squares along it.
    assert_eq!(
        why(&["a1", "c1"]).as_deref(),
        Some("a piece moves exactly 4 squares on this line: there are 4 pieces on it")
    );
    // File b holds b1 alone.
    assert_eq!(
        why(&["b1", "b4"]).as_deref(),
        Some("a piece moves exactly 1 square on this line: it is alone on it")
    );
    assert_eq!(
        why(&["a1", "c2"]).as_deref(),
        Some("a piece moves along a row, a column or a diagonal")
    );
    // File a holds a1 and a2: two squares north passes White's a2.
    assert_eq!(
        why(&["a1", "a3"]).as_deref(),
        Some("a piece may jump its own pieces but not the enemy's")
    );
    // A legal move, or a piece of one's own alone, needs no explaining.
    assert_eq!(why(&["a1", "e1"]), None);
    assert_eq!(why(&["a1"]), None);
}

#[test]
fn a_capture_removes_the_enemy_piece() {
    let mut game = Loa::new(&defaults());
    play(&mut game, "f8xh6");
    assert!(
        game.to_text().starts_with("1bbbb1b1/w6w/w6b/"),
        "{}",
        game.to_text()
    );
    // The view draws what the rules left: the captured piece is gone.
    #[cfg(feature = "view")]
    assert_eq!(game.scene().pieces.len(), 23);
}

#[test]
fn joining_all_pieces_wins_for_the_mover() {
    // The diagonal a1-h8 holds a1, c3 and g7: a1 moves three squares,
    // passing its own c3, to d4, and Black {c3, d4} is one group.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . w .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . b . . . . .
        . . . . . . . .
        b . . . w . . .",
        "b",
        &defaults(),
    );
    assert_eq!(game.outcome(), None);
    play(&mut game, "a1-d4");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.moves().is_empty());
    assert!(game.end_reason().unwrap().contains("Black"));
}

#[test]
fn capturing_the_last_straggler_can_hand_the_opponent_the_win() {
    // Rank 4 holds e4, g4 and h4: e4 moves three squares east, passing its
    // own g4, and takes White's straggler on h4. Black (a1, g4, h4) stays
    // split while White (a8, b8) is now one group: White wins (RULES.md 5.3).
    let mut game = position(
        "
        w w . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . b . b w
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "e4xh4");
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
}

/// Black a1 and c3, White c1 and d4, all split. The diagonal a1-d4 holds
/// three pieces, so a1 moves three squares (passing its own c3) and takes
/// d4: Black {c3, d4} is joined, and so is White's lone c1.
const BOTH_JOIN: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . w . . . .
    . . b . . . . .
    . . . . . . . .
    b . w . . . . .";

#[test]
fn a_move_joining_both_colours_wins_for_the_mover_by_default() {
    let mut game = position(BOTH_JOIN, "b", &defaults());
    play(&mut game, "a1xd4");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.end_reason().unwrap().contains("both"));
}

#[test]
fn a_move_joining_both_colours_is_a_draw_with_the_olympiad_option() {
    let options = LoaOptions::from_pairs(&[("simultaneous".into(), "draw".into())]).unwrap();
    let mut game = position(BOTH_JOIN, "b", &options);
    play(&mut game, "a1xd4");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_single_piece_counts_as_joined() {
    // Rank 1 holds c1 and e1: e1 takes c1 two squares west. White's lone h8
    // is then a group of one, while Black (a2, c1) is split: White wins.
    let mut game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . . w . b . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "e1xc1");
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
}

#[test]
fn a_player_without_moves_passes() {
    let game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w w w w . . . .
        b w b w . . . .",
        "b",
        &defaults(),
    );
    assert_eq!(game.outcome(), None);
    assert_eq!(names(&game), ["pass"]);
    let mut after = game.clone();
    play(&mut after, "pass");
    assert_eq!(after.to_move(), WHITE);
    assert!(!after.moves().is_empty());
    // Passing is not available while a move exists.
    let mut start = Loa::new(&defaults());
    let pass = start.parse_move("pass").unwrap();
    assert!(start.play(&pass).is_err());
}

#[test]
fn threefold_repetition_is_a_draw_unless_switched_off() {
    let shuffle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
    let mut game = Loa::new(&defaults());
    for (i, mv) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(game.outcome(), None, "over too early, before ply {}", i + 1);
        play(&mut game, mv);
    }
    // The start position (Black to move) has now occurred three times.
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(game.end_reason().unwrap().contains("three times"));

    let options = LoaOptions::from_pairs(&[("repetition".into(), "off".into())]).unwrap();
    let mut game = Loa::new(&options);
    for mv in shuffle.iter().cycle().take(16) {
        play(&mut game, mv);
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_ply_limit_guard_draws() {
    let options = LoaOptions::from_pairs(&[("max_plies".into(), "3".into())]).unwrap();
    let mut game = Loa::new(&options);
    for mv in ["b1-b3", "a2-c2", "b3-b1"] {
        assert_eq!(game.outcome(), None);
        play(&mut game, mv);
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn notation_reads_leniently_and_rejects_garbage_with_reasons() {
    let game = Loa::new(&defaults());
    let canonical = game.parse_move("b1-d3").unwrap();
    for spelling in ["b1d3", "B1-D3", " b1xd3 ", "b1:d3"] {
        assert_eq!(game.parse_move(spelling).unwrap(), canonical, "{spelling}");
    }
    assert_eq!(game.move_to_string(&canonical), "b1-d3");
    for (bad, reason) in [
        ("", "expected a square"),
        ("z9-a1", "expected a square"),
        ("b1-", "destination"),
        ("b1-d3x", "unexpected text"),
        ("b1-i3", "destination"),
    ] {
        let error = game.parse_move(bad).unwrap_err();
        assert!(error.reason.contains(reason), "{bad}: {}", error.reason);
    }
}

#[test]
fn position_text_is_checked() {
    let options = defaults();
    for (bad, reason) in [
        ("", "empty"),
        ("8/8/8/8/8/8/8/8 b", "at least one piece"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w b", "8 ranks"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1", "missing"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x", "`b` or `w`"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb b", "7 squares"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbqbb1 b", "`q`"),
        ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/9 b", "`9`"),
    ] {
        let error = Loa::from_text(bad, &options).unwrap_err();
        assert!(error.reason.contains(reason), "{bad}: {}", error.reason);
    }
    let start = Loa::new(&options);
    assert_eq!(
        start.to_text(),
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"
    );
}

#[test]
fn options_read_and_reject_values() {
    let mut options = LoaOptions::default();
    assert!(options.set("simultaneous", "sometimes").is_err());
    assert!(options.set("colour", "red").is_err());
    assert!(options.set("max_plies", "-1").is_err());
    assert_eq!(options, LoaOptions::default());
    options.set("simultaneous", "draw").unwrap();
    assert_eq!(
        options.changed_pairs(),
        vec![("simultaneous".to_string(), "draw".to_string())]
    );
}
