//! Expert's search where a game gives it what a tournament program needs
//! (`DeepGame`, Lines of Action so far): principal-variation alpha-beta
//! with a transposition table, killer and history move ordering, null-move
//! pruning and a look at the horizon for a win in one.
//!
//! The generic alpha-beta (`ai::alphabeta`) walks an explicit stack so it
//! can stop after any node, which every level and game relies on; it has
//! none of these tables, and hard's figures were measured without them.
//! This search recurses, which is what the enhancements are written for,
//! and stops by a node count instead: a step that runs out of nodes
//! abandons its iteration, and the next step starts that iteration again,
//! finding what was already searched in the table at once (`MIN_STEP`
//! says what that costs). Scores are the generic alpha-beta's, from the root
//! seat's view, so an analysis reads them the same way.

mod negamax;
mod order;
mod table;

use super::alphabeta::WIN;
use super::analysis::LINE_MOVES;
use super::strategy::{OwnSearch, Strategy, EVAL_LIMIT};
use crate::game::{Outcome, Seat};
use order::Order;
use table::Table;

/// Deeper than any iteration gets within a move's time.
const MAX_DEPTH: u32 = 60;
/// Nodes a step searches at least, whatever its caller asks: restarting an
/// iteration walks back down to where the last step stopped, a few hundred
/// nodes found in the table, so a step must do many more than that to move
/// on. About 2 ms natively for Lines of Action.
const MIN_STEP: u64 = 4_096;

/// What the deep search asks of a game beyond `Strategy`.
pub trait DeepGame: Strategy {
    /// How many distinct values `move_index` gives: the size of the history table.
    const MOVE_INDICES: usize;
    /// The position's hash, side to move included, for the transposition table.
    fn key(&self) -> u64;
    /// A small number naming `mv` (from and to squares, say), below `MOVE_INDICES`:
    /// what the tables remember of a move.
    fn move_index(mv: &Self::Move) -> usize;
    /// The position's value for the side to move, within `EVAL_LIMIT`; the
    /// game's best judgement, which may cost more than `evaluate`.
    fn judge(&self) -> i32;
    /// `judge` where the search only asks whether the value reaches the
    /// window `alpha..beta`: a game whose judgement has a dear term of
    /// bounded size may skip it when the rest decides that, answering a
    /// bound beyond the window. The default is `judge`.
    fn judge_in_window(&self, alpha: i32, beta: i32) -> i32 {
        let _ = (alpha, beta);
        self.judge()
    }
    /// A move that only hands the turn over, for null-move pruning, where
    /// passing a turn never helps (no zugzwang); `None` to search without.
    fn null_move(&self) -> Option<Self::Move> {
        None
    }
    /// Whether the side to move can win with one move: a horizon node
    /// where that holds is scored as the win it is, not by `judge`.
    fn wins_at_once(&self) -> bool {
        false
    }
}

/// An iterative-deepening search of one position for expert and analysis.
pub(crate) struct DeepSearch<G: DeepGame> {
    root: G,
    /// The root's candidates, best first by the last finished iteration.
    root_moves: Vec<G::Move>,
    root_scores: Vec<i32>,
    /// The iteration running (or to run next).
    depth: u32,
    table: Table,
    order: Order,
    /// Nodes searched so far, and where the running step stops.
    nodes: u64,
    limit: u64,
    /// The last finished iteration's best move and score.
    best: Option<(usize, i32)>,
    /// The running iteration's best so far, once a move beat the first.
    running: Option<(usize, i32)>,
    finished: bool,
    /// Whether null moves and lazy judgements are used (off only in tests
    /// that compare values with a plain search, which both may change).
    shortcuts: bool,
    /// Each ply's move list and the list the rules fill, kept between
    /// nodes so the search does not allocate at every one.
    move_lists: Vec<Vec<(u64, usize, G::Move)>>,
    listed: Vec<G::Move>,
}

impl<G: DeepGame> DeepSearch<G> {
    /// A search of `root` over `candidates` (the root check's survivors;
    /// all legal moves if none), its table within `memory` bytes.
    pub(crate) fn new(root: &G, candidates: &[G::Move], memory: usize) -> DeepSearch<G> {
        let root_moves = if candidates.is_empty() {
            root.moves()
        } else {
            candidates.to_vec()
        };
        DeepSearch {
            root: root.clone(),
            root_scores: vec![0; root_moves.len()],
            finished: root_moves.len() <= 1,
            root_moves,
            depth: 1,
            table: Table::reused(memory),
            order: Order::new(G::MOVE_INDICES),
            nodes: 0,
            limit: 0,
            best: None,
            running: None,
            shortcuts: true,
            move_lists: Vec::new(),
            listed: Vec::new(),
        }
    }

    /// The deepest finished iteration.
    pub(crate) fn completed_depth(&self) -> u32 {
        self.depth - 1
    }

