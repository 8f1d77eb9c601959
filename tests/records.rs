//! Records in both spellings: round trips, and an error that names the part
//! for every kind of bad input. Nothing here may panic.

#![cfg(not(target_arch = "wasm32"))]

use tavoliere::clock::Clock;
use tavoliere::game::OptionError;
use tavoliere::record::{Record, RecordError};
use tavoliere::rng::Rng;

fn loa(moves: &[&str]) -> Record {
    Record::new("loa").with_moves(moves)
}

#[test]
fn text_and_fragment_round_trip() {
    let record = Record {
        game: "loa".into(),
        options: vec![("simultaneous".into(), "draw".into())],
        start: Some("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w".into()),
        moves: vec!["a2-c2".into(), "b1-b3".into()],
        clock: Some(Clock::parse("5+3 left 4:12.3 0:58.0").unwrap()),
        notes: Default::default(),
    };
    assert!(record.to_text().contains("Clock: 5+3 left 4:12.3 0:58.0\n"));
    assert_eq!(Record::parse_text(&record.to_text()).unwrap(), record);
    assert_eq!(
        Record::parse_fragment(&record.to_fragment()).unwrap(),
        record
    );
    assert_eq!(
        Record::parse_fragment(&format!("#{}", record.to_fragment())).unwrap(),
        record
    );
    let replay = record.replay().unwrap();
    assert_eq!(replay.moves, record.moves);
}

#[test]
fn a_shared_link_looks_like_the_design_says() {
    let record = loa(&["b1-d3", "a7-c5"]);
    assert_eq!(record.to_fragment(), "game=loa&moves=b1-d3+a7-c5");
    let parsed = Record::parse_fragment("game=loa&moves=b1-d3%20a7-c5").unwrap();
    assert_eq!(parsed.moves, ["b1-d3", "a7-c5"]);
}

#[test]
fn pasted_text_may_be_loose() {
    let text = "game: LOA\n\n  moves: 1. B1D3 a7-c5\n 2. e1-e3\n";
    let record = Record::parse_text(text).unwrap();
    assert_eq!(record.moves, ["B1D3", "a7-c5", "e1-e3"]);
    let replay = record.replay().unwrap();
    assert_eq!(
        replay.moves,
        ["b1-d3", "a7-c5", "e1-e3"],
        "canonical notation"
    );
}

