//! The last move is marked whole: its start, its path and its end, for
//! every game (`scene::marked_cells`, drawn by the board and the still
//! picture alike).

use super::Marks;
use crate::record::Record;
use crate::ui::clicks::Clicks;
use crate::ui::history::History;
use crate::ui::scene::Tone;

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
