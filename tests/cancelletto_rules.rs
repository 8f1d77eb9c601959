//! Cancelletto scenarios, one or more per rule of RULES.md section 3, and
//! solver checks on boards whose answer is known by construction.

#![cfg(not(target_arch = "wasm32"))]

use tavoliere::game::{Game, GameOptions, Outcome, Target};
use tavoliere::games::cancelletto::board::{Colour, TileSet};
#[cfg(feature = "computer")]
use tavoliere::games::cancelletto::eval::solver::{solve, suggest_turn, Verdict};
use tavoliere::games::cancelletto::{Cancelletto, CancellettoOptions, EndReason};
use tavoliere::geometry::Coord;
use tavoliere::record::Record;

/// The rulebook's sample board at the start, Orange to move (RULES.md 3.2).
const SAMPLE_START: &str = ".b.x....../.....b..b./x.o..xx.../........o./...x--.x../x...--..x./.o.x...bx./........../..o......./x....o..b. o:i1,h4,f9,i9,b10 b:f1,c2,b4,i7,c8 o stepped:- gate:- removed:-";

fn opts(pairs: &[(&str, &str)]) -> CancellettoOptions {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    CancellettoOptions::from_pairs(&pairs).unwrap()
}

/// A board diagram: every cell empty but the given ones (`x`, `o`, `b`).
fn board(specials: &[(&str, char)]) -> String {
    let mut rows = Vec::new();
    for rank in (1..=10u8).rev() {
        let row: String = (0..10u8)
            .map(|file| {
                let name = format!("{}{}", (b'a' + file) as char, rank);
                if (rank == 5 || rank == 6) && (file == 4 || file == 5) {
                    '-'
                } else {
                    specials
                        .iter()
                        .find(|(n, _)| *n == name)
                        .map_or('.', |(_, c)| *c)
                }
            })
            .collect();
        rows.push(row);
    }
    rows.join("/")
}

fn position(text: &str, options: &CancellettoOptions) -> Cancelletto {
    Cancelletto::from_text(text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(game: &mut Cancelletto, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = game.parse_move(text).unwrap();
        game.play(&mv)
            .unwrap_or_else(|e| panic!("{text} refused: {e}"));
    }
}

fn legal(game: &Cancelletto) -> Vec<String> {
    game.moves()
        .iter()
        .map(|m| game.move_to_string(m))
        .collect()
}

/// One orange home a1 and one blue home j10, with the given pawns and extras.
fn two_homes(orange: &str, blue: &str, rest: &str) -> String {
    format!(
        "{} o:{orange} b:{blue} {rest}",
        board(&[("a1", 'o'), ("j10", 'b')])
    )
}

#[test]
fn the_sample_board_starts_as_the_rulebook_prints_it() {
    let game = Cancelletto::new(&CancellettoOptions::default());
    assert_eq!(game.to_text(), SAMPLE_START);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.seat_name(game.to_move()), "Orange");
    // 96 cells on tiles, 11 walls: 85 cells a pawn may use.
    assert_eq!(game.open().count_ones(), 85);
    let reread = position(SAMPLE_START, &CancellettoOptions::default());
    assert_eq!(reread, game);
}

#[test]
fn a_seed_rebuilds_the_same_board_and_deals_the_tile_set() {
    let a = Cancelletto::new(&opts(&[("board", "123")]));
    let b = Cancelletto::new(&opts(&[("board", "123")]));
    let c = Cancelletto::new(&opts(&[("board", "124")]));
    assert_eq!(a.to_text(), b.to_text());
    assert_ne!(a.to_text(), c.to_text());
    for seed in 0..200u64 {
        let g = Cancelletto::new(&opts(&[("board", &seed.to_string())]));
        let layout = g.layout();
        assert_eq!(layout.walls.count_ones(), 11);
        assert_eq!(layout.homes[0].count_ones(), 5);
        assert_eq!(layout.homes[1].count_ones(), 5);
        layout.check().unwrap();
        assert_eq!(g.outcome(), None, "a playable deal for seed {seed}");
        // Blue pawns start on the orange cells and orange pawns on the blue ones.
        assert_eq!(g.pawns(Colour::Blue), layout.homes[Colour::Orange as usize]);
        assert_eq!(g.pawns(Colour::Orange), layout.homes[Colour::Blue as usize]);
    }
    let small = Cancelletto::new(&opts(&[("board", "9"), ("tile_set", "2/2/2/18")]));
    assert_eq!(small.layout().walls.count_ones(), 2);
    assert_eq!(small.layout().homes[1].count_ones(), 2);
}

