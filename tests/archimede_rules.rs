//! Archimede: the test vectors of RULES.md 4.4, one scenario per rule of
//! section 4 and per resolution of 4.5, boards drawn as text (top rank
//! first; `b` Black, `w` White, `.` empty), and perft checked against a
//! deliberately naive reference written from RULES.md 4.2 with arrays and
//! loops, sharing no code with the bitboard engine.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::diagram_ranks;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome, Seat, Target};
#[cfg(feature = "view")]
use tavoliere::games::archimede::ArchimedeMove;
use tavoliere::games::archimede::{Archimede, ArchimedeOptions, BLACK, WHITE};
use tavoliere::geometry::Coord;
use tavoliere::rng::Rng;
#[cfg(feature = "view")]
use tavoliere::ui::scene::{Change, Tone};
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn defaults() -> ArchimedeOptions {
    ArchimedeOptions::default()
}

fn immediate() -> ArchimedeOptions {
    ArchimedeOptions::from_pairs(&[("port_win".into(), "immediate".into())]).unwrap()
}

fn position(diagram: &str, to_move: &str, options: &ArchimedeOptions) -> Archimede {
    let text = format!("{} {to_move}", diagram_ranks(diagram));
    Archimede::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(game: &mut Archimede, text: &str) {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{e} in {}", game.to_text()));
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

fn names(game: &Archimede) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn expect(game: &Archimede, diagram: &str) {
    let board = game.to_text().split(' ').next().unwrap().to_string();
    assert_eq!(board, diagram_ranks(diagram), "got {}", game.to_text());
}

fn cell(name: &str) -> Coord {
    Coord::parse(name, 8, 8).unwrap()
}

fn click(names: &[&str]) -> Vec<Target> {
    names.iter().map(|n| Target::Cell(cell(n))).collect()
}

// ---------------------------------------------------------------- 4.1, 4.4

#[cfg(feature = "view")]
#[test]
fn the_start_position_has_58_moves_for_black() {
    let game = Archimede::new(&defaults());
    assert_eq!(game.to_move(), BLACK);
    assert_eq!(
        game.to_text(),
        "4www1/4wwww/5www/6ww/bb6/bbb5/bbbb4/1bbb4 b"
    );
    assert_eq!(game.moves().len(), 58);
    assert_eq!(game.count_moves(), 58);
    assert!(game
        .moves()
        .iter()
        .all(|m| matches!(m, ArchimedeMove::Slide { .. })));
    let highlights = game.scene().highlights;
    for port in ["a1", "h8"] {
        assert!(highlights
            .iter()
            .any(|h| h.at == cell(port) && h.tone == Tone::Home));
    }
    assert!(!highlights.iter().any(|h| h.tone == Tone::Danger));
}

#[cfg(feature = "view")]
#[test]
fn games_text_white_b3_attacked_by_a2_b1_d3_is_destroyed() {
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .
        . . . b . . . .
        . . . . . . . .
        . w . . . . . .
        b . . . . . . .
        . b . . . . . .",
        "b",
        &defaults(),
    );
    play(&mut game, "d5-d3");
    expect(
        &game,
        "
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . b . . . .
        b . . . . . . .
        . b . . . . . .",
    );
    assert!(game.notes()[0].starts_with("Sunk: Black 9, White 11"));
}

#[cfg(feature = "view")]
#[test]
fn games_text_destroying_f8_makes_g8_vulnerable_and_both_go() {
    let diagram = "
        . . . b . w w .
        . . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . . . . b .
        . . b . . b . .
        . . . . . . . .
        . . . . w . . .";
    let before = position(diagram, "b", &defaults());
    let mv = before.parse_move("c3-c5").unwrap();
    let motion = before.motion(&mv);
    assert_eq!(motion.len(), 3, "the slide, then two waves: {motion:?}");
    assert_eq!(
        motion[0].changes,
        vec![Change::Slide {
            from: cell("c3"),
            to: cell("c5")
        }]
    );
    for (beat, target, attackers) in [(1, "f8", ["c5", "d8", "f3"]), (2, "g8", ["d8", "g4", "h7"])]
    {
        let changes = &motion[beat].changes;
        let mut rays: Vec<Coord> = changes
            .iter()
            .filter_map(|c| match c {
                Change::Ray { from, to } if *to == cell(target) => Some(*from),
                _ => None,
            })
            .collect();
        rays.sort();
        let mut expected: Vec<Coord> = attackers.iter().map(|a| cell(a)).collect();
        expected.sort();
        assert_eq!(rays, expected, "beat {beat}");
        assert!(changes.contains(&Change::Vanish { at: cell(target) }));
        assert_eq!(changes.len(), 4, "three rays and one vanish in beat {beat}");
    }
    let mut game = before;
    play(&mut game, "c3-c5");
    expect(
        &game,
        "
        . . . b . . . .
        . . . . . . . b
        . . . . . . . .
        . . b . . . . .
        . . . . . . b .
        . . . . . b . .
        . . . . . . . .
        . . . . w . . .",
    );
    assert_eq!(game.outcome(), None);
}

// ---------------------------------------------------------------- 4.2 move

#[test]
fn queens_are_blocked_by_any_ship_and_may_enter_the_enemy_port_only() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . w
        . . . b . . . .
        . . . . . . . .
        . . . b . w . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .",
        "b",
        &defaults(),
    );
    let mut from_d4: Vec<String> = names(&game)
        .into_iter()
        .filter(|n| n.starts_with("d4-"))
        .map(|n| n[3..].to_string())
        .collect();
    from_d4.sort();
    let mut expected: Vec<&str> = vec![
        "d5", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "e5", "f6", "g7", "h8", "c5", "b6", "a7",
        "e3", "f2", "g1", "c3", "b2",
    ];
    expected.sort();
    assert_eq!(
        from_d4, expected,
        "d6, f4 and what lies behind them are out; a1 is Black's own port"
    );
    assert_eq!(
        game.explain(&click(&["d4", "a1"])).as_deref(),
        Some("a ship may never end its move in its own port, a1")
    );
    assert_eq!(game.explain(&click(&["d4", "d8"])), None);
    assert_eq!(game.explain(&click(&["d6", "d4"])), None);
}

