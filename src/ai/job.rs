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
//! `7 error <why>`. While it searches, the worker also sends its best move
//! so far whenever it changes (`7 best b1-d3`, at most every
//! [`REPORT_MS`]), so the page can play it at once when the player will
//! not wait for the expert's whole time.
//!
//! An analysis (the review of a game, the page's analysis board) is a job
//! whose level's word is `analyse` (`7 analyse 0 30000`): the search at
//! [`ANALYSIS_LEVEL`](crate::ai::ANALYSIS_LEVEL) runs until its time is up or its result is sure,
//! telling what it knows whenever its depth or best line changes
//! (`7 info depth 6 score 35 chance 587 work 48211 pv b1-d3 a7-c5`, see
//! [`Analysis`]; at most every [`REPORT_MS`], and once more as it ends),
//! then answers `7 move b1-d3` like a search.
//!
//! Cancelletto's partner asks its solver the same way: the level's word is
//! then its question (`check`, `hint` or `play`, see [`Question`]; the
//! seed is not used), and the reply `7 solved <solution>`
//! ([`Solution::to_text`]). Only a build with Cancelletto and the computer
//! has the solver; any other answers such a job with an error.

use std::fmt;

use super::analysis::Analysis;
#[cfg(feature = "computer")]
use super::any_computer::AnyComputer;
#[cfg(feature = "computer")]
use super::chunks::Chunker;
use super::level::{Level, LevelError};
use super::solution::{Question, Solution};
#[cfg(all(feature = "computer", feature = "cancelletto"))]
use crate::games::cancelletto::eval::answering::Answering;
use crate::record::{Record, RecordError};

/// How often, at most, a search tells its best move so far, in milliseconds:
/// often enough that "play now" takes a move at most this old, rarely
/// enough that writing moves costs the search nothing.
pub const REPORT_MS: f64 = 100.0;

/// What a job asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Task {
    /// The computer's move at this level.
    Search(Level),
    /// Cancelletto's partner's question, for the solver.
    Solve(Question),
    /// An analysis of the position: the search at [`ANALYSIS_LEVEL`](crate::ai::ANALYSIS_LEVEL) for
    /// the whole time limit, its reports on the way ([`Reply::Info`]).
    Analyse,
}

/// The level's word of an analysis job.
const ANALYSE: &str = "analyse";

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Task::Search(level) => level.fmt(f),
            Task::Solve(question) => question.fmt(f),
            Task::Analyse => f.write_str(ANALYSE),
        }
    }
}

/// One search to run elsewhere.
#[derive(Clone, Debug, PartialEq)]
pub struct Job {
    /// Pairs the reply with the request: a board may give up on a search
    /// and start another before the first reply arrives.
    pub id: u64,
    /// A search at a level, or a question for the solver.
    pub task: Task,
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
    /// A question for a solver this build does not have (another game's,
    /// or a bundle without Cancelletto's): the game's id.
    NoSolver(String),
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JobError::Header(line) => {
                write!(f, "expected `ID LEVEL SEED MILLIS` first, found `{line}`")
            }
            JobError::Level(e) => e.fmt(f),
            JobError::Record(e) => e.fmt(f),
            JobError::NoSolver(game) => write!(f, "no solver for `{game}` here"),
        }
    }
}

impl std::error::Error for JobError {}

/// What a job found.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The move to play, in the game's notation.
    Move(String),
    /// The best move so far of a search still running: not an answer,
    /// only what the page plays if it stops waiting.
    Best(String),
    /// What an analysis knows so far: not an answer, a report on the way.
    Info(Analysis),
    /// The game is over: there is no move.
    None,
    /// The solver's answer to a partner's question.
    Solved(Solution),
    /// The job could not run; the page then searches by itself.
    Error(String),
}

