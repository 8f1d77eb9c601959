//! The generic test battery every game runs (OpenSpiel's RandomSimTest, made
//! stricter), and helpers for drawing boards as text in scenario tests.

#![allow(dead_code)]

pub mod option_table;

use std::collections::HashSet;

use tavoliere::any_game::AnyGame;
use tavoliere::game::{Game, Outcome, Target};
use tavoliere::rng::Rng;

/// How hard to shake a game.
pub struct BatteryConfig {
    /// Seeded random games to play.
    pub games: u64,
    /// Every random game must end within this many plies.
    pub ply_bound: u32,
    /// First seed; game i uses seed + i.
    pub seed: u64,
    /// Whether a win can be read off the board alone, so a won position's
    /// text reads back as won (LOA: yes; Magneton: no, the win depends on
    /// which pieces the magnets moved this turn).
    pub win_in_text: bool,
}

/// Plays seeded random games and checks, at every position:
/// legal moves distinct and listed in the same order every time (the order
/// may depend on the position only), empty exactly at the end, counted right;
/// every legal move plays; notation round-trips and is unique; click
/// sequences are distinct and none is a prefix of another (click-to-move
/// can always tell them apart); an illegal move and garbage text are refused
/// with the position unchanged; position text round-trips; games end within
/// the bound.
pub fn battery<G: Game>(options: &G::Options, config: &BatteryConfig) {
    let start = G::new(options);
    let mut seen_moves: Vec<G::Move> = Vec::new();
    for game in 0..config.games {
        let mut rng = Rng::new(config.seed + game);
        let mut position = start.clone();
        let mut plies = 0;
        loop {
            let moves = position.moves();
            check_position(&position, &moves, &seen_moves, config.win_in_text);
            if moves.is_empty() {
                break;
            }
            assert!(
                plies < config.ply_bound,
                "game {game} did not end within {} plies",
                config.ply_bound
            );
            // Remember some moves to try later where they are illegal.
            if seen_moves.len() < 64 {
                seen_moves.push(moves[rng.below(moves.len())].clone());
            }
            let mv = &moves[rng.below(moves.len())];
            position.play(mv).expect("a listed move plays");
            plies += 1;
        }
        assert!(position.outcome().is_some());
    }
}