#[test]
fn white_never_ends_in_h8_either() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . w .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . . .",
        "w",
        &defaults(),
    );
    let names = names(&game);
    assert!(!names.contains(&"g7-h8".to_string()));
    assert!(
        names.contains(&"g7-a1".to_string()),
        "a1 is White's enemy port"
    );
    assert!(game.explain(&click(&["g7", "h8"])).unwrap().contains("h8"));
}

// ------------------------------------------------------------- 4.2 destroy

#[test]
fn two_attackers_are_not_enough_and_a_blocked_line_does_not_count() {
    // White d4 is seen by d1 and a4; g7's diagonal is blocked by White e5.
    let diagram = "
        . . . . . . . .
        . . . . . . b .
        . . . . . . . .
        . . . . w . . .
        b . . w . . . .
        . . . . . . . .
        . . . . . . . .
        . . . b . . . b";
    let mut game = position(diagram, "b", &defaults());
    play(&mut game, "h1-h2");
    expect(
        &game,
        "
        . . . . . . . .
        . . . . . . b .
        . . . . . . . .
        . . . . w . . .
        b . . w . . . .
        . . . . . . . .
        . . . . . . . b
        . . . b . . . .",
    );
    // A third attacker on a clear line sinks it.
    let mut game = position(diagram, "b", &defaults());
    play(&mut game, "h1-h4");
    expect(
        &game,
        "
        . . . . . . . .
        . . . . . . b .
        . . . . . . . .
        . . . . w . . .
        b . . . . . . b
        . . . . . . . .
        . . . . . . . .
        . . . b . . . .",
    );
}

