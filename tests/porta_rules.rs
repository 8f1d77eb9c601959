//! Porta, Doppia Anta and Finestra: every test vector of RULES.md 1.5 and
//! each resolution of 1.6, boards drawn as text (top rank first; `w` White,
//! `b` Black, `.` empty), plus perft, notation, position text and options.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::diagram_ranks;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::porta::{Porta, PortaMove, PortaOptions, BLACK, WHITE};
use tavoliere::geometry::Coord;
#[cfg(feature = "view")]
use tavoliere::ui::scene::{Change, Tone};
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

/// Phase 2, nobody has scored, no relocation owed: White or Black to move.
const WHITE_MOVES: &str = "w 0,0 0-0 - 0 0";
const BLACK_MOVES: &str = "b 0,0 0-0 - 0 0";

fn options(pairs: &[(&str, &str)]) -> PortaOptions {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    PortaOptions::from_pairs(&pairs).unwrap()
}

fn porta() -> PortaOptions {
    PortaOptions::default()
}

fn doppia_anta() -> PortaOptions {
    options(&[("variant", "doppia_anta")])
}

fn finestra() -> PortaOptions {
    options(&[("variant", "finestra")])
}

fn position(diagram: &str, state: &str, options: &PortaOptions) -> Porta {
    let text = format!("{} {state}", diagram_ranks(diagram));
    Porta::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(game: &Porta) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn legal(game: &Porta, text: &str) -> bool {
    names(game).iter().any(|n| n == text)
}

fn play(game: &mut Porta, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

/// Scores as (White, Black), read from the position text.
fn scores(game: &Porta) -> (u32, u32) {
    let text = game.to_text();
    let field = text.split(' ').nth(3).unwrap();
    let (w, b) = field.split_once('-').unwrap();
    (w.parse().unwrap(), b.parse().unwrap())
}

/// The relocation field of the position text.
fn pending(game: &Porta) -> String {
    game.to_text().split(' ').nth(4).unwrap().to_string()
}

/// The squares the relocating player may pick a man from.
fn relocation_sources(game: &Porta) -> Vec<String> {
    let mut from: Vec<String> = game
        .moves()
        .iter()
        .map(|m| match m {
            PortaMove::Relocate { .. } => {
                let name = game.move_to_string(m);
                name[2..4].to_string()
            }
            other => panic!("expected only relocations, found {other:?}"),
        })
        .collect();
    from.dedup();
    from
}

fn cell(name: &str) -> Coord {
    Coord::parse(name, 8, 8).unwrap()
}

#[cfg(feature = "view")]
fn cells_with(game: &Porta, tone: Tone) -> Vec<String> {
    let mut cells: Vec<String> = game
        .scene()
        .highlights
        .iter()
        .filter(|h| h.tone == tone)
        .map(|h| h.at.to_string())
        .collect();
    cells.sort();
    cells
}

fn only_steps_or_pass(game: &Porta) -> bool {
    game.moves()
        .iter()
        .all(|m| matches!(m, PortaMove::Step { .. } | PortaMove::Pass))
}

// ---------------------------------------------------------------- 1.5

#[test]
fn vector_b3_a3_closes_a2_a3_a4_and_white_relocates_one_of_them() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .",
        BLACK_MOVES,
        &porta(),
    );
    play(&mut game, "b3-a3");
    assert_eq!(scores(&game), (0, 1));
    assert_eq!(game.to_move(), WHITE, "the opponent relocates");
    assert_eq!(relocation_sources(&game), ["a2", "a3", "a4"]);
    assert_eq!(pending(&game), "1:a2a3a4");
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Line), ["a2", "a3", "a4"]);
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "White relocates 1 Black man of the closed Porta: pick one, then any empty square"
    );
    play(&mut game, "R:a3-h8");
    assert_eq!(game.to_move(), WHITE, "then White's own turn");
    assert!(only_steps_or_pass(&game));
    assert_eq!(pending(&game), "-");
    assert_eq!(scores(&game), (0, 1), "relocations never score");
}

#[test]
fn vector_a_man_arriving_at_an_end_closes_nothing() {
    // Fig. 4: c8, d8 and e7-e8; h4, h5 and h2-h3.
    let diagram = "
        . . b b . . . .
        . . . . b . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . . b
        . . . . . . . .
        . . . . . . . b
        . . . . w . . .";
    for step in ["e7-e8", "h2-h3"] {
        let mut game = position(diagram, BLACK_MOVES, &porta());
        play(&mut game, step);
        assert_eq!(scores(&game), (0, 0), "{step}");
        assert_eq!(pending(&game), "-", "{step}");
        assert_eq!(game.to_move(), WHITE);
        assert!(only_steps_or_pass(&game));
    }
}

