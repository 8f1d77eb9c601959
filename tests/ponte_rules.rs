//! Ponte and plain Dama Italiana: one scenario per rule of RULES.md
//! section 2, boards drawn as text (top rank first; `b`/`w` men, `B`/`W`
//! kings, `.` empty), and perft checked against a naive reference.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::diagram_ranks;
#[cfg(feature = "computer")]
use tavoliere::ai::Strategy;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::ponte::{Ponte, PonteOptions, BLACK, WHITE};
use tavoliere::geometry::Coord;
use tavoliere::rng::Rng;
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn opts(pairs: &[(&str, &str)]) -> PonteOptions {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    PonteOptions::from_pairs(&pairs).unwrap()
}

fn position(diagram: &str, to_move: &str, options: &PonteOptions) -> Ponte {
    let text = format!("{} {to_move}", diagram_ranks(diagram));
    Ponte::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(game: &Ponte) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn moves_from(game: &Ponte, square: &str) -> Vec<String> {
    let mut list: Vec<String> = names(game)
        .into_iter()
        .filter(|m| m.starts_with(square))
        .collect();
    list.sort();
    list
}

fn play(game: &mut Ponte, text: &str) {
    let mv = game.parse_move(text).unwrap();
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

#[cfg(feature = "view")]
fn bands(game: &Ponte) -> Vec<String> {
    let mut list: Vec<String> = game
        .scene()
        .bands
        .iter()
        .map(|b| format!("{}{}{}", b.seat.0, b.from, b.to))
        .collect();
    list.sort();
    list
}

fn cell(text: &str) -> Target {
    Target::Cell(Coord::parse(text, 8, 8).unwrap())
}

/// The Ponte of figs. 72-76: Black e1, f2, g3, h4.
const FIG72: &str = "
    . . . . . . . .
    w . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . b
    . . . . . . b .
    . . . . . b . .
    . . . . b . . .";

#[cfg(feature = "view")]
#[test]
fn start_black_first_with_the_starting_bridges() {
    let start = Ponte::new(&PonteOptions::default());
    assert_eq!(start.to_move(), BLACK);
    // Decision 6: c1-b2-a3 and g1-h2 are bridges from the first move on,
    // so a1 and c1 (and b2) may cross c1-b2-a3 and exit on b4.
    let mut all = names(&start);
    all.sort();
    assert_eq!(
        all,
        [
            "a1-b4", "a3-b4", "b2-b4", "c1-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4",
            "g3-h4"
        ]
    );
    assert_eq!(
        bands(&start),
        ["0b2a3", "0c1b2", "0g1h2", "1a7b8", "1g7f8", "1h6g7"]
    );
    let dama = Ponte::new(&opts(&[("bridges", "off")]));
    assert_eq!(dama.moves().len(), 7);
    assert!(bands(&dama).is_empty());
}

#[cfg(feature = "view")]
#[test]
fn a_chain_back_to_the_same_side_is_no_bridge() {
    // Decision 6: a1-b2-a3 runs from file a back to file a.
    let game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . b . . . . . .
        b . . . . . . .",
        "b",
        &PonteOptions::default(),
    );
    assert!(bands(&game).is_empty());
    assert_eq!(moves_from(&game, "a1"), Vec::<String>::new());
}

#[cfg(feature = "view")]
#[test]
fn fig_72_a_member_crosses_the_bridge_and_exits_at_its_end() {
    let game = position(FIG72, "b", &PonteOptions::default());
    assert!(moves_from(&game, "e1").contains(&"e1-g5".to_string()));
    assert_eq!(bands(&game), ["0e1f2", "0f2g3", "0g3h4"]);
}

#[cfg(feature = "view")]
#[test]
fn fig_73_an_arriving_man_crosses_the_whole_bridge() {
    let game = position(
        &FIG72.replace(". . . . b . . .", ". . . . b . b ."),
        "b",
        &PonteOptions::default(),
    );
    assert!(moves_from(&game, "g1").contains(&"g1-g5".to_string()));
    // Resolution 3: g1 itself makes g1-f2-g3-h4 a bridge.
    assert!(bands(&game).contains(&"0g1f2".to_string()));
}

#[test]
fn fig_75_a_blocked_end_leaves_the_intermediate_exits() {
    let game = position(
        &FIG72.replace(
            ". . . . . . . .\n    . . . . . . . b",
            ". . . . . . b .\n    . . . . . . . b",
        ),
        "b",
        &PonteOptions::default(),
    );
    assert_eq!(moves_from(&game, "e1"), ["e1-d2", "e1-e3", "e1-f4"]);
}

#[cfg(feature = "view")]
#[test]
fn fig_76_an_exit_that_captures() {
    let fig76 = FIG72.replace(". . . . . . . b", ". . . . . w . b");
    let game = position(&fig76, "b", &PonteOptions::default());
    let all = names(&game);
    assert!(all.contains(&"e1xf4-e5".to_string()), "{all:?}");
    assert!(all.contains(&"g3xe5".to_string()), "{all:?}");
    // Resolution 8: the capture is compulsory, so no plain traversal.
    assert!(all.iter().all(|m| m.contains('x')), "{all:?}");
    let mv = game.parse_move("e1xf4-e5").unwrap();
    assert_eq!(
        game.clicks(&mv),
        [cell("e1"), cell("f4"), cell("e5")],
        "the taken piece is clicked before the landing"
    );
    // One step per bridge cell, then the jump that removes f4.
    let motion = game.motion(&mv);
    assert_eq!(motion.len(), 3);
    assert_eq!(motion[2].changes.len(), 2);
    let mut after = game.clone();
    after.play(&mv).unwrap();
    assert!(after.to_text().starts_with("8/w7/8/4b3/7b/6b1/5b2/8"));
    // Resolution 8, OPTION: literal rule 9 keeps the traversals.
    let literal = position(&fig76, "b", &opts(&[("ponte_exit_capture_optional", "on")]));
    assert!(names(&literal).contains(&"e1-e3".to_string()));
}

#[test]
fn fig_74_leaping_over_an_enemy_bridge_takes_nothing() {
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        b . w . . . . .
        . b . . . . . .
        . . b . . . . .
        . . . b . . . .
        . . . . b . . .";
    let mut game = position(diagram, "w", &PonteOptions::default());
    assert_eq!(moves_from(&game, "c5"), ["c5-a3", "c5-d4"]);
    play(&mut game, "c5-a3");
    assert!(game.to_text().starts_with("8/8/8/b7/1b6/w1b5/3b4/4b3"));
    // Plain Dama: b4 is no bridge, so c5 must take it.
    let dama = position(diagram, "w", &opts(&[("bridges", "off")]));
    assert_eq!(names(&dama), ["c5xa3"]);
}

#[test]
fn a_leap_does_not_satisfy_the_capture_obligation() {
    // Resolution 9: with a capture elsewhere, the leap is not offered.
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w
        b . w . . . b .
        . b . . . . . .
        . . b . . . . .
        . . . b . . . .
        . . . . b . . .",
        "w",
        &PonteOptions::default(),
    );
    assert_eq!(names(&game), ["h6xf4"]);
}

