//! `--help` on every subcommand: that subcommand's usage, on standard
//! output, with exit status 0, as a well-made Unix tool answers.

use super::args::{Output, USAGE};

/// Whether `args` ask for help: a `--help` or `-h` anywhere among them.
pub(super) fn asks_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "--help" || a == "-h")
}

/// The usage of `command`: its lines of the general usage (or its own, for
/// `solve`), and the notes that apply to it.
pub(super) fn command_help(command: &str) -> Output {
    let text = if command == "solve" {
        format!("usage:\n{}\n", super::solve::USAGE)
    } else {
        let prefix = format!("  tavoliere {command}");
        let lines: Vec<&str> = USAGE
            .lines()
            .filter(|line| {
                line.starts_with(&prefix)
                    || (line.starts_with("LEVEL") && command == "match")
                    || (line.starts_with("--expert-ms") && command == "match")
                    || (line.starts_with("Flags")
                        && !matches!(command, "list" | "engine" | "fit-judgement"))
                    || (line.starts_with("--memory") && command == "match")
            })
            .collect();
        let mut text = format!("usage:\n{}\n", lines.join("\n"));
        if command == "engine" {
            text.push_str(ENGINE_NOTES);
        }
        text
    };
    Output {
        stdout: text,
        ..Output::default()
    }
}

/// What `tavoliere engine --help` adds to its usage line.
const ENGINE_NOTES: &str =
    "Reads one command a line on standard input and answers on standard output
in the style of GTP; `list_commands` lists the commands and the README's
\"Engine protocol\" section describes them. --memory caps each search's
tables (default 256 MB; the `memory` command changes it in a session).
";