#[test]
fn vector_a_man_beside_the_gap_obstructs_the_porta_legally() {
    // Fig. 5 A: Black a4, a6, White may stand on b5, by placing or stepping.
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . . w . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .";
    let moving = position(diagram, WHITE_MOVES, &porta());
    assert!(legal(&moving, "c5-b5"));
    let placing = position(diagram, "w 10,10 0-0 - 0 0", &porta());
    assert!(legal(&placing, "b5"));
    assert!(!legal(&placing, "a5"), "but not in the gap itself");
    // Standing on b5, White keeps Black from closing: a5 can only be
    // entered from b5.
    let mut blocked = position(
        "
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . w . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        BLACK_MOVES,
        &porta(),
    );
    let into_gap: Vec<String> = names(&blocked)
        .into_iter()
        .filter(|m| m.ends_with("-a5"))
        .collect();
    assert_eq!(
        into_gap,
        ["a4-a5", "a6-a5"],
        "only the end men can go there"
    );
    play(&mut blocked, "a6-a5");
    assert_eq!(scores(&blocked), (0, 0));
}

#[test]
fn vector_entering_the_gap_of_an_opponent_porta_is_illegal() {
    // Fig. 5 B: Black h2, h4; White g3-h3 is refused, and the page says why.
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . w .
        . . . . . . . b
        . . . . . . . .";
    let game = position(diagram, WHITE_MOVES, &porta());
    assert!(!legal(&game, "g3-h3"));
    assert!(legal(&game, "g3-g4"));
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Gate), ["h3"]);
    assert_eq!(
        game.explain(&[Target::Cell(cell("g3")), Target::Cell(cell("h3"))])
            .as_deref(),
        Some("h3 is the gap of Black's open Porta: White may not enter it")
    );
    assert_eq!(
        game.explain(&[Target::Cell(cell("g3")), Target::Cell(cell("g4"))]),
        None
    );
    let refused = game.parse_move("g3-h3").unwrap();
    let mut copy = game.clone();
    assert!(copy.play(&refused).is_err());
    assert_eq!(copy, game);
    // Legal in Finestra, where it scores nothing.
    let mut window = position(diagram, WHITE_MOVES, &finestra());
    assert!(legal(&window, "g3-h3"));
    #[cfg(feature = "view")]
    assert!(cells_with(&window, Tone::Gate).is_empty());
    play(&mut window, "g3-h3");
    assert_eq!(scores(&window), (0, 0));
}

#[test]
fn vector_doppia_anta_f7_f8_scores_two_and_black_relocates_two() {
    // Fig. 6: White d8, e8, g8 and f7-f8.
    let mut game = position(
        "
        . . . w w . w .
        . . . . . w . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . b . . .",
        WHITE_MOVES,
        &doppia_anta(),
    );
    play(&mut game, "f7-f8");
    assert_eq!(scores(&game), (2, 0));
    assert_eq!(game.to_move(), BLACK);
    assert_eq!(relocation_sources(&game), ["d8", "e8", "f8", "g8"]);
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "Black relocates 2 White men of the closed Doppia Anta: pick one, then any empty square"
    );
    play(&mut game, "R:d8-a1");
    assert_eq!(
        game.to_move(),
        BLACK,
        "the second relocation is Black's too"
    );
    assert_eq!(pending(&game), "1:e8f8g8/d8");
    // The man just moved is not picked again, even back inside the formation.
    assert_eq!(relocation_sources(&game), ["e8", "f8", "g8"]);
    play(&mut game, "R:e8-d8");
    assert_eq!(pending(&game), "-");
    assert_eq!(game.to_move(), BLACK);
    assert!(only_steps_or_pass(&game));
    assert_eq!(scores(&game), (2, 0));
}

#[test]
fn vector_doppia_anta_b4_a4_scores_two() {
    // Fig. 6: Black a3, a6, a5 and b4-a4.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . w . . .",
        BLACK_MOVES,
        &doppia_anta(),
    );
    play(&mut game, "b4-a4");
    assert_eq!(scores(&game), (0, 2));
    assert_eq!(relocation_sources(&game), ["a3", "a4", "a5", "a6"]);
    assert_eq!(pending(&game), "2:a3a4a5a6");
}

#[test]
fn vector_finestra_c6_closes_from_each_of_its_four_neighbours() {
    // Fig. 7: White b5, d7 and a man entering c6.
    let diagram = |mover: (usize, usize)| {
        let mut rows = [['.'; 8]; 8];
        rows[8 - 5][1] = 'w'; // b5
        rows[8 - 7][3] = 'w'; // d7
        rows[8 - mover.1][mover.0] = 'w';
        rows[0][7] = 'b'; // h8
        rows.iter()
            .map(|r| r.iter().map(|c| format!("{c} ")).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    for (from, at) in [
        ("c5", (2, 5)),
        ("c7", (2, 7)),
        ("b6", (1, 6)),
        ("d6", (3, 6)),
    ] {
        let mut game = position(&diagram(at), WHITE_MOVES, &finestra());
        play(&mut game, &format!("{from}-c6"));
        assert_eq!(scores(&game), (1, 0), "from {from}");
        assert_eq!(relocation_sources(&game), ["b5", "c6", "d7"], "from {from}");
    }
}

#[test]
fn vector_finestra_on_an_interior_row() {
    // Fig. 7: White b3, d3 and c2-c3.
    let mut game = position(
        "
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . w . w . . . .
        . . w . . . . .
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut game, "c2-c3");
    assert_eq!(scores(&game), (1, 0));
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "Black relocates 1 White man of the closed Finestra: pick one, then any empty square"
    );
}

#[test]
fn vector_finestra_double_closing_scores_two_and_relocates_two_distinct_men() {
    // White b3, d3, b4, d2 and c2-c3 closes b3-c3-d3 and b4-c3-d2.
    let mut game = position(
        "
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . w . . . . . .
        . w . w . . . .
        . . w w . . . .
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut game, "c2-c3");
    assert_eq!(scores(&game), (2, 0));
    assert_eq!(relocation_sources(&game), ["d2", "b3", "c3", "d3", "b4"]);
    #[cfg(feature = "view")]
    assert_eq!(
        cells_with(&game, Tone::Line),
        ["b3", "b4", "c3", "d2", "d3"]
    );
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "Black relocates 2 White men of the closed Finestre: pick one, then any empty square"
    );
    play(&mut game, "R:b3-h1");
    // d3's man moves into the vacated b3; it cannot be picked a second time.
    play(&mut game, "R:d3-b3");
    assert_eq!(pending(&game), "-");
    assert_eq!(game.to_move(), BLACK);
    assert!(only_steps_or_pass(&game));
}

