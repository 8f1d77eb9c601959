//! Cancelletto's partner asks the worker as the computer opponent does, in
//! text: the page's bundle has no solver, so its three questions ("can it
//! still be won?", "suggest a turn", the partner's own turn) go to the
//! worker as jobs whose level word is the question, and the answer comes
//! back as one short line the page reads strictly.
//!
//! ```text
//! 7 solved winnable:12 i1-h1 xc3
//! 7 solved lost xc3
//! 7 solved unknown
//! ```
//!
//! After the job's id and `solved`: the verdict (a winning plan's length
//! in moves, proved lost, or not decided in the time given), then the
//! moves of the turn to play or suggest, in the game's notation (none for
//! "can it still be won?", which shows the verdict alone).

use std::fmt;
use std::str::FromStr;

/// What the partner asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// "Can it still be won?": the verdict, with a plan's length.
    Check,
    /// "Suggest a turn": the turn and why.
    Hint,
    /// The partner's own turn: the moves to play.
    Play,
}

impl Question {
    /// The word in a job's header, where a search has its level.
    pub const fn name(self) -> &'static str {
        match self {
            Question::Check => "check",
            Question::Hint => "hint",
            Question::Play => "play",
        }
    }

    /// Whether the answer carries a turn: "can it still be won?" shows the
    /// verdict alone, so the worker does not work one out.
    pub const fn wants_turn(self) -> bool {
        !matches!(self, Question::Check)
    }
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Question {
    type Err = ();

    /// Reads the exact word, so a level's text is never taken for one.
    fn from_str(text: &str) -> Result<Question, ()> {
        [Question::Check, Question::Hint, Question::Play]
            .into_iter()
            .find(|q| q.name() == text)
            .ok_or(())
    }
}

/// The solver's verdict as the page shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// It can still be won, by a plan of this many moves.
    Winnable(usize),
    /// It can no longer be won (proved).
    Lost,
    /// No plan and no proof in the time given.
    Unknown,
}

/// The answer to a partner's question.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Solution {
    /// What the solver found.
    pub verdict: Verdict,
    /// The turn to play or suggest, in notation; empty for a check.
    pub turn: Vec<String>,
}

impl Solution {
    /// The text after a reply's id and `solved`.
    pub fn to_text(&self) -> String {
        let mut text = match self.verdict {
            Verdict::Winnable(moves) => format!("winnable:{moves}"),
            Verdict::Lost => "lost".to_string(),
            Verdict::Unknown => "unknown".to_string(),
        };
        for mv in &self.turn {
            text.push(' ');
            text.push_str(mv);
        }
        text
    }

    /// Reads what [`Solution::to_text`] wrote; `None` for anything else.
    pub fn parse(text: &str) -> Option<Solution> {
        let mut words = text.split(' ');
        let verdict = match words.next()? {
            "lost" => Verdict::Lost,
            "unknown" => Verdict::Unknown,
            word => {
                let moves = word.strip_prefix("winnable:")?;
                // Digits only: `usize::from_str` would take a `+`.
                if moves.is_empty() || !moves.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                Verdict::Winnable(moves.parse().ok()?)
            }
        };
        let turn: Vec<String> = words.map(str::to_string).collect();
        // One space between words, no empty or blank move.
        if turn
            .iter()
            .any(|mv| mv.is_empty() || mv.contains(char::is_whitespace))
        {
            return None;
        }
        Some(Solution { verdict, turn })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn questions_read_back_and_no_level_is_one() {
        for q in [Question::Check, Question::Hint, Question::Play] {
            assert_eq!(q.to_string().parse(), Ok(q));
        }
        for word in ["", "hard", "Check", "check:ab", " play"] {
            assert_eq!(word.parse::<Question>(), Err(()), "`{word}`");
        }
    }

    #[test]
    fn solutions_read_back() {
        for solution in [
            Solution {
                verdict: Verdict::Winnable(12),
                turn: vec!["i1-h1".into(), "xc3".into()],
            },
            Solution {
                verdict: Verdict::Winnable(0),
                turn: Vec::new(),
            },
            Solution {
                verdict: Verdict::Lost,
                turn: vec!["xc3".into()],
            },
            Solution {
                verdict: Verdict::Unknown,
                turn: Vec::new(),
            },
        ] {
            assert_eq!(Solution::parse(&solution.to_text()), Some(solution));
        }
        assert_eq!(
            Solution::parse("winnable:3 a1-b1"),
            Some(Solution {
                verdict: Verdict::Winnable(3),
                turn: vec!["a1-b1".into()],
            })
        );
    }

    #[test]
    fn bad_solutions_are_refused() {
        for text in [
            "",
            "won",
            "winnable",
            "winnable:",
            "winnable:x",
            "winnable:+3",
            "winnable:-3",
            "winnable:99999999999999999999999",
            "Lost",
            "lost ",
            "lost  xc3",
            "unknown\txc3",
            "unknown xc3\n",
        ] {
            assert_eq!(Solution::parse(text), None, "`{text}`");
        }
    }
}