#[test]
fn a_link_rebuilds_the_board_from_its_seed() {
    let mut record = Record::new("cancelletto").with_moves(&[]);
    record.options.push(("board".into(), "4242".into()));
    let replay = Record::parse_fragment(&record.to_fragment())
        .unwrap()
        .replay()
        .unwrap();
    let direct = Cancelletto::new(&opts(&[("board", "4242")]));
    assert_eq!(replay.end.position_text(), direct.to_text());
    assert_eq!(
        replay.end.changed_options(),
        vec![("board".to_string(), "4242".to_string())]
    );
}

#[test]
fn bad_options_are_refused_with_a_reason() {
    let mut o = CancellettoOptions::default();
    for (key, value) in [
        ("board", "random"),
        ("board", "-1"),
        ("tile_set", "5/4/11/4"),
        ("tile_set", "5/5/11/4"),
        ("tile_set", "abc"),
        ("first", "green"),
        ("win", "later"),
    ] {
        assert!(o.set(key, value).is_err(), "{key}={value} accepted");
    }
    assert_eq!(o, CancellettoOptions::default());
    assert_eq!(TileSet::parse("6/6/10/2").unwrap().text(), "6/6/10/2");
}

#[test]
fn each_pawn_steps_once_in_any_order_onto_free_unwalled_cells() {
    let mut game = Cancelletto::new(&CancellettoOptions::default());
    let moves = legal(&game);
    // Orange's pawn on i1 steps to h1, j1 or i2; blue pawns cannot move.
    for m in ["i1-h1", "i1-j1", "i1-i2", "b10-c10", "b10-a10", "b10-b9"] {
        assert!(moves.contains(&m.to_string()), "{m} missing");
    }
    assert!(!moves.iter().any(|m| m.starts_with("c8-")), "a blue pawn");
    // d10 is walled: b10 may not go there anyway, but c10 then d10 is refused.
    play(&mut game, "b10-c10");
    assert!(!legal(&game).iter().any(|m| m.starts_with("c10-")));
    // A cell vacated earlier in the turn may be entered.
    play(&mut game, "i9-i10 i1-i2");
    assert!(legal(&game).contains(&"h4-h3".to_string()));
    let refused = game.parse_move("i10-i9").unwrap();
    assert!(game.play(&refused).is_err(), "stepped twice");
    assert!(game.parse_move("c10-d10").is_ok());
    assert!(
        game.play(&game.parse_move("f9-e9").unwrap()).is_ok(),
        "order is free"
    );
    assert_eq!(game.stepped().count_ones(), 4);
    // The removal ends the turn: Blue moves, nobody has stepped.
    play(&mut game, "xc3");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.side(), Colour::Blue);
    assert_eq!(game.stepped(), 0);
    let blue = legal(&game);
    assert!(blue.contains(&"c8-c7".to_string()));
    assert!(!blue.iter().any(|m| m.starts_with("c10-")));
}