#[test]
fn each_bad_part_is_named() {
    let err = |text: &str| Record::parse_text(text).unwrap_err();
    assert_eq!(err(""), RecordError::Empty);
    assert_eq!(err("Moves: b1-d3"), RecordError::MissingGame);
    assert!(
        matches!(err("Game: loa\nColour: red"), RecordError::Syntax { part, .. } if part == "Colour: red")
    );
    assert!(
        matches!(err("Game: loa\nGame: loa"), RecordError::Syntax { reason, .. } if reason.contains("twice"))
    );
    assert!(
        matches!(err("Game: loa\nOptions: simultaneous"), RecordError::Syntax { part, .. } if part == "simultaneous")
    );

    let replay_err = |record: Record| record.replay().err().unwrap();
    assert_eq!(
        replay_err(Record::new("chess")),
        RecordError::UnknownGame("chess".into())
    );
    let mut bad_option = Record::new("loa");
    bad_option
        .options
        .push(("simultaneous".into(), "never".into()));
    assert!(matches!(
        replay_err(bad_option),
        RecordError::Option(OptionError::BadValue { key, .. }) if key == "simultaneous"
    ));
    let mut bad_start = Record::new("loa");
    bad_start.start = Some("8/8 b".into());
    assert!(matches!(replay_err(bad_start), RecordError::Position(_)));

    match replay_err(loa(&["b1-d3", "zz"])) {
        RecordError::UnreadableMove { number, error } => {
            assert_eq!(number, 2);
            assert_eq!(error.text, "zz");
        }
        other => panic!("{other:?}"),
    }
    match replay_err(loa(&["b1-d3", "a7-c5", "d3-d8"])) {
        RecordError::IllegalMove { number, error } => {
            assert_eq!(number, 3);
            assert_eq!(error.text, "d3-d8");
            assert!(error.position.ends_with(" b"), "{}", error.position);
            let message = RecordError::IllegalMove { number, error }.to_string();
            assert!(
                message.contains("move 3") && message.contains("d3-d8"),
                "{message}"
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn moves_after_the_end_are_refused() {
    // A win in one from a set-up position, then one more move.
    let mut record = Record::new("loa");
    record.start = Some("8/6w1/8/8/8/2b5/8/b3w3 b".into());
    record.moves = vec!["a1-d4".into()];
    assert!(record.replay().unwrap().end.outcome().is_some());
    record.moves.push("g7-g6".into());
    assert!(matches!(
        record.replay().err().unwrap(),
        RecordError::AfterEnd { number: 2, .. }
    ));
}

#[test]
fn bad_links_are_errors() {
    for (fragment, what) in [
        ("", "empty"),
        ("#", "empty"),
        ("moves=b1-d3", "does not say which game"),
        ("game=loa&oops", "expected `key=value`"),
        ("game=loa&moves=%zz", "hexadecimal"),
        ("game=loa&moves=%C3", "UTF-8"),
        ("game=loa&game=loa", "twice"),
    ] {
        let error = Record::parse_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(what), "{fragment}: {error}");
    }
    let unknown_option = Record::parse_fragment("game=loa&colour=red").unwrap();
    assert!(unknown_option
        .replay()
        .err()
        .unwrap()
        .to_string()
        .contains("unknown option `colour`"));
}

#[test]
fn random_garbage_never_panics() {
    let mut rng = Rng::new(42);
    let alphabet: Vec<char> = "gamesloGAMEtr=&+%#:\n -x0123456789abcdefh/wpé\u{1F600}"
        .chars()
        .collect();
    let valid = loa(&["b1-d3", "a7-c5", "c1-c3"]);
    for round in 0..4_000 {
        let text: String = if round % 2 == 0 {
            (0..rng.below(60))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect()
        } else {
            // Mutations of valid spellings.
            let mut base: Vec<char> = if round % 4 == 1 {
                valid.to_text().chars().collect()
            } else {
                valid.to_fragment().chars().collect()
            };
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(base.len());
                base[i] = alphabet[rng.below(alphabet.len())];
            }
            base.into_iter().collect()
        };
        for record in [Record::parse_text(&text), Record::parse_fragment(&text)]
            .into_iter()
            .flatten()
        {
            let _ = record.replay();
        }
    }
}

#[test]
fn garbage_positions_moves_and_options_never_panic_in_any_game() {
    use tavoliere::games::GAMES;
    let mut rng = Rng::new(7);
    let alphabet: Vec<char> = "bwBWrR123456789/-x:()@^ .acdefghij0pass\u{e9}"
        .chars()
        .collect();
    for game in GAMES.iter() {
        // Start from the real start position's text, and mutate it.
        let start = Record::new(game.id)
            .start_position()
            .unwrap()
            .position_text();
        let moves: Vec<String> = Record::new(game.id)
            .start_position()
            .unwrap()
            .legal_move_texts();
        let mut accepted = 0;
        for round in 0..1_500 {
            let mut record = Record::new(game.id);
            let mut text: Vec<char> = start.chars().collect();
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(text.len());
                text[i] = alphabet[rng.below(alphabet.len())];
            }
            if round % 3 != 0 {
                record.start = Some(text.into_iter().collect());
            }
            for _ in 0..rng.below(6) {
                let mut mv: Vec<char> = moves[rng.below(moves.len())].chars().collect();
                if rng.below(2) == 0 {
                    let i = rng.below(mv.len());
                    mv[i] = alphabet[rng.below(alphabet.len())];
                }
                record.moves.push(mv.into_iter().collect());
            }
            if round % 5 == 0 {
                let key = ["variant", "size", "first", "force", "max_plies", "x"][rng.below(6)];
                let value = ["0", "10", "weak", "white", "-3", "\u{e9}"][rng.below(6)];
                record.options.push((key.into(), value.into()));
            }
            if let Ok(replay) = record.replay() {
                // Whatever was accepted must be playable on.
                accepted += 1;
                let _ = replay.end.legal_moves();
                #[cfg(feature = "view")]
                {
                    use tavoliere::ui::view::AnyView;
                    let _ = replay.end.scene();
                    let _ = replay.end.notes();
                }
            }
        }
        // The mutations must reach the engine, not only the record parser.
        assert!(
            accepted >= 50,
            "{}: only {accepted} records accepted",
            game.id
        );
    }
}

/// Quoridor's pawns stepping forward and back: legal for as long as wanted.
fn shuffling_quoridor(plies: usize) -> Vec<String> {
    ["e2", "e8", "e1", "e9"]
        .iter()
        .cycle()
        .take(plies)
        .map(|m| m.to_string())
        .collect()
}

#[test]
fn a_record_at_the_move_limit_loads_and_one_past_it_is_refused_in_every_spelling() {
    use tavoliere::embed::EmbedSpec;
    use tavoliere::record::MAX_MOVES;

    let at_limit = Record {
        game: "quoridor".into(),
        moves: shuffling_quoridor(MAX_MOVES),
        ..Record::default()
    };
    let read = Record::parse_text(&at_limit.to_text()).unwrap();
    assert_eq!(read.replay().unwrap().moves.len(), MAX_MOVES);
    #[cfg(feature = "view")]
    {
        let history = tavoliere::ui::history::History::from_record(&read).unwrap();
        assert_eq!(history.moves().len(), MAX_MOVES);
    }

    let over = Record {
        moves: shuffling_quoridor(MAX_MOVES + 1),
        ..at_limit.clone()
    };
    let said = "the record has more than 10,000 moves, the most a board takes";
    for error in [
        Record::parse_text(&over.to_text()).unwrap_err(),
        Record::parse_fragment(&over.to_fragment()).unwrap_err(),
        over.replay().err().unwrap(),
    ] {
        assert_eq!(error, RecordError::TooManyMoves);
        assert_eq!(error.to_string(), said);
    }
    let moves = over.moves.join(" ");
    let pairs = [
        ("game".to_string(), "quoridor".to_string()),
        ("moves".to_string(), moves),
    ];
    let embed = EmbedSpec::from_attributes(&pairs).unwrap_err().to_string();
    assert!(embed.contains(said), "{embed}");
}

#[test]
fn a_600_kb_link_is_refused_at_once_and_a_huge_text_before_it_is_read() {
    // 200,000 legal moves: refused by their number, without replaying any.
    let link = Record {
        game: "quoridor".into(),
        moves: shuffling_quoridor(200_000),
        ..Record::default()
    }
    .to_fragment();
    assert!(link.len() > 600_000, "{} bytes", link.len());
    assert_eq!(
        Record::parse_fragment(&link),
        Err(RecordError::TooManyMoves)
    );
    let huge = format!("Game: loa\nMoves: {}", "b1-d3 ".repeat(400_000));
    let error = Record::parse_text(&huge).unwrap_err();
    assert!(matches!(error, RecordError::TooLong { .. }), "{error}");
    assert!(
        error
            .to_string()
            .contains("the most a board reads is 1024 KB"),
        "{error}"
    );
}

#[test]
fn a_clock_is_kept_and_checked_against_the_game() {
    let text = "Game: loa\nClock: 10+5\nMoves: b1-d3\n";
    let replay = Record::parse_text(text).unwrap().replay().unwrap();
    let clock = replay.clock.unwrap();
    assert_eq!(clock.to_string(), "10+5 left 10:00.0 10:00.0");
    // Four players' times for a game of two, and a time that is no time.
    let four = "Game: loa\nClock: 10+5 left 1:00 1:00 1:00 1:00\nMoves: b1-d3\n";
    let Err(error) = Record::parse_text(four).unwrap().replay() else {
        panic!("four times for two seats were taken");
    };
    assert_eq!(
        error.to_string(),
        "clock: 4 times left for a game of 2 players"
    );
    let error = Record::parse_fragment("game=loa&clock=5%2B3%20left%20soon").unwrap_err();
    assert!(error.to_string().contains("`soon`"), "{error}");
    // A flag fallen: the side with no time left lost, and says so.
    let flagged = Record::parse_text("Game: loa\nClock: 1+0 left 0:00.0 0:31.4\n").unwrap();
    let clock = flagged.replay().unwrap().clock.unwrap();
    assert_eq!(clock.flagged(), Some(tavoliere::game::Seat(0)));
}