#[cfg(feature = "view")]
#[test]
fn destruction_runs_to_the_fixpoint_over_three_waves() {
    // c8, d8 and e8 each have two attackers (their file and a diagonal);
    // a8 is the third of c8, then of d8 once c8 is gone, then of e8.
    let mut game = position(
        "
        . . w w w . . .
        . . . . . . . .
        . . . . . b b .
        . . . . . b . .
        . . . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . b b b . . .",
        "b",
        &defaults(),
    );
    let motion = game.motion(&game.parse_move("a3-a8").unwrap());
    let vanished: Vec<Vec<Change>> = motion[1..]
        .iter()
        .map(|step| {
            step.changes
                .iter()
                .filter(|c| matches!(c, Change::Vanish { .. }))
                .cloned()
                .collect()
        })
        .collect();
    assert_eq!(
        vanished,
        ["c8", "d8", "e8"]
            .iter()
            .map(|n| vec![Change::Vanish { at: cell(n) }])
            .collect::<Vec<_>>()
    );
    play(&mut game, "a3-a8");
    expect(
        &game,
        "
        b . . . . . . .
        . . . . . . . .
        . . . . . b b .
        . . . . . b . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . b b b . . .",
    );
    assert_eq!(game.outcome(), None, "White can rebuild");
}

#[cfg(feature = "view")]
#[test]
fn the_movers_own_vulnerable_ship_survives_his_move_and_falls_after_the_reply() {
    // Black d4 is seen by White d8, a4 and g7.
    let diagram = "
        . w . w . . . .
        . . . . . . w .
        . . . . . . . .
        . . . . . . . .
        w . . b . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b";
    let mut game = position(diagram, "b", &defaults());
    let danger: Vec<Coord> = game
        .scene()
        .highlights
        .iter()
        .filter(|h| h.tone == Tone::Danger)
        .map(|h| h.at)
        .collect();
    assert_eq!(danger, vec![cell("d4")]);
    assert!(game.notes().iter().any(|n| n.contains("d4")));
    play(&mut game, "h1-h2");
    expect(
        &game,
        "
        . w . w . . . .
        . . . . . . w .
        . . . . . . . .
        . . . . . . . .
        w . . b . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . . .",
    );
    play(&mut game, "b8-b7");
    expect(
        &game,
        "
        . . . w . . . .
        . w . . . . w .
        . . . . . . . .
        . . . . . . . .
        w . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . . .",
    );
}

#[test]
fn a_ship_vulnerable_at_the_start_of_its_turn_escapes_by_moving() {
    let mut game = position(
        "
        . w . w . . . .
        . . . . . . w .
        . . . . . . . .
        . . . . . . . .
        w . . b . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b",
        "b",
        &defaults(),
    );
    play(&mut game, "d4-d3");
    play(&mut game, "b8-b7");
    assert!(
        game.to_text().contains("3b4"),
        "d3 survives: {}",
        game.to_text()
    );
}

// ---------------------------------------------------------------- rebuild