#[test]
fn pawns_may_not_step_into_walls_the_hole_gaps_or_other_pawns() {
    // Orange pawn d5 next to the hole (e5) and a wall (d4); blue pawn c5.
    let text = format!(
        "{} o:d5 b:c5 o stepped:- gate:- removed:c7",
        board(&[("a1", 'o'), ("j10", 'b'), ("d4", 'x')])
    );
    let game = position(&text, &CancellettoOptions::default());
    let steps: Vec<String> = legal(&game)
        .into_iter()
        .filter(|m| m.starts_with("d5-"))
        .collect();
    // e5 hole, d4 wall, c5 pawn, d6 on the tile c5-d6? c5 is slot (1,2): d6 is present.
    assert_eq!(steps, vec!["d5-d6".to_string()]);
    let mut gap = position(
        &format!(
            "{} o:d5 b:c5 o stepped:- gate:- removed:c5",
            board(&[("a1", 'o'), ("j10", 'b')])
        ),
        &CancellettoOptions::default(),
    );
    // The pawns stood on the removed tile c5: that position is already collapsed.
    assert_eq!(gap.outcome(), Some(Outcome::Collapsed));
    assert!(gap.moves().is_empty());
    gap = position(
        &two_homes("d3", "j9", "o stepped:- gate:- removed:c3"),
        &CancellettoOptions::default(),
    );
    assert!(!legal(&gap).contains(&"d3-c3".to_string()), "c3 is a gap");
}

#[test]
fn the_gate_lies_on_outer_sides_once_per_game_and_joins_two_cells() {
    let mut game = position(
        &two_homes("i1", "j9", "o stepped:- gate:- removed:-"),
        &CancellettoOptions::default(),
    );
    let moves = legal(&game);
    assert!(moves.contains(&"a1w=j10n".to_string()), "border sides");
    assert!(
        moves.contains(&"d5e=j10n".to_string()),
        "a side facing the hole"
    );
    assert!(!moves.iter().any(|m| m.contains("c3n")), "an inner side");
    assert!(!moves.contains(&"a1w=a1s".to_string()), "one cell twice");
    // Once laid, the gate is never laid again, by either player.
    play(&mut game, "i1s=j10e");
    assert!(!legal(&game).iter().any(|m| m.contains('=')));
    play(&mut game, "xc3");
    assert!(!legal(&game).iter().any(|m| m.contains('=')));
    // A gate side facing a removed tile's gap is outer too.
    let gap = position(
        &two_homes("i1", "j9", "o stepped:- gate:- removed:c3"),
        &CancellettoOptions::default(),
    );
    assert!(legal(&gap).contains(&"b3e=j10n".to_string()));
    // Clicking the two sides makes the move; the click order is the notation's.
    let gate = game.parse_move("j10e=i1s").unwrap();
    assert_eq!(game.move_to_string(&gate), "i1s=j10e");
    assert_eq!(
        game.clicks(&gate),
        vec![
            Target::Side {
                cell: Coord::new(8, 0),
                side: 2
            },
            Target::Side {
                cell: Coord::new(9, 9),
                side: 1
            }
        ]
    );
}

#[test]
fn a_pawn_steps_through_the_gate_and_the_gate_keeps_cells_reachable() {
    // Orange pawn j1, orange home a1; tile a3 removed already.
    let text = two_homes("j1", "j9", "o stepped:- gate:j1e=b2n removed:a3");
    let game = position(&text, &CancellettoOptions::default());
    assert!(
        legal(&game).contains(&"j1-b2".to_string()),
        "through the gate"
    );
    // Removing c1 isolates a1's tile: the gate still links it to j1.
    let mut with_gate = game.clone();
    play(&mut with_gate, "xc1");
    assert_eq!(with_gate.outcome(), None);
    // Without the gate the same removal cuts a1 off: the board collapses.
    let mut without = position(
        &two_homes("j1", "j9", "o stepped:- gate:- removed:a3"),
        &CancellettoOptions::default(),
    );
    play(&mut without, "xc1");
    assert_eq!(without.outcome(), Some(Outcome::Collapsed));
    assert_eq!(without.end(), Some(EndReason::CutOff(0)));
    // Removing a gate cell's tile breaks the link.
    let mut broken = game.clone();
    play(&mut broken, "xi1");
    assert_eq!(
        broken.outcome(),
        Some(Outcome::Collapsed),
        "pawn j1 was on i1's tile"
    );
    let mut unlinked = position(
        &two_homes("h2", "j9", "o stepped:- gate:j1e=b2n removed:a3"),
        &CancellettoOptions::default(),
    );
    play(&mut unlinked, "xi1");
    assert_eq!(unlinked.link(), None);
    assert_eq!(unlinked.outcome(), None);
}

