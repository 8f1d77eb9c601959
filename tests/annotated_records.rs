//! Annotated records (issue 42, point 1): comments, glyphs, shapes, headers
//! and nested variations round trip through text and link on every game,
//! every line is checked by the rules, and bad or huge input is refused
//! quickly with an error that names the place.

#![cfg(not(target_arch = "wasm32"))]

#[path = "common/long_games.rs"]
mod long_games;

use std::time::Instant;

use tavoliere::any_game::AnyGame;
use tavoliere::record::{
    Cell, Colour, Comment, Glyph, Line, MoveNotes, NotedMove, Record, RecordError, Shape,
    MAX_DEPTH, MAX_MOVES,
};
use tavoliere::rng::Rng;

/// The first cell name in a move text (`d3` of `b1-d3`), if any.
fn a_cell(text: &str) -> Option<Cell> {
    let bytes = text.as_bytes();
    for start in 0..bytes.len() {
        if !bytes[start].is_ascii_lowercase()
            || (start > 0 && bytes[start - 1].is_ascii_lowercase())
        {
            continue;
        }
        let letters = bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_lowercase())
            .count();
        let digits = bytes[start + letters..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if let Some(cell) = Cell::parse(&text[start..start + letters + digits]) {
            return Some(cell);
        }
    }
    None
}

/// A legal move at `position` other than `not`, if there is one.
fn another(position: &dyn AnyGame, not: &str, rng: &mut Rng) -> Option<String> {
    let texts: Vec<String> = position
        .legal_move_texts()
        .into_iter()
        .filter(|t| t != not)
        .filter(|t| {
            let mut next = position.clone_box();
            next.play_text(t).is_ok() && next.outcome().is_none()
        })
        .collect();
    (!texts.is_empty()).then(|| texts[rng.below(texts.len())].clone())
}

/// A random legal game of `game` with every kind of annotation.
fn annotated(game: &str, seed: u64) -> Record {
    let mut record = long_games::long_record(game, 8, seed);
    assert!(record.moves.len() >= 4, "{game}: a game of a few moves");
    let mut rng = Rng::new(seed);
    let cell = record
        .moves
        .iter()
        .find_map(|m| a_cell(m))
        .unwrap_or_else(|| Cell::parse("a1").unwrap());
    let other = record
        .moves
        .iter()
        .filter_map(|m| a_cell(m))
        .find(|c| *c != cell)
        .unwrap_or_else(|| cell.clone());
    record.notes.tags = vec![
        ("Title".into(), format!("A game of {game}")),
        ("White".into(), "Ann".into()),
        ("Black".into(), "Bo".into()),
        ("Date".into(), "2026.11.28".into()),
        ("Result".into(), "*".into()),
    ];
    record.notes.intro = Comment {
        text: "A quiet start.".into(),
        shapes: vec![Shape::Mark {
            colour: Colour::Yellow,
            cell: cell.clone(),
        }],
    };
    // Positions before each main-line move.
    let mut position = record.start_position().unwrap();
    let mut before = Vec::new();
    for m in &record.moves {
        before.push(position.clone_box());
        position.play_text(m).unwrap();
    }
    let mut plies = vec![MoveNotes::default(); 3];
    plies[0].glyphs = vec![Glyph::INTERESTING, Glyph::nag(14)];
    plies[0].comment = Comment {
        text: "Develops.".into(),
        shapes: vec![
            Shape::Arrow {
                colour: Colour::Green,
                from: cell.clone(),
                to: other.clone(),
            },
            Shape::Mark {
                colour: Colour::Red,
                cell: other.clone(),
            },
        ],
    };
    // A variation for move 2, with a nested one for its second move.
    let main = &record.moves[1];
    if let Some(alt) = another(before[1].as_ref(), main, &mut rng) {
        let mut line = Line {
            intro: Comment {
                text: "Instead:".into(),
                shapes: Vec::new(),
            },
            moves: vec![NotedMove {
                text: alt.clone(),
                notes: MoveNotes {
                    glyphs: vec![Glyph::DUBIOUS],
                    ..MoveNotes::default()
                },
            }],
        };
        let mut after = before[1].clone_box();
        after.play_text(&alt).unwrap();
        if let Some(second) = another(after.as_ref(), "", &mut rng) {
            let nested = another(after.as_ref(), &second, &mut rng).map(|n| Line {
                intro: Comment::default(),
                moves: vec![NotedMove {
                    text: n,
                    notes: MoveNotes {
                        comment: Comment {
                            text: "Deeper.".into(),
                            shapes: Vec::new(),
                        },
                        ..MoveNotes::default()
                    },
                }],
            });
            line.moves.push(NotedMove {
                text: second,
                notes: MoveNotes {
                    comment: Comment {
                        text: "Also possible.".into(),
                        shapes: Vec::new(),
                    },
                    variations: nested.into_iter().collect(),
                    ..MoveNotes::default()
                },
            });
        }
        plies[1].variations.push(line);
    }
    plies[2].glyphs = vec![Glyph::BLUNDER];
    record.notes.plies = plies;
    record
}