#[test]
fn vector_finestra_opponent_may_enter_and_scores_nothing() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . w .
        . . . . . . . b
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut game, "g3-h3");
    assert_eq!(scores(&game), (0, 0));
    assert_eq!(game.to_move(), BLACK);
}

// ---------------------------------------------------------------- 1.6

#[test]
fn r1_a_triple_across_the_edge_does_not_score_one_along_it_does() {
    let diagram = "
        b . b . . . . .
        . b . . . . . .
        . . . . . . . .
        b . b . . . . .
        . b . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .";
    let mut across = position(diagram, BLACK_MOVES, &porta());
    play(&mut across, "b4-b5");
    assert_eq!(scores(&across), (0, 0), "a5-b5-c5 stands across file a");
    let mut along = position(diagram, BLACK_MOVES, &porta());
    play(&mut along, "b7-b8");
    assert_eq!(scores(&along), (0, 1), "a8-b8-c8 lies along rank 8");
}

#[test]
fn r2_a_corner_may_end_a_porta_but_is_never_a_gap() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . w . .",
        BLACK_MOVES,
        &porta(),
    );
    play(&mut game, "b2-a2");
    assert_eq!(scores(&game), (0, 1), "a1-a2-a3 with the corner as an end");
    // Black b1 and a2 around the corner make no gate: White may place on a1.
    let placing = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . w . . .
        . b . . w . . .",
        "w 10,10 0-0 - 0 0",
        &porta(),
    );
    assert!(legal(&placing, "a1"));
    #[cfg(feature = "view")]
    assert!(cells_with(&placing, Tone::Gate).is_empty());
}

#[test]
fn r3_the_centre_man_enters_from_the_inner_neighbour() {
    // Fig. 3: Black h4, h6 and g5-h5.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . b .
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .",
        BLACK_MOVES,
        &porta(),
    );
    play(&mut game, "g5-h5");
    assert_eq!(scores(&game), (0, 1));
    assert_eq!(relocation_sources(&game), ["h4", "h5", "h6"]);
}

/// Black a1, a2, a4, a5 and b3, which closes two Doppie Ante by entering a3.
const TWO_WINDOWS: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    b . . . w . . .
    b . . . . . . .
    . b . . . . . .
    b . . . . . . .
    b . . . . . . .";

#[test]
fn r4_every_formation_closed_by_one_move_scores_with_its_relocations() {
    let mut game = position(TWO_WINDOWS, BLACK_MOVES, &doppia_anta());
    play(&mut game, "b3-a3");
    assert_eq!(scores(&game), (0, 4), "a1-a4 and a2-a5");
    assert_eq!(pending(&game), "4:a1a2a3a4a5", "four distinct men of five");
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "White relocates 4 Black men of the closed Doppie Ante: pick one, then any empty square"
    );
}

#[test]
fn r4_with_more_relocations_than_men_every_man_is_relocated() {
    // With Porte scoring too: 2 + 2 + 1 points, 5 relocations, 5 men.
    let mut game = position(
        TWO_WINDOWS,
        BLACK_MOVES,
        &options(&[("variant", "doppia_anta"), ("da_porta", "on")]),
    );
    play(&mut game, "b3-a3");
    assert_eq!(scores(&game), (0, 5));
    assert_eq!(pending(&game), "5:a1a2a3a4a5");
}

#[test]
fn r4_single_closure_option_scores_one_formation() {
    let mut game = position(
        TWO_WINDOWS,
        BLACK_MOVES,
        &options(&[("variant", "doppia_anta"), ("one_closure", "on")]),
    );
    play(&mut game, "b3-a3");
    assert_eq!(scores(&game), (0, 2));
    assert_eq!(pending(&game), "2:a2a3a4a5");
}

const BLACK_A2_A4: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    b . . . . . . .
    . . . . . w . .
    b . . . . w . .
    . . . . . w . .";

#[test]
fn r5_a_placement_completing_a_porta_is_legal_and_scores_nothing() {
    let mut game = position(BLACK_A2_A4, "b 9,10 0-0 - 0 0", &porta());
    play(&mut game, "a3");
    assert_eq!(scores(&game), (0, 0));
    assert_eq!(pending(&game), "-");
    assert_eq!(game.to_move(), WHITE);
}

