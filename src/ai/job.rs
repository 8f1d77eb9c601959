//! A search written as text, so that another thread (the browser's Web
//! Worker) can run it: the worker shares no memory with the page, only
//! messages, and a game's record is already a text every game reads back.
//!
//! The whole record goes, not the position alone, so rules that look at
//! the game's past (repetitions) see what the page sees.
//!
//! ```text
//! 7 hard 12345 1000
//! Game: loa
//! Moves: b1-d3 a7-c5
//! ```
//!
//! The first line is the job's number (to pair a reply with its request),
//! the level, the seed and the time limit in milliseconds; the rest is the
//! record. The reply is `7 move b1-d3`, `7 none` (the game is over) or
//! `7 error <why>`.

use std::fmt;

#[cfg(feature = "computer")]
use super::any_computer::AnyComputer;
#[cfg(feature = "computer")]
use super::chunks::Chunker;
use super::level::{Level, LevelError};
use crate::record::{Record, RecordError};

/// One search to run elsewhere.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// Pairs the reply with the request: a board may give up on a search
    /// and start another before the first reply arrives.
    pub id: u64,
    /// How strongly, and in which style, to search.
    pub level: Level,
    /// The search's seed, so the page decides whether moves repeat.
    pub seed: u64,
    /// The time limit; the level's work budget applies as well.
    pub millis: u32,
    /// The game up to the position to search.
    pub record: Record,
}

/// Why a job's text could not be read or run.
#[derive(Debug, PartialEq)]
pub enum JobError {
    /// The first line is not `ID LEVEL SEED MILLIS`.
    Header(String),
    /// The level is not one the engine knows.
    Level(LevelError),
    /// The record does not replay.
    Record(RecordError),
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JobError::Header(line) => {
                write!(f, "expected `ID LEVEL SEED MILLIS` first, found `{line}`")
            }
            JobError::Level(e) => e.fmt(f),
            JobError::Record(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for JobError {}

/// What a job found.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The move to play, in the game's notation.
    Move(String),
    /// The game is over: there is no move.
    None,
    /// The job could not run; the page then searches by itself.
    Error(String),
}

impl Job {
    /// The text sent to the worker.
    pub fn to_text(&self) -> String {
        format!(
            "{} {} {} {}\n{}",
            self.id,
            self.level,
            self.seed,
            self.millis,
            self.record.to_text()
        )
    }

    /// Reads a job's text.
    pub fn parse(text: &str) -> Result<Job, JobError> {
        let (header, record) = text.split_once('\n').unwrap_or((text, ""));
        let bad = || JobError::Header(header.to_string());
        let fields: Vec<&str> = header.split_whitespace().collect();
        let [id, level, seed, millis] = fields[..] else {
            return Err(bad());
        };
        Ok(Job {
            id: id.parse().map_err(|_| bad())?,
            level: level.parse().map_err(JobError::Level)?,
            seed: seed.parse().map_err(|_| bad())?,
            millis: millis.parse().map_err(|_| bad())?,
            record: Record::parse_text(record).map_err(JobError::Record)?,
        })
    }

    #[cfg(feature = "computer")]
    /// Runs the search until it is done, its work is spent or `clock`
    /// (milliseconds, any origin) has moved on by the time limit.
    pub fn run(&self, clock: &mut dyn FnMut() -> f64) -> Result<Option<String>, JobError> {
        let position = self.record.replay().map_err(JobError::Record)?.end;
        let mut thinker = position.thinker(self.level, self.seed);
        Chunker::default().think(thinker.as_mut(), clock, f64::from(self.millis));
        Ok(thinker.best_move())
    }

    #[cfg(feature = "computer")]
    /// Reads a job, runs it and writes the reply: the whole worker side.
    /// An unreadable job still gets a reply, with id 0 if even that is lost.
    pub fn answer(text: &str, clock: &mut dyn FnMut() -> f64) -> String {
        match Job::parse(text) {
            Ok(job) => {
                let reply = match job.run(clock) {
                    Ok(Some(text)) => Reply::Move(text),
                    Ok(None) => Reply::None,
                    Err(e) => Reply::Error(e.to_string()),
                };
                reply.to_text(job.id)
            }
            Err(e) => {
                let id = text
                    .split_whitespace()
                    .next()
                    .and_then(|id| id.parse().ok())
                    .unwrap_or(0);
                Reply::Error(e.to_string()).to_text(id)
            }
        }
    }
}

impl Reply {
    /// The reply's text, headed by the job's id.
    pub fn to_text(&self, id: u64) -> String {
        match self {
            Reply::Move(text) => format!("{id} move {text}"),
            Reply::None => format!("{id} none"),
            // One line: the reply is read up to its end.
            Reply::Error(why) => format!("{id} error {}", why.replace('\n', " ")),
        }
    }

