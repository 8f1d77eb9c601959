//! Byte: the test vectors of RULES.md 6.4, one scenario per rule and per
//! resolution of 6.5, and perft cross-checked with a naive reference.
//!
//! Boards are drawn as text, top rank first: `.` is an empty square, and a
//! stack is its colours from bottom to top (`b` Black, `w` White), so `bww`
//! is a Black checker under two White ones.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeMap;

use common::diagram_ranks;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::byte::{Byte, ByteMove, ByteOptions, BLACK, WHITE};
use tavoliere::geometry::Coord;
use tavoliere::rng::Rng;
#[cfg(feature = "view")]
use tavoliere::ui::scene::{Change, PieceLook};
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn defaults() -> ByteOptions {
    ByteOptions::default()
}

fn options(pairs: &[(&str, &str)]) -> ByteOptions {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    ByteOptions::from_pairs(&pairs).unwrap()
}

/// Position text from a diagram: stacks of several checkers get the
/// parentheses of the position-text grammar.
fn position_with(diagram: &str, to_move: &str, won: &str, options: &ByteOptions) -> Byte {
    let wrapped: String = diagram
        .lines()
        .map(|line| {
            line.split_whitespace()
                .map(|cell| {
                    if cell.len() > 1 {
                        format!("({cell})")
                    } else {
                        cell.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let text = format!("{} {to_move} {won}", diagram_ranks(&wrapped));
    Byte::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn position(diagram: &str, to_move: &str) -> Byte {
    position_with(diagram, to_move, "0-0", &defaults())
}

fn names(game: &Byte) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn play(game: &mut Byte, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

fn refusal(game: &Byte, clicks: &[Target]) -> String {
    game.explain(clicks)
        .unwrap_or_else(|| panic!("no explanation for {clicks:?}"))
}

fn sq(text: &str) -> Coord {
    Coord::parse(text, 10, 10).unwrap()
}

fn level(cell: &str, level: u8) -> Target {
    Target::Level {
        cell: sq(cell),
        level,
    }
}

// ---------------------------------------------------------------- 6.1, 6.4

#[cfg(feature = "view")]
#[test]
fn the_start_follows_steeres_figure_mirrored_to_a1_dark() {
    let start = Byte::new(&defaults());
    assert_eq!(
        start.to_text(),
        "8/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/b1b1b1b1/1w1w1w1w/8 b 0-0"
    );
    assert_eq!(start.to_move(), BLACK, "the seed: Black moves first");
    assert_eq!(start.scene().pieces.len(), 24);
}

#[test]
fn the_opening_has_35_merges_for_either_side() {
    for first in ["black", "white"] {
        let start = Byte::new(&options(&[("first", first)]));
        let moves = start.moves();
        assert_eq!(moves.len(), 35, "{first} first");
        assert!(moves.iter().all(|m| matches!(m, ByteMove::Merge { .. })));
    }
}

#[test]
fn whites_opening_merges_by_rank_are_7_14_14() {
    let start = Byte::new(&options(&[("first", "white")]));
    assert_eq!(start.to_move(), WHITE);
    let all = names(&start);
    let by_rank = |rank: char| all.iter().filter(|m| m.as_bytes()[1] == rank as u8).count();
    assert_eq!(
        (by_rank('2'), by_rank('4'), by_rank('6')),
        (7, 14, 14),
        "{all:?}"
    );
    assert!(all.contains(&"b2-a3".to_string()));
    assert!(all.contains(&"b2-c3".to_string()));
    let mut game = start.clone();
    play(&mut game, "b2-c3");
    // b2 lands at level 2 on c3.
    assert!(
        game.to_text().contains("/b1(bw)1b1b1/"),
        "{}",
        game.to_text()
    );
}

#[test]
fn steere_fig5_a_level_3_checker_cannot_go_onto_a_2_stack_but_level_1_can() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . bb . . .
        . . . wbw . . . .
        . . . . . . . .
        . . . . . . . .
        bbb . . . . . . .",
        "w",
    );
    let all = names(&game);
    assert!(all.contains(&"d4-e5".to_string()), "{all:?}");
    assert!(!all.contains(&"d4:3-e5".to_string()), "{all:?}");
    assert_eq!(
        refusal(&game, &[level("d4", 2), Target::Cell(sq("e5"))]),
        "a checker must rise: from level 3 it cannot go onto a stack of 2"
    );
    // Black's e5: level 1 onto the 3-stack rises, level 2 rises too.
    let black = Byte::from_text(&game.to_text().replace(" w ", " b "), &defaults()).unwrap();
    let black_moves = names(&black);
    assert!(black_moves.contains(&"e5-d4".to_string()));
    assert!(black_moves.contains(&"e5:2-d4".to_string()));
}

#[test]
fn on_an_equal_stack_even_the_top_checker_rises() {
    // The moved checkers land on top: level 2 of d4 lands at level 3 of e5.
    let game = position(
        "
        . . . . . . . wwww
        . . . . . . . .
        . . . . . . . .
        . . . . ww . . .
        . . . bb . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
    );
    assert_eq!(names(&game), ["d4-e5", "d4:2-e5"]);
    assert_eq!(
        game.explain(&[level("d4", 1), Target::Cell(sq("e5"))]),
        None
    );
}

#[test]
fn steere_fig6_a_merge_making_9_is_illegal() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . bbbb . . .
        . . . wwwww . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "w",
    );
    let all = names(&game);
    assert!(!all.contains(&"d4-e5".to_string()), "{all:?}");
    assert!(all.contains(&"d4:2-e5".to_string()), "makes exactly 8");
    assert_eq!(
        refusal(&game, &[level("d4", 0), Target::Cell(sq("e5"))]),
        "that would make 9 checkers"
    );
}

#[cfg(feature = "view")]
#[test]
fn steere_fig6_a_forced_merge_gives_the_stack_to_the_opponent() {
    // White's only checkers: d4 (under a Black one). White has won one stack.
    let mut game = position_with(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . bbbbbb . . .
        . . . wb . . . .
        . . . . . . . .
        . . . . . . . b
        bbbbbbb . . . . . . .",
        "w",
        "0-1",
        &defaults(),
    );
    assert_eq!(names(&game), ["d4-e5"], "the only legal move");
    play(&mut game, "d4-e5");
    assert!(
        game.to_text().ends_with(" b 1-1"),
        "Black's checker was on top: {}",
        game.to_text()
    );
    assert!(game.notes()[0].starts_with("Won stacks: Black 1, White 1"));
    assert_eq!(game.outcome(), None);
}

// ---------------------------------------------------------------- 6.2 basic moves

#[cfg(feature = "view")]
#[test]
fn a_basic_move_approaches_any_of_equidistant_nearest_stacks() {
    // b6 and f2 are 2 steps from d4; h8 is 4 steps away.
    let game = position(
        "
        . . . . . . . ww
        . . . . . . . .
        . ww . . . . . .
        . . . . . . . .
        . . . bb . . . .
        . . . . . . . .
        . . . . . ww . .
        . . . . . . . .",
        "b",
    );
    assert_eq!(names(&game), ["d4-e3", "d4-c5"]);
    let reason = refusal(&game, &[level("d4", 0), Target::Cell(sq("e5"))]);
    assert_eq!(
        reason,
        "that step does not approach a nearest stack (f2, b6, 2 steps away)"
    );
    assert!(game.notes().contains(&"Black can step: d4".to_string()));
}

#[test]
fn a_stack_straight_ahead_is_approached_by_both_diagonals() {
    // d6 is 4 diagonal steps from d2 (the king distance, RULES.md 6.5.4).
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . wwww . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . bbbb . . . .
        . . . . . . . .",
        "b",
    );
    // Distance 4 up the d-file; both upward diagonals approach.
    assert_eq!(names(&game), ["d2-c3", "d2-e3"]);
}

#[test]
fn a_stack_with_a_neighbour_makes_no_basic_move() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . wwwww . . .
        . . . bbb . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
    );
    assert_eq!(names(&game), ["d4-e5", "d4:2-e5", "d4:3-e5"], "only merges");
    assert_eq!(
        refusal(&game, &[level("d4", 0), Target::Cell(sq("c3"))]),
        "a stack with a neighbour cannot make a basic move"
    );
    let white = Byte::from_text(&game.to_text().replace(" b ", " w "), &defaults()).unwrap();
    assert_eq!(
        names(&white),
        ["e5-d4", "e5:2-d4", "e5:3-d4"],
        "neither stack may step"
    );
}

