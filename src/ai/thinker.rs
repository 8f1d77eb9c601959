//! The resumable search a caller drives: `step(work)` until `is_done`, or
//! until its own clock says stop, then `best_move`.
//!
//! The core never reads a clock, so a search to a work budget repeats
//! exactly for a seed; the browser runs it in slices of a few milliseconds
//! between frames and the command line against `Instant`.

use super::alphabeta::{score_of, AlphaBeta};
use super::analysis::{chance_of, Analysis, Score, ANALYSIS_LEVEL, LINE_MOVES};
use super::centre::CentreSearch;
use super::level::{Level, Strength, Style};
use super::mcts::Mcts;
use super::memory::{megabytes, DEFAULT_MEMORY_MB};
use super::random::random_move;
use super::reward::{loses_for, wins_for};
use super::strategy::{OwnFinding, OwnSearch, Strategy};
use super::tactics::{Tactics, Verdict};

/// Playouts a move of the `mcts60k` yardstick, as many as the strongest
/// level of the public Monte Carlo Quoridor program we measure against.
const PLAIN_PLAYOUTS: u64 = 60_000;

/// A search in progress, type-erased so the page and the command line,
/// which hold `&dyn AnyGame`, can drive it.
pub trait Thinker {
    /// Thinks for about `work` more positions (never past the level's
    /// budget); returns whether the answer is final.
    fn step(&mut self, work: u64) -> bool;
    /// Whether the answer is final: forced, sure, or the budget is spent.
    fn is_done(&self) -> bool;
    /// The move it would play now, in the game's notation; `None` only
    /// when the game is over.
    fn best_move(&self) -> Option<String>;
    /// Work done so far.
    fn work_done(&self) -> u64;
    /// Lifts the level's work budget, for callers that stop by the clock
    /// alone (`genmove` with a time limit).
    fn unlimit(&mut self);
    /// Caps the bytes the search's tables may take (see `ai::memory`): a
    /// search that fills them keeps playing in what it has.
    fn limit_memory(&mut self, bytes: usize);
    /// The bytes the search's tables take now, for tests and logs.
    fn memory_used(&self) -> usize;
    /// A few words on the search for logs: "alpha-beta depth 5", "mcts 3121 playouts".
    fn summary(&self) -> String;
    /// What the search knows now, for the engine's `analyse`, the worker's
    /// reports and a game's review: depth, score, chance and best line (its
    /// first move the `best_move`); `None` only when the game is over.
    fn analysis(&self) -> Option<Analysis>;
}

enum Phase<G: Strategy> {
    /// The root check is running.
    Tactics(Tactics<G>),
    /// The answer is known without a search.
    Decided(Option<G::Move>),
    Mcts(Mcts<G>),
    AlphaBeta(AlphaBeta<G>),
    /// The game's own search (`Strategy::own_search`).
    Own(Box<dyn OwnSearch<G::Move>>),
}

struct Search<G: Strategy> {
    root: G,
    level: Level,
    seed: u64,
    phase: Phase<G>,
    work: u64,
    budget: u64,
    memory: usize,
    /// An analysis (`new_analyst`): a move the root check leaves alone is
    /// searched all the same, for its score and line.
    analysing: bool,
}

/// A thinker for `position` at `level`; equal seeds give equal searches.
pub fn new_thinker<G: Strategy>(position: &G, level: Level, seed: u64) -> Box<dyn Thinker> {
    Box::new(search(position, level, seed))
}

/// A thinker for an analysis of `position`: the search at
/// [`ANALYSIS_LEVEL`] with no work budget, which thinks until its caller
/// stops it or its result is sure, and searches a forced move too (a
/// game's review wants the score after it, where play wants no time lost).
pub fn new_analyst<G: Strategy>(position: &G, seed: u64) -> Box<dyn Thinker> {
    let mut search = search(position, ANALYSIS_LEVEL, seed);
    search.analysing = true;
    search.unlimit();
    Box::new(search)
}

fn search<G: Strategy>(position: &G, level: Level, seed: u64) -> Search<G> {
    let phase = if position.outcome().is_some() {
        Phase::Decided(None)
    } else if level.strength == Strength::Random {
        Phase::Decided(random_move(position, seed))
    } else if level.strength == Strength::Mcts60k {
        Phase::Mcts(Mcts::plain(position, seed))
    } else if level.strength == Strength::AbCentre {
        // Plain: no root check in front of it, as in the program it stands for.
        Phase::Own(Box::new(CentreSearch::new(position)))
    } else {
        Phase::Tactics(Tactics::new(position, position.moves()))
    };
    Search {
        root: position.clone(),
        level,
        seed,
        phase,
        work: 0,
        budget: level
            .strength
            .work()
            .saturating_mul(position.work_scale(level.strength).max(1)),
        memory: megabytes(DEFAULT_MEMORY_MB),
        analysing: false,
    }
}

