//! Picking works everywhere (issue 41): a click or a tap anywhere on the
//! cell of a piece that can move picks it, in every game, on a desktop's
//! board and on a phone's, either way up; a Byte stack's checkers are
//! picked on their discs and anywhere on the stack's cell, and a tapping
//! finger reaches every legal height through zones no thinner than 12 px.
//!
//! The positions are the start and a seeded playout of each game, so every
//! kind of piece and many stacks are met; what may be picked is always the
//! legal moves' clicks.

#![cfg(all(not(target_arch = "wasm32"), feature = "view", feature = "all-games"))]

use tavoliere::any_game::{AnyGame, LegalMove};
use tavoliere::game::Target;
use tavoliere::geometry::Coord;
use tavoliere::record::Record;
use tavoliere::rng::Rng;
use tavoliere::ui::clicks::{ClickResult, Clicks};
use tavoliere::ui::layout::{Layout, CHECKER_RY, CHECKER_THICK};
use tavoliere::ui::pointing::target_at;
use tavoliere::ui::scene::{PieceLook, Scene};
use tavoliere::ui::view::AnyView;

/// A desktop's board and a phone's (8 cells of about 38 px on the latter).
const SIZES: [f64; 2] = [640.0, 340.0];
/// The thinnest zone a finger must be given, in CSS pixels.
const FINGER: f64 = 12.0;

/// Every game, and the variant where Quoridor's pawns are picked before they
/// step (in the others a pawn moves by a click on where it goes).
fn records() -> Vec<Record> {
    let mut records: Vec<Record> = tavoliere::games::GAMES
        .iter()
        .map(|g| Record::new(g.id))
        .collect();
    records.push(Record {
        options: vec![("variant".into(), "moving_goal".into())],
        ..Record::new("quoridor")
    });
    records
}

/// The start of `record` and the positions of a seeded playout from it.
fn positions(record: &Record, plies: usize) -> Vec<Box<dyn AnyGame>> {
    let mut game = record.start_position().expect("a start");
    let mut rng = Rng::new(41);
    let mut seen = vec![game.clone_box()];
    for _ in 0..plies {
        let moves = game.legal_move_texts();
        if game.outcome().is_some() || moves.is_empty() {
            break;
        }
        let pick = rng.below(moves.len());
        game.play_text(&moves[pick]).expect("a legal move");
        seen.push(game.clone_box());
    }
    seen
}

/// Where a point names: the target, with no clicks made.
fn named(layout: &Layout, legal: &[LegalMove], scene: &Scene, x: f64, y: f64) -> Option<Target> {
    target_at(layout, &Clicks::default(), legal, scene, x, y)
}

/// The cell a target lies on, if it is a piece's or a cell's.
fn cell_of(t: Target) -> Option<Coord> {
    match t {
        Target::Cell(c) | Target::Level { cell: c, .. } => Some(c),
        _ => None,
    }
}

/// The centre of a cell and points 10% in from each edge and each corner.
fn points_on(layout: &Layout, cell: Coord) -> Vec<(f64, f64, &'static str)> {
    let (x, y) = layout.cell_origin(cell);
    let at = |fx: f64, fy: f64| (x + fx * layout.cell, y + fy * layout.cell);
    let spots = [
        (0.5, 0.5, "centre"),
        (0.5, 0.1, "top edge"),
        (0.5, 0.9, "bottom edge"),
        (0.1, 0.5, "left edge"),
        (0.9, 0.5, "right edge"),
        (0.1, 0.1, "top left"),
        (0.9, 0.1, "top right"),
        (0.1, 0.9, "bottom left"),
        (0.9, 0.9, "bottom right"),
    ];
    spots
        .iter()
        .map(|&(fx, fy, name)| {
            let (px, py) = at(fx, fy);
            (px, py, name)
        })
        .collect()
}

/// Each stack of the scene: its cell and height.
fn stacks(scene: &Scene) -> Vec<(Coord, u8)> {
    let mut stacks: Vec<(Coord, u8)> = Vec::new();
    for p in &scene.pieces {
        if let PieceLook::Checker { level, .. } = p.look {
            match stacks.iter_mut().find(|(c, _)| *c == p.at) {
                Some((_, h)) => *h = (*h).max(level + 1),
                None => stacks.push((p.at, level + 1)),
            }
        }
    }
    stacks
}