#[cfg(feature = "view")]
#[test]
fn a_whole_stack_makes_a_basic_move_and_a_whole_stack_merges() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . bww . . . .
        . . . . . . . .
        . . . . . wwwww . .
        . . . . . . . .",
        "b",
    );
    assert_eq!(names(&game), ["d4-e3"]);
    let mv = game.parse_move("d4-e3").unwrap();
    assert_eq!(
        game.motion(&mv)[0].changes,
        [Change::Lift {
            from: sq("d4"),
            level: 0,
            to: sq("e3"),
        }]
    );
    assert_eq!(game.clicks(&mv), [level("d4", 0), Target::Cell(sq("e3"))]);
    play(&mut game, "d4-e3");
    assert_eq!(game.to_text(), "8/8/8/8/8/4(bww)3/5(wwwww)2/8 w 0-0");
    // Now neighbours: no more steps; White merges either way.
    assert_eq!(
        names(&game),
        ["f2-e3", "f2:2-e3", "f2:3-e3", "e3:2-f2", "e3:3-f2"]
    );
}

#[test]
fn the_basic_move_belongs_to_the_owner_of_the_bottom_checker() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . bww . . . .
        . . . . . . . .
        . . . . . wwwww . .
        . . . . . . . .",
        "w",
    );
    // White owns d4's upper checkers but not its bottom: only f2 steps.
    assert_eq!(names(&game), ["f2-e3"]);
    assert_eq!(
        refusal(&game, &[level("d4", 0), Target::Cell(sq("e3"))]),
        "that checker is Black's: White moves only their own checkers"
    );
    assert_eq!(
        refusal(&game, &[level("d4", 1), Target::Cell(sq("e3"))]),
        "only a whole stack steps onto an empty square: pick its bottom checker"
    );
}