/// Whether `level` can play `position`'s game: the `ab-centre` yardstick
/// only where the game shows its pieces on an 8×8 board (Lines of Action),
/// with the reason why not for the command line to print.
pub fn check_level<G: Strategy>(position: &G, level: Level) -> Result<(), String> {
    if level.strength == Strength::AbCentre && position.board8_pieces(position.to_move()).is_none()
    {
        return Err(format!(
            "ab-centre plays Lines of Action only (it weighs pieces on an 8x8 board by their closeness to the centre), not {}",
            G::ID
        ));
    }
    Ok(())
}

impl<G: Strategy> Search<G> {
    /// The move it would play now; `None` only when the game is over.
    fn best(&self) -> Option<G::Move> {
        match &self.phase {
            Phase::Tactics(tactics) => tactics
                .best_so_far()
                .cloned()
                .or_else(|| random_move(&self.root, self.seed)),
            Phase::Decided(mv) => mv.clone(),
            Phase::Mcts(mcts) => mcts.best(),
            Phase::AlphaBeta(search) => search.best(),
            Phase::Own(search) => search.best(),
        }
    }

    /// The running search's depth, score, chance and best line, when it
    /// knows more than the root's static evaluation (see `Thinker::analysis`
    /// and docs/COMPUTER.md, "Analysis").
    fn report(&self) -> Option<(u32, Score, u16, Vec<G::Move>)> {
        match &self.phase {
            Phase::AlphaBeta(search) => search
                .report()
                .map(|(depth, value, line)| self.estimate(depth, value, line.to_vec())),
            Phase::Mcts(mcts) => mcts.report(LINE_MOVES).map(|(depth, value, line)| {
                let chance = (value * 1000.0).round().clamp(0.0, 1000.0) as u16;
                (depth, Score::Points(i32::from(chance) - 500), chance, line)
            }),
            Phase::Own(search) => match search.finding() {
                OwnFinding::Wins(plan) => {
                    let plies = plan.len() as u32;
                    Some((plies, Score::Win(plies), 1000, plan))
                }
                OwnFinding::Loses => Some((
                    0,
                    Score::Points(-500),
                    0,
                    search.best().into_iter().collect(),
                )),
                OwnFinding::Unknown => search
                    .report()
                    .map(|(depth, value, line)| self.estimate(depth, value, line)),
            },
            // A move the root check settled: a win or a loss if it ends the game.
            Phase::Decided(Some(mv)) => {
                let mut child = self.root.clone();
                child.play_unchecked(mv);
                let me = self.root.to_move();
                let (score, chance) = match child.outcome()? {
                    outcome if wins_for(outcome, me) => (Score::Win(1), 1000),
                    outcome if loses_for(outcome, me) => (Score::Loss(1), 0),
                    _ => (Score::Points(0), 500),
                };
                Some((1, score, chance, vec![mv.clone()]))
            }
            Phase::Tactics(_) | Phase::Decided(None) => None,
        }
    }

    /// An alpha-beta search's report as an analysis gives it: `value` on
    /// the generic alpha-beta's scale, read as a sure result or points and
    /// a chance.
    fn estimate(
        &self,
        depth: u32,
        value: i32,
        line: Vec<G::Move>,
    ) -> (u32, Score, u16, Vec<G::Move>) {
        let score = score_of(value);
        let chance = match score {
            Score::Win(_) => 1000,
            Score::Loss(_) => 0,
            Score::Points(points) => chance_of(points, self.root.chance_scale()),
        };
        (depth, score, chance, line)
    }

    /// Whether alpha-beta serves this game: two seats, an evaluation, and
    /// a zero-sum one (each seat's score is minus the other's), since the
    /// search assumes the other seat wants the opposite. A cooperative
    /// game's evaluation is the same for both seats and goes to MCTS.
    fn alpha_beta_fits(&self) -> bool {
        if self.root.seat_count() != 2 {
            return false;
        }
        let me = self.root.to_move();
        let other = crate::game::Seat(1 - me.0.min(1));
        match (self.root.evaluate(me), self.root.evaluate(other)) {
            (Some(mine), Some(theirs)) => mine == -theirs,
            _ => false,
        }
    }

    fn start_search(&mut self, tactics: Tactics<G>) {
        let verdict = tactics.verdict();
        let mut moves = tactics.into_moves();
        self.phase = match verdict {
            Verdict::Win(index) => Phase::Decided(Some(moves.swap_remove(index))),
            Verdict::Candidates(keep) => {
                let mut candidates: Vec<G::Move> = keep.iter().map(|&i| moves[i].clone()).collect();
                if candidates.len() > 1 {
                    self.root.focus_root(&mut candidates);
                }
                if candidates.len() == 1 && !self.analysing {
                    Phase::Decided(candidates.pop())
                } else {
                    self.search_of(candidates)
                }
            }
        };
    }

