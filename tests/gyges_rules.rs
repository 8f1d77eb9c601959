//! Gyges: the PBEM test vector of RULES.md 9.6, one scenario per rule of
//! section 9 under both profiles, boards drawn as text (row 6 first, files
//! a to f, `.` empty, a digit a piece of that value), and perft checked
//! against a deliberately naive reference written from RULES.md 9.3 with
//! grids, vectors and sets, sharing no code with the engine.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

#[cfg(feature = "computer")]
use tavoliere::ai::Strategy;
use tavoliere::analysis::perft;
use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::gyges::{End, Gyges, GygesMove, GygesOptions, NORTH, SOUTH};
use tavoliere::geometry::Coord;
#[cfg(feature = "view")]
use tavoliere::ui::scene::Change;
#[cfg(feature = "view")]
use tavoliere::ui::view::View;

fn options(pairs: &[(&str, &str)]) -> GygesOptions {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    GygesOptions::from_pairs(&pairs).unwrap()
}

fn official() -> GygesOptions {
    options(&[])
}

fn fogliaccio() -> GygesOptions {
    options(&[("profile", "fogliaccio")])
}

/// Board text from a diagram: six lines of six cells, row 6 first.
fn board(diagram: &str) -> String {
    diagram
        .lines()
        .map(|l| l.split_whitespace().collect::<String>())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("/")
}

