//! Magneton: one scenario per rule of RULES.md section 7 and each case the
//! issue lists, boards drawn as text (top rank first; `b` Black, `w` White).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::diagram_ranks;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome};
use tavoliere::games::magneton::{Magneton, MagnetonOptions, BLACK, WHITE};
#[cfg(feature = "view")]
use tavoliere::ui::scene::{Change, Tone};
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn position(diagram: &str, to_move: &str, options: &MagnetonOptions) -> Magneton {
    let text = format!("{} {to_move}", diagram_ranks(diagram));
    Magneton::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(game: &mut Magneton, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

/// The board part of the position text, drawn back as rows for comparisons.
fn board(game: &Magneton) -> String {
    diagram_ranks(&game.to_text().split(' ').next().unwrap().replace('/', "\n"))
}

fn expect(game: &Magneton, diagram: &str) {
    assert_eq!(
        board(game),
        diagram_ranks(diagram),
        "got {}",
        game.to_text()
    );
}

fn defaults() -> MagnetonOptions {
    MagnetonOptions::default()
}

/// Eight Black or White pieces two squares from d4, one on each ray.
fn ring(piece: &str) -> String {
    format!(
        "
        . . . . . . . .
        . . . . . . . .
        . {p} . {p} . {p} . .
        . . . . . . . .
        . {p} . . . {p} . .
        . . . . . . . .
        . {p} . {p} . {p} . .
        . . . . . . . .",
        p = piece
    )
}

#[test]
fn the_board_starts_empty_and_black_drops_first() {
    let game = Magneton::new(&defaults());
    assert_eq!(game.to_move(), BLACK);
    assert_eq!(game.moves().len(), 64);
    assert_eq!(perft(&game, 1), 64);
    assert_eq!(perft(&game, 2), 64 * 63);
    assert_eq!(perft(&game, 3), 64 * 63 * 62);
}

#[test]
fn own_pieces_on_all_eight_rays_are_pushed_to_the_edge() {
    let mut game = position(&ring("b"), "b", &defaults());
    play(&mut game, "d4");
    expect(
        &game,
        "
        . . . b . . . b
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . b . . . b
        . . . . . . . .
        . . . . . . . .
        b . . b . . b .",
    );
    assert_eq!(game.to_move(), WHITE);
    assert_eq!(game.outcome(), None);
}

#[test]
fn enemy_pieces_on_all_eight_rays_are_pulled_next_to_the_magnet() {
    let mut game = position(&ring("w"), "b", &defaults());
    play(&mut game, "d4");
    expect(
        &game,
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . w w w . . .
        . . w b w . . .
        . . w w w . . .
        . . . . . . . .
        . . . . . . . .",
    );
}

#[test]
fn a_push_stops_at_the_next_piece() {
    // Black's f4 is pushed east from the magnet on d4 and stops on g4,
    // next to White's h4.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . b . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "d4");
    assert_eq!(game.to_text(), "8/8/8/8/3b2bw/8/8/8 w");
}

#[test]
fn a_pull_comes_from_the_far_end_of_the_board() {
    // White's h8 is the first piece on the long diagonal from a1.
    let mut game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "a1");
    assert_eq!(game.to_text(), "8/8/8/8/8/8/1w6/b7 w");
}

#[test]
fn an_adjacent_piece_does_not_move_and_a_ready_made_line_does_not_count() {
    // White already has e4-e7, a line of four no magnet made. Black's drop
    // on d4 finds e4 and e5 already adjacent: nothing moves, nobody wins.
    let diagram = "
        . . . . . . . .
        . . . . w . . .
        . . . . w . . .
        . . . . w . . .
        . . . . w . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .";
    let before = position(diagram, "b", &defaults());
    let drop = before.parse_move("d4").unwrap();
    #[cfg(feature = "view")]
    {
        let magnets = &before.motion(&drop)[1];
        assert!(magnets
            .changes
            .iter()
            .all(|c| matches!(c, Change::Ray { .. })));
        assert_eq!(magnets.changes.len(), 8, "all eight rays light up");
    }
    let mut game = before;
    game.play(&drop).unwrap();
    assert_eq!(game.to_text(), "8/4w3/4w3/4w3/3bw3/8/8/8 w");
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_line_completed_by_the_magnet_wins() {
    // Black a1 b1 c1 and f1; the drop on g1 pushes f1 west until it stops
    // at d1, next to c1: a1-d1, and d1 was moved by the magnet.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b b b . . b . .",
        "b",
        &defaults(),
    );
    play(&mut game, "g1");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.moves().is_empty());
    // The view shows the winning line and the piece the magnet moved.
    #[cfg(feature = "view")]
    {
        let scene = game.scene();
        let line: Vec<String> = scene
            .highlights
            .iter()
            .filter(|h| h.tone == Tone::Line)
            .map(|h| h.at.to_string())
            .collect();
        assert_eq!(line, ["a1", "b1", "c1", "d1"]);
        assert!(scene
            .highlights
            .iter()
            .any(|h| h.tone == Tone::Focus && h.at.to_string() == "d1"));
    }
}

