//! The battery on every playable game, with each rules option.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::option_table::check_option_table;
use common::{battery, BatteryConfig};
use tavoliere::game::{Game, GameOptions};
use tavoliere::games::archimede::{Archimede, ArchimedeOptions};
use tavoliere::games::byte::{Byte, ByteOptions};
use tavoliere::games::cancelletto::Cancelletto;
use tavoliere::games::gyges::Gyges;
use tavoliere::games::loa::{Loa, LoaOptions};
use tavoliere::games::magneton::{Magneton, MagnetonOptions};
use tavoliere::games::ponte::Ponte;
use tavoliere::games::porta::Porta;
use tavoliere::games::quoridor::Quoridor;
use tavoliere::games::GAMES;

/// Runs the battery on every registered game with its default options: a
/// game added to the registry (`every_game!`) is shaken here with no line of
/// its own; the tests below add each game's variants.
macro_rules! battery_for_every_game {
    ($($game:ty),* $(,)?) => {
        #[test]
        fn every_registered_game_with_its_default_options() {
            let config = BatteryConfig {
                games: 2,
                ply_bound: 100_000,
                seed: 9,
                win_in_text: false,
            };
            let mut ran = Vec::new();
            $(
                battery::<$game>(&Default::default(), &config);
                ran.push(<$game as Game>::ID);
            )*
            let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
            assert_eq!(ran, ids, "the battery ran on the registry's games");
        }
    };
}

tavoliere::every_game!(battery_for_every_game);

/// Checks every registered game's option table: listed defaults, offered
/// words, refusals (`common::option_table`).
macro_rules! option_table_of_every_game {
    ($($game:ty),* $(,)?) => {
        #[test]
        fn every_registered_game_s_options_read_back_as_listed() {
            $(check_option_table::<$game>();)*
        }
    };
}

tavoliere::every_game!(option_table_of_every_game);

/// The refusals in the words records and the command line have always shown.
#[test]
fn options_are_refused_in_their_usual_words() {
    fn refusal<G: Game>(pairs: &[(&str, &str)]) -> String {
        let mut options = G::Options::default();
        let (last, first) = pairs.split_last().expect("a value to refuse");
        for (key, value) in first {
            options
                .set(key, value)
                .expect("the settings before the refused one");
        }
        options.set(last.0, last.1).unwrap_err().to_string()
    }
    let expected = |key: &str, value: &str, words: &str| {
        format!("option `{key}` cannot be `{value}`: expected {words}")
    };
    let cases = [
        (
            refusal::<Loa>(&[("simultaneous", "both")]),
            expected("simultaneous", "both", "`mover` or `draw`"),
        ),
        (
            refusal::<Magneton>(&[("repetition", "on")]),
            expected("repetition", "on", "`off` or `draw`"),
        ),
        (
            refusal::<Ponte>(&[("italian_orientation", "x")]),
            expected("italian_orientation", "x", "`on` or `off`"),
        ),
        (
            refusal::<Ponte>(&[("ponte_min_len", "9")]),
            expected("ponte_min_len", "9", "a whole number from 2 to 8"),
        ),
        (
            refusal::<Byte>(&[("max_plies", "-1")]),
            expected("max_plies", "-1", "a whole number from 0 to 1000000"),
        ),
        (
            refusal::<Porta>(&[("target", "0")]),
            expected("target", "0", "`auto` or a whole number from 1 to 1000"),
        ),
        (
            refusal::<Quoridor>(&[("walls", "21")]),
            expected("walls", "21", "`auto` or a whole number from 0 to 20"),
        ),
        (
            refusal::<Quoridor>(&[("first", "east")]),
            expected(
                "first",
                "east",
                "`south` or `north`: East and West play only with four players",
            ),
        ),
        (
            refusal::<Quoridor>(&[("variant", "coin"), ("players", "4")]),
            expected(
                "players",
                "4",
                "`2`: the seed's variants are for two players",
            ),
        ),
        (
            refusal::<Gyges>(&[("setup", "321123/32112")]),
            expected(
                "setup",
                "321123/32112",
                "`play`, `alternate`, `cosmoludo` or two rows of six values with two each \
                 of 1, 2, 3, like `321123/321123`",
            ),
        ),
        (
            refusal::<Cancelletto>(&[("board", "-1")]),
            expected(
                "board",
                "-1",
                "`sample` or a whole number from 0 to 18446744073709551615",
            ),
        ),
        (
            refusal::<Cancelletto>(&[("tile_set", "1/1/1/1")]),
            expected(
                "tile_set",
                "1/1/1/1",
                "counts that add up to the 24 tiles of the board",
            ),
        ),
        (
            refusal::<Archimede>(&[("nope", "x")]),
            "unknown option `nope`".to_string(),
        ),
    ];
    for (got, want) in cases {
        assert_eq!(got, want);
    }
}

#[test]
fn loa_default_rules() {
    battery::<Loa>(
        &LoaOptions::default(),
        &BatteryConfig {
            games: 12,
            ply_bound: 5_000,
            seed: 1,
            win_in_text: true,
        },
    );
}

