//! Any sequence of commands and raw bytes sent to `tavoliere engine`: the
//! session must answer every line with `=` or `?`, never panic, and end.
//! Searches are held to a few milliseconds and a small memory cap, and the
//! run has an RSS limit (scripts/fuzz.sh), so unbounded growth fails it.
#![no_main]
use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use tavoliere::cli::{serve_engine_with, EngineSettings};

/// Command words the fuzzer can pick by one byte, so it reaches the games
/// and the searches quickly instead of guessing their names.
const WORDS: &[&str] = &[
    "protocol_version",
    "name",
    "list_commands",
    "game loa",
    "game byte",
    "game quoridor players=4",
    "game cancelletto",
    "game gyges",
    "game porta",
    "game ponte",
    "game magneton",
    "game archimede",
    "position ",
    "level hard:mcts",
    "level easy:ab",
    "memory ",
    "play ",
    "genmove",
    "genmove 1",
    "analyse",
    "analyse 1",
    "stop",
    "undo",
    "legal",
    "showboard",
    "result",
    "7 ",
];

/// Reads `data` as steps: a byte below `WORDS.len()` writes that word
/// followed by up to 15 raw bytes of argument and a newline; any other
/// byte is written raw.
fn script(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() * 4);
    let mut i = 0;
    while i < data.len() {
        let b = data[i];
        i += 1;
        match WORDS.get(usize::from(b)) {
            Some(word) => {
                out.extend_from_slice(word.as_bytes());
                let n = data.get(i).map_or(0, |n| usize::from(n % 16));
                i += 1;
                let end = (i + n).min(data.len());
                out.extend_from_slice(&data[i.min(end)..end]);
                i = end;
                out.push(b'\n');
            }
            None => out.push(b),
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let settings = EngineSettings {
        memory_mb: 16,
        think_cap: Some(Duration::from_millis(5)),
    };
    let input = script(data);
    let mut out = Vec::new();
    serve_engine_with(&input[..], &mut out, &settings).expect("writing to a vector works");
    let text = String::from_utf8(out).expect("answers are UTF-8 whatever came in");
    for answer in text.split("\n\n").filter(|a| !a.is_empty()) {
        // `analyse` prints its reports, `info ...`, before its answer.
        let answer = answer
            .lines()
            .skip_while(|line| line.starts_with("info "))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            answer.starts_with('=') || answer.starts_with('?'),
            "an answer that is neither `=` nor `?`: {answer:?}"
        );
    }
});