// ---------------------------------------------------------------- 6.2 merges

#[cfg(feature = "view")]
#[test]
fn a_checker_merges_out_of_a_stack_whose_bottom_is_the_opponents() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . bbbbbb . . .
        . . . bw . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "w",
    );
    assert_eq!(names(&game), ["d4:2-e5"]);
    let mv = game.parse_move("d4:2-e5").unwrap();
    assert_eq!(game.clicks(&mv), [level("d4", 1), Target::Cell(sq("e5"))]);
    assert_eq!(
        game.motion(&mv),
        [tavoliere::ui::scene::Step {
            changes: vec![Change::Lift {
                from: sq("d4"),
                level: 1,
                to: sq("e5"),
            }],
        }]
    );
    play(&mut game, "d4:2-e5");
    assert_eq!(game.to_text(), "8/8/8/4(bbbbbbw)3/3b4/8/8/8 b 0-0");
}

#[cfg(feature = "view")]
#[test]
fn an_eight_stack_leaves_the_board_and_goes_to_its_top_checker() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . bwbwb . . .
        . . . wbw . . . .
        . . . . . . . .
        . . . . . . . .
        bbbbbbb . . . . . . .",
        "w",
    );
    let mv = game.parse_move("d4-e5").unwrap();
    let steps = game.motion(&mv);
    assert_eq!(steps.len(), 2);
    assert_eq!(
        steps[1].changes,
        vec![Change::Vanish { at: sq("e5") }; 8],
        "one vanish per checker"
    );
    play(&mut game, "d4-e5");
    assert_eq!(game.to_text(), "8/8/8/8/8/8/8/(bbbbbbb)7 b 0-1");
    // Fewer than 8 checkers remain: no stack can be made; White won more.
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
    assert!(game.moves().is_empty());
    assert!(game.end_reason().unwrap().contains("no stack can be made"));
}

#[test]
fn the_game_ends_when_a_player_wins_two_stacks() {
    let mut game = position_with(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . wwwwwww . . .
        . . . b . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        "1-0",
        &defaults(),
    );
    assert_eq!(names(&game), ["d4-e5"]);
    play(&mut game, "d4-e5");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(game.end_reason().unwrap(), "Black won 2 stacks, a majority");
    assert!(game.moves().is_empty());
    // The won position reads back as won.
    let reread = Byte::from_text(&game.to_text(), &defaults()).unwrap();
    assert_eq!(reread.outcome(), Some(Outcome::Win(BLACK)));
}

// ---------------------------------------------------------------- passes

