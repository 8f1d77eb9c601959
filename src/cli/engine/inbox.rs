//! Where the session's lines come from, and how a search hears `stop`.
//!
//! A referee must be able to stop a long search or end the session while
//! the engine thinks, so on standard input a reader thread reads lines and
//! hands them over a bounded channel; the search looks at it between
//! slices of work. Lines that are not `stop` or `quit` wait their turn.
//! In-process callers (tests, the fuzz target) can instead read in order
//! from any `BufRead`, where nothing interrupts a search.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::mpsc::{sync_channel, Receiver, TryRecvError};

use super::input::{read_line, ReadLine};

/// Lines read ahead of the session: with `MAX_LINE` each, a few megabytes
/// at most, however fast the other side writes.
const READ_AHEAD: usize = 64;

/// What a line read during a search asks of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interrupt {
    /// Whether the session should end (`quit`) rather than only the search (`stop`).
    pub quit: bool,
    /// The command's id, for its answer.
    pub id: String,
}

/// The session's source of lines.
pub trait Inbox {
    /// The next line, waiting for it; `None` at the end of input.
    fn next_line(&mut self) -> io::Result<Option<ReadLine>>;
    /// A `stop` or `quit` that has arrived since, without waiting; other
    /// lines that arrived are kept for `next_line`.
    fn interrupt(&mut self) -> Option<Interrupt>;
}

/// Lines read in order from a reader, no interruption.
pub struct InOrder<R: BufRead>(pub R);

impl<R: BufRead> Inbox for InOrder<R> {
    fn next_line(&mut self) -> io::Result<Option<ReadLine>> {
        read_line(&mut self.0)
    }

    fn interrupt(&mut self) -> Option<Interrupt> {
        None
    }
}

/// Lines read by a thread of their own, so a search can be interrupted.
pub struct Live {
    lines: Receiver<io::Result<ReadLine>>,
    waiting: VecDeque<ReadLine>,
    /// An error or the end of input seen while looking for interrupts.
    ended: Option<io::Error>,
    closed: bool,
}

impl Live {
    /// Starts the reader thread on `input`.
    pub fn new(input: impl Read + Send + 'static) -> Live {
        let (sender, lines) = sync_channel(READ_AHEAD);
        std::thread::spawn(move || {
            let mut input = BufReader::new(input);
            loop {
                let line = read_line(&mut input);
                let stop = !matches!(line, Ok(Some(_)));
                let sent = match line {
                    Ok(Some(line)) => sender.send(Ok(line)),
                    Ok(None) => break,
                    Err(e) => sender.send(Err(e)),
                };
                if stop || sent.is_err() {
                    break;
                }
            }
        });
        Live {
            lines,
            waiting: VecDeque::new(),
            ended: None,
            closed: false,
        }
    }
}

impl Inbox for Live {
    fn next_line(&mut self) -> io::Result<Option<ReadLine>> {
        if let Some(line) = self.waiting.pop_front() {
            return Ok(Some(line));
        }
        if let Some(e) = self.ended.take() {
            return Err(e);
        }
        if self.closed {
            return Ok(None);
        }
        match self.lines.recv() {
            Ok(line) => line.map(Some),
            Err(_) => Ok(None),
        }
    }

    fn interrupt(&mut self) -> Option<Interrupt> {
        // Waiting lines are bounded too: past them the reader thread blocks.
        while self.waiting.len() < READ_AHEAD && !self.closed {
            match self.lines.try_recv() {
                Ok(Ok(line)) => {
                    if let Some(interrupt) = line.as_ref().ok().and_then(|t| as_interrupt(t)) {
                        return Some(interrupt);
                    }
                    self.waiting.push_back(line);
                }
                Ok(Err(e)) => {
                    self.ended = Some(e);
                    self.closed = true;
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => self.closed = true,
            }
        }
        None
    }
}

/// The line as `stop` or `quit` (with an optional id and a comment), if it is one.
pub fn as_interrupt(line: &str) -> Option<Interrupt> {
    let line = line.split('#').next().unwrap_or("");
    let mut words = line.split_whitespace();
    let mut first = words.next()?;
    let mut id = String::new();
    if first.parse::<u64>().is_ok() {
        id = first.to_string();
        first = words.next()?;
    }
    let quit = match first {
        "stop" => false,
        "quit" => true,
        _ => return None,
    };
    Some(Interrupt { quit, id })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_and_quit_are_recognised_with_ids() {
        assert_eq!(
            as_interrupt("7 stop # now"),
            Some(Interrupt {
                quit: false,
                id: "7".into()
            })
        );
        assert_eq!(
            as_interrupt("quit"),
            Some(Interrupt {
                quit: true,
                id: String::new()
            })
        );
        assert_eq!(as_interrupt("stopper"), None);
        assert_eq!(as_interrupt("name"), None);
    }

    #[test]
    fn the_live_inbox_keeps_other_lines_in_order() {
        let mut inbox = Live::new(&b"name\nstop\nversion\n"[..]);
        // Give the reader thread time to deliver all three lines.
        let mut found = None;
        for _ in 0..200 {
            found = inbox.interrupt();
            if found.is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(found.map(|i| i.quit), Some(false));
        assert_eq!(inbox.next_line().unwrap(), Some(Ok("name".to_string())));
        assert_eq!(inbox.next_line().unwrap(), Some(Ok("version".to_string())));
        assert_eq!(inbox.next_line().unwrap(), None);
    }
}
