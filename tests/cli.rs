//! The command line's contract: list, show, perft, playout, and errors.

#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use tavoliere::cli::{run, CliError};

fn args(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_string).collect()
}

fn stdout(line: &str) -> String {
    run(&args(line))
        .unwrap_or_else(|e| panic!("{line}: {}", e.0))
        .stdout
}

#[test]
fn list_names_all_nine_games_and_the_options() {
    let out = stdout("list");
    for id in [
        "porta",
        "ponte",
        "cancelletto",
        "archimede",
        "loa",
        "byte",
        "magneton",
        "quoridor",
        "gyges",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(id)),
            "{id} missing:\n{out}"
        );
    }
    assert!(out.contains("loa\tLines of Action / Lines of Action\n"));
    assert!(out.contains("--opt simultaneous=mover"));
}

#[test]
fn show_prints_the_board_the_turn_and_the_moves() {
    let out = stdout("show loa");
    assert!(out.contains(" 8 . b b b b b b ."), "{out}");
    assert!(out.contains("to move: Black"));
    assert!(out.contains("legal moves (36):"));
    let mut a = args("show loa --moves");
    a.push("b1-d3 a7-c5".into());
    let out = run(&a).unwrap().stdout;
    assert!(out.contains("to move: Black"));
}

#[test]
fn show_reports_a_finished_game() {
    let mut a = args("show loa --position");
    a.push("8/6w1/8/8/8/2b5/8/b3w3 b".into());
    a.extend(args("--moves a1-d4"));
    let out = run(&a).unwrap().stdout;
    assert!(out.contains("result: Black wins"), "{out}");
    assert!(out.contains("legal moves (0):"));
}

#[test]
fn perft_ends_with_the_count() {
    let out = stdout("perft loa 2");
    assert_eq!(out.lines().last(), Some("1244"));
    let divided = stdout("perft loa 2 --divide");
    let lines: Vec<&str> = divided.lines().collect();
    assert_eq!(lines.len(), 37, "36 moves and the total");
    assert_eq!(lines.last(), Some(&"1244"));
    let mut sum = 0;
    for line in &lines[..36] {
        let (mv, count) = line.split_once(": ").unwrap();
        sum += count.parse::<u64>().unwrap();
        // Each entry equals perft 1 after that move.
        let after = stdout(&format!("perft loa 1 --opt simultaneous=draw --moves {mv}"));
        assert_eq!(after.lines().last(), Some(count), "{mv}");
    }
    assert_eq!(sum, 1244);
}

#[test]
fn playout_prints_one_json_line_and_repeats_with_the_seed() {
    let line = stdout("playout loa --games 20 --seed 7");
    assert_eq!(line.lines().count(), 1);
    for key in [
        "\"games\":20",
        "\"mean_plies\":",
        "\"wins\":{\"Black\":",
        "\"draws\":",
        "\"unfinished\":0",
        "\"playouts_per_second\":",
        "\"plies_per_second\":",
    ] {
        assert!(line.contains(key), "{key} missing in {line}");
    }
    let strip_time = |l: &str| l.split(",\"seconds\"").next().unwrap().to_string();
    assert_eq!(
        strip_time(&line),
        strip_time(&stdout("playout loa --games 20 --seed 7"))
    );
    let capped = stdout("playout loa --games 5 --seed 1 --max-plies 3");
    assert!(capped.contains("\"unfinished\":5"), "{capped}");
    assert!(capped.contains("\"mean_plies\":3.00"), "{capped}");
}

#[test]
fn a_match_gives_expert_its_time_a_move() {
    let out = stdout("match quoridor --a expert --b easy --games 2 --expert-ms 40 --max-plies 12");
    assert!(out.contains("A = expert, B = easy, 2 games"), "{out}");
    // Expert's moves take its time (the clock stops them, and it has no
    // other limit); easy's take a fraction of it.
    let expert = out.lines().find(|l| l.starts_with("A (expert)")).unwrap();
    let per_move: f64 = expert
        .split(", ")
        .nth(1)
        .unwrap()
        .trim_end_matches(" s per move")
        .parse()
        .unwrap();
    assert!(per_move >= 0.039, "{expert}");
}