#[test]
fn a_removal_that_strands_a_colour_collapses_the_board() {
    // Blue home j10's tile keeps only g9-h10 as a neighbour once i7 is gone.
    let mut game = position(
        &two_homes("a2", "a10", "o stepped:- gate:- removed:i7"),
        &CancellettoOptions::default(),
    );
    play(&mut game, "xg9");
    assert_eq!(game.outcome(), Some(Outcome::Collapsed));
    assert_eq!(game.end(), Some(EndReason::CutOff(99)));
    assert_eq!(
        game.end_reason().unwrap(),
        "no blue pawn can reach j10 any more"
    );
    assert!(game.moves().is_empty());
}

#[test]
fn removing_a_tile_under_a_pawn_or_a_coloured_cell_collapses_the_board() {
    let start = position(
        &two_homes("c1", "j9", "o stepped:- gate:- removed:-"),
        &CancellettoOptions::default(),
    );
    let mut pawn_lost = start.clone();
    play(&mut pawn_lost, "xc1");
    assert_eq!(pawn_lost.end(), Some(EndReason::PawnRemoved(2)));
    let mut home_lost = start.clone();
    play(&mut home_lost, "xa1");
    assert_eq!(home_lost.end(), Some(EndReason::HomeRemoved(0)));
    // Position text keeps the lost pawn, so the collapse reads back.
    let reread = position(&pawn_lost.to_text(), &CancellettoOptions::default());
    assert_eq!(reread.outcome(), Some(Outcome::Collapsed));
}

#[test]
fn the_win_comes_before_the_removal_unless_the_option_says_otherwise() {
    let text = two_homes("a2", "j10", "o stepped:- gate:- removed:-");
    let mut game = position(&text, &CancellettoOptions::default());
    play(&mut game, "a2-a1");
    assert_eq!(game.outcome(), Some(Outcome::Solved));
    assert!(game.moves().is_empty(), "no removal after the win");
    let end_of_turn = opts(&[("win", "end_of_turn")]);
    let mut later = position(&text, &end_of_turn);
    play(&mut later, "a2-a1");
    assert_eq!(later.outcome(), None);
    assert!(legal(&later).contains(&"xe1".to_string()));
    play(&mut later, "xe1");
    assert_eq!(later.outcome(), Some(Outcome::Solved));
    // A removal that collapses the board wins nothing, even with all home.
    let mut lost = position(&text, &end_of_turn);
    play(&mut lost, "a2-a1 xa1");
    assert_eq!(lost.outcome(), Some(Outcome::Collapsed));
}

#[test]
fn strict_matching_needs_one_reachable_cell_per_pawn() {
    // Two blue cells a9 and c9 in the top-left corner region, two blue pawns:
    // one inside, one far away. Cutting the corner off leaves every blue
    // cell reachable by a blue pawn, but not one pawn per cell.
    let layout = board(&[("a1", 'o'), ("c1", 'o'), ("a9", 'b'), ("c9", 'b')]);
    let text = format!("{layout} o:i1,j1 b:b9,j10 o stepped:- gate:- removed:e9");
    let mut plain = position(&text, &CancellettoOptions::default());
    let mut strict = position(&text, &opts(&[("strict_matching", "on")]));
    play(&mut plain, "xc7 xa7");
    assert_eq!(plain.outcome(), None, "each blue cell is reachable from b9");
    play(&mut strict, "xc7");
    assert_eq!(strict.outcome(), None);
    play(&mut strict, "xa7");
    assert_eq!(strict.end(), Some(EndReason::NoMatching(Colour::Blue)));
}