    /// Reads a reply; `None` for a text that is not one.
    pub fn parse(text: &str) -> Option<(u64, Reply)> {
        let (id, rest) = text.split_once(' ')?;
        let id = id.parse().ok()?;
        let reply = match rest.split_once(' ') {
            Some(("move", text)) if !text.trim().is_empty() => Reply::Move(text.trim().to_string()),
            Some(("error", why)) => Reply::Error(why.to_string()),
            None if rest == "none" => Reply::None,
            _ => return None,
        };
        Some((id, reply))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Strength;

    fn job(record: Record) -> Job {
        Job {
            id: 7,
            level: Level::new(Strength::Easy),
            seed: 3,
            millis: 1_000,
            record,
        }
    }

    /// A clock that never moves: the search stops by its work budget.
    fn frozen() -> impl FnMut() -> f64 {
        || 0.0
    }

    #[test]
    fn a_job_reads_back_what_it_wrote() {
        let job = job(Record::new("loa").with_moves(&["b1-d3", "a7-c5"]));
        assert_eq!(Job::parse(&job.to_text()), Ok(job));
    }

    #[test]
    fn the_worker_plays_the_move_the_page_would_search_for() {
        let record = Record::new("loa").with_moves(&["b1-d3"]);
        let job = job(record.clone());
        let reply = Job::answer(&job.to_text(), &mut frozen());
        let (id, reply) = Reply::parse(&reply).expect("a reply");
        assert_eq!(id, 7);
        // The same search run here, from the same position and seed.
        let position = record.replay().unwrap().end;
        let mut thinker = position.thinker(job.level, job.seed);
        while !thinker.step(64) {}
        let expected = thinker.best_move().unwrap();
        assert_eq!(reply, Reply::Move(expected.clone()));
        assert!(position.legal_move_texts().contains(&expected));
    }

    #[test]
    fn the_clock_stops_a_search_that_would_run_long() {
        let mut job = job(Record::new("loa"));
        job.level = Level::new(Strength::Hard);
        job.millis = 5;
        let mut ticks = 0.0;
        let mut clock = || {
            ticks += 1.0;
            ticks
        };
        let reply = Job::answer(&job.to_text(), &mut clock);
        assert!(matches!(Reply::parse(&reply), Some((7, Reply::Move(_)))));
        assert!(ticks <= 7.0, "read the clock {ticks} times");
    }

    #[test]
    fn a_finished_game_has_no_move() {
        // A seeded random game of LOA played to its end.
        let mut position = Record::new("loa").start_position().unwrap();
        let mut moves = Vec::new();
        let mut rng = crate::rng::Rng::new(5);
        while position.outcome().is_none() {
            let legal = position.legal_move_texts();
            let text = legal[rng.below(legal.len())].clone();
            position.play_text(&text).unwrap();
            moves.push(text);
        }
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        let reply = Job::answer(
            &job(Record::new("loa").with_moves(&moves)).to_text(),
            &mut frozen(),
        );
        assert_eq!(Reply::parse(&reply), Some((7, Reply::None)));
    }

    #[test]
    fn bad_jobs_get_an_error_reply_not_a_panic() {
        for text in [
            "",
            "7",
            "x hard 1 1000\nGame: loa\nMoves:",
            "7 mighty 1 1000\nGame: loa\nMoves:",
            "7 hard 1 1000\nGame: chess\nMoves:",
            "7 hard 1 1000\nGame: loa\nMoves: z9-z8",
        ] {
            let reply = Job::answer(text, &mut frozen());
            let Some((_, Reply::Error(why))) = Reply::parse(&reply) else {
                panic!("`{text}` gave `{reply}`");
            };
            assert!(!why.is_empty());
        }
        let reply = Job::answer("7 hard 1 1000\nGame: loa\nMoves: z9-z8", &mut frozen());
        assert!(reply.starts_with("7 error move 1"), "{reply}");
    }

    #[test]
    fn replies_read_back() {
        for reply in [
            Reply::Move("b1-d3".into()),
            Reply::None,
            Reply::Error("it broke".into()),
        ] {
            assert_eq!(Reply::parse(&reply.to_text(9)), Some((9, reply)));
        }
        assert_eq!(Reply::parse("9 move "), None);
        assert_eq!(Reply::parse("nine none"), None);
        assert_eq!(Reply::parse("9 maybe"), None);
    }
}