fn position(diagram: &str, side: &str, extra: &str, options: &GygesOptions) -> Gyges {
    let text = format!("{} {side}{extra}", board(diagram));
    Gyges::from_text(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn cell(name: &str) -> Coord {
    Coord::parse(name, 6, 6).unwrap()
}

fn names(game: &Gyges) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

fn legal(game: &Gyges, text: &str) -> bool {
    game.parse_move(text).is_ok_and(|m| game.is_legal(&m))
}

fn play(game: &mut Gyges, text: &str) {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{e} in {}", game.to_text()));
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

fn board_of(game: &Gyges) -> String {
    game.to_text().split(' ').next().unwrap().to_string()
}

// ------------------------------------------------------------------- 9.6

const PBEM: &str = "
    . . . . . .
    3 . . . . .
    . . 1 . 1 .
    1 . 2 3 . 3
    3 . 2 2 . 1
    . . . . 2 .";

#[test]
fn pbem_vector_north_wins_with_the_triple_from_a5() {
    for opts in [official(), fogliaccio()] {
        let game = position(PBEM, "N", "", &opts);
        let wins = game
            .routes(cell("a5"))
            .into_iter()
            .filter(|r| r.end == End::Goal)
            .count();
        assert_eq!(wins, 6, "winning paths from a5 in {:?}", opts.profile);
        // The PBEM route 51-43-33-31-21-(11-12-)S.
        let mut won = game.clone();
        play(&mut won, "a5-c4-c3-a3-a2-S");
        assert_eq!(won.outcome(), Some(Outcome::Win(NORTH)));
        // Six routes, one move: the triple leaves the board whichever way.
        let winning: Vec<_> = game
            .moves()
            .into_iter()
            .filter(|m| {
                let mut g = game.clone();
                g.play(m).unwrap();
                g.outcome().is_some()
            })
            .collect();
        assert_eq!(winning.len(), 1, "one winning move for the only piece");
        assert!(!winning.is_empty());
        let mut after = game.clone();
        after.play(&winning[0]).unwrap();
        assert_eq!(after.outcome(), Some(Outcome::Win(NORTH)));
        assert_eq!(
            game.clicks(&game.parse_move("a5-c4-c3-a3-a2-S").unwrap())
                .last(),
            Some(&Target::Goal(SOUTH))
        );
    }
}

// ------------------------------------------------------------ shore rows

/// South's row 1 holds only doubles and triples, row 2 is full: row 1 is
/// stuck (every first step meets a piece).
const STUCK: &str = "
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
    1 1 1 1 2 3
    2 2 3 3 2 3";

#[test]
fn official_falls_back_to_the_next_row() {
    let game = position(STUCK, "S", "", &official());
    let moves = names(&game);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.as_bytes()[1] == b'2'), "{moves:?}");
    let why = game.explain(&[Target::Cell(cell("a1"))]).unwrap();
    assert!(why.contains("row 2"), "{why}");
    #[cfg(feature = "view")]
    assert!(game.notes().iter().any(|n| n.contains("row 2 moves")));
}

#[test]
fn fogliaccio_passes_when_the_shore_row_is_stuck() {
    let mut game = position(STUCK, "S", "", &fogliaccio());
    assert_eq!(game.moves(), vec![GygesMove::Pass]);
    assert_eq!(names(&game), ["pass"]);
    assert_eq!(game.clicks(&GygesMove::Pass), [Target::Choice("pass")]);
    play(&mut game, "pass");
    assert_eq!(game.to_move(), NORTH);
    assert!(game.moves().iter().all(|m| *m != GygesMove::Pass));
}

#[test]
fn only_the_shore_row_moves() {
    let game = position(PBEM, "N", "", &official());
    assert!(names(&game).iter().all(|m| m.starts_with("a5")));
    let why = game.explain(&[Target::Cell(cell("c4"))]).unwrap();
    assert!(why.contains("shore row (row 5)"), "{why}");
}

// --------------------------------------------------------------- bounces

fn bounce_board(v: u8) -> String {
    // A single on c1 in front of a piece of value v on c2; spare pieces on
    // rows 5 and 6.
    let spare: &[&str] = match v {
        1 => &["1 1 2 2 2 2", "3 3 3 3 . ."],
        2 => &["1 1 1 2 2 2", "3 3 3 3 . ."],
        _ => &["1 1 1 2 2 2", "2 3 3 3 . ."],
    };
    format!(
        "{}\n{}\n. . . . . .\n. . . . . .\n. . {v} . . .\n. . 1 . . .",
        spare[0], spare[1]
    )
}

#[test]
fn a_bounce_travels_the_value_of_the_piece_landed_on() {
    for opts in [official(), fogliaccio()] {
        for (v, reach, short) in [(1, "c3", "c4"), (2, "c4", "c3"), (3, "f2", "e2")] {
            let game = position(&bounce_board(v), "S", "", &opts);
            assert!(legal(&game, &format!("c1-c2-{reach}")), "bounce {v}");
            assert!(!legal(&game, &format!("c1-c2-{short}")), "bounce {v}");
        }
    }
}

#[test]
fn a_bounce_must_be_completed() {
    let diagram = "
        1 1 2 2 3 3
        3 . . . . .
        . . . . . .
        . . 1 . . .
        . 2 3 2 . .
        . . 1 . . .";
    let game = position(diagram, "S", "", &options(&[("replacement", "off")]));
    assert!(names(&game).iter().all(|m| !m.starts_with("c1-c2")));
    let why = game
        .explain(&[
            Target::Cell(cell("c1")),
            Target::Cell(cell("c2")),
            Target::Choice("bounce"),
        ])
        .unwrap();
    assert!(why.contains("bounce must be completed"), "{why}");
    let why = game
        .explain(&[
            Target::Cell(cell("c1")),
            Target::Cell(cell("c2")),
            Target::Choice("replace"),
        ])
        .unwrap();
    assert!(why.contains("replacement is off"), "{why}");
}

// ------------------------------------------------------------ path rules

#[test]
fn edge_once_may_cross_a_cell_twice_cell_once_may_not() {
    // c1 -> b1 (bounce 2: b2, c2) -> c2 (bounce 2: back through c1 to d1).
    let diagram = "
        1 1 1 3 3 3
        2 . . . . .
        . . . . . .
        . . 2 . . .
        . . 2 3 . .
        . 2 1 . . .";
    let route = "c1-b1-c2-d1";
    assert!(legal(&position(diagram, "S", "", &official()), route));
    assert!(position(diagram, "S", "", &fogliaccio())
        .parse_move(route)
        .is_err());
}

#[test]
fn boardspace_bans_no_null_move_and_no_second_bounce_on_a_cell() {
    let diagram = "
        2 2 2 3 3 3
        3 . . . . .
        . . . . . .
        . . 1 1 . .
        . . 1 1 . .
        . 2 . . . .";
    let game = position(diagram, "S", "", &official());
    // Round the square c2-d2-d3-c3 and back onto c2: only a replacement.
    assert!(game.parse_move("b1-c2-d2-d3-c3-c2-c1").is_err());
    assert!(legal(&game, "b1-c2-d2-d3-c3-c2>a1"));
    for route in game.routes(cell("b1")) {
        assert_ne!(route.end, End::Empty(route.chain[0]), "null move");
        let mut bounced = route.chain[1..].to_vec();
        bounced.sort_unstable();
        bounced.dedup();
        assert_eq!(bounced.len(), route.chain.len() - 1, "second bounce");
    }
}

#[test]
fn push_model_shifts_the_pieces_bounce_model_leaves_them() {
    let mut bounce = position(&bounce_board(2), "S", "", &official());
    let mut push = position(&bounce_board(2), "S", "", &fogliaccio());
    play(&mut bounce, "c1-c2-c4");
    play(&mut push, "c1-c2-c4");
    let rows = |g: &Gyges| board_of(g).split('/').skip(2).collect::<Vec<_>>().join("/");
    assert_eq!(rows(&bounce), "..1.../....../..2.../......");
    assert_eq!(rows(&push), "..2.../....../..1.../......");
    #[cfg(feature = "view")]
    {
        // The push animation: the double leaves c2 in the beat the single lands.
        let push_game = position(&bounce_board(2), "S", "", &fogliaccio());
        let steps = push_game.motion(&push_game.parse_move("c1-c2-c4").unwrap());
        assert_eq!(steps.len(), 2);
        assert_eq!(
            steps[0].changes,
            vec![
                Change::Slide {
                    from: cell("c2"),
                    to: cell("c3")
                },
                Change::Slide {
                    from: cell("c1"),
                    to: cell("c2")
                },
                Change::Bounce { at: cell("c2") },
            ]
        );
    }
}

// ----------------------------------------------------------- replacement

const LOW: &str = "
    . . . . . .
    . . . . . .
    1 1 2 2 3 .
    . 1 3 3 . 3
    . . 2 . . .
    . . 1 . 2 .";

#[test]
fn replacement_zone_runs_up_to_the_opponents_shore() {
    for opts in [official(), fogliaccio()] {
        let game = position(LOW, "S", "", &opts);
        assert!(legal(&game, "c1-c2>f4"));
        assert!(legal(&game, "c1-c2>c1"));
        assert!(game.parse_move("c1-c2>a5").is_err(), "beyond the shore");
        assert!(game.parse_move("c1-c2>N").is_err(), "never on a goal");
        let clicks = game.clicks(&game.parse_move("c1-c2>f4").unwrap());
        assert_eq!(
            clicks,
            [
                Target::Cell(cell("c1")),
                Target::Cell(cell("c2")),
                Target::Choice("replace"),
                Target::Cell(cell("f4"))
            ]
        );
    }
}

#[test]
fn seed_single_row_and_off() {
    let single = position(
        LOW,
        "S",
        "",
        &options(&[("replacement", "seed_single_row")]),
    );
    assert!(legal(&single, "c1-c2>a3"));
    assert!(single.parse_move("c1-c2>f4").is_err());
    assert!(single.parse_move("c1-c2>a2").is_err());
    let off = position(LOW, "S", "", &options(&[("replacement", "off")]));
    assert!(off.parse_move("c1-c2>a3").is_err());
    assert!(names(&off).iter().all(|m| !m.contains('>')));
}

#[cfg(feature = "view")]
#[test]
fn replacement_animation_lifts_and_puts_back() {
    let game = position(LOW, "S", "", &official());
    let steps = game.motion(&game.parse_move("c1-c2>f4").unwrap());
    assert_eq!(
        steps.first().unwrap().changes,
        [Change::Slide {
            from: cell("c1"),
            to: cell("c2")
        }]
    );
    assert_eq!(
        steps.last().unwrap().changes,
        [Change::Relocate {
            from: cell("c2"),
            to: cell("f4")
        }]
    );
}

/// Each bounce is marked in the beat the piece lands on the one it bounces
/// off; in the push model the pushed piece leaves in that beat.
#[cfg(feature = "view")]
#[test]
fn bounces_are_marked_in_the_landing_beat() {
    let text = bounce_board(2);
    for (opts, pushes) in [(official(), false), (fogliaccio(), true)] {
        let game = position(&text, "S", "", &opts);
        let mv = game
            .moves()
            .into_iter()
            .find(|m| game.move_to_string(m).split('-').count() == 3)
            .expect("a move with one bounce");
        let name = game.move_to_string(&mv);
        let parts: Vec<&str> = name.split('-').collect();
        let steps = game.motion(&mv);
        let marked: Vec<usize> = (0..steps.len())
            .filter(|&i| {
                steps[i]
                    .changes
                    .contains(&Change::Bounce { at: cell(parts[1]) })
            })
            .collect();
        assert_eq!(marked.len(), 1, "{name}: {steps:?}");
        let beat = &steps[marked[0]].changes;
        let arrives = beat
            .iter()
            .any(|c| matches!(c, Change::Slide { to, .. } if *to == cell(parts[1])));
        assert!(arrives, "{name}: the bounce beat brings the piece there");
        let leaves = beat
            .iter()
            .any(|c| matches!(c, Change::Slide { from, .. } if *from == cell(parts[1])));
        assert_eq!(
            leaves, pushes,
            "{name}: only a push moves the piece landed on"
        );
    }
}

// ------------------------------------------------------------------- goal

#[test]
fn a_direct_move_into_the_goal_wins() {
    let diagram = "
        . 1 1 2 2 2
        . 1 1 2 3 3
        3 . . . . 3
        . . . . . .
        . . . . . .
        . . . . . .";
    for opts in [official(), fogliaccio()] {
        let mut game = position(diagram, "S", "", &opts);
        play(&mut game, "a4-N");
        assert_eq!(game.outcome(), Some(Outcome::Win(SOUTH)));
        assert!(game.moves().is_empty());
        #[cfg(feature = "view")]
        {
            let steps = position(diagram, "S", "", &opts).motion(
                &position(diagram, "S", "", &opts)
                    .parse_move("a4-N")
                    .unwrap(),
            );
            assert_eq!(steps.len(), 3);
            assert_eq!(
                steps[2].changes,
                [Change::Enter {
                    from: cell("a6"),
                    goal: NORTH
                }]
            );
        }
        // The won position reads back as won.
        let reread = Gyges::from_text(&game.to_text(), &opts).unwrap();
        assert_eq!(reread.outcome(), Some(Outcome::Win(SOUTH)));
    }
}

#[test]
fn the_own_goal_is_never_entered() {
    let game = position(LOW, "S", "", &official());
    let error = game.parse_move("c1-S").unwrap_err();
    assert!(error.reason.contains("never its own"), "{error}");
    assert_eq!(
        game.explain(&[Target::Cell(cell("c1")), Target::Goal(SOUTH)]),
        Some("South never enters its own goal".into())
    );
}

// ------------------------------------------------------------ repetition

fn hex(mv: &GygesMove) -> String {
    match mv {
        GygesMove::Play { after } => format!("{after:018x}"),
        _ => panic!("not a play"),
    }
}

fn board_text_of(mv: &GygesMove, base: &Gyges) -> String {
    let mut g = base.clone();
    g.play(mv).unwrap();
    board_of(&g)
}

#[test]
fn superko_forbids_any_earlier_board() {
    let base = position(LOW, "S", "", &official());
    let mv = base.parse_move("c1-d1").unwrap();
    assert!(base.is_legal(&mv));
    let game = position(LOW, "S", &format!(" seen={}", hex(&mv)), &official());
    assert!(!game.is_legal(&mv));
    assert_eq!(game.moves().len(), base.moves().len() - 1);
    let why = game.explain(&game_clicks(&base, &mv)).unwrap();
    assert!(why.contains("repeat"), "{why}");
}

fn game_clicks(game: &Gyges, mv: &GygesMove) -> Vec<Target> {
    game.clicks(mv)
}

#[test]
fn simple_ko_forbids_the_board_before_the_opponents_move() {
    let base = position(LOW, "S", "", &fogliaccio());
    let mv = base.parse_move("c1-d1").unwrap();
    let ko = board_text_of(&mv, &base);
    let game = position(LOW, "S", &format!(" ko={ko}"), &fogliaccio());
    assert!(!game.is_legal(&mv));
    assert_eq!(game.moves().len(), base.moves().len() - 1);
    // Simple ko looks one board back only.
    let other = base.parse_move("c1-b1").unwrap();
    assert!(game.is_legal(&other));
}

#[test]
fn a_move_and_its_undo_repeat() {
    // South moves c1 to d1; North's shore is row 4 far away; after
    // North's reply South may not put c1 back if that recreates a board.
    let mut game = position(LOW, "S", "", &official());
    play(&mut game, "c1-d1");
    let reply = game.moves()[0];
    game.play(&reply).unwrap();
    let text = game.to_text();
    assert!(text.contains("seen="), "{text}");
    let reread = Gyges::from_text(&text, &official()).unwrap();
    assert_eq!(reread.moves(), game.moves());
}

// ----------------------------------------------------------------- setup

#[test]
fn setup_south_places_six_then_north() {
    let mut game = Gyges::new(&official());
    assert_eq!(game.moves().len(), 18);
    assert_eq!(
        game.clicks(&game.parse_move("3@c1").unwrap()),
        [Target::Choice("3"), Target::Cell(cell("c1"))]
    );
    for (i, m) in ["3@a1", "2@b1", "1@c1", "1@d1", "2@e1", "3@f1"]
        .iter()
        .enumerate()
    {
        assert_eq!(game.to_move(), SOUTH, "placement {i}");
        play(&mut game, m);
    }
    assert_eq!(game.to_move(), NORTH);
    assert!(names(&game).iter().all(|m| m.ends_with('6')));
    #[cfg(feature = "view")]
    assert!(game.notes()[0].contains("North places: 1, 1, 2, 2, 3, 3 left"));
    for m in ["3@a6", "2@b6", "1@c6", "1@d6", "2@e6", "3@f6"] {
        play(&mut game, m);
    }
    assert_eq!(game.to_move(), SOUTH);
    let fixed = Gyges::new(&options(&[("setup", "321123/321123")]));
    assert_eq!(game.to_text(), fixed.to_text());
    assert_eq!(game.moves(), fixed.moves());
    let why = Gyges::new(&official())
        .explain(&[Target::Choice("2"), Target::Cell(cell("c2"))])
        .unwrap();
    assert!(why.contains("rows 1 to 1"), "{why}");
}

#[test]
fn alternate_and_cosmoludo_setups() {
    let mut game = Gyges::new(&options(&[("setup", "alternate")]));
    play(&mut game, "3@a1");
    assert_eq!(game.to_move(), NORTH);
    play(&mut game, "3@a6");
    assert_eq!(game.to_move(), SOUTH);
    let mut cosmo = Gyges::new(&options(&[("setup", "cosmoludo")]));
    assert_eq!(cosmo.moves().len(), 36);
    play(&mut cosmo, "1@c2");
    assert_eq!(cosmo.to_move(), SOUTH);
    assert!(cosmo.parse_move("1@c3").is_ok_and(|m| !cosmo.is_legal(&m)));
}

// ---------------------------------------------------- one move per result

#[test]
fn two_routes_to_the_same_board_are_one_move() {
    let game = position(LOW, "S", "", &official());
    // The double on e1 reaches f2 by f1 or by e2: two routes, one move.
    let routes = game
        .routes(cell("e1"))
        .into_iter()
        .filter(|r| r.chain.len() == 1 && r.end == End::Empty(game_cell("f2")))
        .count();
    assert_eq!(routes, 2);
    assert_eq!(names(&game).iter().filter(|m| *m == "e1-f2").count(), 1);
}

fn game_cell(name: &str) -> u8 {
    let c = cell(name);
    c.rank * 6 + c.file
}

#[test]
fn notation_errors_are_clear_and_never_panic() {
    let game = position(LOW, "S", "", &official());
    for bad in [
        "",
        "c1",
        "c1-",
        "z9-c1",
        "4@c1",
        "c1-c2>",
        "c1-c2-c3-c4-N>",
        "-",
    ] {
        assert!(game.parse_move(bad).is_err(), "{bad}");
    }
    assert!(Gyges::from_text("", &official()).is_err());
    assert!(Gyges::from_text("....../ S", &official()).is_err());
    assert!(Gyges::from_text(&format!("{} X", board(LOW)), &official()).is_err());
    assert!(Gyges::from_text(&format!("{} S seen=zz", board(LOW)), &official()).is_err());
}

// ----------------------------------------------------------------- perft

/// The naive reference: RULES.md 9.3 with a 6x6 grid and explicit sets.
mod naive {
    use std::collections::BTreeSet;

    pub type Grid = [[u8; 6]; 6]; // [rank][file]
    type Edge = ((usize, usize), (usize, usize));

    pub struct Rules {
        pub push: bool,
    }

    fn shore(g: &Grid, seat: usize) -> Option<usize> {
        let rows: Vec<usize> = if seat == 0 {
            (0..6).collect()
        } else {
            (0..6).rev().collect()
        };
        rows.into_iter().find(|&r| g[r].iter().any(|&v| v > 0))
    }

    struct Walk {
        cells: Vec<(usize, usize)>,  // start then landings
        end: Option<(usize, usize)>, // None = goal
        replace: bool,
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(
        g: &Grid,
        rules: &Rules,
        seat: usize,
        start: (usize, usize),
        cur: (usize, usize),
        left: u8,
        path_cells: &mut Vec<(usize, usize)>,
        edges: &mut Vec<Edge>,
        landings: &mut Vec<(usize, usize)>,
        out: &mut Vec<Walk>,
    ) {
        let goal_rank = if seat == 0 { 5 } else { 0 };
        if left == 1 && cur.0 == goal_rank {
            out.push(Walk {
                cells: landings.clone(),
                end: None,
                replace: false,
            });
        }
        let mut next = Vec::new();
        if cur.0 < 5 {
            next.push((cur.0 + 1, cur.1));
        }
        if cur.0 > 0 {
            next.push((cur.0 - 1, cur.1));
        }
        if cur.1 < 5 {
            next.push((cur.0, cur.1 + 1));
        }
        if cur.1 > 0 {
            next.push((cur.0, cur.1 - 1));
        }
        for n in next {
            let edge = if cur < n { (cur, n) } else { (n, cur) };
            if rules.push {
                if path_cells.contains(&n) {
                    continue;
                }
            } else if edges.contains(&edge) {
                continue;
            }
            let occupied = n != start && g[n.0][n.1] > 0;
            path_cells.push(n);
            edges.push(edge);
            if left > 1 {
                if !occupied {
                    walk(
                        g,
                        rules,
                        seat,
                        start,
                        n,
                        left - 1,
                        path_cells,
                        edges,
                        landings,
                        out,
                    );
                }
            } else if !occupied {
                if rules.push || n != start {
                    out.push(Walk {
                        cells: landings.clone(),
                        end: Some(n),
                        replace: false,
                    });
                }
            } else {
                out.push(Walk {
                    cells: landings.clone(),
                    end: Some(n),
                    replace: true,
                });
                if rules.push || !landings[1..].contains(&n) {
                    landings.push(n);
                    let v = g[n.0][n.1];
                    walk(
                        g, rules, seat, start, n, v, path_cells, edges, landings, out,
                    );
                    landings.pop();
                }
            }
            path_cells.pop();
            edges.pop();
        }
    }

    fn results(g: &Grid, rules: &Rules, seat: usize, w: &Walk) -> Vec<Grid> {
        let mut after = *g;
        let s = w.cells[0];
        after[s.0][s.1] = 0;
        let carried = if rules.push {
            for pair in w.cells.windows(2) {
                after[pair[1].0][pair[1].1] = g[pair[0].0][pair[0].1];
            }
            let last = w.cells[w.cells.len() - 1];
            g[last.0][last.1]
        } else {
            g[s.0][s.1]
        };
        let Some(e) = w.end else {
            return vec![after];
        };
        let lifted = g[e.0][e.1];
        after[e.0][e.1] = carried;
        if !w.replace {
            return vec![after];
        }
        let Some(opp) = shore(&after, 1 - seat) else {
            return vec![];
        };
        let rows: Vec<usize> = if seat == 0 {
            (0..=opp).collect()
        } else {
            (opp..6).collect()
        };
        let mut out = Vec::new();
        for r in rows {
            for f in 0..6 {
                if after[r][f] == 0 {
                    let mut b = after;
                    b[r][f] = lifted;
                    out.push(b);
                }
            }
        }
        out
    }

    /// Every distinct result board of the mover, repetition applied by
    /// `banned`; `None` is a pass.
    pub fn moves(
        g: &Grid,
        rules: &Rules,
        seat: usize,
        banned: &dyn Fn(&Grid) -> bool,
    ) -> Vec<Option<Grid>> {
        let Some(first) = shore(g, seat) else {
            return vec![None];
        };
        let rows: Vec<usize> = match (rules.push, seat) {
            (true, _) => vec![first],
            (false, 0) => (first..6).collect(),
            (false, _) => (0..=first).rev().collect(),
        };
        for r in rows {
            let mut set = BTreeSet::new();
            for f in 0..6 {
                if g[r][f] == 0 {
                    continue;
                }
                let mut out = Vec::new();
                walk(
                    g,
                    rules,
                    seat,
                    (r, f),
                    (r, f),
                    g[r][f],
                    &mut vec![(r, f)],
                    &mut Vec::new(),
                    &mut vec![(r, f)],
                    &mut out,
                );
                for w in &out {
                    for b in results(g, rules, seat, w) {
                        if !banned(&b) {
                            set.insert(b);
                        }
                    }
                }
            }
            if !set.is_empty() {
                return set.into_iter().map(Some).collect();
            }
        }
        vec![None]
    }

    pub fn pieces(g: &Grid) -> usize {
        g.iter().flatten().filter(|&&v| v > 0).count()
    }
}

/// Perft by the naive reference, with the profile's repetition rule.
fn naive_perft(
    g: &naive::Grid,
    push: bool,
    seat: usize,
    depth: u32,
    before: &naive::Grid,
    seen: &mut Vec<naive::Grid>,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let rules = naive::Rules { push };
    let banned = |b: &naive::Grid| {
        if push {
            b == g || b == before
        } else {
            seen.contains(b)
        }
    };
    let moves = naive::moves(g, &rules, seat, &banned);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves {
        let next = m.unwrap_or(*g);
        if naive::pieces(&next) < 12 {
            continue; // won: no moves below
        }
        let fresh = !seen.contains(&next);
        if fresh {
            seen.push(next);
        }
        total += naive_perft(&next, push, 1 - seat, depth - 1, g, seen);
        if fresh {
            seen.pop();
        }
    }
    total
}

fn fixed_grid(south: [u8; 6], north: [u8; 6]) -> naive::Grid {
    let mut g = [[0u8; 6]; 6];
    g[0] = south;
    g[5] = north;
    g
}

#[test]
fn perft_matches_the_naive_reference_to_depth_two() {
    let grid = fixed_grid([3, 2, 1, 1, 2, 3], [3, 2, 1, 1, 2, 3]);
    for (profile, push, expected) in [
        ("official", false, [210, 49924]),
        ("fogliaccio", true, [210, 50044]),
    ] {
        let game = Gyges::new(&options(&[
            ("profile", profile),
            ("setup", "321123/321123"),
        ]));
        for depth in 1..=2u32 {
            let mut seen = vec![grid];
            let reference = naive_perft(&grid, push, 0, depth, &grid, &mut seen);
            assert_eq!(perft(&game, depth), reference, "{profile} depth {depth}");
            assert_eq!(
                reference,
                expected[depth as usize - 1],
                "{profile} depth {depth}"
            );
        }
    }
}

#[test]
fn perft_depth_three() {
    for (profile, expected) in [("official", 13_443_462), ("fogliaccio", 12_976_064)] {
        let game = Gyges::new(&options(&[
            ("profile", profile),
            ("setup", "321123/321123"),
        ]));
        assert_eq!(perft(&game, 3), expected, "{profile}");
    }
}

/// Slow in a debug build: run with `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn perft_depth_three_matches_the_naive_reference() {
    let grid = fixed_grid([3, 2, 1, 1, 2, 3], [3, 2, 1, 1, 2, 3]);
    for (push, expected) in [(false, 13_443_462), (true, 12_976_064)] {
        let mut seen = vec![grid];
        assert_eq!(naive_perft(&grid, push, 0, 3, &grid, &mut seen), expected);
    }
}

/// The engine's moves, as the boards they leave, are the naive reference's
/// along random games of both profiles.
#[test]
fn naive_and_engine_agree_along_random_games() {
    use tavoliere::rng::Rng;
    for (profile, push, setup, seed) in [
        ("official", false, "231132/312213", 7),
        ("fogliaccio", true, "231132/312213", 7),
        ("official", false, "132213/213312", 8),
        ("fogliaccio", true, "132213/213312", 8),
    ] {
        let opts = options(&[("profile", profile), ("setup", setup)]);
        let mut rng = Rng::new(seed);
        let mut game = Gyges::new(&opts);
        let mut seen: BTreeSet<naive::Grid> = BTreeSet::new();
        let mut before = grid_of(&game);
        seen.insert(before);
        for _ in 0..40 {
            let moves = game.moves();
            if moves.is_empty() {
                break;
            }
            let g = grid_of(&game);
            let banned = |b: &naive::Grid| {
                if push {
                    *b == g || *b == before
                } else {
                    seen.contains(b)
                }
            };
            let reference =
                naive::moves(&g, &naive::Rules { push }, game.to_move().index(), &banned);
            let reference: BTreeSet<naive::Grid> =
                reference.into_iter().map(|m| m.unwrap_or(g)).collect();
            let engine: BTreeSet<naive::Grid> = moves
                .iter()
                .map(|mv| {
                    let mut next = game.clone();
                    next.play_unchecked(mv);
                    grid_of(&next)
                })
                .collect();
            assert_eq!(engine.len(), moves.len(), "{}", game.to_text());
            assert_eq!(engine, reference, "{}", game.to_text());
            let mv = moves[rng.below(moves.len())];
            game.play(&mv).unwrap();
            before = g;
            seen.insert(grid_of(&game));
        }
    }
}

fn grid_of(game: &Gyges) -> naive::Grid {
    let mut g = [[0u8; 6]; 6];
    for (i, row) in board_of(game).split('/').enumerate() {
        for (f, ch) in row.bytes().enumerate() {
            g[5 - i][f] = if ch == b'.' { 0 } else { ch - b'0' };
        }
    }
    g
}

/// The fast generator (outcome sets, bit-set segments) against the route
/// search, which lists every route one hop at a time: both must give the
/// same moves, the generator each once, in 2,500 positions of random games
/// per profile, under every replacement rule, with the repetition rules in
/// play.
#[test]
fn fast_generator_matches_the_route_search() {
    use tavoliere::rng::Rng;
    const SETUPS: [&str; 4] = [
        "321123/321123",
        "123321/231312",
        "213312/332211",
        "311223/122133",
    ];
    for profile in ["official", "fogliaccio"] {
        let mut positions = 0;
        let mut seed = 0;
        while positions < 2500 {
            seed += 1;
            let replacement = ["official", "seed_single_row", "off"][seed % 3];
            let opts = options(&[
                ("profile", profile),
                ("replacement", replacement),
                ("setup", SETUPS[seed % SETUPS.len()]),
            ]);
            let mut rng = Rng::new(seed as u64);
            let mut game = Gyges::new(&opts);
            for _ in 0..150 {
                let moves = game.moves();
                let mut sorted = moves.clone();
                sorted.sort();
                assert_eq!(sorted, game.moves_by_routes(), "{}", game.to_text());
                assert_eq!(game.count_moves(), moves.len());
                positions += 1;
                if moves.is_empty() {
                    break;
                }
                game.play_unchecked(&moves[rng.below(moves.len())]);
            }
        }
    }
}

/// The estimate sees a goal threat: North to move wins with the triple on
/// a5 (the PBEM vector), so North stands far better, whichever seat asks;
/// the same board with South to move still favours North (South must
/// answer the threat), by less.
#[cfg(feature = "computer")]
#[test]
fn evaluate_sees_the_threat_of_the_side_that_can_enter_the_goal() {
    use tavoliere::ai::EVAL_LIMIT;
    use tavoliere::game::Seat;
    for opts in [official(), fogliaccio()] {
        let north_to_move = position(PBEM, "N", "", &opts);
        let north = north_to_move.evaluate(NORTH).unwrap();
        assert_eq!(north_to_move.evaluate(SOUTH), Some(-north));
        assert!(north > 0 && north < EVAL_LIMIT, "{north}");
        let south_to_move = position(PBEM, "S", "", &opts);
        let waiting = south_to_move.evaluate(NORTH).unwrap();
        assert!(waiting < north, "{waiting} < {north}");
        // A finished game is scored at the limit.
        let mut won = north_to_move.clone();
        play(&mut won, "a5-c4-c3-a3-a2-S");
        assert_eq!(won.evaluate(NORTH), Some(EVAL_LIMIT));
        assert_eq!(won.evaluate(Seat(0)), Some(-EVAL_LIMIT));
    }
}

/// Picking a piece shows every cell it can reach, deep in its chains, not
/// only the next click: the PBEM triple on a5 bounces on c4, c3, a3 and a2
/// on its way to the goal; each bounce clicked narrows what is shown.
#[cfg(feature = "view")]
#[test]
fn reach_shows_every_cell_of_every_chain() {
    use tavoliere::ui::scene::{Highlight, Tone};
    let game = position(PBEM, "N", "", &official());
    let shown = |clicks: &[Target]| -> Vec<Highlight> { game.reach(clicks) };
    let cells = |h: &[Highlight], tone: Tone| -> Vec<String> {
        h.iter()
            .filter(|x| x.tone == tone)
            .map(|x| x.at.to_string())
            .collect()
    };
    let picked = shown(&[Target::Cell(cell("a5"))]);
    let all: Vec<String> = picked.iter().map(|h| h.at.to_string()).collect();
    for deep in ["c4", "c3", "a3", "a2"] {
        assert!(all.contains(&deep.to_string()), "{deep} in {all:?}");
    }
    // Every end of every legal move of the piece is a `Reach` cell.
    let reach = cells(&picked, Tone::Reach);
    for mv in game.moves() {
        let clicks = game.clicks(&mv);
        if clicks[0] != Target::Cell(cell("a5")) {
            continue;
        }
        let end = clicks.iter().rev().find_map(|t| match t {
            Target::Cell(c) => Some(*c),
            _ => None,
        });
        let text = game.move_to_string(&mv);
        if !text.ends_with('S') && !text.contains('>') {
            assert!(reach.contains(&end.unwrap().to_string()), "{text}");
        }
    }
    // After bouncing on c4, cells only reachable without it drop out.
    let on = shown(&[
        Target::Cell(cell("a5")),
        Target::Cell(cell("c4")),
        Target::Choice("bounce"),
    ]);
    assert!(!on.is_empty() && on.len() < picked.len(), "{on:?}");
    // Nothing for a piece that cannot move, or mid-choice.
    assert!(shown(&[Target::Cell(cell("c4"))]).is_empty());
    assert!(shown(&[Target::Cell(cell("a5")), Target::Cell(cell("c4"))]).is_empty());
}