#[test]
fn loa_simultaneous_draw_without_repetition_rule() {
    let options = LoaOptions::from_pairs(&[
        ("simultaneous".into(), "draw".into()),
        ("repetition".into(), "off".into()),
    ])
    .unwrap();
    battery::<Loa>(
        &options,
        &BatteryConfig {
            games: 8,
            ply_bound: 5_000,
            seed: 100,
            win_in_text: true,
        },
    );
}

#[test]
fn loa_with_a_ply_limit_ends_in_time() {
    let options = LoaOptions::from_pairs(&[("max_plies".into(), "40".into())]).unwrap();
    battery::<Loa>(
        &options,
        &BatteryConfig {
            games: 10,
            ply_bound: 40,
            seed: 200,
            win_in_text: true,
        },
    );
}

#[test]
fn magneton_default_rules() {
    battery::<Magneton>(
        &MagnetonOptions::default(),
        &BatteryConfig {
            games: 30,
            ply_bound: 2_000,
            seed: 1,
            win_in_text: false,
        },
    );
}

#[test]
fn magneton_weak_force_draws_and_repetition() {
    let options = MagnetonOptions::from_pairs(&[
        ("force".into(), "weak".into()),
        ("both_lines".into(), "draw".into()),
        ("repetition".into(), "draw".into()),
        ("max_plies".into(), "300".into()),
    ])
    .unwrap();
    battery::<Magneton>(
        &options,
        &BatteryConfig {
            games: 20,
            ply_bound: 300,
            seed: 50,
            win_in_text: false,
        },
    );
}

#[test]
fn byte_default_rules() {
    battery::<Byte>(
        &ByteOptions::default(),
        &BatteryConfig {
            games: 40,
            ply_bound: 1_000,
            seed: 1,
            win_in_text: true,
        },
    );
}

#[test]
fn byte_white_first() {
    let options = ByteOptions::from_pairs(&[("first".into(), "white".into())]).unwrap();
    battery::<Byte>(
        &options,
        &BatteryConfig {
            games: 30,
            ply_bound: 1_000,
            seed: 300,
            win_in_text: true,
        },
    );
}

#[test]
fn byte_ten_by_ten() {
    let options = ByteOptions::from_pairs(&[("size".into(), "10".into())]).unwrap();
    battery::<Byte>(
        &options,
        &BatteryConfig {
            games: 15,
            ply_bound: 2_000,
            seed: 600,
            win_in_text: true,
        },
    );
}

#[test]
fn archimede_default_rules() {
    // Under the default rule a win is on the board at the start of the
    // winner's turn, so position text shows it.
    let options = ArchimedeOptions::from_pairs(&[("max_plies".into(), "600".into())]).unwrap();
    battery::<Archimede>(
        &options,
        &BatteryConfig {
            games: 16,
            ply_bound: 600,
            seed: 1,
            win_in_text: true,
        },
    );
}

#[test]
fn archimede_immediate_port_adjudication() {
    // The immediate rule looks only at the board and the side to move (the
    // invader stands on the port and no reply sinks it), so it reads back.
    let options = ArchimedeOptions::from_pairs(&[
        ("port_win".into(), "immediate".into()),
        ("max_plies".into(), "600".into()),
    ])
    .unwrap();
    battery::<Archimede>(
        &options,
        &BatteryConfig {
            games: 16,
            ply_bound: 600,
            seed: 300,
            win_in_text: true,
        },
    );
}

/// The battery under options given as `(key, value)` text, as a record or
/// link gives them; `ply_bound` reads the game's guard from the options.
fn battery_with<G: Game>(
    pairs: &[(&str, &str)],
    games: u64,
    seed: u64,
    ply_bound: impl Fn(&G::Options) -> u32,
) {
    let pairs: Vec<(String, String)> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let options = G::Options::from_pairs(&pairs).unwrap();
    battery::<G>(
        &options,
        &BatteryConfig {
            games,
            ply_bound: ply_bound(&options),
            seed,
            win_in_text: true,
        },
    );
}

fn porta_battery(pairs: &[(&str, &str)], games: u64, seed: u64) {
    battery_with::<Porta>(pairs, games, seed, |o| o.max_plies);
}

#[test]
fn porta_default_rules() {
    porta_battery(&[("max_plies", "300")], 12, 1);
}

#[test]
fn porta_doppia_anta() {
    porta_battery(&[("variant", "doppia_anta"), ("max_plies", "300")], 12, 100);
}

#[test]
fn porta_finestra() {
    porta_battery(&[("variant", "finestra"), ("max_plies", "300")], 12, 200);
}

#[test]
fn porta_every_switch_flipped() {
    porta_battery(
        &[
            ("variant", "doppia_anta"),
            ("target", "3"),
            ("one_closure", "on"),
            ("forbid_forming", "on"),
            ("ban_placing", "off"),
            ("ban_relocating", "on"),
            ("same_cell", "on"),
            ("da_porta", "on"),
            ("max_plies", "200"),
        ],
        10,
        300,
    );
}