    /// The search the level and the game choose, over `candidates`.
    fn search_of(&self, candidates: Vec<G::Move>) -> Phase<G> {
        if self.level.style == Style::Auto {
            let own = self
                .root
                .own_search(self.level.strength, &candidates, self.memory);
            if let Some(own) = own {
                return Phase::Own(own);
            }
        }
        let style = match self.level.style {
            Style::Auto => self.root.computer_style(self.level.strength),
            style => style,
        };
        let alpha_beta = match style {
            Style::Mcts => false,
            Style::Auto | Style::AlphaBeta => self.alpha_beta_fits(),
        };
        if alpha_beta {
            Phase::AlphaBeta(AlphaBeta::new(&self.root, candidates, self.level.strength))
        } else {
            let mut mcts = Mcts::new(&self.root, candidates, self.seed);
            mcts.limit_memory(self.memory);
            Phase::Mcts(mcts)
        }
    }
}

impl<G: Strategy> Thinker for Search<G> {
    fn step(&mut self, work: u64) -> bool {
        let mut left = work;
        while left > 0 && !self.is_done() {
            // The root check always completes: it is what keeps every level sensible.
            let allowed = match self.phase {
                Phase::Tactics(_) => left,
                _ => left.min(self.budget.saturating_sub(self.work)),
            };
            if allowed == 0 {
                break;
            }
            let used = match &mut self.phase {
                Phase::Tactics(tactics) => {
                    let used = tactics.step(allowed);
                    if tactics.is_done() {
                        // The level's budget is for the search: a wide root
                        // (Porta's 64 placements) must not eat it all.
                        self.budget = self.budget.saturating_add(self.work + used);
                        let Phase::Tactics(tactics) =
                            std::mem::replace(&mut self.phase, Phase::Decided(None))
                        else {
                            unreachable!("the phase was just matched as Tactics")
                        };
                        self.start_search(tactics);
                    }
                    used
                }
                Phase::Decided(_) => 0,
                Phase::Mcts(mcts) => mcts.step(allowed),
                Phase::AlphaBeta(search) => search.step(allowed),
                Phase::Own(search) => search.step(allowed),
            };
            self.work += used;
            left = left.saturating_sub(used.max(1));
        }
        self.is_done()
    }

    fn is_done(&self) -> bool {
        match &self.phase {
            Phase::Tactics(_) => false,
            Phase::Decided(_) => true,
            Phase::AlphaBeta(search) if search.is_finished() => true,
            Phase::Own(search) if search.is_done() => true,
            Phase::Mcts(mcts) if self.level.strength == Strength::Mcts60k => {
                mcts.iterations() >= PLAIN_PLAYOUTS
            }
            _ => self.work >= self.budget,
        }
    }

    fn best_move(&self) -> Option<String> {
        self.best().map(|mv| self.root.move_to_string(&mv))
    }

    fn work_done(&self) -> u64 {
        self.work
    }

    fn unlimit(&mut self) {
        self.budget = u64::MAX;
    }

    fn limit_memory(&mut self, bytes: usize) {
        self.memory = bytes;
        if let Phase::Mcts(mcts) = &mut self.phase {
            mcts.limit_memory(bytes);
        }
    }

    /// The generic alpha-beta keeps no table (its stack is one frame a
    /// ply, at most `MAX_DEPTH`), so MCTS's tree and a game's own search's
    /// tables are what count.
    fn memory_used(&self) -> usize {
        match &self.phase {
            Phase::Mcts(mcts) => mcts.memory_used(),
            Phase::Own(search) => search.memory_used(),
            _ => 0,
        }
    }

    fn summary(&self) -> String {
        match &self.phase {
            Phase::Tactics(_) => "checking wins and losses in one".to_string(),
            Phase::Decided(_) => "forced or decided at the root".to_string(),
            Phase::Mcts(mcts) => format!("mcts {} playouts", mcts.iterations()),
            Phase::AlphaBeta(search) => match search.score() {
                Some(score) => format!(
                    "alpha-beta depth {} score {score}",
                    search.completed_depth()
                ),
                None => "alpha-beta depth 0".to_string(),
            },
            Phase::Own(search) => search.summary(),
        }
    }

    fn analysis(&self) -> Option<Analysis> {
        if self.root.outcome().is_some() {
            return None;
        }
        let (depth, score, chance, moves) = self.report().unwrap_or_else(|| {
            // Nothing searched yet, or nothing known: the position as the
            // game's evaluation sees it, and the move it would play.
            let points = self.root.evaluate(self.root.to_move()).unwrap_or(0);
            let chance = chance_of(points, self.root.chance_scale());
            (
                0,
                Score::Points(points),
                chance,
                self.best().into_iter().collect(),
            )
        });
        Some(Analysis {
            depth,
            work: self.work,
            score,
            chance,
            line: line_texts(&self.root, &moves),
        })
    }
}

/// The texts of `moves` played from `root`, at most `LINE_MOVES`, each
/// checked by the game's rules after the ones before: the line stops at the
/// first that is not legal there, or when the game ends.
fn line_texts<G: Strategy>(root: &G, moves: &[G::Move]) -> Vec<String> {
    let mut position = root.clone();
    let mut texts = Vec::new();
    for mv in moves.iter().take(LINE_MOVES) {
        if position.outcome().is_some() || !position.is_legal(mv) {
            break;
        }
        texts.push(position.move_to_string(mv));
        position.play_unchecked(mv);
    }
    texts
}