#[test]
fn r5_forbid_forming_option_refuses_the_centre_but_not_an_end() {
    let game = position(
        BLACK_A2_A4,
        "b 9,10 0-0 - 0 0",
        &options(&[("forbid_forming", "on")]),
    );
    assert!(!legal(&game, "a3"));
    assert!(legal(&game, "a5"), "a5 would be an end of a3-a4-a5");
    assert_eq!(
        game.explain(&[Target::Cell(cell("a3"))]).as_deref(),
        Some("a man placed on a3 would close a formation of Black, and placements may not")
    );
}

const WHITE_A2_A4: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    w . . . . . . .
    . . . . . . . .
    w . . . . b . .
    . . . . . . . .";

#[test]
fn r6_the_ban_applies_to_placements_by_default_and_can_be_switched_off() {
    let game = position(WHITE_A2_A4, "b 10,11 0-0 - 0 0", &porta());
    assert!(!legal(&game, "a3"));
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Gate), ["a3"]);
    assert_eq!(
        game.explain(&[Target::Cell(cell("a3"))]).as_deref(),
        Some("a3 is the gap of White's open Porta: Black may not enter it")
    );
    let free = position(
        WHITE_A2_A4,
        "b 10,11 0-0 - 0 0",
        &options(&[("ban_placing", "off")]),
    );
    assert!(legal(&free, "a3"));
    // The gate is still drawn: it marks White's open Porta, banned or not.
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&free, Tone::Gate), ["a3"]);
}

/// White is about to close a2-a3-a4; Black has an open Porta h2-h4.
const RELOCATE_INTO_OWN_GAP: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    w . . . . . . b
    . w . . . . . .
    w . . . . . . b
    . . . . . . . .";

#[test]
fn r6_relocations_ignore_the_ban_by_default() {
    let mut game = position(RELOCATE_INTO_OWN_GAP, WHITE_MOVES, &porta());
    play(&mut game, "b3-a3");
    assert!(legal(&game, "R:a2-h3"));
    // Black's open Porta is drawn as a gate even though this relocation may enter it.
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Gate), ["h3"]);
}

#[test]
fn r6_relocation_ban_option_keeps_the_man_out_of_the_relocators_gap() {
    let mut game = position(
        RELOCATE_INTO_OWN_GAP,
        WHITE_MOVES,
        &options(&[("ban_relocating", "on")]),
    );
    play(&mut game, "b3-a3");
    assert!(!legal(&game, "R:a2-h3"));
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Gate), ["h3"]);
    assert_eq!(
        game.explain(&[Target::Cell(cell("a2")), Target::Cell(cell("h3"))])
            .as_deref(),
        Some("h3 is the gap of Black's open Porta: a White man may not be relocated there")
    );
}

#[test]
fn r7_opponent_men_arriving_around_a_man_make_nothing_illegal() {
    let mut game = position(
        "
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        . . . . . . b .
        . . . . . . . w
        . . . . . . b .
        . . . . . . . .",
        BLACK_MOVES,
        &porta(),
    );
    play(&mut game, "g2-h2");
    play(&mut game, "e5-e6");
    play(&mut game, "g4-h4");
    assert_eq!(scores(&game), (0, 0));
    // White's man sits in what is now between two Black men, and may stay or go.
    assert!(legal(&game, "h3-g3"));
    assert!(legal(&game, "e6-e7"));
}

#[test]
fn r8_the_relocation_does_not_use_up_the_opponents_turn() {
    let mut game = position(RELOCATE_INTO_OWN_GAP, WHITE_MOVES, &porta());
    play(&mut game, "b3-a3");
    assert_eq!(game.to_move(), BLACK);
    play(&mut game, "R:a4-e5");
    assert_eq!(game.to_move(), BLACK);
    play(&mut game, "h4-h5");
    assert_eq!(game.to_move(), WHITE);
}

#[test]
fn r9_a_relocation_goes_to_any_empty_square_but_the_one_it_left() {
    let mut game = position(RELOCATE_INTO_OWN_GAP, WHITE_MOVES, &porta());
    play(&mut game, "b3-a3");
    // 3 men, each to any of 64 - 5 empty squares.
    assert_eq!(game.moves().len(), 3 * 59);
    assert!(!legal(&game, "R:a2-a2"));
    assert!(legal(&game, "R:a2-h8"));
    let mut same = position(
        RELOCATE_INTO_OWN_GAP,
        WHITE_MOVES,
        &options(&[("same_cell", "on")]),
    );
    play(&mut same, "b3-a3");
    assert_eq!(same.moves().len(), 3 * 60);
    play(&mut same, "R:a2-a2");
    assert_eq!(pending(&same), "-");
    assert!(same.to_text().starts_with("8/8/8/8/w6b/w7/w6b/8 b"));
}

#[test]
fn r10_finestre_are_relocated_like_porte() {
    let mut game = position(
        "
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . w . w . . . .
        . . w . . . . .
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut game, "c2-c3");
    assert_eq!(game.to_move(), BLACK);
    assert_eq!(relocation_sources(&game), ["b3", "c3", "d3"]);
    play(&mut game, "R:c3-c2");
    assert_eq!(game.to_move(), BLACK);
    assert!(only_steps_or_pass(&game));
}

