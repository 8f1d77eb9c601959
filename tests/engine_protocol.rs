//! `tavoliere engine`: a scripted session through the GTP-style protocol,
//! in process and through the binary.

#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

use tavoliere::cli::serve_engine;

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
level expert
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
        got[11].starts_with("? unknown level `expert`"),
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
