//! `tavoliere engine`: a line-based text protocol in the style of GTP, so
//! our engine can be matched against other programs by a referee script.
//!
//! Each command is one line, optionally led by a numeric id; each answer is
//! `=[id] text` or `?[id] error`, followed by an empty line. The README's
//! "Engine protocol" section is the reference for the commands. Input is
//! read as bytes in bounded lines (`input`), so no line, byte or length
//! ends the session; on standard input a reader thread (`inbox`) lets
//! `stop` and `quit` reach a search while it thinks. `analyse` alone
//! prints lines before its answer: `info <analysis>` as it deepens.

mod inbox;
mod input;
mod quote;
mod session;

pub use input::MAX_LINE;
pub use session::{parse_memory, EngineSettings, MAX_GENMOVE_MS};

use std::io::{self, BufRead, Read, Write};

use inbox::{InOrder, Inbox, Live};
use session::{After, Session};

/// Reads commands from `input` in order and answers on `output` until
/// `quit` or the end of input, with the default settings. Only a failure
/// to read or write ends it early.
pub fn serve(input: impl BufRead, output: impl Write) -> io::Result<()> {
    serve_with(input, output, &EngineSettings::default())
}

/// As `serve`, with `settings`: what tests and the fuzz target drive in
/// process. Lines are read in order, so `stop` and `quit` cannot reach a
/// search that is running (`serve_live` can).
pub fn serve_with(
    input: impl BufRead,
    output: impl Write,
    settings: &EngineSettings,
) -> io::Result<()> {
    run(&mut InOrder(input), output, settings)
}

/// As `serve_with`, reading `input` on a thread of its own, so that `stop`
/// answers a running `genmove` at once with its best move so far and
/// `quit` ends the session at once: what `tavoliere engine` runs.
pub fn serve_live(
    input: impl Read + Send + 'static,
    output: impl Write,
    settings: &EngineSettings,
) -> io::Result<()> {
    run(&mut Live::new(input), output, settings)
}

fn run(inbox: &mut dyn Inbox, mut output: impl Write, settings: &EngineSettings) -> io::Result<()> {
    let mut session = Session::new(settings);
    while let Some(line) = inbox.next_line()? {
        let line = match line {
            Ok(line) => line,
            Err((id, error)) => {
                writeln!(output, "?{id} {error}\n")?;
                output.flush()?;
                continue;
            }
        };
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let id = words[0]
            .parse::<u64>()
            .ok()
            .map(|id| {
                words.remove(0);
                id.to_string()
            })
            .unwrap_or_default();
        let Some((command, args)) = words.split_first() else {
            writeln!(output, "?{id} missing command\n")?;
            output.flush()?;
            continue;
        };
        // `analyse` prints its `info` lines as it thinks, before its answer.
        let mut failed = None;
        let (result, after) = session.execute(command, args, inbox, &mut |line| {
            if failed.is_none() {
                failed = writeln!(output, "{line}")
                    .and_then(|()| output.flush())
                    .err();
            }
        });
        if let Some(e) = failed {
            return Err(e);
        }
        match result {
            Ok(text) if text.is_empty() => writeln!(output, "={id}\n")?,
            Ok(text) => writeln!(output, "={id} {text}\n")?,
            Err(error) => writeln!(output, "?{id} {error}\n")?,
        }
        let quit = match after {
            After::Continue => *command == "quit",
            After::Interrupted(interrupt) => {
                writeln!(output, "={}\n", interrupt.id)?;
                interrupt.quit
            }
        };
        output.flush()?;
        if quit {
            break;
        }
    }
    Ok(())
}