#[test]
fn r11_reaching_the_target_wins_at_once_without_relocation() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .",
        "b 0,0 3-4 - 0 40",
        &porta(),
    );
    play(&mut game, "b3-a3");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.moves().is_empty());
    assert_eq!(pending(&game), "-");
    assert_eq!(game.end_reason().as_deref(), Some("Black reached 5 points"));
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Line), ["a2", "a3", "a4"]);
    let reread = Porta::from_text(&game.to_text(), &porta()).unwrap();
    assert_eq!(reread.outcome(), Some(Outcome::Win(BLACK)));
}

#[test]
fn r12_targets_are_5_10_10_unless_agreed() {
    #[cfg(feature = "view")]
    {
        let target = |o: &PortaOptions| Porta::new(o).notes()[0].clone();
        assert_eq!(target(&porta()), "Score: White 0 · Black 0 · target 5");
        assert!(target(&doppia_anta()).ends_with("target 10"));
        assert!(target(&finestra()).ends_with("target 10"));
        assert!(target(&options(&[("target", "15")])).ends_with("target 15"));
    }
    let mut agreed = options(&[("variant", "finestra"), ("target", "1")]);
    assert_eq!(agreed.target_score(), 1);
    agreed.set("target", "auto").unwrap();
    assert_eq!(agreed.target_score(), 10);
    assert!(agreed.set("target", "0").is_err());
    assert!(agreed.set("target", "many").is_err());
}

/// White's only man a1 is boxed in by Black a2 and b1.
const WHITE_BOXED_IN: &str = "
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
    b . . . . . . .
    w b . . . . . .";

#[test]
fn r13_a_player_without_a_step_passes() {
    let mut game = position(WHITE_BOXED_IN, WHITE_MOVES, &porta());
    assert_eq!(names(&game), ["pass"]);
    assert_eq!(game.clicks(&PortaMove::Pass), [Target::Choice("pass")]);
    play(&mut game, "pass");
    assert_eq!(game.to_move(), BLACK);
    assert_eq!(game.outcome(), None);
    assert!(game.to_text().ends_with(" 1 1"), "{}", game.to_text());
    play(&mut game, "b1-c1");
    assert!(game.to_text().ends_with(" 0 2"), "a step resets the count");
}

#[test]
fn r13_two_passes_in_a_row_end_the_game_by_score() {
    let mut game = position(WHITE_BOXED_IN, "w 0,0 2-1 - 1 9", &porta());
    play(&mut game, "pass");
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
    assert_eq!(
        game.end_reason().as_deref(),
        Some("both players were stuck: White has more points")
    );
    let level = position(WHITE_BOXED_IN, "w 0,0 1-1 - 2 9", &porta());
    assert_eq!(level.outcome(), Some(Outcome::Draw));
    assert_eq!(
        level.end_reason().as_deref(),
        Some("both players were stuck with equal points")
    );
}

#[test]
fn r14_the_ply_limit_ends_the_game_by_score() {
    let limited = options(&[("max_plies", "2")]);
    let mut game = position(WHITE_BOXED_IN, "w 0,0 0-1 - 0 0", &limited);
    play(&mut game, "pass");
    assert_eq!(game.outcome(), None);
    play(&mut game, "b1-c1");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(
        game.end_reason().as_deref(),
        Some("the ply limit was reached: Black has more points")
    );
    let level = position(WHITE_BOXED_IN, "w 0,0 3-3 - 0 2", &limited);
    assert_eq!(level.outcome(), Some(Outcome::Draw));
    let off = position(WHITE_BOXED_IN, "w 0,0 3-3 - 0 2000", &porta());
    assert_eq!(off.outcome(), None, "no limit by default");
}

/// Black a3 and a6 hold the outer cells of a Doppia Anta; White b4, b5.
const OPEN_DOPPIA_ANTA: &str = "
    . . . . . . . .
    . . . . . . . .
    b . . . . . . .
    . w . . . . . .
    . w . . . . . .
    b . . . . . . .
    . . . . . . . .
    . . . . . . . .";

#[test]
fn r15_neither_inner_cell_of_an_open_doppia_anta_may_be_entered() {
    let game = position(OPEN_DOPPIA_ANTA, WHITE_MOVES, &doppia_anta());
    assert!(!legal(&game, "b4-a4"));
    assert!(!legal(&game, "b5-a5"));
    #[cfg(feature = "view")]
    assert_eq!(cells_with(&game, Tone::Gate), ["a4", "a5"]);
    assert_eq!(
        game.explain(&[Target::Cell(cell("b4")), Target::Cell(cell("a4"))])
            .as_deref(),
        Some("a4 is inside Black's open Doppia Anta: White may not enter it")
    );
    // Whatever the other inner cell holds.
    let half = position(
        "
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        w . . . . . . .
        . w . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        WHITE_MOVES,
        &doppia_anta(),
    );
    assert!(!legal(&half, "b4-a4"));
}

