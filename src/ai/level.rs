//! Levels a player picks: how much the computer may think, and how.

use std::fmt;
use std::str::FromStr;

/// How long the computer thinks. The first four cap both work (nodes or
/// playout plies, so tests and matches repeat exactly) and, where a clock
/// is used, time; the browser and `genmove` stop at whichever comes first.
/// `Expert` has no work cap: it thinks until its clock runs out, for the
/// players who beat `Hard`, and so never repeats exactly.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Strength {
    /// Uniformly random legal moves: a yardstick for matches, never offered on the page.
    Random,
    /// A quick look: still takes wins in one and avoids losses in one.
    Easy,
    /// A short think.
    Medium,
    /// The most a work budget buys: in most games a few tens of milliseconds.
    Hard,
    /// The whole time limit (`millis`, or the caller's): iterative
    /// deepening or tree search until the clock says stop.
    Expert,
    /// A yardstick for matches, never offered on the page: plain UCT with
    /// uniformly random playouts (no root check, no evaluation), 60,000
    /// playouts a move, like the public Monte Carlo Quoridor program at
    /// its strongest level, so our levels are measured against it here.
    Mcts60k,
    /// A yardstick for matches, never offered on the page: plain alpha-beta
    /// with a centre-proximity evaluation (`ai::centre`), the outside
    /// program that beat our expert in Lines of Action (issue 44). Like
    /// expert, only its clock stops it.
    AbCentre,
}

/// Which search to run. `Auto` asks the game (`Game::computer_style`),
/// which by default picks alpha-beta for two-seat games with a zero-sum
/// evaluation and Monte Carlo tree search otherwise.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Style {
    /// The game's choice for the strength.
    Auto,
    /// Monte Carlo tree search (evaluator-cut playouts when the game has an evaluation).
    Mcts,
    /// Alpha-beta with iterative deepening (two seats and a zero-sum
    /// evaluation only; otherwise falls back to Monte Carlo).
    AlphaBeta,
}

/// A computer player's setting: strength and style, written `hard` or `medium:mcts`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Level {
    /// How long it thinks.
    pub strength: Strength,
    /// How it searches.
    pub style: Style,
}

/// The levels offered on the page, weakest first.
pub const PLAYABLE: [Strength; 4] = [
    Strength::Easy,
    Strength::Medium,
    Strength::Hard,
    Strength::Expert,
];

impl Strength {
    /// The work (positions played through) one move's search may take at
    /// most, after the root check for wins and losses in one.
    pub const fn work(self) -> u64 {
        match self {
            Strength::Random => 1,
            Strength::Easy => 2_000,
            Strength::Medium => 20_000,
            Strength::Hard => 200_000,
            // The clock alone stops it.
            Strength::Expert => u64::MAX,
            // Its playouts stop it (the thinker's `PLAIN_PLAYOUTS`), whatever they cost.
            Strength::Mcts60k => u64::MAX,
            Strength::AbCentre => u64::MAX,
        }
    }

    /// Whether only a clock stops this strength's search: a caller with
    /// no clock (a test run to the work budget) must not start one.
    pub const fn is_timed(self) -> bool {
        matches!(self, Strength::Expert | Strength::AbCentre)
    }

    /// The time one move may take at most where a clock is used, in milliseconds.
    pub const fn millis(self) -> u32 {
        match self {
            Strength::Random => 0,
            Strength::Easy => 150,
            Strength::Medium => 400,
            Strength::Hard => 1_000,
            Strength::Expert => 2_000,
            Strength::Mcts60k => 0,
            // The outside program's time a move in the measurement.
            Strength::AbCentre => 1_000,
        }
    }

    /// The name used on the command line, in links and in storage.
    pub const fn name(self) -> &'static str {
        match self {
            Strength::Random => "random",
            Strength::Easy => "easy",
            Strength::Medium => "medium",
            Strength::Hard => "hard",
            Strength::Expert => "expert",
            Strength::Mcts60k => "mcts60k",
            Strength::AbCentre => "ab-centre",
        }
    }
}

impl Style {
    /// The name after the colon in a level's text.
    pub const fn name(self) -> &'static str {
        match self {
            Style::Auto => "auto",
            Style::Mcts => "mcts",
            Style::AlphaBeta => "ab",
        }
    }
}

impl Level {
    /// A strength with the game's own choice of search.
    pub const fn new(strength: Strength) -> Level {
        Level {
            strength,
            style: Style::Auto,
        }
    }
}

/// Why a level's text was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level `{}`: expected random, easy, medium, hard, expert, mcts60k or ab-centre, optionally with :mcts or :ab",
            self.0
        )
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(text: &str) -> Result<Level, LevelError> {
        let refuse = || LevelError(text.to_string());
        let (strength, style) = match text.trim().split_once(':') {
            Some((s, style)) => (s, Some(style)),
            None => (text.trim(), None),
        };
        let strength = [Strength::Random, Strength::Mcts60k, Strength::AbCentre]
            .into_iter()
            .chain(PLAYABLE)
            .find(|s| s.name() == strength.to_ascii_lowercase())
            .ok_or_else(refuse)?;
        let style = match style.map(str::to_ascii_lowercase).as_deref() {
            None | Some("auto") => Style::Auto,
            Some("mcts") => Style::Mcts,
            Some("ab") | Some("alphabeta") => Style::AlphaBeta,
            Some(_) => return Err(refuse()),
        };
        Ok(Level { strength, style })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.style {
            Style::Auto => f.write_str(self.strength.name()),
            style => write!(f, "{}:{}", self.strength.name(), style.name()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_embed_offers_the_levels_the_page_offers() {
        let names: Vec<&str> = PLAYABLE.iter().map(|s| s.name()).collect();
        assert_eq!(names, crate::embed::COMPUTER_LEVELS);
        for name in crate::embed::COMPUTER_LEVELS {
            let level: Level = name.parse().unwrap();
            assert_eq!((level.strength.name(), level.style), (name, Style::Auto));
        }
    }

    #[test]
    fn levels_read_back_what_they_write() {
        for text in [
            "easy",
            "medium:mcts",
            "hard:ab",
            "random",
            "expert",
            "expert:mcts",
            "mcts60k",
            "ab-centre",
        ] {
            let level: Level = text.parse().unwrap();
            assert_eq!(level.to_string(), text);
        }
        assert_eq!("Hard".parse::<Level>().unwrap(), Level::new(Strength::Hard));
        assert!("master".parse::<Level>().is_err());
        assert!("hard:minimax".parse::<Level>().is_err());
    }
}