#[test]
fn a_player_without_moves_passes() {
    // Black's checkers sit on a White-bottomed stack with no neighbour.
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . wwwww .
        . . . . . . . .
        . . . . . . . .
        . . . wbb . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
    );
    assert_eq!(game.moves(), [ByteMove::Pass]);
    assert_eq!(game.clicks(&ByteMove::Pass), [Target::Choice("pass")]);
    play(&mut game, "pass");
    assert!(
        game.to_text().ends_with(" w 0-0 passed"),
        "{}",
        game.to_text()
    );
    assert_eq!(game.outcome(), None);
    let white = names(&game);
    assert!(white.contains(&"d4-e5".to_string()) && white.contains(&"g7-f6".to_string()));
    play(&mut game, "g7-f6");
    assert!(game.to_text().ends_with(" b 0-0"), "the pass count resets");
}

#[test]
fn two_passes_in_a_row_end_the_game() {
    // From a real game two passes cannot follow each other: if the player
    // to move is stuck, every isolated stack has the opponent's checker at
    // the bottom, and in any two neighbouring stacks the top checker of the
    // lower one can go onto the other; so the opponent has a move. The
    // guard is still there (RULES.md 6.3); set-up text reaches it.
    let mut game =
        Byte::from_text("8/6(wwwww)1/8/8/3(wbb)4/8/8/8 b 1-0 passed", &defaults()).unwrap();
    assert_eq!(game.moves(), [ByteMove::Pass]);
    play(&mut game, "pass");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(
        game.end_reason().unwrap(),
        "neither player could move; Black won more stacks (1-0)"
    );
}

// ---------------------------------------------------------------- options

#[test]
fn white_first_is_the_same_start_with_white_to_move() {
    let start = Byte::new(&options(&[("first", "white")]));
    assert_eq!(start.to_move(), WHITE);
    assert!(start.to_text().ends_with(" w 0-0"));
    assert_eq!(perft(&start, 2), perft(&Byte::new(&defaults()), 2));
}

#[cfg(feature = "view")]
#[test]
fn ten_by_ten_has_five_stacks_and_three_win() {
    let ten = options(&[("size", "10")]);
    let start = Byte::new(&ten);
    assert_eq!(
        start.to_text(),
        "10/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/b1b1b1b1b1/1w1w1w1w1w/\
         b1b1b1b1b1/1w1w1w1w1w/10 b 0-0"
    );
    let scene = start.scene();
    assert_eq!(
        (scene.width, scene.height, scene.pieces.len()),
        (10, 10, 40)
    );
    assert!(names(&start).contains(&"i9-j8".to_string()));
    // Two won stacks do not end it; the third does.
    let mut game = position_with(
        "
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . wwwwwww . . . .
        . . . . b . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        bbbbbbb . . . . . . . . .",
        "b",
        "2-0",
        &ten,
    );
    assert_eq!(game.outcome(), None);
    assert!(game.notes()[0].ends_with("(3 win)"));
    play(&mut game, "e5-f6");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(game.end_reason().unwrap(), "Black won 3 stacks, a majority");
}

#[test]
fn the_ply_limit_gives_the_game_to_more_stacks_won_or_a_draw() {
    let limited = options(&[("max_plies", "2")]);
    let mut game = Byte::new(&limited);
    play(&mut game, "a3-b4");
    assert_eq!(game.outcome(), None);
    play(&mut game, "b2-c3");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(game
        .end_reason()
        .unwrap()
        .starts_with("the ply limit was reached"));
}

// ---------------------------------------------------------------- notation, text

#[test]
fn notation_reads_levels_and_refuses_nonsense() {
    let game = Byte::new(&defaults());
    assert_eq!(
        game.parse_move("a3:1-b4").unwrap(),
        game.parse_move("a3-b4").unwrap()
    );
    for bad in [
        "", "a3", "a3-", "a4-b5", "a3:0-b4", "a3:8-b4", "a3-b4x", "i9-h8", "pass x",
    ] {
        let error = game.parse_move(bad).expect_err(bad);
        assert!(!error.reason.is_empty());
    }
    assert!(game
        .parse_move("a4-b5")
        .unwrap_err()
        .reason
        .contains("light square"));
}