#[test]
fn r15_in_doppia_anta_the_gap_of_a_three_man_porta_is_no_gate() {
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . w . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .";
    let game = position(diagram, WHITE_MOVES, &doppia_anta());
    assert!(legal(&game, "b4-a4"));
    let with_porte = position(
        diagram,
        WHITE_MOVES,
        &options(&[("variant", "doppia_anta"), ("da_porta", "on")]),
    );
    assert!(!legal(&with_porte, "b4-a4"));
}

#[test]
fn r16_three_man_porte_score_in_doppia_anta_only_with_the_option() {
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . w . . .";
    let mut plain = position(diagram, BLACK_MOVES, &doppia_anta());
    play(&mut plain, "b4-a4");
    assert_eq!(scores(&plain), (0, 0));
    let mut with_porte = position(
        diagram,
        BLACK_MOVES,
        &options(&[("variant", "doppia_anta"), ("da_porta", "on")]),
    );
    play(&mut with_porte, "b4-a4");
    assert_eq!(scores(&with_porte), (0, 1));
    assert_eq!(pending(&with_porte), "1:a3a4a5");
}

#[test]
fn r17_in_finestra_a_man_in_the_gap_blocks_the_window() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . b . b . .
        . . . . w . . .
        . . . . b . . .
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut game, "e3-e4");
    assert_eq!(scores(&game), (0, 0), "the disturber scores nothing");
    play(&mut game, "e2-e3");
    assert_eq!(scores(&game), (0, 0), "and d4-e4-f4 is no longer Black's");
}

#[test]
fn r18_finestre_run_along_rows_columns_and_both_diagonals() {
    // Each case: two White men around d4 and the man entering it from c4
    // (or d5 for the row through c4).
    let cases = [
        ("row", ["c4", "e4"], "d5"),
        ("column", ["d3", "d5"], "c4"),
        ("diagonal", ["c3", "e5"], "c4"),
        ("anti-diagonal", ["c5", "e3"], "c4"),
    ];
    for (name, ends, from) in cases {
        let mut game = Porta::from_text("8/8/8/8/8/8/8/7b w 0,0 0-0 - 0 0", &finestra()).unwrap();
        let mut text = game.to_text();
        for sq in ends.iter().chain([&from]) {
            let c = cell(sq);
            text = put(&text, c, 'w');
        }
        game = Porta::from_text(&text, &finestra()).unwrap();
        play(&mut game, &format!("{from}-d4"));
        assert_eq!(scores(&game), (1, 0), "{name}");
    }
    // Exactly three consecutive cells: an end of c4-d4 scores nothing.
    let mut end = position(
        "
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        . . w w . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        WHITE_MOVES,
        &finestra(),
    );
    play(&mut end, "e5-e4");
    assert_eq!(scores(&end), (0, 0));
}

/// Puts a man on a square of a position text's board.
fn put(text: &str, at: Coord, man: char) -> String {
    let (board, rest) = text.split_once(' ').unwrap();
    let mut rows: Vec<Vec<char>> = board
        .split('/')
        .map(|row| {
            row.chars()
                .flat_map(|c| match c.to_digit(10) {
                    Some(n) => vec!['.'; n as usize],
                    None => vec![c],
                })
                .collect()
        })
        .collect();
    rows[7 - at.rank as usize][at.file as usize] = man;
    let diagram: Vec<String> = rows
        .iter()
        .map(|r| r.iter().map(|c| format!("{c} ")).collect())
        .collect();
    format!("{} {rest}", diagram_ranks(&diagram.join("\n")))
}

#[test]
fn r19_men_beyond_the_ends_are_not_part_of_the_formation() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . w . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . . . . . .",
        BLACK_MOVES,
        &porta(),
    );
    play(&mut game, "b3-a3");
    assert_eq!(scores(&game), (0, 1));
    assert_eq!(relocation_sources(&game), ["a2", "a3", "a4"], "a5 stays");
}

#[test]
fn r20_white_places_first_and_moves_first_in_phase_two() {
    let mut game = Porta::new(&porta());
    assert_eq!(game.to_text(), "8/8/8/8/8/8/8/8 w 12,12 0-0 - 0 0");
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "Placing: White has 12 men in hand, Black 12"
    );
    for ply in 0..24 {
        assert_eq!(game.to_move(), if ply % 2 == 0 { WHITE } else { BLACK });
        let moves = game.moves();
        assert!(moves.iter().all(|m| matches!(m, PortaMove::Place(_))));
        let first = moves[(ply * 7) % moves.len()];
        game.play(&first).unwrap();
    }
    assert_eq!(game.to_move(), WHITE);
    assert!(only_steps_or_pass(&game));
    #[cfg(feature = "view")]
    assert_eq!(
        game.notes()[1],
        "Moving: step a man one square up, down, left or right"
    );
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_from_the_empty_board_for_each_variant() {
    for opts in [porta(), doppia_anta(), finestra()] {
        let start = Porta::new(&opts);
        assert_eq!(perft(&start, 1), 64);
        assert_eq!(perft(&start, 2), 64 * 63);
        assert_eq!(perft(&start, 3), 64 * 63 * 62);
    }
}