fn ponte_battery(pairs: &[(&str, &str)], games: u64, seed: u64) {
    battery_with::<Ponte>(pairs, games, seed, |o| o.max_plies);
}

#[test]
fn ponte_default_rules() {
    ponte_battery(&[("max_plies", "300")], 12, 1);
}

#[test]
fn ponte_plain_dama() {
    ponte_battery(&[("bridges", "off"), ("max_plies", "300")], 12, 100);
}

#[test]
fn ponte_every_switch_flipped() {
    ponte_battery(
        &[
            ("italian_orientation", "on"),
            ("any_chain_ponte", "on"),
            ("ponte_min_len", "3"),
            ("ponte_exit_capture_optional", "on"),
            ("traversal_min_pieces", "2"),
            ("repetition", "off"),
            ("max_plies", "300"),
        ],
        10,
        200,
    );
}

fn gyges_battery(pairs: &[(&str, &str)], games: u64, seed: u64) {
    // A win is a piece missing from the board, won by the player not to
    // move, so position text shows it.
    battery_with::<Gyges>(pairs, games, seed, |o| o.max_plies);
}

#[test]
fn gyges_official_fixed_rows() {
    gyges_battery(&[("setup", "321123/231132"), ("max_plies", "30")], 2, 1);
}

#[test]
fn gyges_official_setup_played() {
    gyges_battery(&[("max_plies", "30")], 2, 100);
}

#[test]
fn gyges_fogliaccio_fixed_rows() {
    gyges_battery(
        &[
            ("profile", "fogliaccio"),
            ("setup", "321123/321123"),
            ("max_plies", "30"),
        ],
        2,
        200,
    );
}

#[test]
fn gyges_fogliaccio_alternate_setup_seed_single_row() {
    gyges_battery(
        &[
            ("profile", "fogliaccio"),
            ("setup", "alternate"),
            ("replacement", "seed_single_row"),
            ("max_plies", "30"),
        ],
        2,
        300,
    );
}

#[test]
fn gyges_official_cosmoludo_without_replacement() {
    gyges_battery(
        &[
            ("setup", "cosmoludo"),
            ("replacement", "off"),
            ("max_plies", "30"),
        ],
        2,
        400,
    );
}

fn quoridor_battery(pairs: &[(&str, &str)], games: u64, seed: u64) {
    // A win is a pawn on its goal line (or two pawns that meet), so
    // position text shows it.
    battery_with::<Quoridor>(pairs, games, seed, |o| o.max_plies);
}

#[test]
fn quoridor_classic() {
    quoridor_battery(&[("max_plies", "400")], 4, 1);
}

#[test]
fn quoridor_four_players() {
    quoridor_battery(&[("players", "4"), ("max_plies", "400")], 3, 100);
}

#[test]
fn quoridor_fewer_walls_and_the_87_switches() {
    quoridor_battery(
        &[
            ("walls", "3"),
            ("sidestep", "behind_wall"),
            ("path_rule", "opponents"),
            ("max_plies", "400"),
        ],
        4,
        200,
    );
}

#[test]
fn quoridor_movable_wall() {
    quoridor_battery(&[("variant", "movable"), ("max_plies", "300")], 3, 300);
}

#[test]
fn quoridor_coin() {
    quoridor_battery(&[("variant", "coin"), ("max_plies", "300")], 3, 400);
}

#[test]
fn quoridor_die() {
    quoridor_battery(&[("variant", "die"), ("max_plies", "300")], 3, 500);
}

#[test]
fn quoridor_moving_goal() {
    quoridor_battery(&[("variant", "moving_goal"), ("max_plies", "400")], 4, 600);
}

#[test]
fn quoridor_moving_goal_diagonal_meet() {
    quoridor_battery(
        &[
            ("variant", "moving_goal"),
            ("meet", "diagonal"),
            ("max_plies", "400"),
        ],
        4,
        700,
    );
}

#[test]
fn quoridor_wall_jump() {
    quoridor_battery(&[("variant", "wall_jump"), ("max_plies", "400")], 4, 800);
}

fn cancelletto_battery(pairs: &[(&str, &str)], games: u64, seed: u64) {
    // Every turn removes one of the 24 tiles and has at most one step per
    // pawn and one gate: a game ends within 24 * (10 + 2) plies.
    battery_with::<Cancelletto>(pairs, games, seed, |_| 24 * 12);
}

#[test]
fn cancelletto_sample_board() {
    cancelletto_battery(&[], 6, 1);
}

#[test]
fn cancelletto_random_boards_every_switch_flipped() {
    cancelletto_battery(&[("board", "77"), ("first", "blue")], 4, 100);
    cancelletto_battery(
        &[
            ("board", "5"),
            ("tile_set", "4/4/10/6"),
            ("deal", "any"),
            ("strict_matching", "on"),
            ("win", "end_of_turn"),
        ],
        4,
        200,
    );
}