    /// Ends an iteration whose best move is `index`, scoring `score`:
    /// orders the root for the next one and decides whether to go on.
    fn finish_iteration(&mut self, index: usize, score: i32) {
        let mut order: Vec<usize> = (0..self.root_moves.len()).collect();
        order.sort_by_key(|&i| (i != index, -self.root_scores[i]));
        self.root_moves = order.iter().map(|&i| self.root_moves[i].clone()).collect();
        self.root_scores = order.iter().map(|&i| self.root_scores[i]).collect();
        self.best = Some((0, score));
        self.running = None;
        self.depth += 1;
        if score.abs() > EVAL_LIMIT || self.depth > MAX_DEPTH {
            self.finished = true;
        }
    }

    /// The best line as far as the table remembers it, from the root's
    /// best move, ending with the win in one a horizon node saw (which the
    /// table does not keep), so a sure result's line is as long as its plies.
    fn line(&self) -> Vec<G::Move> {
        let Some((index, _)) = self.running.or(self.best) else {
            return Vec::new();
        };
        let mut line = vec![self.root_moves[index].clone()];
        let mut position = self.root.clone();
        position.play_unchecked(&self.root_moves[index]);
        while line.len() < LINE_MOVES && position.outcome().is_none() {
            let Some(best) = self
                .table
                .probe(position.key())
                .and_then(|found| found.best)
            else {
                break;
            };
            let moves = position.moves();
            let Some(mv) = moves.into_iter().find(|mv| G::move_index(mv) == best) else {
                break;
            };
            position.play_unchecked(&mv);
            line.push(mv);
        }
        if line.len() < LINE_MOVES && position.outcome().is_none() && position.wins_at_once() {
            let mover = position.to_move();
            let win = position.moves().into_iter().find(|mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                child.outcome() == Some(Outcome::Win(mover))
            });
            line.extend(win);
        }
        line
    }
}

impl<G: DeepGame> Drop for DeepSearch<G> {
    fn drop(&mut self) {
        std::mem::take(&mut self.table).keep();
    }
}

impl<G: DeepGame> OwnSearch<G::Move> for DeepSearch<G> {
    fn step(&mut self, work: u64) -> u64 {
        let start = self.nodes;
        self.limit = start + work.max(MIN_STEP);
        while !self.finished {
            match self.search_root() {
                Ok((index, score)) => self.finish_iteration(index, score),
                // Out of nodes: the next step starts the iteration again.
                Err(_) => break,
            }
        }
        (self.nodes - start).max(1)
    }

    fn is_done(&self) -> bool {
        self.finished
    }

    /// The running iteration's best once a move beat the last iteration's
    /// (searched first), else the last iteration's, else the first candidate.
    fn best(&self) -> Option<G::Move> {
        let index = self.running.or(self.best).map_or(0, |(index, _)| index);
        self.root_moves.get(index).cloned()
    }

    fn summary(&self) -> String {
        match self.best {
            Some((_, score)) => format!(
                "deep alpha-beta depth {} score {score} nodes {}",
                self.completed_depth(),
                self.nodes
            ),
            None => format!("deep alpha-beta depth 0 nodes {}", self.nodes),
        }
    }

    fn report(&self) -> Option<(u32, i32, Vec<G::Move>)> {
        let (_, finished) = self.best?;
        let (depth, score) = match self.running {
            Some((_, running)) => (self.depth, running),
            None => (self.completed_depth(), finished),
        };
        Some((depth, score, self.line()))
    }

    fn memory_used(&self) -> usize {
        self.table.bytes()
    }
}

/// A finished game's score `ply` plies from the root for `mover`, the
/// side that moved into it: wins sooner and losses later score higher.
fn ended(outcome: Outcome, mover: Seat, ply: u32) -> i32 {
    super::window::terminal_score(outcome, mover, WIN, ply as i32)
}

#[cfg(test)]
mod tests {
    use super::DeepSearch;
    use crate::ai::memory::megabytes;
    use crate::ai::{
        new_analyst, new_thinker, position, randomly_played, Level, OwnSearch, Score, Strength,
    };
    use crate::game::{Game, Outcome};
    use crate::games::loa::{Loa, LoaOptions, BLACK};
    use crate::rng::Rng;

    fn searched_to(position: &Loa, depth: u32) -> DeepSearch<Loa> {
        let mut search = DeepSearch::new(position, &position.moves(), megabytes(1));
        while search.completed_depth() < depth && !search.is_done() {
            search.step(1);
        }
        search
    }

    /// Black a1 and a3 join with a3-b2 or a1-b2: a sure win ends the search.
    #[test]
    fn it_finds_a_win_in_one_and_stops() {
        let position = position::<Loa>("5w1w/8/8/8/8/b7/8/b7 b");
        let search = searched_to(&position, 1);
        assert!(search.is_done());
        let (depth, score, line) = search.report().unwrap();
        assert_eq!(
            (depth, crate::ai::alphabeta::score_of(score)),
            (1, Score::Win(1))
        );
        let mut after = position.clone();
        after.play_unchecked(&line[0]);
        assert_eq!(after.outcome(), Some(Outcome::Win(BLACK)));
    }