#[test]
fn protected_pieces_cannot_be_taken_even_mid_chain() {
    // Resolution 11: the White king takes d2, then could take b4, which
    // lies on Black's bridge a3-b4-c5-d6-e7-f8 (left side to top).
    let diagram = "
        . . . . . B . .
        . . . . b . . .
        . . . b . . . .
        . . b . . . . .
        . b . . . . . .
        b . . . . . . .
        . . . b . . . .
        . . . . W . . .";
    let game = position(diagram, "w", &PonteOptions::default());
    assert_eq!(names(&game), ["e1xc3"]);
    let dama = position(diagram, "w", &opts(&[("bridges", "off")]));
    assert_eq!(names(&dama), ["e1xc3xa5"]);
}

#[test]
fn explain_names_the_bridge_and_the_obligation() {
    let taker = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . w . . . . .
        . b . . . . . .
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .",
        "w",
        &PonteOptions::default(),
    );
    assert_eq!(names(&taker), ["c5xa3"]);
    assert_eq!(
        taker.explain(&[cell("h2")]).as_deref(),
        Some("a capture is compulsory: c5 must take")
    );
    let bridge = position(
        &FIG72
            .replace("w . . . . . . .", ". . . . . . . .")
            .replace(". . . . . . . b", ". . . . . w . b"),
        "w",
        &PonteOptions::default(),
    );
    // f4 may leap g3 (2.4 B), but not take it.
    assert_eq!(moves_from(&bridge, "f4"), ["f4-e3", "f4-h2"]);
    let busy = position(
        &FIG72.replace("w . . . . . . .", ". . . . . . . .").replace(
            ". . . . . . . .\n    . . . . . . . b",
            ". . w . . . . .\n    . b . . . w . b",
        ),
        "w",
        &PonteOptions::default(),
    );
    assert_eq!(names(&busy), ["c5xa3"]);
    assert_eq!(
        busy.explain(&[cell("f4"), cell("h2")]).as_deref(),
        Some("g3 is protected by Black's bridge")
    );
    assert_eq!(
        busy.explain(&[cell("f4")]).as_deref(),
        Some("a capture is compulsory: c5 must take")
    );
}

