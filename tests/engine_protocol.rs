//! `tavoliere engine`: a scripted session through the GTP-style protocol,
//! in process and through the binary.

#![cfg(not(target_arch = "wasm32"))]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tavoliere::ai::Analysis;
use tavoliere::cli::{serve_engine, serve_engine_with, EngineSettings, MAX_GENMOVE_MS, MAX_LINE};

/// The answers to `script`, one string per command (the blank line dropped).
fn answers(script: &str) -> Vec<String> {
    let mut out = Vec::new();
    serve_engine(script.as_bytes(), &mut out).expect("writing to a vector works");
    let text = String::from_utf8(out).expect("answers are text");
    text.split("\n\n")
        .filter(|a| !a.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn a_session_round_trips() {
    let script = "\
protocol_version
1 name
game loa simultaneous=draw
play b1-d3
2 genmove
legal
undo
undo
showboard
play a1-a2
level hard:ab
level master
result
bogus
quit
genmove
";
    let got = answers(script);
    assert_eq!(got[0], "= 1");
    assert_eq!(got[1], "=1 tavoliere");
    assert_eq!(got[2], "=");
    assert_eq!(got[3], "=");
    // The computer's move is White's, legal after b1-d3, and now on the record.
    let reply = got[4].strip_prefix("=2 ").expect("genmove answers a move");
    let start = tavoliere::games::engine("loa").unwrap().start;
    let mut position = (start)(&[("simultaneous".into(), "draw".into())]).unwrap();
    position.play_text("b1-d3").unwrap();
    assert!(position.legal_move_texts().contains(&reply.to_string()));
    position.play_text(reply).unwrap();
    assert_eq!(
        got[5],
        format!("= {}", position.legal_move_texts().join(" "))
    );
    assert_eq!(got[6], "=");
    assert_eq!(got[7], "=");
    assert!(
        got[8].ends_with("position: 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"),
        "{}",
        got[8]
    );
    assert!(got[9].starts_with("? "), "{}", got[9]);
    assert_eq!(got[10], "=");
    assert!(
        got[11].starts_with("? unknown level `master`"),
        "{}",
        got[11]
    );
    assert_eq!(got[12], "= none: Black to move");
    assert_eq!(got[13], "? unknown command `bogus`");
    assert_eq!(got[14], "=");
    // Nothing is read after quit.
    assert_eq!(got.len(), 15);
}

#[test]
fn genmove_with_a_time_limit_and_a_set_position() {
    let got = answers(
        "game magneton\nposition 8/8/8/8/8/8/8/8 w\ngenmove 50\nresult\ngenmove 0\ngame nosuch\n",
    );
    assert_eq!(got[0], "=");
    assert_eq!(got[1], "=");
    assert!(got[2].starts_with("= "), "{}", got[2]);
    assert_eq!(got[3], "= none: Black to move");
    assert!(got[4].starts_with("? genmove takes a time"), "{}", got[4]);
    assert_eq!(got[5], "? no game called `nosuch`");
}

#[test]
fn the_binary_speaks_the_protocol_on_standard_streams() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavoliere"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"game byte\nlevel easy\ngenmove\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(lines[0], "=");
    assert_eq!(lines[1], "=");
    assert!(lines[2].starts_with("= "), "{text}");
}

/// The answers to raw `bytes`, as `answers` does for text.
fn answers_to_bytes(bytes: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    serve_engine(bytes, &mut out).expect("writing to a vector works");
    let text = String::from_utf8(out).expect("answers are text, whatever came in");
    text.split("\n\n")
        .filter(|a| !a.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn a_bad_byte_a_long_line_and_control_characters_keep_the_game() {
    let mut script = b"game byte\nplay c3-d4\n5 pl\xffay\n".to_vec();
    script.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
    script.extend_from_slice(b"\nna\0me\nlevel \x1b[2J\nlegal\nresult\n");
    let got = answers_to_bytes(&script);
    assert_eq!(got.len(), 8, "{got:?}");
    assert_eq!(got[1], "=");
    assert!(
        got[2].starts_with("?5 invalid UTF-8 (byte 0xFF at 4)"),
        "{}",
        got[2]
    );
    assert!(got[3].starts_with("? line too long"), "{}", got[3]);
    assert!(got[3].len() < 100, "the long line is not echoed");
    assert!(
        got[4].contains("NUL") && got[4].contains("\\u{0}"),
        "{}",
        got[4]
    );
    assert!(
        got[5].contains("U+001B") && !got[5].contains('\u{1b}'),
        "{}",
        got[5]
    );
    // The move before the bad lines is still on the record: White to move.
    assert!(got[6].starts_with("= "), "{}", got[6]);
    assert_eq!(got[7], "= none: White to move");
}

#[test]
fn errors_quote_at_most_eighty_characters_of_the_input() {
    let long = "b".repeat(10_000);
    let got = answers(&format!(
        "play {long}\n{long}\ngame {long}\ngame loa {long}\nlevel {long}\n"
    ));
    assert_eq!(got.len(), 5);
    for answer in &got {
        assert!(answer.starts_with("? "), "{answer}");
        assert!(answer.len() < 400, "a reply of {} bytes", answer.len());
        assert!(answer.contains(&"b".repeat(80)) && !answer.contains(&"b".repeat(81)));
    }
}

#[test]
fn genmove_refuses_times_above_an_hour_and_memory_is_a_setting() {
    let got = answers(&format!(
        "genmove 4294967296\ngenmove {}\nmemory\nmemory 64\nmemory\nmemory 0\nmemory lots\nstop\n",
        MAX_GENMOVE_MS + 1
    ));
    assert!(
        got[0].contains(&format!("from 1 to {MAX_GENMOVE_MS}")),
        "{}",
        got[0]
    );
    assert!(got[1].starts_with("? genmove takes a time"), "{}", got[1]);
    assert_eq!(got[2], "= 256");
    assert_eq!(got[3], "=");
    assert_eq!(got[4], "= 64");
    assert!(
        got[5].starts_with("? memory takes megabytes from 1"),
        "{}",
        got[5]
    );
    assert!(got[6].starts_with("? memory takes megabytes"), "{}", got[6]);
    // Nothing is thinking: `stop` has nothing to stop.
    assert_eq!(got[7], "=");
    let listed = answers("list_commands\nhelp\n");
    for command in ["stop", "memory", "help"] {
        assert!(listed[0].lines().any(|l| l.ends_with(command)), "{command}");
        assert!(
            listed[1].lines().any(|l| l.starts_with(command)),
            "{command}"
        );
    }
    // `help` describes every command `list_commands` names.
    for command in listed[0].trim_start_matches("= ").lines() {
        assert!(listed[1].contains(command), "help leaves out {command}");
    }
}

#[test]
fn a_think_cap_bounds_every_search() {
    let settings = EngineSettings {
        memory_mb: 8,
        think_cap: Some(Duration::from_millis(30)),
    };
    let mut out = Vec::new();
    let started = Instant::now();
    serve_engine_with(
        &b"level hard:mcts\ngenmove 600000\nmemory\n"[..],
        &mut out,
        &settings,
    )
    .unwrap();
    assert!(started.elapsed() < Duration::from_secs(5));
    let text = String::from_utf8(out).unwrap();
    assert!(text.ends_with("= 8\n\n"), "{text}");
}

#[test]
fn expert_thinks_for_its_own_time_when_genmove_names_none() {
    // Expert has no work budget: without a time it would never answer.
    // Its own time (2 s) is what bounds it here: no cap is set.
    let started = Instant::now();
    let got = answers("game quoridor\nlevel expert\ngenmove\nlevel expert:mcts\ngenmove 30\n");
    let elapsed = started.elapsed();
    assert!(elapsed >= Duration::from_millis(1_900), "{elapsed:?}");
    for reply in [&got[2], &got[4]] {
        let mv = reply.strip_prefix("= ").expect("a move");
        assert!(!mv.is_empty(), "{got:?}");
    }
}

/// Starts the binary's engine with `args`.
fn engine(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_tavoliere"))
        .arg("engine")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

#[test]
fn stop_answers_a_long_search_at_once_and_quit_ends_it() {
    let mut child = engine(&["--memory", "16"]);
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if sender.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let next = |what: &str| {
        lines
            .recv_timeout(Duration::from_secs(10))
            .unwrap_or_else(|_| panic!("no answer to {what} within 10 s"))
    };
    stdin
        .write_all(b"level hard:mcts\n1 genmove 600000\n")
        .unwrap();
    assert_eq!(next("level"), "=");
    assert_eq!(next("level"), "");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stdin.write_all(b"2 stop\n").unwrap();
    let answer = next("stop");
    assert!(answer.starts_with("=1 "), "{answer}");
    assert_eq!(next("genmove"), "");
    assert_eq!(next("stop"), "=2");
    assert!(asked.elapsed() < Duration::from_secs(5));
    stdin.write_all(b"genmove 600000\n").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stdin.write_all(b"quit\n").unwrap();
    let status = child.wait().unwrap();
    assert!(status.success());
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "quit waited for the search"
    );
}

#[test]
fn the_binary_refuses_unknown_arguments_and_answers_help() {
    let bad = engine(&["--hash", "64"]).wait_with_output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--hash"));
    let bad = engine(&["--memory", "0"]).wait_with_output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    let help = engine(&["--help"]).wait_with_output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--memory"));
}

#[test]
fn seeded_random_bytes_and_commands_get_an_answer_each() {
    const WORDS: &[&str] = &[
        "game quoridor players=4",
        "game byte",
        "game cancelletto",
        "genmove",
        "genmove 3",
        "legal",
        "undo",
        "showboard",
        "position ",
        "play ",
        "memory 1",
    ];
    let settings = EngineSettings {
        memory_mb: 4,
        think_cap: Some(Duration::from_millis(2)),
    };
    let mut rng = tavoliere::rng::Rng::new(27);
    for _ in 0..60 {
        let mut script = Vec::new();
        for _ in 0..12 {
            if rng.below(3) == 0 {
                for _ in 0..rng.below(40) {
                    script.push(rng.below(256) as u8);
                }
            } else {
                script.extend_from_slice(WORDS[rng.below(WORDS.len())].as_bytes());
            }
            script.push(b'\n');
        }
        let lines = script.iter().filter(|&&b| b == b'\n').count();
        let mut out = Vec::new();
        serve_engine_with(&script[..], &mut out, &settings).unwrap();
        let text = String::from_utf8(out).expect("answers are UTF-8");
        let answers: Vec<&str> = text.split("\n\n").filter(|a| !a.is_empty()).collect();
        assert!(answers.len() <= lines);
        for answer in answers {
            assert!(
                answer.starts_with('=') || answer.starts_with('?'),
                "{answer:?} to {script:?}"
            );
        }
    }
}

/// The `info` lines and the answer of an `analyse`, each report checked:
/// it reads back, and its line plays from `position` by the rules.
fn analysed(block: &str, position: &dyn tavoliere::any_game::AnyGame) -> (Vec<Analysis>, String) {
    let mut reports = Vec::new();
    let mut answer = None;
    for line in block.lines() {
        if let Some(text) = line.strip_prefix("info ") {
            assert!(answer.is_none(), "info after the answer in {block}");
            let analysis: Analysis = text.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(analysis.to_string(), text);
            let mut end = position.clone_box();
            for mv in &analysis.line {
                assert!(end.outcome().is_none(), "{line}");
                end.play_text(mv)
                    .unwrap_or_else(|e| panic!("{mv} in {line}: {e}"));
            }
            reports.push(analysis);
        } else {
            assert!(answer.is_none(), "two answers in {block}");
            answer = Some(line.to_string());
        }
    }
    (reports, answer.expect("an answer after the info lines"))
}

#[test]
fn analyse_reports_as_it_deepens_and_leaves_the_game_as_it_was() {
    let got = answers("game loa\nplay b1-d3\nshowboard\n7 analyse 300\nshowboard\nanalyse 0\n");
    let mut position = (tavoliere::games::engine("loa").unwrap().start)(&[]).unwrap();
    position.play_text("b1-d3").unwrap();
    let (reports, answer) = analysed(&got[3], position.as_ref());
    assert!(reports.iter().any(|r| r.depth >= 1), "{}", got[3]);
    let best = answer.strip_prefix("=7 ").expect("analyse answers a move");
    assert!(position.legal_move_texts().contains(&best.to_string()));
    let last = reports.last().expect("a report");
    assert_eq!(last.line.first().map(String::as_str), Some(best));
    for pair in reports.windows(2) {
        assert!(pair[0].depth <= pair[1].depth, "{}", got[3]);
    }
    assert_eq!(got[2], got[4], "analyse changed the game");
    assert!(got[5].starts_with("? analyse takes a time"), "{}", got[5]);
}

#[test]
fn analyse_answers_for_every_kind_of_search_and_refuses_a_finished_game() {
    for (game, options) in [
        ("quoridor", vec![("players", "4")]),
        ("cancelletto", vec![]),
    ] {
        let words: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let got = answers(&format!("game {game} {}\nanalyse 200\n", words.join(" ")));
        let options: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let position = (tavoliere::games::engine(game).unwrap().start)(&options).unwrap();
        let (reports, answer) = analysed(&got[1], position.as_ref());
        assert!(!reports.is_empty(), "{game}: {}", got[1]);
        let best = answer.strip_prefix("= ").expect("a move");
        assert!(
            position.legal_move_texts().contains(&best.to_string()),
            "{game}"
        );
    }
    // A seeded random game of LOA to its end: analyse answers as genmove does.
    let mut position = (tavoliere::games::engine("loa").unwrap().start)(&[]).unwrap();
    let mut rng = tavoliere::rng::Rng::new(5);
    let mut script = String::from("game loa\n");
    while position.outcome().is_none() {
        let legal = position.legal_move_texts();
        let mv = legal[rng.below(legal.len())].clone();
        position.play_text(&mv).unwrap();
        script.push_str(&format!("play {mv}\n"));
    }
    script.push_str("analyse 100\ngenmove 100\n");
    let got = answers(&script);
    let n = got.len();
    assert_eq!(got[n - 2], "? the game is over");
    assert_eq!(got[n - 1], got[n - 2]);
}

#[test]
fn stop_ends_a_long_analysis_with_its_best_move() {
    let mut child = engine(&[]);
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if sender.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let next = || {
        lines
            .recv_timeout(Duration::from_secs(10))
            .expect("an answer within 10 s")
    };
    stdin.write_all(b"play b1-d3\n1 analyse 100000\n").unwrap();
    assert_eq!(next(), "=");
    assert_eq!(next(), "");
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stdin.write_all(b"2 stop\nshowboard\n").unwrap();
    let mut infos = 0;
    let answer = loop {
        let line = next();
        if !line.starts_with("info depth ") {
            break line;
        }
        infos += 1;
    };
    assert!(infos >= 1, "no info line before {answer}");
    assert!(answer.starts_with("=1 "), "{answer}");
    assert_eq!(next(), "");
    assert_eq!(next(), "=2");
    assert!(asked.elapsed() < Duration::from_secs(5));
    assert_eq!(next(), "");
    // The game is as it was: White to move after b1-d3.
    let board = std::iter::from_fn(|| Some(next()))
        .find(|line| line.starts_with("position: "))
        .unwrap();
    assert!(board.ends_with(" w"), "{board}");
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// The engine plays the `ab-centre` yardstick in Lines of Action, to the
/// time `genmove` gives it, and refuses it in a game it cannot weigh.
#[test]
fn the_ab_centre_yardstick_plays_lines_of_action_only() {
    let got = answers("game loa\nlevel ab-centre\ngenmove 50\ngame quoridor\ngenmove 50\n");
    let reply = got[2].strip_prefix("= ").expect("genmove answers a move");
    let start = tavoliere::games::engine("loa").unwrap().start;
    let position = (start)(&[]).unwrap();
    assert!(position.legal_move_texts().contains(&reply.to_string()));
    assert!(got[4].contains("Lines of Action only"), "{}", got[4]);
}