#[test]
fn a_line_made_by_the_action_itself_does_not_win() {
    // Dropping d1 next to a1 b1 c1 makes four in a row, but no magnet moved
    // any of them (c1 cannot be pushed: b1 is behind it).
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b b b . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "d1");
    assert_eq!(game.outcome(), None);
}

#[test]
fn pulling_the_enemy_into_his_own_line_makes_him_win() {
    // Black drops d1; the magnet pulls White's d8 down to d2, completing
    // White's a2-d2.
    let mut game = position(
        "
        . . . w . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w w w . . . . .
        . . . . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "d1");
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
}

/// Black's drop on g1 pushes f1 to d1 (Black a1-d1) and pulls White's b6
/// to f2 (White c2-f2): both lines at once.
const BOTH: &str = "
    . . . . . . . .
    . . . . . . . .
    . w . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . w w w . . .
    b b b . . b . .";

#[test]
fn both_lines_at_once_go_to_the_mover_by_default() {
    let mut game = position(BOTH, "b", &defaults());
    play(&mut game, "g1");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.end_reason().unwrap().contains("both"));
}

#[test]
fn both_lines_at_once_draw_with_the_option() {
    let options = MagnetonOptions::from_pairs(&[("both_lines".into(), "draw".into())]).unwrap();
    let mut game = position(BOTH, "b", &options);
    play(&mut game, "g1");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn the_weak_force_moves_pieces_one_square() {
    let weak = MagnetonOptions::from_pairs(&[("force".into(), "weak".into())]).unwrap();
    let mut game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . b . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &weak,
    );
    // Black's drop on e1 pushes e4 one square, to e5 (strong: to e8).
    play(&mut game, "e1");
    assert_eq!(game.to_text(), "7w/8/8/4b3/8/8/8/4b3 w");
    // White's drop on a1 pulls e1 one square along rank 1 (to d1) and e5,
    // the first piece on the long diagonal, one square (to d4).
    play(&mut game, "a1");
    assert_eq!(game.to_text(), "7w/8/8/8/3b4/8/8/w2b4 b");
}

#[test]
fn slides_follow_the_drops_and_the_magnet_acts_after_them_too() {
    // All 24 pieces are placed on the top three ranks: Black slides.
    let full = "bwbwbwbw/wbwbwbwb/bwbwbwbw/8/8/8/8/8 b";
    let game = Magneton::from_text(full, &defaults()).unwrap();
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect();
    assert!(
        moves.iter().all(|m| m.contains('-')),
        "only slides: {moves:?}"
    );
    // Only rank 6 has empty squares on its lines, all below it.
    assert!(moves.contains(&"a6-a1".to_string()), "{moves:?}");
    assert!(!moves
        .iter()
        .any(|m| m.starts_with("a8") || m.starts_with("b7")));
    let mut game = game;
    play(&mut game, "a6-a1");
    // The magnet on a1 pulls the first piece up the file (White a7) to a2
    // and the first on the long diagonal (White f6) to b2; rank 1 is empty.
    assert_eq!(game.to_text(), "bwbwbwbw/1bwbwbwb/1wbwb1bw/8/8/8/ww6/b7 w");
}

#[test]
fn a_player_with_no_slide_passes() {
    // Black's twelve pieces sit on ranks 1-2 under a full rank of White:
    // no Black piece has an empty square on any line.
    let game = Magneton::from_text("8/8/8/8/8/wwwwwwww/bbbbbbww/bbbbbbww b", &defaults()).unwrap();
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect();
    assert_eq!(moves, ["pass"]);
    let mut game = game;
    play(&mut game, "pass");
    assert_eq!(game.to_move(), WHITE);
    assert_eq!(game.outcome(), None, "one pass does not end the game");
    assert!(game.moves().len() > 1);
}

#[test]
fn notation_and_position_text() {
    let game = Magneton::new(&defaults());
    assert_eq!(game.move_to_string(&game.parse_move("D4").unwrap()), "d4");
    assert!(game.parse_move("d9").is_err());
    assert!(game.parse_move("d4-").is_err());
    assert!(game.parse_move("d4-d5x").is_err());
    for (bad, reason) in [
        ("bbbbbbbb/bbbbbbbb/8/8/8/8/8/8 w", "more than 12"),
        ("8/8/8/8/8/8/8/8", "missing"),
        ("8/8/8/8/8/8/8 b", "8 ranks"),
    ] {
        let error = Magneton::from_text(bad, &defaults()).unwrap_err();
        assert!(error.reason.contains(reason), "{bad}: {}", error.reason);
    }
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes(),
        ["Placing: Black has 12 and White 12 pieces in hand"]
    );
}