const GAMES: [&str; 9] = [
    "porta",
    "ponte",
    "cancelletto",
    "archimede",
    "loa",
    "byte",
    "magneton",
    "quoridor",
    "gyges",
];

#[test]
fn annotated_games_round_trip_and_replay_in_every_game() {
    for game in GAMES {
        for seed in 1..=3 {
            let record = annotated(game, seed);
            assert!(
                !record.notes.plies[1].variations.is_empty(),
                "{game}: a variation was built"
            );
            let text = record.to_text();
            assert_eq!(
                Record::parse_text(&text).as_ref(),
                Ok(&record),
                "{game} text:\n{text}"
            );
            let link = record.to_fragment();
            assert_eq!(
                Record::parse_fragment(&link).as_ref(),
                Ok(&record),
                "{game} link: {link}"
            );
            let replay = record
                .replay()
                .unwrap_or_else(|e| panic!("{game}: {e}\n{text}"));
            assert_eq!(replay.moves, record.moves);
            // A variation as a game of its own replays too.
            let line = record.variation_record(&[(1, 0)]).unwrap();
            assert_eq!(line.moves[0], record.moves[0]);
            line.replay()
                .unwrap_or_else(|e| panic!("{game} variation: {e}"));
            if record.notes.plies[1].variations[0].moves.len() > 1 {
                let has_nested = !record.notes.plies[1].variations[0].moves[1]
                    .notes
                    .variations
                    .is_empty();
                if has_nested {
                    let deeper = record.variation_record(&[(1, 0), (1, 0)]).unwrap();
                    assert_eq!(deeper.moves.len(), 3);
                    deeper.replay().unwrap();
                }
            }
        }
    }
}

#[test]
fn the_example_of_the_issue_reads_and_replays() {
    let text = "Game: loa\nMoves: { A quiet start. } 1. b1-d3 a7-c5!? { White develops. [%cal Ga7c5] [%csl Rd3] }\n  ( 1... a2-c4 { Also possible. } ) 2. e1-e3\n";
    let record = Record::parse_text(text).unwrap();
    assert_eq!(record.moves, ["b1-d3", "a7-c5", "e1-e3"]);
    assert_eq!(record.notes.intro.text, "A quiet start.");
    let second = record.notes.at(1).unwrap();
    assert_eq!(second.glyphs, [Glyph::INTERESTING]);
    assert_eq!(second.comment.text, "White develops.");
    assert_eq!(
        second.comment.shapes,
        [
            Shape::Arrow {
                colour: Colour::Green,
                from: Cell::parse("a7").unwrap(),
                to: Cell::parse("c5").unwrap()
            },
            Shape::Mark {
                colour: Colour::Red,
                cell: Cell::parse("d3").unwrap()
            }
        ]
    );
    let variations = record.notes.variations_at(1);
    assert_eq!(variations.len(), 1);
    assert_eq!(variations[0].moves[0].text, "a2-c4");
    assert_eq!(variations[0].moves[0].notes.comment.text, "Also possible.");
    record.replay().unwrap();
    let written = record.to_text();
    assert_eq!(
        written,
        "Game: loa\nMoves: { A quiet start. } b1-d3 a7-c5!? { White develops. [%cal Ga7c5] [%csl Rd3] } ( a2-c4 { Also possible. } ) e1-e3\n"
    );
    assert_eq!(Record::parse_text(&written).unwrap(), record);
    let link = record.to_fragment();
    assert!(
        link.starts_with("game=loa&moves=%7B+A+quiet+start."),
        "{link}"
    );
    assert_eq!(Record::parse_fragment(&link).unwrap(), record);
    let alt = record.variation_record(&[(1, 0)]).unwrap();
    assert_eq!(alt.moves, ["b1-d3", "a2-c4"]);
}