#[test]
fn position_text_refuses_what_cannot_stand() {
    let bad = [
        ("8/8/8/8/8/8/8/8 b", "expected the ranks"),
        ("8/8/8/8/8/8/8 b 0-0", "expected 8 ranks"),
        ("8/8/8/8/8/8/8/1b6 b 0-0", "light square"),
        ("8/8/8/8/8/8/8/(bbbbbbbb)7 b 0-0", "1 to 7"),
        ("8/8/8/8/8/8/8/()7 b 0-0", "1 to 7"),
        ("8/8/8/8/8/8/8/(bx)7 b 0-0", "not `b` or `w`"),
        ("8/8/8/8/8/8/8/(bb7 b 0-0", "without `)`"),
        ("8/8/8/8/8/8/8/9 b 0-0", "run of empty"),
        ("8/8/8/8/8/8/8/7 b 0-0", "7 squares"),
        ("8/8/8/8/8/8/8/8 x 0-0", "`b` or `w`"),
        ("8/8/8/8/8/8/8/8 b 1", "like `1-0`"),
        ("8/8/8/8/8/8/8/8 b 2-2", "has 24"),
        ("8/8/8/8/8/8/8/8 b 0-0 again", "unexpected `again`"),
    ];
    for (text, reason) in bad {
        let error = Byte::from_text(text, &defaults()).expect_err(text);
        assert!(
            error.reason.contains(reason),
            "{text}: `{}` lacks `{reason}`",
            error.reason
        );
    }
}

#[cfg(feature = "view")]
#[test]
fn the_scene_shows_every_checker_with_its_level() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . bww . . . .
        . . . . . . . .
        . . . . . wwwww . .
        . . . . . . . .",
        "b",
    );
    let mut looks: Vec<(Coord, PieceLook)> =
        game.scene().pieces.iter().map(|p| (p.at, p.look)).collect();
    looks.sort_by_key(|(c, l)| (*c, format!("{l:?}")));
    let checker = |owner, level| PieceLook::Checker { owner, level };
    assert_eq!(
        looks,
        [
            (sq("d4"), checker(BLACK, 0)),
            (sq("d4"), checker(WHITE, 1)),
            (sq("d4"), checker(WHITE, 2)),
            (sq("f2"), checker(WHITE, 0)),
            (sq("f2"), checker(WHITE, 1)),
            (sq("f2"), checker(WHITE, 2)),
            (sq("f2"), checker(WHITE, 3)),
            (sq("f2"), checker(WHITE, 4)),
        ]
    );
}

#[test]
fn clicking_someone_elses_checker_is_explained() {
    let game = Byte::new(&defaults());
    assert_eq!(
        refusal(&game, &[level("b2", 0)]),
        "that checker is White's: Black moves only their own checkers"
    );
    assert_eq!(game.explain(&[level("a3", 0)]), None, "a3 can move");
}

// ---------------------------------------------------------------- perft

/// A naive reference written from RULES.md 6.2 with maps and loops, sharing
/// no code with the engine: stacks by (file, rank), colours bottom first.
#[derive(Clone)]
struct Reference {
    size: i32,
    stacks: BTreeMap<(i32, i32), Vec<u8>>,
    side: u8,
    won: [u32; 2],
}