    /// Stopped after any amount of work, from random positions, a legal
    /// move; deeper iterations keep a line of legal moves.
    #[test]
    fn it_always_answers_a_legal_move_and_a_legal_line() {
        let mut rng = Rng::new(4404);
        for game in 0..10u64 {
            let plies = rng.below(30);
            let Some(position) = randomly_played::<Loa>(&mut rng, plies) else {
                continue;
            };
            let mut thinker = new_thinker(&position, Level::new(Strength::Expert), game);
            for work in [0, 1, 64, 20_000] {
                thinker.step(work);
                let mv = thinker.best_move().expect("a live game has a move");
                assert!(position
                    .parse_move(&mv)
                    .is_ok_and(|m| position.is_legal(&m)));
            }
            assert!(
                thinker.summary().starts_with("deep alpha-beta depth"),
                "{}",
                thinker.summary()
            );
            let analysis = thinker.analysis().unwrap();
            let mut replay = position.clone();
            for text in &analysis.line {
                let mv = replay.parse_move(text).unwrap();
                assert!(replay.is_legal(&mv), "{text} in {:?}", analysis.line);
                replay.play_unchecked(&mv);
            }
            assert!(analysis.depth >= 2, "{analysis:?}");
        }
    }

    /// A search stopped after every step (`MIN_STEP` nodes) reaches the
    /// depth of one run without stops at little more cost: what it had
    /// searched is found again in the table.
    #[test]
    fn stopping_and_resuming_costs_little() {
        let position = Loa::new(&LoaOptions::default());
        let depth = 6;
        let mut whole = DeepSearch::new(&position, &position.moves(), megabytes(1));
        whole.limit = u64::MAX;
        while whole.completed_depth() < depth {
            let (index, score) = whole.search_root().expect("no limit stops it");
            whole.finish_iteration(index, score);
        }
        let mut sliced = DeepSearch::new(&position, &position.moves(), megabytes(1));
        let mut steps = 0;
        while sliced.completed_depth() < depth && !sliced.is_done() {
            sliced.step(1);
            steps += 1;
        }
        assert!(
            steps > 5,
            "the search was stopped on the way ({steps} steps)"
        );
        assert!(
            sliced.nodes < whole.nodes * 3 / 2,
            "{} nodes in {steps} steps against {} in one",
            sliced.nodes,
            whole.nodes
        );
    }

    /// Plain negamax to `depth` with the same horizon: what the enhanced
    /// search must agree with when null moves are off.
    fn plain(position: &Loa, depth: u32, ply: u32) -> i32 {
        if depth == 0 {
            return if super::DeepGame::wins_at_once(position) {
                super::WIN - (ply as i32 + 1)
            } else {
                super::DeepGame::judge(position).clamp(-super::EVAL_LIMIT, super::EVAL_LIMIT)
            };
        }
        let mover = position.to_move();
        position
            .moves()
            .iter()
            .map(|mv| {
                let mut child = position.clone();
                child.play_unchecked(mv);
                match child.outcome() {
                    Some(outcome) => super::ended(outcome, mover, ply + 1),
                    None => -plain(&child, depth - 1, ply + 1),
                }
            })
            .max()
            .expect("a live position has a move")
    }

    /// The table, the null windows and the move ordering change the work,
    /// never the value: without null moves the search's score at each depth
    /// is plain negamax's, from random positions.
    #[test]
    fn its_values_are_plain_negamax_values() {
        let mut rng = Rng::new(2026);
        let mut compared = 0;
        while compared < 8 {
            let plies = 8 + rng.below(30);
            let Some(position) = randomly_played::<Loa>(&mut rng, plies) else {
                continue;
            };
            let mut search = DeepSearch::new(&position, &position.moves(), megabytes(1));
            search.shortcuts = false;
            // Not a table another search filled with shortcuts on.
            search.table = super::Table::new(megabytes(1));
            search.limit = u64::MAX;
            for depth in 1..=3 {
                let (index, score) = search.search_root().expect("no limit stops it");
                assert_eq!(
                    score,
                    plain(&position, depth, 0),
                    "depth {depth} in {}",
                    position.to_text()
                );
                search.finish_iteration(index, score);
                if search.finished {
                    break;
                }
            }
            compared += 1;
        }
    }

    /// An analysis of a Lines of Action position runs the deep search and
    /// reports its depth, score and line.
    #[test]
    fn an_analysis_reports_the_deep_search() {
        let start = Loa::new(&LoaOptions::default());
        let mut analyst = new_analyst(&start, 1);
        analyst.step(50_000);
        let analysis = analyst.analysis().unwrap();
        assert!(analysis.depth >= 3, "{analysis:?}");
        assert!(matches!(analysis.score, Score::Points(_)));
        assert!(analysis.line.len() >= 3, "{analysis:?}");
        assert!(analyst.memory_used() > 0);
    }
}