#[test]
fn plain_records_are_written_as_before() {
    let record = Record::new("loa").with_moves(&["b1-d3", "a7-c5"]);
    assert_eq!(record.to_text(), "Game: loa\nMoves: b1-d3 a7-c5\n");
    assert_eq!(record.to_fragment(), "game=loa&moves=b1-d3+a7-c5");
    let glyphs = Record::parse_text("Game: loa\nMoves: b1-d3 $1 a7-c5 $200").unwrap();
    assert_eq!(glyphs.notes.plies[0].glyphs, [Glyph::GOOD]);
    assert_eq!(glyphs.notes.plies[1].glyphs, [Glyph::nag(200)]);
    assert!(glyphs.to_text().contains("b1-d3! a7-c5 $200"));
}

#[test]
fn headers_and_multi_line_comments() {
    let text = "Game: loa\nTitle: A short game\nwhite: Ann\nMoves: b1-d3 {A long\nResult: unclear\ncomment} a7-c5\nResult: 1-0\n";
    let record = Record::parse_text(text).unwrap();
    assert_eq!(record.notes.tag("title"), Some("A short game"));
    assert_eq!(record.notes.tag("White"), Some("Ann"));
    assert_eq!(record.notes.tag("Result"), Some("1-0"));
    assert_eq!(
        record.notes.plies[0].comment.text,
        "A long Result: unclear comment"
    );
    assert_eq!(record.moves, ["b1-d3", "a7-c5"]);
    assert_eq!(Record::parse_text(&record.to_text()).unwrap(), record);
    assert_eq!(
        Record::parse_fragment(&record.to_fragment()).unwrap(),
        record
    );
    assert!(Record::parse_text("Game: loa\nTitle:\nMoves:").is_err());
}

fn text_err(moves: &str) -> RecordError {
    Record::parse_text(&format!("Game: loa\nMoves: {moves}\n")).unwrap_err()
}

fn replay_err(moves: &str) -> String {
    Record::parse_text(&format!("Game: loa\nMoves: {moves}\n"))
        .unwrap()
        .replay()
        .err()
        .unwrap()
        .to_string()
}

#[test]
fn bad_movetext_is_named() {
    let movetext = |e: RecordError| matches!(e, RecordError::Movetext { .. });
    assert!(movetext(text_err("b1-d3 { open")));
    assert!(movetext(text_err("b1-d3 }")));
    assert!(movetext(text_err("b1-d3 ( a7-c5")));
    assert!(movetext(text_err("b1-d3 )")));
    assert!(movetext(text_err("( b1-d3 )")));
    assert!(movetext(text_err("b1-d3 ( )")));
    assert!(movetext(text_err("$1 b1-d3")));
    assert!(movetext(text_err("b1-d3 $256")));
    assert!(movetext(text_err("b1-d3!!!")));
    let shape = |e: RecordError| matches!(e, RecordError::Shape { .. });
    assert!(shape(text_err("b1-d3 { [%cal Xa7c5] }")));
    assert!(shape(text_err("b1-d3 { [%cal Ga7] }")));
    assert!(shape(text_err("b1-d3 { [%csl R3d] }")));
    assert!(shape(text_err("b1-d3 { [%csl Rd3 }")));
    // Any other `[%...]` command is kept as words.
    let kept = Record::parse_text("Game: loa\nMoves: b1-d3 { [%clk 0:01] }").unwrap();
    assert_eq!(kept.notes.plies[0].comment.text, "[%clk 0:01]");
}