#[test]
fn perft_one_in_a_phase_two_position_counted_by_hand() {
    // White a1: a2, b1. White d4: d3, c4, d5 (e4 is Black's).
    // White g3: g2, f3, g4, not h3 (gap of Black's h2-h4). 8 steps.
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . w b . . b
        . . . . . . w .
        . . . . . . . b
        w . . . . . . .",
        WHITE_MOVES,
        &porta(),
    );
    assert_eq!(perft(&game, 1), 8);
    assert_eq!(
        names(&game),
        ["a1-b1", "a1-a2", "g3-g2", "g3-f3", "g3-g4", "d4-d3", "d4-c4", "d4-d5"]
    );
    // Black then: e4: e3, f4, e5 (d4 White); h2: h1, g2, h3;
    // h4: h3, g4, h5 — after any White move that leaves those cells.
    let mut after = game.clone();
    play(&mut after, "a1-b1");
    assert_eq!(perft(&after, 1), 9);
}

// ---------------------------------------------------------------- notation, clicks, motion

#[test]
fn notation_round_trips_and_reads_any_case() {
    let game = Porta::new(&porta());
    let cases = [
        ("d4", PortaMove::Place(27)),
        ("d4-d5", PortaMove::Step { from: 27, to: 35 }),
        ("R:a2-h7", PortaMove::Relocate { from: 8, to: 55 }),
        ("pass", PortaMove::Pass),
    ];
    for (text, mv) in cases {
        assert_eq!(game.parse_move(text).unwrap(), mv);
        assert_eq!(game.move_to_string(&mv), text);
    }
    assert_eq!(
        game.parse_move("r:A2-H7").unwrap(),
        PortaMove::Relocate { from: 8, to: 55 }
    );
    assert_eq!(game.parse_move("PASS").unwrap(), PortaMove::Pass);
    assert_eq!(
        game.parse_move("D4D5").unwrap(),
        PortaMove::Step { from: 27, to: 35 }
    );
    for bad in [
        "",
        "R:a2",
        "R:",
        "r",
        "z9",
        "d4-",
        "d4+d5",
        "d4-d5-d6",
        "a0",
        "i1",
        "d4 d5",
        "R:a2-h9",
        "\u{1F600}",
        "d\u{1F600}",
        "R\u{1F600}",
    ] {
        let error = game.parse_move(bad).unwrap_err();
        assert!(!error.reason.is_empty(), "{bad}");
    }
}

#[test]
fn clicks_and_motion_follow_the_move_kind() {
    let game = Porta::new(&porta());
    let place = game.parse_move("d4").unwrap();
    assert_eq!(game.clicks(&place), [Target::Cell(cell("d4"))]);
    #[cfg(feature = "view")]
    assert_eq!(
        game.motion(&place)[0].changes,
        [Change::Appear { at: cell("d4") }]
    );
    for text in ["d4-d5", "R:a2-h7"] {
        let mv = game.parse_move(text).unwrap();
        let (from, to) = (
            cell(&text[text.len() - 5..text.len() - 3]),
            cell(&text[text.len() - 2..]),
        );
        assert_eq!(game.clicks(&mv), [Target::Cell(from), Target::Cell(to)]);
        #[cfg(feature = "view")]
        assert_eq!(game.motion(&mv)[0].changes, [Change::Slide { from, to }]);
    }
    #[cfg(feature = "view")]
    assert!(game.motion(&PortaMove::Pass).is_empty());
}

// ---------------------------------------------------------------- position text, options

#[test]
fn position_text_round_trips_and_refuses_bad_input_with_a_reason() {
    let good = [
        "8/8/8/8/8/8/8/8 w 12,12 0-0 - 0 0",
        "8/8/8/8/8/8/b7/w7 w 11,11 0-0 - 0 2",
        "8/8/8/8/b7/b7/b7/8 w 0,0 0-1 1:a2a3a4 0 30",
        "8/8/8/8/b7/8/b7/7b w 0,0 0-1 1:a2a4/a3 0 31",
        "8/8/8/8/8/8/b7/wb6 w 0,0 2-1 - 1 9",
    ];
    for text in good {
        let game = Porta::from_text(text, &porta()).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(game.to_text(), text);
    }
    let bad = [
        ("", "expected 7 fields"),
        ("8/8/8/8/8/8/8/8 w 12,12 0-0 - 0", "expected 7 fields"),
        ("8/8/8/8/8/8/8 w 12,12 0-0 - 0 0", "8 ranks"),
        ("8/8/8/8/8/8/8/8 x 12,12 0-0 - 0 0", "`w` or `b`"),
        ("8/8/8/8/8/8/8/8 b 12,12 0-0 - 0 0", "White places next"),
        ("8/8/8/8/8/8/8/8 w 12-12 0-0 - 0 0", "`white,black`"),
        ("8/8/8/8/8/8/8/8 w 13,13 0-0 - 0 0", "up to 12"),
        ("8/8/8/8/8/8/8/w7 w 12,12 0-0 - 0 0", "more than 12"),
        ("8/8/8/8/8/8/8/8 w 12,10 0-0 - 0 0", "as many men as Black"),
        ("8/8/8/8/8/8/8/8 w 12,12 0:0 - 0 0", "`white-black`"),
        ("8/8/8/8/8/8/8/8 w 0,0 5-5 - 0 0", "both players"),
        ("8/8/8/8/8/8/8/8 w 0,0 0-0 - 3 0", "passes"),
        ("8/8/8/8/8/8/8/8 w 0,0 0-0 - 0 x", "plies"),
        ("8/8/8/8/8/8/8/8 w 0,0 0-0 1:a2 0 0", "Black's"),
        (
            "8/8/8/8/8/8/b7/8 w 0,0 0-0 2:a2 0 0",
            "owes more relocations (2)",
        ),
        ("8/8/8/8/8/8/b7/8 w 0,0 0-0 1:a2/a2 0 0", "both"),
        ("8/8/8/8/8/8/b7/8 w 0,0 0-0 a2 0 0", "`N:CELLS"),
        ("8/8/8/8/8/8/b7/8 w 0,0 0-0 1:z9 0 0", "square"),
        ("8/8/8/8/8/8/b7/8 w 0,0 0-5 1:a2 0 0", "won"),
        ("8/8/8/8/8/8/b7/8 w 1,1 0-0 1:a2 0 0", "placed"),
        (
            "8/8/8/8/8/8/8/8 w 12,12 0-0 - 0 0 extra",
            "expected 7 fields",
        ),
        ("\u{1F600} w 12,12 0-0 - 0 0", "rank"),
    ];
    for (text, reason) in bad {
        let error = Porta::from_text(text, &porta()).expect_err(text);
        assert!(
            error.reason.contains(reason),
            "`{text}`: `{}` should mention `{reason}`",
            error.reason
        );
    }
}

