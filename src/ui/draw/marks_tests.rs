//! The last move is marked whole: its start, its path and its end, for
//! every game (`scene::marked_cells`), and the walls, tiles and gates it
//! put or took away (`scene::marked_fixtures`), drawn by the board and the
//! still picture alike.

use super::marks::Marks;
use super::still::{position_svg, SIZE};
use crate::game::Target;
use crate::geometry::Coord;
use crate::record::Record;
use crate::ui::animation::{Plan, BEAT_MS};
use crate::ui::clicks::Clicks;
use crate::ui::history::History;
use crate::ui::scene::Tone;
use crate::ui::view::AnyView;

/// The cells marked after `moves` are played on `record`'s start.
fn marked(record: Record, moves: &[&str]) -> Vec<String> {
    let history = History::from_record(&record.with_moves(moves)).unwrap();
    let marks = Marks::of_position(&history, &Clicks::default(), &[], "GOAL");
    marks.last_move.iter().map(|c| c.to_string()).collect()
}

/// The first legal move after `moves` whose notation `pick` accepts.
fn find(record: &Record, moves: &[&str], pick: impl Fn(&str) -> bool) -> String {
    let history = History::from_record(&record.clone().with_moves(moves)).unwrap();
    let texts = history.current().legal_move_texts();
    texts
        .into_iter()
        .find(|t| pick(t))
        .expect("a move of that kind")
}