impl Reference {
    fn from_text(text: &str, size: i32) -> Reference {
        let fields: Vec<&str> = text.split(' ').collect();
        let mut stacks = BTreeMap::new();
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = size - 1 - i as i32;
            let mut file = 0;
            let mut chars = row.chars().peekable();
            while let Some(ch) = chars.next() {
                match ch {
                    'b' | 'w' => {
                        stacks.insert((file, rank), vec![u8::from(ch == 'w')]);
                        file += 1;
                    }
                    '(' => {
                        let mut stack = Vec::new();
                        for c in chars.by_ref() {
                            if c == ')' {
                                break;
                            }
                            stack.push(u8::from(c == 'w'));
                        }
                        stacks.insert((file, rank), stack);
                        file += 1;
                    }
                    _ => {
                        let mut digits = ch.to_string();
                        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                            digits.push(*d);
                            chars.next();
                        }
                        file += digits.parse::<i32>().unwrap();
                    }
                }
            }
        }
        let (b, w) = fields[2].split_once('-').unwrap();
        Reference {
            size,
            stacks,
            side: u8::from(fields[1] == "w"),
            won: [b.parse().unwrap(), w.parse().unwrap()],
        }
    }

    fn over(&self) -> bool {
        let total: usize = self.stacks.values().map(Vec::len).sum();
        let target = (self.size * self.size / 2 - self.size) as u32 / 8 / 2 + 1;
        self.won.iter().any(|&w| w >= target) || total < 8
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// Moves in the engine's notation.
    fn moves(&self) -> Vec<String> {
        if self.over() {
            return Vec::new();
        }
        let mut out = Vec::new();
        let diagonal = |(f, r): (i32, i32)| {
            [(-1, -1), (1, -1), (-1, 1), (1, 1)]
                .into_iter()
                .map(move |(df, dr)| (f + df, r + dr))
                .filter(|&(x, y)| x >= 0 && y >= 0 && x < self.size && y < self.size)
        };
        let dist = |a: (i32, i32), b: (i32, i32)| (a.0 - b.0).abs().max((a.1 - b.1).abs());
        for (&at, stack) in &self.stacks {
            if stack[0] != self.side || diagonal(at).any(|n| self.stacks.contains_key(&n)) {
                continue;
            }
            let others: Vec<(i32, i32)> =
                self.stacks.keys().copied().filter(|&o| o != at).collect();
            let Some(d) = others.iter().map(|&o| dist(at, o)).min() else {
                continue;
            };
            for n in diagonal(at) {
                if others.iter().any(|&o| dist(at, o) == d && dist(n, o) < d) {
                    out.push(format!(
                        "{}-{}",
                        Self::name(at.0, at.1),
                        Self::name(n.0, n.1)
                    ));
                }
            }
        }
        for (&at, stack) in &self.stacks {
            for n in diagonal(at) {
                let Some(onto) = self.stacks.get(&n) else {
                    continue;
                };
                for (index, &colour) in stack.iter().enumerate() {
                    let i = index + 1;
                    if colour == self.side
                        && onto.len() + 1 > i
                        && stack.len() - i + 1 + onto.len() <= 8
                    {
                        let level = if i == 1 {
                            String::new()
                        } else {
                            format!(":{i}")
                        };
                        out.push(format!(
                            "{}{level}-{}",
                            Self::name(at.0, at.1),
                            Self::name(n.0, n.1)
                        ));
                    }
                }
            }
        }
        if out.is_empty() {
            out.push("pass".into());
        }
        out
    }

    fn square(text: &str) -> (i32, i32) {
        let file = text.as_bytes()[0] as i32 - 'a' as i32;
        (file, text[1..].parse::<i32>().unwrap() - 1)
    }

    fn play(&mut self, mv: &str) {
        if mv != "pass" {
            let (left, to) = mv.split_once('-').unwrap();
            let (from, i) = match left.split_once(':') {
                Some((from, i)) => (from, i.parse::<usize>().unwrap()),
                None => (left, 1),
            };
            let (from, to) = (Self::square(from), Self::square(to));
            let source = self.stacks.get_mut(&from).unwrap();
            let moving = source.split_off(i - 1);
            if source.is_empty() {
                self.stacks.remove(&from);
            }
            let target = self.stacks.entry(to).or_default();
            target.extend(moving);
            if target.len() == 8 {
                self.won[target[7] as usize] += 1;
                self.stacks.remove(&to);
            }
        }
        self.side = 1 - self.side;
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|m| {
                let mut child = self.clone();
                child.play(m);
                child.perft(depth - 1)
            })
            .sum()
    }
}

#[test]
fn perft_of_the_opening_to_depth_three() {
    for (size, expected) in [(8, [35u64, 1_116, 32_349]), (10, [63, 3_756, 211_753])] {
        let start = Byte::new(&options(&[("size", &size.to_string())]));
        let reference = Reference::from_text(&start.to_text(), size);
        for depth in 1..=3u32 {
            let leaves = perft(&start, depth);
            assert_eq!(
                reference.perft(depth),
                leaves,
                "{size}x{size} perft {depth}"
            );
            assert_eq!(leaves, expected[depth as usize - 1], "perft {depth}");
        }
    }
}

#[test]
fn move_lists_match_the_reference_along_random_games() {
    let mut checked = 0;
    for (size, first) in [(8, "black"), (8, "white"), (10, "black")] {
        let opts = options(&[("size", &size.to_string()), ("first", first)]);
        for seed in 0..60 {
            let mut rng = Rng::new(seed);
            let mut game = Byte::new(&opts);
            let mut reference = Reference::from_text(&game.to_text(), size);
            loop {
                let mut expected = reference.moves();
                expected.sort();
                let mut actual = names(&game);
                actual.sort();
                assert_eq!(actual, expected, "in {}", game.to_text());
                checked += 1;
                let moves = game.moves();
                if moves.is_empty() {
                    break;
                }
                let mv = &moves[rng.below(moves.len())];
                reference.play(&game.move_to_string(mv));
                game.play_unchecked(mv);
            }
        }
    }
    assert!(checked > 5_000, "only {checked} positions checked");
}