#[test]
fn every_line_is_checked_and_the_error_names_it() {
    let e = replay_err("b1-d3 a7-c5 ( a2-c4 b1-b9 ) e1-e3");
    assert!(e.starts_with("variation for move 2, its move 2:"), "{e}");
    let e = replay_err("b1-d3 a7-c5 ( a2-c4 c1-c3 ( zz ) ) e1-e3");
    assert!(
        e.starts_with("variation for move 2 > variation for its move 2, its move 1:"),
        "{e}"
    );
    let e = replay_err("b1-d3 a7-c5 ( a2-c4 ) ( h7-h5 ) e1-e3");
    assert!(e.contains("2nd alternative"), "{e}");
    let e = replay_err("b1-d3 a7-c5 ( d3-d5 )");
    assert!(e.starts_with("variation for move 2, its move 1:"), "{e}");
}

#[test]
fn deep_nesting_and_too_many_moves_are_refused() {
    let mut ok = String::from("b1-d3");
    let mut deep = String::from("b1-d3");
    for _ in 0..MAX_DEPTH {
        ok.push_str(" ( b1-d3");
    }
    ok.push_str(&" )".repeat(MAX_DEPTH));
    for _ in 0..=MAX_DEPTH {
        deep.push_str(" ( b1-d3");
    }
    deep.push_str(&" )".repeat(MAX_DEPTH + 1));
    assert!(Record::parse_text(&format!("Game: loa\nMoves: {ok}")).is_ok());
    assert_eq!(text_err(&deep), RecordError::TooDeep);
    // Moves in all lines together count.
    let half = vec!["b1-d3"; MAX_MOVES / 2 + 1].join(" ");
    assert_eq!(
        text_err(&format!("{half} ( {half} )")),
        RecordError::TooManyMoves
    );
}

#[test]
fn a_megabyte_of_brackets_is_refused_quickly() {
    let limit = tavoliere::record::MAX_TEXT_BYTES - 20;
    for fill in ["(", "{", ")", "b1-d3 (", "{ [%cal ", "!", "$1 "] {
        let text = format!("Game: loa\nMoves: {}", fill.repeat(limit / fill.len()));
        let started = Instant::now();
        assert!(Record::parse_text(&text).is_err(), "{fill}");
        assert!(started.elapsed().as_secs() < 2, "{fill}: quick");
    }
    // Many comments and variations: linear, not quadratic.
    let many = "b1-d3 { x [%csl Rd3] } ( a2-c4 ) ".repeat(20_000);
    let started = Instant::now();
    let _ = Record::parse_text(&format!("Game: loa\nMoves: {many}"));
    assert!(started.elapsed().as_secs() < 2);
}

#[test]
fn random_movetext_never_panics_and_what_reads_round_trips() {
    let pieces = [
        "{", "}", "(", ")", " ", "\n", "!", "?", "$", "7", "1.", "1...", "b1-d3", "a7-c5", "a2-c4",
        "[%cal ", "[%csl ", "Ga7c5", "Rd3", ",", "]", "[%clk ", "Result: ", "x",
    ];
    let mut rng = Rng::new(42);
    let mut read = 0;
    for _ in 0..20_000 {
        let n = 1 + rng.below(24);
        let moves: String = (0..n).map(|_| pieces[rng.below(pieces.len())]).collect();
        let text = format!("Game: loa\nMoves: {moves}\n");
        if let Ok(record) = Record::parse_text(&text) {
            read += 1;
            let _ = record.replay();
            assert_eq!(
                Record::parse_text(&record.to_text()).as_ref(),
                Ok(&record),
                "{text:?}"
            );
            assert_eq!(
                Record::parse_fragment(&record.to_fragment()).as_ref(),
                Ok(&record),
                "{text:?}"
            );
        }
    }
    assert!(read > 1_000, "enough inputs read ({read})");
}