/// Position text ranks from a diagram (top rank first, `.` empty).
fn ranks(diagram: &str) -> String {
    let rows: Vec<String> = diagram
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for cell in row.split_whitespace() {
                if cell == "." {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push_str(cell);
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect();
    rows.join("/")
}

#[test]
fn nothing_is_marked_before_the_first_move() {
    assert!(marked(Record::new("loa"), &[]).is_empty());
}

#[test]
fn a_ponte_bridge_crossing_marks_every_cell_of_the_bridge() {
    // Figs. 72-76: Black e1 crosses its bridge f2-g3-h4 and exits to g5.
    let fig72 = "
        . . . . . . . .
        w . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . b
        . . . . . . b .
        . . . . . b . .
        . . . . b . . .";
    let record = Record {
        start: Some(format!("{} b", ranks(fig72))),
        ..Record::new("ponte")
    };
    assert_eq!(marked(record, &["e1-g5"]), ["e1", "f2", "g3", "h4", "g5"]);
}

#[test]
fn a_gyges_bounce_chain_marks_its_start_every_bounce_and_its_end() {
    let record = Record {
        options: vec![("setup".into(), "321123/321123".into())],
        ..Record::new("gyges")
    };
    // North's reply brings a piece within reach, then South bounces on it.
    let bounce = |t: &str| t.split('-').count() >= 3 && !t.ends_with('S') && !t.ends_with('N');
    let north = find(&record, &["b1-b3"], |_| true);
    let chain = find(&record, &["b1-b3", &north], bounce);
    let cells = marked(record, &["b1-b3", &north, &chain]);
    for named in chain.split('-') {
        assert!(cells.contains(&named.to_string()), "{chain}: {cells:?}");
    }
    // And the path between them, hop by hop.
    assert!(cells.len() > chain.split('-').count(), "{chain}: {cells:?}");
}

#[test]
fn a_byte_stack_move_marks_where_it_left_and_landed() {
    let record = Record::new("byte");
    let first = find(&record, &[], |_| true);
    let cells = marked(record, &[&first]);
    assert_eq!(cells.len(), 2, "{first}: {cells:?}");
}

#[test]
fn a_quoridor_pawn_step_marks_both_cells() {
    assert_eq!(marked(Record::new("quoridor"), &["e2"]), ["e1", "e2"]);
}

#[test]
fn a_magneton_drop_marks_the_drop_not_the_pieces_it_moved() {
    let record = Record::new("magneton");
    let first = find(&record, &[], |_| true);
    let history = History::from_record(&record.clone().with_moves(&[&first])).unwrap();
    // A drop beside the first piece, so the magnet acts on it.
    let drop = history
        .current()
        .legal_move_texts()
        .into_iter()
        .find(|t| {
            let mut after = history.current().clone_box();
            after.play_text(t).is_ok()
                && crate::ui::view::AnyView::scene(after.as_ref())
                    .highlights
                    .iter()
                    .any(|h| h.tone == Tone::Focus)
        })
        .expect("a drop that moves a piece");
    let cells = marked(record, &[&first, &drop]);
    assert_eq!(cells.len(), 1, "{drop}: {cells:?}");
}

#[test]
fn a_porta_placement_marks_its_cell_and_a_step_both() {
    let record = Record::new("porta");
    let place = find(&record, &[], |_| true);
    assert_eq!(marked(record.clone(), &[&place]).len(), 1);
    let step = "w 0,0 0-0 - 0 0";
    let board = "
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . w . . .
        b . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .";
    let record = Record {
        start: Some(format!("{} {step}", ranks(board))),
        ..Record::new("porta")
    };
    assert_eq!(marked(record, &["e5-e6"]), ["e5", "e6"]);
}

#[test]
fn a_loa_slide_marks_both_ends() {
    assert_eq!(marked(Record::new("loa"), &["b1-b3"]), ["b1", "b3"]);
}

#[test]
fn archimede_and_cancelletto_steps_mark_both_ends() {
    for id in ["archimede", "cancelletto"] {
        let record = Record::new(id);
        let step = find(&record, &[], |t| t.contains('-'));
        let cells = marked(record, &[&step]);
        assert_eq!(cells.len(), 2, "{id} {step}: {cells:?}");
    }
}

/// The grooves, tiles and gate sides marked after `moves`, with the cells.
fn marked_fixtures(record: Record, moves: &[&str]) -> (Vec<Target>, Vec<String>) {
    let history = History::from_record(&record.with_moves(moves)).unwrap();
    let marks = Marks::of_position(&history, &Clicks::default(), &[], "GOAL");
    let cells = marks.last_move.iter().map(|c| c.to_string()).collect();
    (marks.last_fixtures, cells)
}

/// The still picture after `moves`, which draws through the same `Surface`
/// as the canvas.
fn picture(record: &Record, moves: &[&str]) -> String {
    let history = History::from_record(&record.clone().with_moves(moves)).unwrap();
    position_svg(&history, SIZE)
}

/// How many shapes of the picture are filled in the last move's colour.
fn last_move_fills(svg: &str) -> usize {
    svg.matches("fill=\"rgb(155,199,0)\" fill-opacity=\"0.45\"")
        .count()
}

/// No beat of the animation waits for what changed in place.
fn animated_beats(record: &Record, moves: &[&str]) -> f64 {
    let (last, earlier) = moves.split_last().unwrap();
    let before = History::from_record(&record.clone().with_moves(earlier)).unwrap();
    let after = History::from_record(&record.clone().with_moves(moves)).unwrap();
    let scene = before.current().scene();
    let steps = {
        let mut game = before.current().clone_box();
        game.play_shown(last).unwrap().steps
    };
    Plan::new(&scene, &steps, &after.current().scene()).duration() / BEAT_MS
}

fn groove(name: &str, horizontal: bool) -> Target {
    Target::Groove {
        at: Coord::parse(name, 8, 8).unwrap(),
        horizontal,
    }
}

#[test]
fn a_quoridor_wall_placed_is_marked_where_it_stands() {
    let record = Record::new("quoridor");
    let (fixtures, cells) = marked_fixtures(record.clone(), &["d3h"]);
    assert_eq!(fixtures, [groove("d3", true)]);
    assert!(cells.is_empty(), "no cell is the wall's: {cells:?}");
    // The glow under the wall and the tint over it, in the still picture.
    assert_eq!(last_move_fills(&picture(&record, &["d3h"])), 2);
    assert_eq!(last_move_fills(&picture(&record, &[])), 0);
    assert_eq!(
        animated_beats(&record, &["d3h"]),
        0.0,
        "no pause for a wall"
    );
    // A pawn's step still marks its two cells, and no groove.
    let (fixtures, cells) = marked_fixtures(record, &["d3h", "e8"]);
    assert!(fixtures.is_empty());
    assert_eq!(cells, ["e9", "e8"]);
}

#[test]
fn a_quoridor_wall_moved_marks_the_groove_it_left_and_where_it_stands() {
    let record = Record {
        options: vec![("variant".into(), "movable".into())],
        ..Record::new("quoridor")
    };
    let moved = find(&record, &["d3h", "e8"], |t| t.starts_with("d3h>"));
    let moves = ["d3h", "e8", moved.as_str()];
    let (fixtures, cells) = marked_fixtures(record.clone(), &moves);
    let to = moved.strip_prefix("d3h>").unwrap();
    let (at, dir) = to.split_at(to.len() - 1);
    assert_eq!(fixtures, [groove("d3", true), groove(at, dir == "h")]);
    assert!(cells.is_empty(), "{cells:?}");
    // The old groove filled, the wall's glow and tint: three shapes.
    assert_eq!(last_move_fills(&picture(&record, &moves)), 3);
    assert_eq!(animated_beats(&record, &moves), 0.0);
}

#[test]
fn a_cancelletto_removal_marks_its_tile_and_a_gate_its_two_sides() {
    let record = Record::new("cancelletto");
    let removal = find(&record, &[], |t| t.starts_with('x'));
    let (fixtures, cells) = marked_fixtures(record.clone(), &[&removal]);
    assert_eq!(fixtures.len(), 1, "{removal}: {fixtures:?}");
    assert!(matches!(fixtures[0], Target::Tile(_)), "{fixtures:?}");
    assert!(cells.is_empty(), "{removal}: {cells:?}");
    assert_eq!(last_move_fills(&picture(&record, &[&removal])), 1);
    // A gate: its two sides, each glowing under its token.
    let gate = find(&record, &[], |t| t.contains('='));
    let (fixtures, _) = marked_fixtures(record.clone(), &[&gate]);
    assert_eq!(fixtures.len(), 2, "{gate}: {fixtures:?}");
    assert!(fixtures.iter().all(|t| matches!(t, Target::Side { .. })));
    assert_eq!(
        animated_beats(&record, &[&gate]),
        0.0,
        "no pause for a gate"
    );
}