#[cfg(feature = "view")]
#[test]
fn a_rebuilt_ship_appears_on_the_port_and_sails_out_at_once() {
    // White d4 is seen by c3 and d1; the rebuilt ship's a4 is the third.
    let diagram = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w
        . . . w . . . .
        . . b . . . . .
        . . . . . . . .
        . . . b . . . .";
    let game = position(diagram, "b", &defaults());
    let rebuilds: Vec<String> = names(&game)
        .into_iter()
        .filter(|n| n.starts_with("R:"))
        .collect();
    assert_eq!(
        rebuilds,
        vec![
            "R:a1-b1", "R:a1-c1", "R:a1-a2", "R:a1-b2", "R:a1-a3", "R:a1-a4", "R:a1-a5", "R:a1-a6",
            "R:a1-a7", "R:a1-a8"
        ]
    );
    assert_eq!(
        game.parse_move("a1-a4").unwrap(),
        game.parse_move("R:a1-a4").unwrap(),
        "a bare move from the own port reads as a rebuild"
    );
    assert!(game.parse_move("R:b2-b4").is_err());
    let rebuild = game.parse_move("R:a1-a4").unwrap();
    assert_eq!(game.clicks(&rebuild), click(&["a1", "a4"]));
    let motion = game.motion(&rebuild);
    assert_eq!(motion[0].changes, vec![Change::Appear { at: cell("a1") }]);
    assert_eq!(
        motion[1].changes,
        vec![Change::Slide {
            from: cell("a1"),
            to: cell("a4")
        }]
    );
    assert!(motion[2]
        .changes
        .contains(&Change::Vanish { at: cell("d4") }));
    assert!(motion[2].changes.contains(&Change::Ray {
        from: cell("a4"),
        to: cell("d4")
    }));
    // No move of any kind leaves a ship on a1.
    for mv in game.moves() {
        let mut after = game.clone();
        after.play(&mv).unwrap();
        let first_rank = after.to_text().split('/').nth(7).unwrap().to_string();
        assert!(
            first_rank.starts_with(|c: char| c.is_ascii_digit()),
            "{mv:?}"
        );
    }
    let mut game = game;
    play(&mut game, "R:a1-a4");
    expect(
        &game,
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w
        b . . . . . . .
        . . b . . . . .
        . . . . . . . .
        . . . b . . . .",
    );
    // One rebuild is the whole turn: White moves next, Black has one more ship.
    assert_eq!(game.to_move(), WHITE);
    assert!(game.notes()[0].starts_with("Sunk: Black 9, White 11"));
}

#[test]
fn no_rebuild_with_nothing_sunk_an_occupied_port_or_no_way_out() {
    let start = Archimede::new(&defaults());
    assert!(start
        .explain(&click(&["a1"]))
        .unwrap()
        .contains("nothing to rebuild"));

    let invaded = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .
        . . b . . . . .
        . . . . . . . .
        w . . . . . . .",
        "b",
        &defaults(),
    );
    assert_eq!(invaded.outcome(), None, "White wins only at its own turn");
    assert!(names(&invaded).iter().all(|n| !n.starts_with("R:")));
    assert!(invaded
        .explain(&click(&["a1"]))
        .unwrap()
        .contains("enemy ship stands on your port a1"));

    let boxed = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        b b . . . . . .
        . b . . . . . .",
        "b",
        &defaults(),
    );
    assert!(names(&boxed).iter().all(|n| !n.starts_with("R:")));
    assert!(boxed
        .explain(&click(&["a1"]))
        .unwrap()
        .contains("must sail out"));
}

// ---------------------------------------------------------------- 4.3 end

/// Black h2 can enter h8. White e8 and h1 aim at h8; d1-d4 would be the third.
const INVASION: &str = "
    . . . . w . . .
    . . . . . . . .
    . . . . . . . .
    b . . . . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . b
    . . . w . . . w";

#[cfg(feature = "view")]
#[test]
fn a_ship_on_the_enemy_port_at_the_start_of_its_turn_wins() {
    let mut game = position(INVASION, "b", &defaults());
    play(&mut game, "h2-h8");
    assert_eq!(game.outcome(), None, "White may still sink it");
    assert!(game.notes().iter().any(|n| n.contains("port h8")));
    play(&mut game, "d1-d2");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.moves().is_empty());
    assert!(game.end_reason().unwrap().contains("h8"));
    // The win is visible in the position text.
    let reread = Archimede::from_text(&game.to_text(), &defaults()).unwrap();
    assert_eq!(reread.outcome(), Some(Outcome::Win(BLACK)));
}

#[test]
fn the_win_fails_when_the_invader_is_sunk_first() {
    let mut game = position(INVASION, "b", &defaults());
    play(&mut game, "h2-h8");
    play(&mut game, "d1-d4");
    assert_eq!(game.outcome(), None);
    expect(
        &game,
        "
        . . . . w . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . . . w . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w",
    );
}