#[test]
fn men_cannot_take_kings_and_move_forward_only() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . W . . . .
        . . b . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(names(&game), ["c3-b4"]);
    assert_eq!(
        game.explain(&[cell("c3"), cell("e5")]).as_deref(),
        Some("men cannot take kings")
    );
    assert_eq!(
        game.explain(&[cell("c3"), cell("b2")]).as_deref(),
        Some("that man moves forward only")
    );
}

#[test]
fn kings_step_one_square_and_do_not_fly() {
    let game = position(
        "
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(
        moves_from(&game, "d4"),
        ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
}

#[cfg(feature = "view")]
#[test]
fn precedence_most_pieces() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . w . . . .
        . . . . . . . .
        . w . . . w . .
        b . . . b . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(names(&game), ["a3xc5xe7"]);
    let notes = game.notes();
    assert!(
        notes.iter().any(|n| n.starts_with("capture is compulsory")),
        "{notes:?}"
    );
}

#[test]
fn precedence_king_over_man() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . w . . . w . .
        b . . . . . B .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(names(&game), ["g3xe5"]);
}

#[test]
fn precedence_most_kings_then_earliest_king() {
    // The Black king on d4 takes two either way: c5+b... Left: c5 (man)
    // then a7? Build: right chain takes W e5 then W g7?? use explicit.
    let most = position(
        "
        . . . . . . . .
        . . w . . . W .
        . . . . . . . .
        . . w . W . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    // d4xb6xd8 takes two men; d4xf6xh8 takes two kings.
    assert_eq!(names(&most), ["d4xf6xh8"]);
    let earliest = position(
        "
        . . . . . . . .
        . . w . . . W .
        . . . . . . . .
        . . W . w . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    // Both take one king and one man; b6 first takes the king first.
    assert_eq!(names(&earliest), ["d4xb6xd8"]);
    let equal = position(
        "
        . . . . . . . .
        . . w . . . w .
        . . . . . . . .
        . . w . w . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(names(&equal), ["d4xb6xd8", "d4xf6xh8"], "free choice");
}

#[test]
fn promotion_ends_the_capture_and_continuation_is_compulsory() {
    let mut game = position(
        "
        . . . . . . . .
        . . w . w . . .
        . b . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &opts(&[("bridges", "off")]),
    );
    assert_eq!(names(&game), ["b6xd8"]);
    play(&mut game, "b6xd8");
    assert!(
        game.to_text().starts_with("3B4/4w3/8"),
        "{}",
        game.to_text()
    );
}

#[test]
fn exit_captures_go_on_as_dama_captures() {
    // Resolution 7.
    let game = position(
        &FIG72.replace(". . . . . . . b", ". . . . . w . b").replace(
            "w . . . . . . .\n    . . . . . . . .",
            ". . . . . . . .\n    . . . w . . . .",
        ),
        "b",
        &PonteOptions::default(),
    );
    let all = names(&game);
    assert!(all.contains(&"e1xf4-e5xc7".to_string()), "{all:?}");
    assert!(all.contains(&"g3xe5xc7".to_string()), "{all:?}");
    assert!(all.iter().all(|m| m.ends_with("xc7")), "{all:?}");
}

#[test]
fn men_do_not_traverse_backwards_but_kings_do() {
    // Resolution 6.
    let game = position(FIG72, "b", &PonteOptions::default());
    assert_eq!(moves_from(&game, "h4"), ["h4-g5"]);
    let king = position(
        &FIG72.replace(". . . . . . . b", ". . . . . . . B"),
        "b",
        &PonteOptions::default(),
    );
    let from_h4 = moves_from(&king, "h4");
    for exit in ["h4-d2", "h4-e3", "h4-f4", "h4-g1", "h4-h2", "h4-g5"] {
        assert!(from_h4.contains(&exit.to_string()), "{exit} in {from_h4:?}");
    }
}

#[test]
fn traversal_min_pieces_two_forbids_the_plain_hop() {
    // Resolution 10: g1 arrives on f2 and leaves at once to e3.
    let diagram = FIG72.replace(". . . . b . . .", ". . . . b . b .");
    let game = position(&diagram, "b", &PonteOptions::default());
    assert!(moves_from(&game, "g1").contains(&"g1-e3".to_string()));
    let strict = position(&diagram, "b", &opts(&[("traversal_min_pieces", "2")]));
    let from_g1 = moves_from(&strict, "g1");
    assert!(!from_g1.contains(&"g1-e3".to_string()), "{from_g1:?}");
    assert!(from_g1.contains(&"g1-g5".to_string()));
}

#[cfg(feature = "view")]
#[test]
fn bridge_shape_and_length_options() {
    // Resolution 2: a5-b4-c5-d6-e7-f8 bends; only any_chain_ponte accepts it.
    let diagram = "
        . . . . . B . w
        . . . . b . . .
        . . . b . . . .
        b . b . . . . .
        . b . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .";
    let game = position(diagram, "b", &PonteOptions::default());
    assert!(bands(&game).is_empty());
    let any = position(diagram, "b", &opts(&[("any_chain_ponte", "on")]));
    assert_eq!(bands(&any).len(), 5);
    // Resolution 4: g1-h2 is a bridge of two, not with ponte_min_len=3.
    let start = Ponte::new(&PonteOptions::default());
    assert!(bands(&start).contains(&"0g1h2".to_string()));
    let three = Ponte::new(&opts(&[("ponte_min_len", "3")]));
    assert!(!bands(&three).contains(&"0g1h2".to_string()));
}

#[test]
fn italian_orientation_mirrors_the_names_only() {
    // Resolution 1.
    let game = Ponte::new(&opts(&[("italian_orientation", "on"), ("bridges", "off")]));
    let mut all = names(&game);
    all.sort();
    assert_eq!(
        all,
        ["b3-a4", "b3-c4", "d3-c4", "d3-e4", "f3-e4", "f3-g4", "h3-g4"]
    );
}

#[test]
fn a_player_who_cannot_move_loses() {
    let blocked = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . w . . . .
        w . w . . . . .
        . b . . . . . .
        . . . . . . . .",
        "b",
        &PonteOptions::default(),
    );
    assert!(blocked.moves().is_empty());
    assert_eq!(blocked.outcome(), Some(Outcome::Win(WHITE)));
    let mut last = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . w . . . . .
        . b . . . . . .
        . . . . . . . .",
        "b",
        &PonteOptions::default(),
    );
    play(&mut last, "b2xd4");
    assert_eq!(last.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(
        last.end_reason().as_deref(),
        Some("White has no pieces left")
    );
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . W .
        . . . . . . . .
        . . . . . . . .
        . . . B . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &PonteOptions::default(),
    );
    for _ in 0..2 {
        for mv in ["d4-c5", "g7-f6", "c5-d4", "f6-g7"] {
            assert_eq!(game.outcome(), None);
            play(&mut game, mv);
        }
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    let mut no_rule = game.clone();
    no_rule = Ponte::from_text(&no_rule.to_text(), &opts(&[("repetition", "off")])).unwrap();
    assert_eq!(no_rule.outcome(), None, "history is not in the text");
}

#[test]
fn position_text_errors_are_reported() {
    let options = PonteOptions::default();
    for bad in [
        "",
        "8/8/8/8/8/8/8/8",
        "8/8/8/8/8/8/8/8 x",
        "9/8/8/8/8/8/8/8 b",
        "b7/8/8/8/8/8/8/8 w",
        "1b6/8/8/8/8/8/8/8 b",
    ] {
        assert!(Ponte::from_text(bad, &options).is_err(), "{bad}");
    }
    let game = Ponte::new(&options);
    for bad in ["", "a1", "a1-", "a1-b2-c3", "a1xb2-c3-d4", "z9", "c3 d4"] {
        assert!(game.parse_move(bad).is_err(), "{bad}");
    }
}

#[test]
fn perft_from_the_start() {
    let ponte = Ponte::new(&PonteOptions::default());
    let dama = Ponte::new(&opts(&[("bridges", "off")]));
    let ponte_counts: Vec<u64> = (1..=3).map(|d| perft(&ponte, d)).collect();
    let dama_counts: Vec<u64> = (1..=3).map(|d| perft(&dama, d)).collect();
    assert_eq!(dama_counts, [7, 49, 302]);
    assert_eq!(ponte_counts, [10, 100, 839]);
}

// ----- a naive Dama Italiana reference, sharing nothing with the engine -----

/// A capture's landings and the squares it takes.
type Jumps = (Vec<(i32, i32)>, Vec<(i32, i32)>);

/// `board[rank][file]`: 0 empty, 1 Black man, 2 Black king, 3 White man, 4 White king.
#[derive(Clone)]
struct Reference {
    board: [[u8; 8]; 8],
    black: bool,
}

impl Reference {
    fn from_text(text: &str) -> Reference {
        let (rows, side) = text.split_once(' ').unwrap();
        let mut board = [[0u8; 8]; 8];
        for (i, row) in rows.split('/').enumerate() {
            let mut file = 0;
            for ch in row.chars() {
                let piece = match ch {
                    'b' => 1,
                    'B' => 2,
                    'w' => 3,
                    'W' => 4,
                    d => {
                        file += d.to_digit(10).unwrap() as usize;
                        continue;
                    }
                };
                board[7 - i][file] = piece;
                file += 1;
            }
        }
        Reference {
            board,
            black: side == "b",
        }
    }

    fn mine(&self, p: u8) -> bool {
        if self.black {
            p == 1 || p == 2
        } else {
            p == 3 || p == 4
        }
    }

    fn theirs(&self, p: u8) -> bool {
        p != 0 && !self.mine(p)
    }

    fn dirs(&self, king: bool) -> Vec<(i32, i32)> {
        let fwd = if self.black { 1 } else { -1 };
        if king {
            vec![(1, 1), (-1, 1), (1, -1), (-1, -1)]
        } else {
            vec![(1, fwd), (-1, fwd)]
        }
    }

    /// Captures as (landing squares, captured squares, king-taken flags).
    #[allow(clippy::too_many_arguments)]
    fn jumps(
        &self,
        f: i32,
        r: i32,
        king: bool,
        path: &mut Vec<(i32, i32)>,
        taken: &mut Vec<(i32, i32)>,
        origin: (i32, i32),
        out: &mut Vec<Jumps>,
    ) {
        let last_rank = if self.black { 7 } else { 0 };
        let mut more = false;
        if king || r != last_rank || taken.is_empty() {
            for (df, dr) in self.dirs(king) {
                let (vf, vr, lf, lr) = (f + df, r + dr, f + 2 * df, r + 2 * dr);
                if !(0..8).contains(&lf) || !(0..8).contains(&lr) {
                    continue;
                }
                let victim = self.board[vr as usize][vf as usize];
                let land = self.board[lr as usize][lf as usize];
                let land_free = land == 0 || (lf, lr) == origin;
                let victim_king = victim == 2 || victim == 4;
                if self.theirs(victim)
                    && land_free
                    && !taken.contains(&(vf, vr))
                    && (king || !victim_king)
                {
                    more = true;
                    path.push((lf, lr));
                    taken.push((vf, vr));
                    self.jumps(lf, lr, king, path, taken, origin, out);
                    path.pop();
                    taken.pop();
                }
            }
        }
        if !more && !taken.is_empty() {
            out.push((path.clone(), taken.clone()));
        }
    }

    fn moves(&self) -> Vec<Reference> {
        let mut captures = Vec::new();
        let mut steps = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                let p = self.board[r as usize][f as usize];
                if !self.mine(p) {
                    continue;
                }
                let king = p == 2 || p == 4;
                let mut found = Vec::new();
                self.jumps(f, r, king, &mut vec![], &mut vec![], (f, r), &mut found);
                for (path, taken) in found {
                    let kings: Vec<bool> = taken
                        .iter()
                        .map(|&(tf, tr)| matches!(self.board[tr as usize][tf as usize], 2 | 4))
                        .collect();
                    let n_kings = kings.iter().filter(|&&k| k).count();
                    let first = kings.iter().position(|&k| k).map_or(0, |i| 100 - i);
                    let key = (taken.len(), king, n_kings, first);
                    let mut child = self.clone();
                    child.board[r as usize][f as usize] = 0;
                    for &(tf, tr) in &taken {
                        child.board[tr as usize][tf as usize] = 0;
                    }
                    let (lf, lr) = *path.last().unwrap();
                    child.board[lr as usize][lf as usize] = child.crowned(p, lr);
                    child.black = !self.black;
                    captures.push((key, child));
                }
                for (df, dr) in self.dirs(king) {
                    let (tf, tr) = (f + df, r + dr);
                    if (0..8).contains(&tf)
                        && (0..8).contains(&tr)
                        && self.board[tr as usize][tf as usize] == 0
                    {
                        let mut child = self.clone();
                        child.board[r as usize][f as usize] = 0;
                        child.board[tr as usize][tf as usize] = child.crowned(p, tr);
                        child.black = !self.black;
                        steps.push(child);
                    }
                }
            }
        }
        if let Some(best) = captures.iter().map(|(k, _)| *k).max() {
            return captures
                .into_iter()
                .filter(|(k, _)| *k == best)
                .map(|(_, c)| c)
                .collect();
        }
        steps
    }

    fn crowned(&self, piece: u8, rank: i32) -> u8 {
        match (piece, rank) {
            (1, 7) => 2,
            (3, 0) => 4,
            _ => piece,
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves().iter().map(|c| c.perft(depth - 1)).sum()
    }
}

#[test]
fn plain_dama_perft_matches_the_naive_reference() {
    let dama = Ponte::new(&opts(&[("bridges", "off")]));
    let reference = Reference::from_text(&dama.to_text());
    for depth in 1..=4 {
        assert_eq!(perft(&dama, depth), reference.perft(depth), "depth {depth}");
    }
}

#[test]
fn plain_dama_move_counts_match_the_reference_along_random_games() {
    // The reference's children may coincide (two routes, same result); the
    // engine lists each result once, so compare distinct children.
    let options = opts(&[("bridges", "off"), ("repetition", "off")]);
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let mut game = Ponte::new(&options);
        for _ in 0..200 {
            let moves = game.moves();
            if moves.is_empty() {
                break;
            }
            let reference = Reference::from_text(&game.to_text());
            let mut children: Vec<[[u8; 8]; 8]> =
                reference.moves().iter().map(|c| c.board).collect();
            children.sort();
            children.dedup();
            assert_eq!(moves.len(), children.len(), "in {}", game.to_text());
            let mv = moves[rng.below(moves.len())];
            game.play(&mv).unwrap();
        }
    }
}

/// With a won ending, the evaluation must say which way is forward: the
/// same two kings against one man score better close to it than far away
/// (material, advance and bridges are equal), or hard shuffles to the ply cap.
#[cfg(feature = "computer")]
#[test]
fn the_side_ahead_is_scored_for_closing_in() {
    let options = PonteOptions::default();
    let near = Ponte::from_text("8/w7/3B4/2B5/8/8/8/8 b", &options).unwrap();
    let far = Ponte::from_text("8/w7/8/8/8/4B3/8/6B1 b", &options).unwrap();
    let (near, far) = (near.evaluate(BLACK).unwrap(), far.evaluate(BLACK).unwrap());
    assert!(near > far, "near {near}, far {far}");
    // Zero-sum, which alpha-beta requires of an evaluation.
    let far_white = Ponte::from_text("8/w7/8/8/8/4B3/8/6B1 b", &options).unwrap();
    assert_eq!(far_white.evaluate(WHITE), Some(-far));
}
