//! What a search knows of a position while it thinks, as one line of text:
//! the engine's `analyse` prints it after `info `, the worker sends it
//! after `ID info `, and the page reads it back, so the three say the same.
//!
//! ```text
//! depth 6 score 35 chance 587 work 48211 pv b1-d3 a7-c5 h2-f4
//! depth 3 score win 3 chance 1000 work 912 pv c3-d4 e5-d4 b2-c3
//! ```
//!
//! The score is from the side to move's view: points of the game's
//! evaluation, or a forced win or loss in so many plies. The chance is the
//! mover's chance to win, per mille. `docs/COMPUTER.md` ("Analysis") says
//! what each kind of search puts in them.

use std::fmt;
use std::str::FromStr;

use super::level::{Level, Strength};

/// The level an analysis searches at: expert, the strongest, whose search
/// has no work budget and is stopped by its caller; it adds no randomness,
/// so an analysis to a given amount of work repeats for its seed.
pub const ANALYSIS_LEVEL: Level = Level::new(Strength::Expert);

/// The most moves of a best line a report carries: enough to see a plan,
/// few enough that a report stays one short line.
pub const LINE_MOVES: usize = 8;

/// A search's report of where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// How deep the search has looked: plies completed (alpha-beta), the
    /// length of the most visited line (Monte Carlo), 0 before any search.
    pub depth: u32,
    /// Work done so far (positions played through), to compare reports.
    pub work: u64,
    /// What the position is worth to the side to move.
    pub score: Score,
    /// The side to move's chance to win, per mille (`0..=1000`).
    pub chance: u16,
    /// The best line in the game's notation, its first move the best move;
    /// at most [`LINE_MOVES`], each legal after the ones before.
    pub line: Vec<String>,
}

/// A position's worth to the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// An estimate in the game's evaluation units (Monte Carlo and the
    /// games' own searches: the chance less 500).
    Points(i32),
    /// A forced win in this many plies.
    Win(u32),
    /// A forced loss in this many plies.
    Loss(u32),
}

/// Why a report's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisError(pub String);

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not an analysis: {}", self.0)
    }
}

impl std::error::Error for AnalysisError {}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Points(points) => write!(f, "{points}"),
            Score::Win(plies) => write!(f, "win {plies}"),
            Score::Loss(plies) => write!(f, "loss {plies}"),
        }
    }
}

impl fmt::Display for Analysis {
    /// `depth D score S chance C work W pv M1 M2 ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {} score {} chance {} work {} pv",
            self.depth, self.score, self.chance, self.work
        )?;
        for mv in &self.line {
            write!(f, " {mv}")?;
        }
        Ok(())
    }
}

impl FromStr for Analysis {
    type Err = AnalysisError;

    /// Reads what `Display` writes, strictly: the fields in their order,
    /// a chance within 1000, at most [`LINE_MOVES`] moves.
    fn from_str(text: &str) -> Result<Analysis, AnalysisError> {
        let mut words = text.split_whitespace();
        expect(words.next(), "depth")?;
        let depth = number(words.next(), "depth")?;
        expect(words.next(), "score")?;
        let score = match words.next() {
            Some("win") => Score::Win(number(words.next(), "win")?),
            Some("loss") => Score::Loss(number(words.next(), "loss")?),
            points => Score::Points(number(points, "score")?),
        };
        expect(words.next(), "chance")?;
        let chance: u16 = number(words.next(), "chance")?;
        if chance > 1000 {
            return Err(AnalysisError(format!("chance {chance} is over 1000")));
        }
        expect(words.next(), "work")?;
        let work = number(words.next(), "work")?;
        expect(words.next(), "pv")?;
        let line: Vec<String> = words.map(str::to_string).collect();
        if line.len() > LINE_MOVES {
            return Err(AnalysisError(format!(
                "a line of {} moves, at most {LINE_MOVES}",
                line.len()
            )));
        }
        Ok(Analysis {
            depth,
            work,
            score,
            chance,
            line,
        })
    }
}