#[test]
fn immediate_option_wins_at_once_when_no_reply_can_sink_the_invader() {
    // Without d1, White has only two ships and can never aim three at h8.
    let mut game = position(
        "
        . . . . w . . .
        . . . . . . . .
        . . . . . . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . . w",
        "b",
        &immediate(),
    );
    play(&mut game, "h2-h8");
    assert_eq!(game.outcome(), Some(Outcome::Win(BLACK)));
    assert!(game.end_reason().unwrap().contains("no reply"));
    let reread = Archimede::from_text(&game.to_text(), &immediate()).unwrap();
    assert_eq!(reread.outcome(), Some(Outcome::Win(BLACK)));
}

#[test]
fn immediate_option_plays_on_while_a_reply_could_sink_the_invader() {
    let mut game = position(INVASION, "b", &immediate());
    play(&mut game, "h2-h8");
    assert_eq!(game.outcome(), None, "d1-d4 would sink it");
    // White does not sink it; under this option that is no win at the
    // start of Black's turn, unlike the default.
    play(&mut game, "d1-d2");
    assert_eq!(game.outcome(), None);
    play(&mut game, "a5-a6");
    assert_eq!(game.outcome(), None, "d2-d4 could still sink it");
    play(&mut game, "d2-d4");
    assert!(
        game.to_text().starts_with("4w3/"),
        "sunk: {}",
        game.to_text()
    );
}

#[test]
fn a_player_without_move_or_rebuild_loses() {
    // Black's last ship, on c1, sinks under b1, b2 and h1 as White
    // closes the port's exits. (Black, who moved last, has a ship: a set-up
    // where he has none is refused.)
    let mut game = position(
        "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . w . . . . .
        w . . . . . . .
        . w b . . . . w",
        "w",
        &defaults(),
    );
    play(&mut game, "c3-b2");
    assert_eq!(game.outcome(), Some(Outcome::Win(WHITE)));
    assert!(game.moves().is_empty());
    assert_eq!(
        game.end_reason().as_deref(),
        Some("Black has no move and no rebuild")
    );
}

#[test]
fn the_ply_limit_draws() {
    let options = ArchimedeOptions::from_pairs(&[("max_plies".into(), "2".into())]).unwrap();
    let mut game = Archimede::new(&options);
    play(&mut game, "c3-c7");
    assert_eq!(game.outcome(), None);
    play(&mut game, "e7-e6");
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert!(game.end_reason().unwrap().contains("ply limit"));
}

// ---------------------------------------------------------------- text

#[test]
fn notation_and_position_text_refuse_nonsense_clearly() {
    let game = Archimede::new(&defaults());
    for bad in ["", "c3", "c3-", "c3-z9", "c3-c7x", "R:", "R:b2-b3", "a1 a2"] {
        assert!(game.parse_move(bad).is_err(), "`{bad}` parsed");
    }
    assert!(game
        .parse_move("R:b2-b3")
        .unwrap_err()
        .reason
        .contains("a1"));
    assert_eq!(
        game.parse_move("c3-c7").unwrap(),
        game.parse_move("c3c7").unwrap()
    );
    for (text, reason) in [
        ("", "empty"),
        ("8/8/8/8/8/8/8/8", "missing"),
        ("8/8/8/8/8/8/8/8 x", "`b` or `w`"),
        ("8/8/8/8/8/8/8/8 b b", "unexpected"),
        ("8/8/8/8/8/8/8 b", "8 ranks"),
        ("8/8/8/8/8/bbbbbbbb/bbbbb3/8 b", "more than 12"),
        ("8/8/8/8/8/8/8/b7 b", "own port a1"),
        ("7w/8/8/8/8/8/8/8 b", "own port h8"),
    ] {
        let error = Archimede::from_text(text, &defaults()).unwrap_err();
        assert!(error.reason.contains(reason), "{text}: {}", error.reason);
    }
    let options = ArchimedeOptions::default();
    assert_eq!(options.get("port_win").as_deref(), Some("turn_start"));
    assert_eq!(options.get("max_plies").as_deref(), Some("0"));
    assert!(ArchimedeOptions::from_pairs(&[("port_win".into(), "never".into())]).is_err());
}