fn check_position<G: Game>(
    position: &G,
    moves: &[G::Move],
    foreign: &[G::Move],
    win_in_text: bool,
) {
    let text = position.to_text();
    let mut sorted = moves.to_vec();
    sorted.sort();
    assert!(
        sorted.windows(2).all(|w| w[0] < w[1]),
        "a move is listed twice in {text}"
    );
    assert_eq!(
        position.clone().moves(),
        moves,
        "a copy lists other moves or another order in {text}"
    );
    assert_eq!(
        moves.is_empty(),
        position.outcome().is_some(),
        "moves empty exactly when over, in {text}"
    );
    assert_eq!(position.count_moves(), moves.len(), "count_moves in {text}");
    // A random move is the one the same draw picks from the list.
    let mut scratch = Vec::new();
    for seed in 0..4 {
        let (mut drawn, mut listed) = (Rng::new(seed), Rng::new(seed));
        let expected = (!moves.is_empty()).then(|| moves[listed.below(moves.len())].clone());
        assert_eq!(
            position.random_move(&mut drawn, &mut scratch),
            expected,
            "random_move in {text}"
        );
        assert_eq!(drawn, listed, "random_move draws once in {text}");
    }

    // What the position itself draws, checked with each move's view below.
    #[cfg(feature = "view")]
    let drawn_here = {
        use tavoliere::ui::view::AnyView;
        let erased: &dyn AnyGame = position;
        tavoliere::ui::shapes::Shapes::of_scene(&erased.scene())
    };
    let mut names = HashSet::new();
    let mut click_lists: Vec<Vec<Target>> = Vec::new();
    for mv in moves {
        let name = position.move_to_string(mv);
        assert!(
            names.insert(name.clone()),
            "notation `{name}` not unique in {text}"
        );
        let parsed = position
            .parse_move(&name)
            .unwrap_or_else(|e| panic!("`{name}` does not parse back in {text}: {e}"));
        assert_eq!(&parsed, mv, "`{name}` parses to another move in {text}");
        let clicks = position.clicks(mv);
        assert!(!clicks.is_empty(), "`{name}` has no clicks");
        // The view of every move, through the page's type-erased view: it
        // draws only the shapes the game says it uses, which are all a
        // bundle of that game can draw (`ui::shapes`).
        #[cfg(feature = "view")]
        {
            use tavoliere::ui::shapes::Shapes;
            use tavoliere::ui::view::AnyView;
            let erased: &dyn AnyGame = position;
            let (steps, after) = erased
                .preview(&name)
                .unwrap_or_else(|| panic!("`{name}` has no preview in {text}"));
            let drawn = Shapes::of_steps(&steps)
                .with(Shapes::of_scene(&after))
                .with(drawn_here)
                .with(Shapes::of_targets(&clicks));
            assert!(
                drawn.within(erased.shapes()),
                "`{name}` draws {drawn:?}, beyond its game's SHAPES, in {text}"
            );
        }
        click_lists.push(clicks);
        let mut child = position.clone();
        child.play(mv).expect("a legal move plays");
    }
    // The page's batch view of the list says what each move says alone.
    let views = position.legal_move_views(moves);
    assert_eq!(views.len(), moves.len(), "one view per move in {text}");
    for ((view, mv), clicks) in views.iter().zip(moves).zip(&click_lists) {
        assert_eq!(
            view.text,
            position.move_to_string(mv),
            "view text in {text}"
        );
        assert_eq!(
            &view.clicks, clicks,
            "view clicks of `{}` in {text}",
            view.text
        );
    }
    click_lists.sort();
    for pair in click_lists.windows(2) {
        assert!(
            !pair[1].starts_with(&pair[0]),
            "click sequence {:?} is a prefix of (or equal to) {:?} in {text}",
            pair[0],
            pair[1]
        );
    }

    // An illegal move is refused and changes nothing.
    if let Some(illegal) = foreign.iter().find(|m| sorted.binary_search(m).is_err()) {
        let mut copy = position.clone();
        let error = copy.play(illegal).expect_err("an illegal move is refused");
        assert_eq!(error.position, text);
        assert_eq!(&copy, position, "a refused move changed the position");
    }
    let mut erased: Box<dyn AnyGame> = Box::new(position.clone());
    for garbage in ["", "zz99", "a1-", "\u{1F600}", "pass pass"] {
        assert!(
            erased.play_text(garbage).is_err(),
            "`{garbage}` was accepted"
        );
    }
    assert_eq!(
        erased.position_text(),
        text,
        "garbage text changed the position"
    );

    // Position text round-trips; a live position keeps its moves.
    let reread = G::from_text(&text, position.options())
        .unwrap_or_else(|e| panic!("position text `{text}` does not parse back: {e}"));
    assert_eq!(reread.to_text(), text);
    if position.outcome().is_none() {
        assert_eq!(reread.outcome(), None, "reread of live {text} is over");
        assert_eq!(
            reread.moves(),
            moves,
            "reread of {text} has other moves or another order"
        );
    } else if win_in_text && matches!(position.outcome(), Some(Outcome::Win(_))) {
        assert_eq!(reread.outcome(), position.outcome(), "reread of won {text}");
    }
}

/// Turns a board drawn as text into rank strings for position text: rows
/// top rank first, cells separated by spaces, `.` for empty.
pub fn diagram_ranks(diagram: &str) -> String {
    diagram
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for cell in row.split_whitespace() {
                if cell == "." {
                    empty += 1;
                } else {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(cell);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            out
        })
        .collect::<Vec<_>>()
        .join("/")
}