/// The middle of checker `level`'s visible drawing in a stack of `height`:
/// the part the checker above does not cover (as `pieces.rs` draws it).
fn disc_point(layout: &Layout, cell: Coord, level: u8, height: u8) -> (f64, f64) {
    let centre = |k: u8| layout.checker_centre(cell.file as f64, cell.rank as f64, k as f64);
    let lower = |k: u8| centre(k).1 + (CHECKER_THICK + CHECKER_RY) * layout.cell;
    let (cx, cy) = centre(level);
    let upper = if level + 1 == height {
        cy - CHECKER_RY * layout.cell
    } else {
        lower(level + 1)
    };
    (cx, (upper + lower(level)) / 2.0)
}

fn layouts(scene: &Scene) -> Vec<(Layout, String)> {
    let mut all = Vec::new();
    for size in SIZES {
        for flipped in [false, true] {
            let layout =
                Layout::fit_with_goals(size, size, scene.width, scene.height, flipped, scene.goals);
            all.push((
                layout,
                format!("{size} px{}", if flipped { ", flipped" } else { "" }),
            ));
        }
    }
    all
}

#[test]
fn a_piece_that_can_move_is_picked_anywhere_on_its_cell_in_every_game() {
    for record in records() {
        let mut checked = 0;
        for game in positions(&record, 30) {
            let legal = game.legal_moves();
            let scene = game.scene();
            let starts = Clicks::default().next_targets(&legal);
            let pieces: Vec<Coord> = starts
                .iter()
                .filter_map(|&t| cell_of(t))
                .filter(|c| scene.pieces.iter().any(|p| p.at == *c))
                .collect();
            for (layout, size) in layouts(&scene) {
                for &cell in &pieces {
                    for (x, y, spot) in points_on(&layout, cell) {
                        let t = named(&layout, &legal, &scene, x, y);
                        let ok = t.is_some_and(|t| starts.contains(&t) && cell_of(t) == Some(cell));
                        assert!(
                            ok,
                            "{} at {}: {spot} of {cell} ({size}) names {t:?}",
                            record.game,
                            game.position_text()
                        );
                        checked += 1;
                    }
                }
                // An empty cell where a move starts (a drop, a pawn's step)
                // answers at its centre.
                for &t in &starts {
                    if let Target::Cell(c) = t {
                        let (x, y) = layout.cell_centre(c);
                        assert_eq!(named(&layout, &legal, &scene, x, y), Some(t), "{size}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 0, "{}: nothing to pick was met", record.game);
    }
}

#[test]
fn each_legal_checker_is_picked_on_its_disc() {
    let mut checked = 0;
    for game in positions(&Record::new("byte"), 80) {
        let legal = game.legal_moves();
        let scene = game.scene();
        let starts = Clicks::default().next_targets(&legal);
        for (layout, size) in layouts(&scene) {
            for (cell, height) in stacks(&scene) {
                for level in 0..height {
                    let (x, y) = disc_point(&layout, cell, level, height);
                    let t = named(&layout, &legal, &scene, x, y);
                    let own = Target::Level { cell, level };
                    if starts.contains(&own) {
                        assert_eq!(t, Some(own), "{cell} of {height}, {size}");
                        checked += 1;
                    } else if starts.iter().any(|&s| cell_of(s) == Some(cell)) {
                        // Not this one: the stack's nearest legal checker.
                        assert!(t.is_some_and(|t| starts.contains(&t) && cell_of(t) == Some(cell)));
                    } else {
                        // Nothing legal: the checker itself, so the refusal says why.
                        assert_eq!(t, Some(own), "{cell} of {height}, {size}");
                    }
                }
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn the_byte_checker_at_the_centre_of_its_cell_is_picked() {
    // The report: Black's c3 at the start answered only on its lower edge.
    let game = Record::new("byte").start_position().unwrap();
    let legal = game.legal_moves();
    let scene = game.scene();
    let c3 = Coord::new(2, 2);
    for (layout, size) in layouts(&scene) {
        let (x, y) = layout.cell_centre(c3);
        assert_eq!(
            named(&layout, &legal, &scene, x, y),
            Some(Target::Level { cell: c3, level: 0 }),
            "{size}"
        );
    }
}

/// The tallest run of points at the cell's middle column that name `want`
/// with no clicks made, scanned over the cell and the stack's drawing above.
fn zone_height(
    layout: &Layout,
    legal: &[LegalMove],
    scene: &Scene,
    cell: Coord,
    want: Target,
) -> f64 {
    let (x0, y0) = layout.cell_origin(cell);
    let x = x0 + layout.cell / 2.0;
    let step = 0.25;
    let (mut best, mut run) = (0.0f64, 0.0f64);
    let mut y = y0 - 2.0 * layout.cell;
    while y < y0 + layout.cell {
        if named(layout, legal, scene, x, y) == Some(want) {
            run += step;
            best = best.max(run);
        } else {
            run = 0.0;
        }
        y += step;
    }
    best
}

/// Positions of a Byte playout with a stack of `height` whose top checker
/// is the mover's and legal, and how many of its checkers are legal.
fn byte_stacks(height: u8) -> Vec<(Box<dyn AnyGame>, Coord, usize)> {
    let mut found = Vec::new();
    for seed_plies in [60, 120] {
        for game in positions(&Record::new("byte"), seed_plies) {
            let legal = game.legal_moves();
            let starts = Clicks::default().next_targets(&legal);
            for (cell, h) in stacks(&game.scene()) {
                let top = Target::Level { cell, level: h - 1 };
                if h == height && starts.contains(&top) {
                    let legal_levels = starts.iter().filter(|&&t| cell_of(t) == Some(cell)).count();
                    found.push((game.clone_box(), cell, legal_levels));
                }
            }
        }
    }
    found
}

#[test]
fn the_top_checker_of_a_two_stack_answers_a_finger_on_a_phone() {
    let found = byte_stacks(2);
    assert!(!found.is_empty(), "no two-stack met");
    for (game, cell, _) in found {
        let legal = game.legal_moves();
        let scene = game.scene();
        for (layout, size) in layouts(&scene) {
            let top = Target::Level { cell, level: 1 };
            let zone = zone_height(&layout, &legal, &scene, cell, top);
            assert!(zone >= FINGER, "{cell}, {size}: {zone} px");
        }
    }
}

#[test]
fn tapping_a_stack_again_and_again_reaches_every_legal_height_then_lets_go() {
    let mut several = 0;
    for height in 2..=4 {
        for (game, cell, count) in byte_stacks(height) {
            let legal = game.legal_moves();
            let scene = game.scene();
            let starts = Clicks::default().next_targets(&legal);
            let mut levels: Vec<u8> = starts
                .iter()
                .filter_map(|t| match *t {
                    Target::Level { cell: c, level } if c == cell => Some(level),
                    _ => None,
                })
                .collect();
            levels.reverse();
            several += usize::from(count > 1);
            for (layout, size) in layouts(&scene) {
                // Points on no disc, above the stack or beside its top: the
                // first tap names the top legal checker, the next ones go
                // down. The whole cell answers each tap but the first (a
                // point on another legal disc names that one at once; a
                // first tap low on the cell names the lowest).
                let (x0, y0) = layout.cell_origin(cell);
                for (fx, fy) in [(0.5, 0.05), (0.06, 0.1), (0.94, 0.3)] {
                    let (x, y) = (x0 + fx * layout.cell, y0 + fy * layout.cell);
                    let mut clicks = Clicks::default();
                    let mut visited = Vec::new();
                    for _ in 0..=levels.len() {
                        let t = target_at(&layout, &clicks, &legal, &scene, x, y).unwrap();
                        match clicks.click(t, &legal) {
                            ClickResult::Pending => match t {
                                Target::Level { level, .. } => visited.push(level),
                                other => panic!("{other:?}"),
                            },
                            ClickResult::Undone => break,
                            other => panic!("{cell}, {size}: {other:?}"),
                        }
                    }
                    assert_eq!(visited, levels, "{cell}, {size}");
                    assert!(clicks.made().is_empty(), "the last tap lets go");
                }
            }
        }
    }
    assert!(several > 0, "no stack with two legal heights met");
}