/// Checks that the next word, `found`, is the field name `word`.
fn expect(found: Option<&str>, word: &str) -> Result<(), AnalysisError> {
    match found {
        Some(found) if found == word => Ok(()),
        Some(found) => Err(AnalysisError(format!("expected `{word}`, found `{found}`"))),
        None => Err(AnalysisError(format!("expected `{word}`, found the end"))),
    }
}

/// The number in `word`, which follows the field `name`.
fn number<T: FromStr>(word: Option<&str>, name: &str) -> Result<T, AnalysisError> {
    let word = word.ok_or_else(|| AnalysisError(format!("no number after `{name}`")))?;
    word.parse()
        .map_err(|_| AnalysisError(format!("`{word}` after `{name}` is not a number")))
}

/// The mover's chance to win, per mille, of an estimate of `points` in a
/// game whose side `scale` points ahead wins about three games in four
/// (a logistic: `scale` points give 731, twice that 881).
pub fn chance_of(points: i32, scale: i32) -> u16 {
    let x = f64::from(points) / f64::from(scale.max(1));
    let chance = 1000.0 / (1.0 + (-x).exp());
    chance.round().clamp(0.0, 1000.0) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Analysis> {
        vec![
            Analysis {
                depth: 6,
                work: 48_211,
                score: Score::Points(35),
                chance: 587,
                line: vec!["b1-d3".into(), "a7-c5".into(), "h2-f4".into()],
            },
            Analysis {
                depth: 3,
                work: 912,
                score: Score::Win(3),
                chance: 1000,
                line: vec!["c3-d4".into()],
            },
            Analysis {
                depth: 0,
                work: 0,
                score: Score::Loss(0),
                chance: 0,
                line: Vec::new(),
            },
            Analysis {
                depth: 1,
                work: 7,
                score: Score::Points(-120),
                chance: 12,
                line: vec!["d3h>e5v".into(); LINE_MOVES],
            },
        ]
    }

    #[test]
    fn a_report_reads_back_what_it_wrote() {
        for analysis in sample() {
            let text = analysis.to_string();
            assert_eq!(text.parse::<Analysis>(), Ok(analysis), "{text}");
        }
        assert_eq!(
            sample()[0].to_string(),
            "depth 6 score 35 chance 587 work 48211 pv b1-d3 a7-c5 h2-f4"
        );
        assert_eq!(
            sample()[1].to_string(),
            "depth 3 score win 3 chance 1000 work 912 pv c3-d4"
        );
        assert_eq!(
            sample()[2].to_string(),
            "depth 0 score loss 0 chance 0 work 0 pv"
        );
    }

    #[test]
    fn bad_reports_are_errors_not_panics() {
        for text in [
            "",
            "depth",
            "depth x score 1 chance 500 work 1 pv",
            "depth 1 score chance 500 work 1 pv",
            "depth 1 score win chance 500 work 1 pv",
            "depth 1 score loss -2 chance 500 work 1 pv",
            "depth 1 score 1 chance 1001 work 1 pv",
            "depth 1 score 1 chance -1 work 1 pv",
            "depth 1 score 1 chance 500 work 1",
            "depth 1 score 1 chance 500 pv a1",
            "depth -1 score 1 chance 500 work 1 pv",
            "depth 1 score 99999999999 chance 500 work 1 pv",
            "depth 1 score 1 chance 500 work 1 pv a b c d e f g h i",
            "score 1 depth 1 chance 500 work 1 pv",
        ] {
            let result = text.parse::<Analysis>();
            assert!(result.is_err(), "`{text}` read as {result:?}");
            assert!(!result.unwrap_err().to_string().is_empty());
        }
    }

    #[test]
    fn the_chance_is_even_at_zero_and_rises_with_the_points() {
        assert_eq!(chance_of(0, 200), 500);
        assert_eq!(chance_of(200, 200), 731);
        assert_eq!(chance_of(-200, 200), 269);
        assert_eq!(chance_of(i32::MAX, 1), 1000);
        assert_eq!(chance_of(i32::MIN, 1), 0);
        assert_eq!(chance_of(50, 0), chance_of(50, 1));
    }
}