#[test]
fn notation_reads_back_and_bad_text_is_refused() {
    let game = Cancelletto::new(&CancellettoOptions::default());
    for text in ["i1-h1", "a1w=j10n", "xc7"] {
        let mv = game.parse_move(text).unwrap();
        assert_eq!(game.move_to_string(&mv), text);
    }
    assert_eq!(
        game.move_to_string(&game.parse_move("xd8").unwrap()),
        "xc7",
        "any cell names its tile"
    );
    for bad in ["xe5", "x", "a1w=a1n", "a1q=b1s", "i1h1", "k1-k2", "i1-", ""] {
        assert!(game.parse_move(bad).is_err(), "`{bad}` accepted");
    }
}

#[test]
fn bad_position_text_is_refused_with_a_reason() {
    let good = two_homes("a2", "j9", "o stepped:- gate:- removed:-");
    assert!(Cancelletto::from_text(&good, &CancellettoOptions::default()).is_ok());
    for bad in [
        good.replace("o:a2", "o:a2,b2"),
        good.replace("o:a2", "o:j9"),
        good.replace(" o stepped", " g stepped"),
        good.replace("stepped:-", "stepped:j9"),
        good.replace("removed:-", "removed:b1"),
        good.replace("gate:-", "gate:c3n=a1w"),
        good.replacen("..........", ".........", 1),
        good.replacen('.', "x", 2),
        format!("{good} extra"),
    ] {
        assert!(
            Cancelletto::from_text(&bad, &CancellettoOptions::default()).is_err(),
            "`{bad}` accepted"
        );
    }
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_finds_a_one_turn_win() {
    let game = position(
        &two_homes("a2", "j10", "o stepped:- gate:- removed:-"),
        &CancellettoOptions::default(),
    );
    let (turn, answer) = suggest_turn(&game, 100);
    let Verdict::Winnable(plan) = answer.verdict else {
        panic!("not found: {answer:?}");
    };
    assert_eq!(plan.len(), 1);
    assert_eq!(game.move_to_string(&turn[0]), "a2-a1");
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_plans_a_two_turn_win_that_replays() {
    // Orange needs a step, then Blue needs one: Orange must remove a tile
    // that cuts nothing off in between.
    let game = position(
        &two_homes("a2", "j9", "o stepped:- gate:- removed:-"),
        &CancellettoOptions::default(),
    );
    let answer = solve(&game, 1_000);
    let Verdict::Winnable(plan) = answer.verdict else {
        panic!("not found: {answer:?}");
    };
    let mut replay = game.clone();
    for mv in &plan {
        replay.play(mv).expect("the plan is legal");
    }
    assert_eq!(replay.outcome(), Some(Outcome::Solved));
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_proves_losses_it_can_bound() {
    // The corner a9-d10 holds two blue cells and one blue pawn, cut off
    // from the rest; the gate is laid elsewhere, so no link can ever help.
    let layout = board(&[("a1", 'o'), ("c1", 'o'), ("a9", 'b'), ("c9", 'b')]);
    let text = format!("{layout} o:i1,j1 b:b9,j10 o stepped:- gate:a1w=j1e removed:a7,c7,e9");
    let cornered = position(&text, &CancellettoOptions::default());
    assert_eq!(
        cornered.outcome(),
        None,
        "not collapsed under the per-cell rule"
    );
    let answer = solve(&cornered, 1_000);
    assert_eq!(answer.verdict, Verdict::Lost);
    assert!(answer.exhausted);
    // Already collapsed.
    let mut lost = cornered.clone();
    play(&mut lost, "xa9");
    assert_eq!(solve(&lost, 10).verdict, Verdict::Lost);
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_answers_within_its_budget_on_the_sample_board() {
    let game = Cancelletto::new(&CancellettoOptions::default());
    let answer = solve(&game, 50);
    assert!(answer.nodes <= 50);
    if let Verdict::Winnable(plan) = answer.verdict {
        let mut replay = game.clone();
        for mv in &plan {
            replay.play(mv).expect("the plan is legal");
        }
        assert_eq!(replay.outcome(), Some(Outcome::Solved));
    }
}

#[cfg(feature = "computer")]
/// Every legal move sequence from `game`, depth first: whether some line
/// reaches the shared win. Only for positions with a few tiles left.
fn brute_force_winnable(game: &Cancelletto, seen: &mut std::collections::HashSet<String>) -> bool {
    match game.outcome() {
        Some(Outcome::Solved) => return true,
        Some(_) => return false,
        None => {}
    }
    if !seen.insert(game.to_text()) {
        return false;
    }
    game.moves().iter().any(|mv| {
        let mut next = game.clone();
        next.play(mv).expect("a legal move");
        brute_force_winnable(&next, seen)
    })
}

#[cfg(feature = "computer")]
/// Positions late in random games on small deals: a random board with one
/// cell per colour, tiles removed at random (never collapsing) until only
/// `left` tiles without a coloured cell remain, pawns walked at random.
fn late_positions(count: u64, left: usize, gate: bool) -> Vec<Cancelletto> {
    let mut out = Vec::new();
    let mut rng = tavoliere::rng::Rng::new(7);
    for seed in 0..count * 4 {
        let options = opts(&[("board", &seed.to_string()), ("tile_set", "1/1/4/18")]);
        let mut game = Cancelletto::new(&options);
        let mut ok = true;
        while ok {
            let homes = game.layout().homes[0] | game.layout().homes[1];
            let removable = (0..25u8)
                .filter(|&s| {
                    let tile = tavoliere::games::cancelletto::board::slot_cells(s);
                    s != 12 && game.present() & tile != 0 && tile & homes == 0
                })
                .count();
            if removable <= left && (!gate || game.gate().is_some()) && game.stepped() == 0 {
                break;
            }
            let moves = game.moves();
            let wanted: Vec<_> = moves
                .iter()
                .filter(|m| {
                    let mut next = game.clone();
                    next.play(m).is_ok() && next.outcome().is_none()
                })
                .filter(|m| {
                    let text = game.move_to_string(m);
                    !text.contains('=') || (gate && game.gate().is_none() && rng.below(6) == 0)
                })
                .cloned()
                .collect();
            if wanted.is_empty() {
                ok = false;
            } else {
                let mv = wanted[rng.below(wanted.len())];
                game.play(&mv).unwrap();
            }
        }
        if ok && game.outcome().is_none() {
            out.push(game);
        }
        if out.len() as u64 == count {
            break;
        }
    }
    out
}

#[cfg(feature = "computer")]
fn check_against_brute_force(positions: &[Cancelletto]) -> (usize, usize) {
    let (mut won, mut lost) = (0, 0);
    for game in positions {
        let truth = brute_force_winnable(game, &mut std::collections::HashSet::new());
        let answer = solve(game, 100_000);
        match answer.verdict {
            Verdict::Winnable(plan) => {
                assert!(truth, "{}: a plan on a lost position", game.to_text());
                let mut replay = game.clone();
                for mv in &plan {
                    replay.play(mv).expect("the plan is legal");
                }
                assert_eq!(replay.outcome(), Some(Outcome::Solved));
                won += 1;
            }
            Verdict::Lost => {
                assert!(!truth, "{}: proved lost but winnable", game.to_text());
                assert!(answer.exhausted);
                lost += 1;
            }
            Verdict::Unknown => panic!("{}: undecided", game.to_text()),
        }
    }
    (won, lost)
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_agrees_with_exhaustive_search_late_in_games_with_the_gate_laid() {
    let positions = late_positions(12, 3, true);
    assert!(positions.len() >= 8, "only {} positions", positions.len());
    let (won, lost) = check_against_brute_force(&positions);
    assert_eq!(won + lost, positions.len());
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_agrees_with_exhaustive_search_late_in_games_before_the_gate() {
    let positions = late_positions(8, 2, false);
    assert!(positions.len() >= 5, "only {} positions", positions.len());
    let (won, lost) = check_against_brute_force(&positions);
    assert_eq!(won + lost, positions.len());
}

#[cfg(feature = "computer")]
#[test]
fn too_few_tiles_left_for_the_distance_is_a_proof() {
    // The orange pawn is 4 steps from a1, the gate is laid far away, and
    // only three tiles without a coloured cell remain: two orange turns.
    let layout = board(&[("a1", 'o'), ("j10", 'b')]);
    let removed = "a3,c3,g3,i3,a5,c5,g5,i5,a7,c7,e7,g7,a9,c9,e9,g9,e3,i7,g1";
    let text = format!("{layout} o:c5 b:j10 o stepped:- gate:j1e=j10n removed:{removed}");
    let text = text.replace("o:c5", "o:d2");
    let far = position(&text, &CancellettoOptions::default());
    assert_eq!(far.outcome(), None, "{}", far.to_text());
    let answer = solve(&far, 1_000);
    assert_eq!(answer.verdict, Verdict::Lost);
    // The same with the pawn on b1: one step, won at once.
    let near = position(
        &text.replace("o:d2", "o:b1"),
        &CancellettoOptions::default(),
    );
    let Verdict::Winnable(plan) = solve(&near, 1_000).verdict else {
        panic!("the one-step win was not found");
    };
    assert_eq!(plan.len(), 1);
}

#[cfg(feature = "computer")]
#[test]
fn the_unlaid_gate_rescues_a_pawn_the_distance_bound_would_give_up() {
    // Orange on j1 is 9 steps from a1 along ranks 1-2, and only four tiles
    // without a coloured cell are left (three orange turns): the pawn must
    // lay the gate from j1 to a cell near a1 and step through it.
    let layout = board(&[("a1", 'o'), ("j10", 'b')]);
    let removed = "a3,c3,e3,g3,i3,a5,c5,g5,i5,a7,c7,e7,g7,i7,a9,c9,e9,g9";
    let text = format!("{layout} o:j1 b:j10 o stepped:- gate:- removed:{removed}");
    let game = position(&text, &CancellettoOptions::default());
    assert_eq!(game.outcome(), None, "{}", game.to_text());
    let answer = solve(&game, 10_000);
    let Verdict::Winnable(plan) = answer.verdict else {
        panic!("not found: {answer:?}");
    };
    let mut replay = game.clone();
    for mv in &plan {
        replay.play(mv).expect("the plan is legal");
    }
    assert_eq!(replay.outcome(), Some(Outcome::Solved));
    assert!(plan.iter().any(|m| game.move_to_string(m).contains('=')));
    // With the gate already spent far away, the same board is lost.
    let spent = position(
        &text.replace("gate:-", "gate:i10n=j10n"),
        &CancellettoOptions::default(),
    );
    assert_eq!(solve(&spent, 10_000).verdict, Verdict::Lost);
}

#[cfg(feature = "computer")]
#[test]
fn the_solver_run_in_slices_gives_the_same_verdict() {
    use tavoliere::games::cancelletto::eval::solver::Solver;
    for position in late_positions(6, 3, false) {
        let whole = solve(&position, 100_000);
        let mut solver = Solver::new(&position);
        while solver.answer().is_none() && solver.nodes() < 100_000 {
            solver.run(1);
        }
        let sliced = solver.answer_so_far();
        assert_eq!(
            std::mem::discriminant(&sliced.verdict),
            std::mem::discriminant(&whole.verdict),
            "{}",
            position.to_text()
        );
    }
}

#[cfg(feature = "computer")]
#[test]
fn the_route_planner_wins_boards_before_any_search() {
    // Random boards 2 and 4 deadlock a walk along shortest routes (pawns
    // meet head on in a corridor) and board 8 needs the gate: the route
    // planner's rounds at the root (one per unit of budget, no search yet)
    // find a plan for each, and the plan wins under the rules.
    for seed in ["2", "4", "8"] {
        let game = Cancelletto::new(&opts(&[("board", seed)]));
        let answer = solve(&game, 32);
        let Verdict::Winnable(plan) = answer.verdict else {
            panic!("board {seed}: not found: {answer:?}");
        };
        assert!(answer.nodes <= 32);
        let mut replay = game.clone();
        for mv in &plan {
            replay.play(mv).expect("the plan is legal");
        }
        assert_eq!(replay.outcome(), Some(Outcome::Solved), "board {seed}");
    }
}