impl Job {
    /// The text sent to the worker.
    pub fn to_text(&self) -> String {
        format!(
            "{} {} {} {}\n{}",
            self.id,
            self.task,
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
        let [id, task, seed, millis] = fields[..] else {
            return Err(bad());
        };
        let task = match task.parse::<Question>() {
            Ok(question) => Task::Solve(question),
            Err(()) if task == ANALYSE => Task::Analyse,
            Err(()) => Task::Search(task.parse().map_err(JobError::Level)?),
        };
        Ok(Job {
            id: id.parse().map_err(|_| bad())?,
            task,
            seed: seed.parse().map_err(|_| bad())?,
            millis: millis.parse().map_err(|_| bad())?,
            record: Record::parse_text(record).map_err(JobError::Record)?,
        })
    }

    #[cfg(feature = "computer")]
    /// Runs the job until it is done, its work is spent or `clock`
    /// (milliseconds, any origin) has moved on by the time limit; a
    /// solver that has not decided by then answers with what it has. A
    /// search passes each new best move to `report` as it goes
    /// ([`Reply::Best`]), an analysis each new depth or line ([`Reply::Info`]).
    pub fn run(
        &self,
        clock: &mut dyn FnMut() -> f64,
        report: &mut dyn FnMut(Reply),
    ) -> Result<Reply, JobError> {
        let position = self.record.replay().map_err(JobError::Record)?.end;
        match self.task {
            Task::Search(level) => {
                let mut thinker = position.thinker(level, self.seed);
                let mut chunker = Chunker::default();
                let deadline = clock() + f64::from(self.millis);
                let mut told = None;
                loop {
                    let left = deadline - clock();
                    if left <= 0.0 || chunker.think(thinker.as_mut(), clock, left.min(REPORT_MS)) {
                        break;
                    }
                    let best = thinker.best_move();
                    if best != told {
                        if let Some(mv) = &best {
                            report(Reply::Best(mv.clone()));
                        }
                        told = best;
                    }
                }
                Ok(thinker.best_move().map_or(Reply::None, Reply::Move))
            }
            Task::Analyse => {
                let mut thinker = position.analyst(self.seed);
                let mut chunker = Chunker::default();
                let deadline = clock() + f64::from(self.millis);
                let mut told: Option<(u32, Vec<String>)> = None;
                loop {
                    let left = deadline - clock();
                    let done =
                        left <= 0.0 || chunker.think(thinker.as_mut(), clock, left.min(REPORT_MS));
                    if let Some(analysis) = thinker.analysis() {
                        let seen = (analysis.depth, analysis.line.clone());
                        if told.as_ref() != Some(&seen) {
                            report(Reply::Info(analysis));
                            told = Some(seen);
                        }
                    }
                    if done {
                        break;
                    }
                }
                Ok(thinker.best_move().map_or(Reply::None, Reply::Move))
            }
            #[cfg(feature = "cancelletto")]
            Task::Solve(question) => {
                let mut answering = Answering::for_game(position.as_ref(), question)
                    .ok_or_else(|| JobError::NoSolver(self.record.game.clone()))?;
                answering.think(clock, f64::from(self.millis));
                Ok(Reply::Solved(answering.solution()))
            }
            #[cfg(not(feature = "cancelletto"))]
            Task::Solve(_) => Err(JobError::NoSolver(self.record.game.clone())),
        }
    }

    #[cfg(feature = "computer")]
    /// Reads a job, runs it and writes the reply: the whole worker side.
    /// An unreadable job still gets a reply, with id 0 if even that is lost.
    /// The search's best moves so far go to `report` as reply texts.
    pub fn answer(
        text: &str,
        clock: &mut dyn FnMut() -> f64,
        report: &mut dyn FnMut(&str),
    ) -> String {
        match Job::parse(text) {
            Ok(job) => {
                let reply = job
                    .run(clock, &mut |reply| report(&reply.to_text(job.id)))
                    .unwrap_or_else(|e| Reply::Error(e.to_string()));
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
            Reply::Best(text) => format!("{id} best {text}"),
            Reply::Info(analysis) => format!("{id} info {analysis}"),
            Reply::None => format!("{id} none"),
            Reply::Solved(solution) => format!("{id} solved {}", solution.to_text()),
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
            Some(("best", text)) if !text.trim().is_empty() => Reply::Best(text.trim().to_string()),
            Some(("info", text)) => Reply::Info(text.parse().ok()?),
            Some(("solved", text)) => Reply::Solved(Solution::parse(text)?),
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
    use crate::ai::{Strength, Verdict};

    fn job(record: Record) -> Job {
        Job {
            id: 7,
            task: Task::Search(Level::new(Strength::Easy)),
            seed: 3,
            millis: 1_000,
            record,
        }
    }

    /// The worker's answer to `job`, its reports, and the clock when it
    /// answered, each look at the clock being `tick` milliseconds later.
    fn answer_with_reports(job: &Job, tick: f64) -> (String, Vec<String>, f64) {
        let mut ms = 0.0;
        let mut clock = || {
            ms += tick;
            ms
        };
        let mut reports = Vec::new();
        let reply = Job::answer(&job.to_text(), &mut clock, &mut |text| {
            reports.push(text.to_string())
        });
        (reply, reports, ms)
    }

    /// The worker's side without its reports of the best move so far.
    fn answer(text: &str, clock: &mut dyn FnMut() -> f64) -> String {
        Job::answer(text, clock, &mut |_| {})
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
        let reply = answer(&job.to_text(), &mut frozen());
        let (id, reply) = Reply::parse(&reply).expect("a reply");
        assert_eq!(id, 7);
        // The same search run here, from the same position and seed.
        let position = record.replay().unwrap().end;
        let mut thinker = position.thinker(Level::new(Strength::Easy), job.seed);
        while !thinker.step(64) {}
        let expected = thinker.best_move().unwrap();
        assert_eq!(reply, Reply::Move(expected.clone()));
        assert!(position.legal_move_texts().contains(&expected));
    }

    #[test]
    fn the_clock_stops_a_search_that_would_run_long() {
        let mut job = job(Record::new("loa"));
        job.task = Task::Search(Level::new(Strength::Hard));
        job.millis = 5;
        let mut ticks = 0.0;
        let mut clock = || {
            ticks += 1.0;
            ticks
        };
        let reply = answer(&job.to_text(), &mut clock);
        assert!(matches!(Reply::parse(&reply), Some((7, Reply::Move(_)))));
        assert!(ticks <= 9.0, "read the clock {ticks} times");
    }

    #[test]
    fn an_expert_thinks_until_its_time_is_up_and_tells_its_best_moves_on_the_way() {
        let record = Record::new("loa").with_moves(&["b1-d3"]);
        let mut job = job(record.clone());
        job.task = Task::Search(Level::new(Strength::Expert));
        job.millis = 400;
        // Each look at the clock is a millisecond later.
        let (reply, reports, ms) = answer_with_reports(&job, 1.0);
        assert!((400.0..=420.0).contains(&ms), "stopped after {ms} ms");
        let legal = record.replay().unwrap().end.legal_move_texts();
        let Some((7, Reply::Move(played))) = Reply::parse(&reply) else {
            panic!("{reply}");
        };
        assert!(legal.contains(&played));
        assert!(!reports.is_empty(), "no best move reported in 400 ms");
        assert!(
            reports.len() <= 4,
            "a report every 100 ms at most: {reports:?}"
        );
        for report in &reports {
            let Some((7, Reply::Best(mv))) = Reply::parse(report) else {
                panic!("{report}");
            };
            assert!(legal.contains(&mv), "{mv}");
        }
    }

    #[test]
    fn an_analysis_reports_as_it_deepens_and_ends_with_its_best_move() {
        let record = Record::new("loa").with_moves(&["b1-d3"]);
        let mut job = job(record.clone());
        job.task = Task::Analyse;
        job.millis = 400;
        assert!(job.to_text().starts_with("7 analyse 3 400\n"));
        assert_eq!(Job::parse(&job.to_text()), Ok(job.clone()));
        // Each look at the clock is a tenth of a millisecond later: chunks
        // grow to their largest, and the search gets deep enough to report.
        let (reply, reports, ms) = answer_with_reports(&job, 0.1);
        assert!((400.0..=402.0).contains(&ms), "stopped after {ms} ms");
        let position = record.replay().unwrap().end;
        let Some((7, Reply::Move(played))) = Reply::parse(&reply) else {
            panic!("{reply}");
        };
        assert!(position.legal_move_texts().contains(&played));
        assert!(!reports.is_empty() && reports.len() <= 5, "{reports:?}");
        let mut last = None;
        for report in &reports {
            let Some((7, Reply::Info(analysis))) = Reply::parse(report) else {
                panic!("{report}");
            };
            let mut end = position.clone_box();
            for mv in &analysis.line {
                end.play_text(mv).expect("a line of legal moves");
            }
            if let Some(previous) = &last {
                assert_ne!(previous, &analysis, "a report repeated");
            }
            last = Some(analysis);
        }
        let last = last.expect("a report");
        assert!(last.depth >= 1, "{last}");
        assert_eq!(
            last.line.first(),
            Some(&played),
            "the answer is the line's first move"
        );
    }

    #[test]
    fn an_analysis_of_a_finished_game_has_no_move_and_no_report() {
        let mut job = job(loa_to_the_end());
        job.task = Task::Analyse;
        let mut reports = 0;
        let reply = Job::answer(&job.to_text(), &mut frozen(), &mut |_| reports += 1);
        assert_eq!(reply, "7 none");
        assert_eq!(reports, 0);
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let reply = answer(&job(loa_to_the_end()).to_text(), &mut frozen());
        assert_eq!(Reply::parse(&reply), Some((7, Reply::None)));
    }

    /// The record of a seeded random game of LOA played to its end.
    fn loa_to_the_end() -> Record {
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
        Record::new("loa").with_moves(&moves)
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
            "7 checks 1 1000\nGame: cancelletto\nMoves:",
            "7 check 1 -5\nGame: cancelletto\nMoves:",
            "7 hint 1 1000\nGame: cancelletto\nMoves: z9-z8",
        ] {
            let reply = answer(text, &mut frozen());
            let Some((_, Reply::Error(why))) = Reply::parse(&reply) else {
                panic!("`{text}` gave `{reply}`");
            };
            assert!(!why.is_empty());
        }
        let reply = answer("7 hard 1 1000\nGame: loa\nMoves: z9-z8", &mut frozen());
        assert!(reply.starts_with("7 error move 1"), "{reply}");
    }

    #[test]
    fn replies_read_back() {
        for reply in [
            Reply::Move("b1-d3".into()),
            Reply::Best("a7-c5".into()),
            Reply::Info(Analysis {
                depth: 4,
                work: 900,
                score: crate::ai::Score::Loss(3),
                chance: 0,
                line: vec!["a7-c5".into(), "b1-d3".into()],
            }),
            Reply::None,
            Reply::Solved(Solution {
                verdict: Verdict::Winnable(4),
                turn: vec!["i1-h1".into(), "xc3".into()],
            }),
            Reply::Solved(Solution {
                verdict: Verdict::Unknown,
                turn: Vec::new(),
            }),
            Reply::Error("it broke".into()),
        ] {
            assert_eq!(Reply::parse(&reply.to_text(9)), Some((9, reply)));
        }
        assert_eq!(Reply::parse("9 move "), None);
        assert_eq!(Reply::parse("9 best "), None);
        assert_eq!(Reply::parse("9 info "), None);
        assert_eq!(
            Reply::parse("9 info depth 1 score 5 chance 2000 work 1 pv"),
            None
        );
        assert_eq!(Reply::parse("nine none"), None);
        assert_eq!(Reply::parse("9 maybe"), None);
        assert_eq!(Reply::parse("9 solved"), None);
        assert_eq!(Reply::parse("9 solved "), None);
        assert_eq!(Reply::parse("9 solved won i1-h1"), None);
        assert_eq!(Reply::parse("9 solved lost  xc3"), None);
    }

    /// A question for the solver about a position of Cancelletto.
    fn question(question: Question, record: Record) -> Job {
        Job {
            task: Task::Solve(question),
            millis: 2_000,
            ..job(record)
        }
    }

    /// Orange's home a1 and Blue's j10, Orange's pawn a step from home,
    /// the hole in the middle (ranks 10 down to 1, files a to j).
    fn nearly_won() -> Record {
        let start = "\
            .........b/........../........../........../....--..../\
            ....--..../........../........../........../o......... \
            o:a2 b:j10 o stepped:- gate:- removed:-";
        Record {
            start: Some(start.to_string()),
            ..Record::new("cancelletto")
        }
    }

    #[test]
    fn a_question_reads_back_what_it_wrote() {
        for q in [Question::Check, Question::Hint, Question::Play] {
            let job = question(q, nearly_won().with_moves(&["a2-a1"]));
            assert!(job.to_text().starts_with(&format!("7 {q} 3 2000\n")));
            assert_eq!(Job::parse(&job.to_text()), Ok(job));
        }
    }

    #[cfg(feature = "cancelletto")]
    #[test]
    fn the_worker_answers_the_partners_questions_with_the_solver() {
        let mut ms = 0.0;
        let mut clock = || {
            ms += 1.0;
            ms
        };
        let check = answer(
            &question(Question::Check, nearly_won()).to_text(),
            &mut clock,
        );
        assert_eq!(check, "7 solved winnable:1");
        let hint = answer(
            &question(Question::Hint, nearly_won()).to_text(),
            &mut clock,
        );
        assert_eq!(hint, "7 solved winnable:1 a2-a1");
        // With no time at all the solver has not decided: a careful turn.
        let mut play = question(Question::Play, Record::new("cancelletto"));
        play.millis = 0;
        let reply = answer(&play.to_text(), &mut clock);
        let Some((7, Reply::Solved(solution))) = Reply::parse(&reply) else {
            panic!("{reply}");
        };
        assert_eq!(solution.verdict, Verdict::Unknown);
        let mut position = Record::new("cancelletto").start_position().unwrap();
        for text in &solution.turn {
            position.play_text(text).expect("a legal move");
        }
    }

    #[test]
    fn a_question_about_another_game_gets_an_error_reply() {
        let reply = answer(
            &question(Question::Check, Record::new("loa")).to_text(),
            &mut frozen(),
        );
        assert_eq!(reply, "7 error no solver for `loa` here");
    }
}