#[cfg(feature = "view")]
#[test]
fn a_set_up_white_ship_in_danger_is_highlighted() {
    let game = position(
        "
        . . . . . . . .
        . . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . w . b . . . .
        b . . . . . . .
        . b . . . . . .",
        "w",
        &defaults(),
    );
    let danger: Vec<Coord> = game
        .scene()
        .highlights
        .iter()
        .filter(|h| h.tone == Tone::Danger)
        .map(|h| h.at)
        .collect();
    assert_eq!(danger, vec![cell("b3")]);
}

// ---------------------------------------------------------------- perft

/// A board of `Option<colour>` (0 Black, 1 White), `[rank][file]`.
#[derive(Clone, PartialEq, Debug)]
struct Reference {
    board: [[Option<u8>; 8]; 8],
    side: u8,
}

const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

/// Home ports as (file, rank): Black a1, White h8.
const REF_PORTS: [(i32, i32); 2] = [(0, 0), (7, 7)];

/// A reference move: origin (None = rebuild from the port) and destination.
type RefMove = (Option<(i32, i32)>, (i32, i32));

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

fn square_name((f, r): (i32, i32)) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Reference {
    fn from_text(text: &str) -> Reference {
        let (board_text, side) = text.split_once(' ').unwrap();
        let mut board = [[None; 8]; 8];
        for (i, row) in board_text.split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            for ch in row.chars() {
                match ch {
                    'b' | 'w' => {
                        board[rank][file] = Some(if ch == 'b' { 0 } else { 1 });
                        file += 1
                    }
                    d => file += d.to_digit(10).unwrap() as usize,
                }
            }
        }
        Reference {
            board,
            side: if side == "b" { 0 } else { 1 },
        }
    }

    fn at(&self, f: i32, r: i32) -> Option<u8> {
        self.board[r as usize][f as usize]
    }

    fn count(&self, colour: u8) -> usize {
        self.board
            .iter()
            .flatten()
            .filter(|&&c| c == Some(colour))
            .count()
    }

    /// Empty squares reached from (f, r) going straight in each direction.
    fn reach(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for (df, dr) in DIRECTIONS {
            let (mut x, mut y) = (f + df, r + dr);
            while on_board(x, y) && self.at(x, y).is_none() {
                out.push((x, y));
                x += df;
                y += dr;
            }
        }
        out
    }

    fn moves(&self) -> Vec<RefMove> {
        let port = REF_PORTS[self.side as usize];
        let mut out = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                if self.at(f, r) == Some(self.side) {
                    for to in self.reach(f, r) {
                        if to != port {
                            out.push((Some((f, r)), to));
                        }
                    }
                }
            }
        }
        if self.count(self.side) < 12 && self.at(port.0, port.1).is_none() {
            for to in self.reach(port.0, port.1) {
                out.push((None, to));
            }
        }
        out
    }

    /// How many ships of `colour` are the first ship on a ray from (f, r).
    fn attackers(&self, f: i32, r: i32, colour: u8) -> usize {
        DIRECTIONS
            .iter()
            .filter(|&&(df, dr)| {
                let (mut x, mut y) = (f + df, r + dr);
                while on_board(x, y) {
                    if let Some(c) = self.at(x, y) {
                        return c == colour;
                    }
                    x += df;
                    y += dr;
                }
                false
            })
            .count()
    }

    fn play(&mut self, (from, to): RefMove) {
        if let Some((f, r)) = from {
            self.board[r as usize][f as usize] = None;
        }
        self.board[to.1 as usize][to.0 as usize] = Some(self.side);
        let (mover, enemy) = (self.side, 1 - self.side);
        loop {
            let doomed: Vec<(i32, i32)> = (0..8)
                .flat_map(|r| (0..8).map(move |f| (f, r)))
                .filter(|&(f, r)| self.at(f, r) == Some(enemy) && self.attackers(f, r, mover) >= 3)
                .collect();
            if doomed.is_empty() {
                break;
            }
            for (f, r) in doomed {
                self.board[r as usize][f as usize] = None;
            }
        }
        self.side = enemy;
    }

    /// Default rules: the player to move wins holding the enemy port, or
    /// loses without an action.
    fn over(&self) -> bool {
        let enemy_port = REF_PORTS[1 - self.side as usize];
        self.at(enemy_port.0, enemy_port.1) == Some(self.side) || self.moves().is_empty()
    }

    fn name(&self, (from, to): RefMove) -> String {
        match from {
            Some(from) => format!("{}-{}", square_name(from), square_name(to)),
            None => format!(
                "R:{}-{}",
                square_name(REF_PORTS[self.side as usize]),
                square_name(to)
            ),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over() {
            return 0;
        }
        self.moves()
            .into_iter()
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
    let start = Archimede::new(&defaults());
    let reference = Reference::from_text(&start.to_text());
    let expected = [58, 3_187, 213_304];
    for (depth, &leaves) in (1..=3).zip(expected.iter()) {
        assert_eq!(perft(&start, depth), leaves, "engine perft {depth}");
        assert_eq!(reference.perft(depth), leaves, "reference perft {depth}");
    }
}

#[test]
fn moves_boards_and_ends_match_the_reference_along_random_games() {
    let options = defaults();
    let (mut checked, mut sinkings, mut rebuilds) = (0, 0, 0);
    for seed in 0..30 {
        let mut rng = Rng::new(seed);
        let mut game = Archimede::new(&options);
        let mut reference = Reference::from_text(&game.to_text());
        loop {
            assert_eq!(
                Reference::from_text(&game.to_text()),
                reference,
                "boards differ"
            );
            assert_eq!(
                game.outcome().is_some(),
                reference.over(),
                "in {}",
                game.to_text()
            );
            if game.outcome().is_some() {
                break;
            }
            let mut expected: Vec<String> = reference
                .moves()
                .into_iter()
                .map(|m| reference.name(m))
                .collect();
            expected.sort();
            let mut actual = names(&game);
            actual.sort();
            assert_eq!(actual, expected, "in {}", game.to_text());
            checked += 1;
            let moves = reference.moves();
            let mv = moves[rng.below(moves.len())];
            rebuilds += usize::from(mv.0.is_none());
            let ships_before = reference.count(0) + reference.count(1);
            play(&mut game, &reference.name(mv));
            reference.play(mv);
            let ships_after = reference.count(0) + reference.count(1);
            sinkings += usize::from(ships_after < ships_before + usize::from(mv.0.is_none()));
        }
    }
    assert!(checked > 1_000, "only {checked} positions checked");
    assert!(sinkings > 50, "only {sinkings} moves sank ships");
    assert!(rebuilds > 10, "only {rebuilds} rebuilds");
}

#[test]
fn immediate_wins_match_the_reference_replies_along_random_games() {
    let options = immediate();
    let (mut invasions, mut immediate_wins) = (0, 0);
    for seed in 0..40 {
        let mut rng = Rng::new(1_000 + seed);
        let mut game = Archimede::new(&options);
        loop {
            let reference = Reference::from_text(&game.to_text());
            let defender = reference.side;
            let port = REF_PORTS[defender as usize];
            let invaded = reference.at(port.0, port.1) == Some(1 - defender);
            let expected_over = if invaded {
                invasions += 1;
                let can_sink = reference.moves().into_iter().any(|reply| {
                    let mut after = reference.clone();
                    after.play(reply);
                    after.at(port.0, port.1).is_none()
                });
                immediate_wins += usize::from(!can_sink);
                !can_sink
            } else {
                reference.moves().is_empty()
            };
            assert_eq!(
                game.outcome().is_some(),
                expected_over,
                "in {}",
                game.to_text()
            );
            if expected_over {
                let loser = Seat(defender);
                assert!(!matches!(game.outcome(), Some(Outcome::Win(s)) if s == loser));
                break;
            }
            let moves = game.moves();
            game.play_unchecked(&moves[rng.below(moves.len())]);
        }
    }
    assert!(invasions > 20, "only {invasions} invasions");
    assert!(immediate_wins > 5, "only {immediate_wins} immediate wins");
}