/// The yardstick of issue 44 wins every game against random moves at a
/// few hundredths of a second a move (its own time, `--a-ms`), and is
/// refused outside Lines of Action, as is a time for an untimed level.
#[test]
fn the_ab_centre_yardstick_beats_random_and_plays_lines_of_action_only() {
    let out = stdout("match loa --a ab-centre --b random --games 4 --a-ms 30");
    assert!(out.contains("A = ab-centre, B = random, 4 games"), "{out}");
    assert!(out.contains("A wins 4, B wins 0"), "{out}");
    let err = |line: &str| match run(&args(line)) {
        Err(CliError(message)) => message,
        Ok(out) => panic!("{line} succeeded: {}", out.stdout),
    };
    let other = err("match quoridor --a expert --b ab-centre --games 2");
    assert!(other.contains("Lines of Action only"), "{other}");
    let untimed = err("match loa --a ab-centre --b hard --games 2 --b-ms 500");
    assert!(untimed.contains("--b-ms"), "{untimed}");
    assert!(err("match loa --a ab-centre --b hard --games 2 --a-ms 0").contains("--a-ms"));
}

#[test]
fn errors_say_what_is_wrong() {
    let err = |line: &str| match run(&args(line)) {
        Err(CliError(message)) => message,
        Ok(out) => panic!("{line} succeeded: {}", out.stdout),
    };
    assert!(err("").contains("usage"));
    assert!(err("dance").contains("unknown command `dance`"));
    assert!(err("show").contains("missing GAME"));
    assert!(err("show chess").contains("no game called `chess`"));
    assert!(err("show loa --opt simultaneous").contains("KEY=VALUE"));
    assert!(err("show loa --opt simultaneous=never").contains("`simultaneous`"));
    assert!(err("show loa --moves b1-d3x").contains("move 1"));
    assert!(err("show loa --moves b1-b2").contains("not a legal move"));
    assert!(err("perft loa").contains("missing DEPTH"));
    assert!(err("perft loa deep").contains("DEPTH"));
    assert!(err("playout loa --seed 1").contains("--games"));
    assert!(err("playout loa --games many --seed 1").contains("whole number"));
    assert!(err("show loa --colour red").contains("unknown flag"));
    assert!(err("show loa --position 8/8").contains("start position"));
}

#[test]
fn the_binary_exits_with_status_two_on_errors() {
    let bin = env!("CARGO_BIN_EXE_tavoliere");
    let ok = Command::new(bin)
        .args(["perft", "loa", "1"])
        .output()
        .unwrap();
    assert!(ok.status.success());
    assert_eq!(String::from_utf8_lossy(&ok.stdout).trim(), "36");
    let bad = Command::new(bin).args(["show", "chess"]).output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("chess"));
}

#[test]
fn every_subcommand_answers_help_with_its_usage() {
    for command in [
        "list", "show", "perft", "playout", "match", "svg", "engine", "solve",
    ] {
        for flag in ["--help", "-h"] {
            let out = run(&args(&format!("{command} {flag}")))
                .unwrap_or_else(|e| panic!("{command} {flag}: {}", e.0));
            assert!(
                out.stdout.starts_with("usage:\n"),
                "{command}: {}",
                out.stdout
            );
            assert!(
                out.stdout.contains(&format!("tavoliere {command}")),
                "{command}"
            );
        }
    }
    let bin = env!("CARGO_BIN_EXE_tavoliere");
    let help = Command::new(bin)
        .args(["perft", "--help"])
        .output()
        .unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("perft GAME DEPTH"));
}

#[test]
fn a_flag_given_twice_is_refused() {
    let err = |line: &str| match run(&args(line)) {
        Err(CliError(message)) => message,
        Ok(out) => panic!("{line} succeeded: {}", out.stdout),
    };
    assert!(err("playout loa --games 1 --games 2 --seed 1").contains("`--games` is given twice"));
    assert!(err("show loa --opt simultaneous=draw --opt simultaneous=mover").contains("twice"));
    assert!(err("perft loa 1 --divide --divide").contains("twice"));
    assert!(err("show loa --position 8/8 --position 8/8").contains("twice"));
    assert!(err("solve --budget 1 --budget 2").contains("twice"));
    assert!(err("solve --limit-ms 3600001").contains("one hour"));
    assert!(err("match loa --a easy --b easy --games 1 --memory 0").contains("megabytes"));
    assert!(err("match loa --a expert --b easy --games 1 --expert-ms 0").contains("--expert-ms"));
    assert!(err("match loa --a master --b easy --games 1").contains("expert"));
    // --moves lists are joined, as the usage says.
    assert!(stdout("show loa --moves b1-d3 --moves a7-c5").contains("to move: Black"));
}