#[test]
fn options_have_rules_defaults_and_read_back() {
    let defaults = PortaOptions::default();
    assert_eq!(defaults.changed_pairs(), Vec::<(String, String)>::new());
    for spec in PortaOptions::specs() {
        assert_eq!(
            defaults.get(spec.key).as_deref(),
            Some(spec.default),
            "{}",
            spec.key
        );
        assert!(!spec.help.is_empty());
    }
    assert_eq!(defaults.get("ban_placing").as_deref(), Some("on"));
    assert_eq!(defaults.get("ban_relocating").as_deref(), Some("off"));
    let mut changed = defaults;
    for (key, value) in [
        ("variant", "finestra"),
        ("target", "7"),
        ("one_closure", "on"),
        ("forbid_forming", "on"),
        ("ban_placing", "off"),
        ("ban_relocating", "on"),
        ("same_cell", "on"),
        ("da_porta", "on"),
        ("max_plies", "400"),
    ] {
        changed.set(key, value).unwrap();
        assert_eq!(changed.get(key).as_deref(), Some(value));
    }
    assert_eq!(changed.changed_pairs().len(), 9);
    assert!(changed.set("colour", "red").is_err());
    assert!(changed.set("same_cell", "yes").is_err());
    assert!(changed.set("variant", "porte").is_err());
}

#[test]
fn a_record_with_a_relocation_survives_text_and_link() {
    use tavoliere::record::Record;
    let record = Record {
        game: "porta".into(),
        options: vec![("variant".into(), "finestra".into())],
        start: Some("7b/8/8/8/8/1w1w4/2w5/8 w 0,0 0-0 - 0 0".into()),
        moves: vec!["c2-c3".into(), "R:b3-h1".into(), "h8-g8".into()],
        clock: None,
        notes: Default::default(),
    };
    assert_eq!(Record::parse_text(&record.to_text()).unwrap(), record);
    let fragment = record.to_fragment();
    assert!(fragment.contains("moves=c2-c3+R:b3-h1+h8-g8"), "{fragment}");
    assert_eq!(Record::parse_fragment(&fragment).unwrap(), record);
    let replay = record.replay().unwrap();
    assert_eq!(replay.moves, record.moves);
    assert_eq!(
        replay.end.position_text(),
        "6b1/8/8/8/8/2ww4/8/7w w 0,0 1-0 - 0 3"
    );
}

#[test]
fn white_places_first_and_is_drawn_light() {
    #[cfg(feature = "view")]
    use tavoliere::game::Seat;
    #[cfg(feature = "view")]
    use tavoliere::ui::scene::Ink;
    let game = Porta::new(&PortaOptions::default());
    assert_eq!(game.seat_name(game.to_move()), "White");
    #[cfg(feature = "view")]
    assert_eq!(game.ink(Seat(0)), Ink::Light);
    #[cfg(feature = "view")]
    assert_eq!(game.ink(Seat(1)), Ink::Dark);
}

#[cfg(feature = "view")]
#[test]
fn the_open_formations_of_both_players_are_drawn_as_gates() {
    // White's a2-a4 and Black's h2-h4 are both open; only Black's is banned
    // to White, but both are shown so each player sees the other's ban coming.
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w . . . . . . b
        . . . . . . . .
        w . . . . . . b
        . . . . . . . .",
        WHITE_MOVES,
        &porta(),
    );
    assert_eq!(cells_with(&game, Tone::Gate), ["a3", "h3"]);
    let finestra = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        w . . . . . . b
        . . . . . . . .
        w . . . . . . b
        . . . . . . . .",
        WHITE_MOVES,
        &options(&[("variant", "finestra")]),
    );
    assert!(
        cells_with(&finestra, Tone::Gate).is_empty(),
        "no ban, no gates"
    );
}