#[test]
fn set_up_positions_that_no_game_reaches_are_refused_by_rule() {
    let err = |line: &[&str]| {
        let line: Vec<String> = line.iter().map(|s| s.to_string()).collect();
        match run(&line) {
            Err(CliError(message)) => message,
            Ok(out) => panic!("{line:?} succeeded: {}", out.stdout),
        }
    };
    let walled_in = err(&[
        "playout",
        "quoridor",
        "--games",
        "1",
        "--seed",
        "1",
        "--position",
        "pawns=e1,e2 walls=d1v,e1v,d2h left=0,0 turn=south",
    ]);
    assert!(walled_in.contains("the path rule"), "{walled_in}");
    let empty = err(&["show", "byte", "--position", "8/8/8/8/8/8/8/8 b 0-0"]);
    assert!(empty.contains("the board is empty"), "{empty}");
    let hand = err(&[
        "show",
        "quoridor",
        "--opt",
        "players=4",
        "--position",
        "pawns=e1,i5,e9,a5 walls=- left=6,5,5,5 turn=south",
    ]);
    assert!(hand.contains("each player gets 5"), "{hand}");
    let crowd = err(&[
        "show",
        "ponte",
        "--position",
        "8/8/8/8/1b1b1b1b/b1b1b1b1/1b1b1b1b/b1b1b1b1 w",
    ]);
    assert!(crowd.contains("Black has 16 pieces"), "{crowd}");
}

#[test]
fn a_set_up_position_already_won_says_so() {
    let shown = run(&[
        "show".to_string(),
        "loa".to_string(),
        "--position".to_string(),
        "bb6/8/8/8/8/8/8/w6w w".to_string(),
    ])
    .unwrap()
    .stdout;
    assert!(
        shown.contains("result: Black wins: the set-up position is already decided"),
        "{shown}"
    );
}

#[test]
fn the_site_assets_committed_under_www_are_what_the_command_writes_now() {
    let www = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www");
    let files = tavoliere::cli::site_assets::files();
    assert_eq!(files.len(), 11, "data.js, text.js and nine pictures");
    for (path, text) in &files {
        let committed = std::fs::read_to_string(www.join(path)).unwrap_or_default();
        assert!(
            committed == *text,
            "www/{path} is stale: run `cargo run -- site-assets www`"
        );
    }
    // No picture of a game the registry no longer has.
    for entry in std::fs::read_dir(www.join("pictures")).expect("www/pictures") {
        let name = entry.expect("an entry").file_name();
        let path = format!("pictures/{}", name.to_string_lossy());
        assert!(
            files.iter().any(|(p, _)| *p == path),
            "www/{path} is not made"
        );
    }
}

#[test]
fn site_assets_writes_into_the_folder_it_is_given_and_wants_exactly_one() {
    let dir = std::env::temp_dir().join(format!("tavoliere-assets-{}", std::process::id()));
    let out = run(&[
        "site-assets".to_string(),
        dir.to_string_lossy().into_owned(),
    ])
    .expect("writes");
    assert_eq!(out.stdout.lines().count(), 11, "{}", out.stdout);
    let data = std::fs::read_to_string(dir.join("shell/data.js")).expect("data.js");
    assert!(data.contains("\"Lines of Action\"") && data.contains("export const GAMES"));
    assert!(!data.contains('<'), "markup is escaped in the module");
    let text = std::fs::read_to_string(dir.join("shell/text.js")).expect("text.js");
    assert!(text.contains("export const TEXT") && text.contains("Italiano"));
    assert!(!text.contains('<'), "markup is escaped in the module");
    assert!(std::fs::read_to_string(dir.join("pictures/loa.svg"))
        .expect("a picture")
        .starts_with("<svg"));
    std::fs::remove_dir_all(&dir).expect("cleaned up");
    assert!(run(&args("site-assets")).is_err());
    assert!(run(&args("site-assets a b")).is_err());
}
