//! The `ab-centre` yardstick: plain alpha-beta with iterative deepening
//! and an evaluation that is only centre proximity, as the default agent of
//! a general game system plays Lines of Action. An outside program of that
//! kind beat our expert in a quarter of its games (issue 44), so `match`
//! measures the expert against it here, with every move from our rules.
//!
//! Plain on purpose: no transposition table, no killer or history
//! ordering, no quiescence, no check for wins in one before the search; the
//! root's moves are ordered by the last iteration's scores (what iterative
//! deepening is for), the moves below the root as `legal_moves` lists them.
//! It never plays on the page (`ai::PLAYABLE` leaves it out).

use super::mcts::generation_cost;
use super::strategy::{OwnSearch, Strategy};
use super::window::{best_so_far, terminal_score, Window};
use crate::game::{Outcome, Seat};

/// A won position's score at the root; a win `n` plies away scores
/// `WIN - n`, so the search prefers quick wins and slow losses. Far above
/// any centre score (at most 36 a side).
const WIN: i32 = 1_000_000;
/// Scores beyond this are sure results, not estimates.
const SURE: i32 = WIN - 1_000;
/// Deeper than any iteration gets within a move's time.
const MAX_DEPTH: u32 = 64;

/// A square's closeness to the centre of an 8×8 board (bit = rank * 8 +
/// file): 3 on the middle four squares, one less each ring out, 0 on the edge.
fn closeness(square: u32) -> i32 {
    let ring = |x: i32| (3 - x).max(x - 4);
    3 - ring((square % 8) as i32).max(ring((square / 8) as i32))
}

/// The yardstick's evaluation for `seat`: the sum of its pieces' closeness
/// to the centre minus the other seat's; `None` for a game that does not
/// show its pieces on an 8×8 board (`Strategy::board8_pieces`).
pub(crate) fn centre_proximity<G: Strategy>(position: &G, seat: Seat) -> Option<i32> {
    let side = |seat: Seat| -> Option<i32> {
        let mut set = position.board8_pieces(seat)?;
        let mut sum = 0;
        while set != 0 {
            sum += closeness(set.trailing_zeros());
            set &= set - 1;
        }
        Some(sum)
    };
    Some(side(seat)? - side(Seat(1 - seat.0.min(1)))?)
}

struct Frame<G: Strategy> {
    position: G,
    moves: Vec<G::Move>,
    next: usize,
    depth: u32,
    window: Window,
}

/// A resumable plain alpha-beta search (explicit stack, so the thinker can
/// stop it after any node), scored from the root seat's view.
pub(crate) struct CentreSearch<G: Strategy> {
    root: G,
    me: Seat,
    root_moves: Vec<G::Move>,
    root_scores: Vec<i32>,
    depth: u32,
    frames: Vec<Frame<G>>,
    best: Option<(G::Move, i32)>,
    finished: bool,
}

impl<G: Strategy> CentreSearch<G> {
    /// A search from `root` over all its legal moves.
    pub(crate) fn new(root: &G) -> CentreSearch<G> {
        let root_moves = root.moves();
        let mut search = CentreSearch {
            root: root.clone(),
            me: root.to_move(),
            root_scores: vec![0; root_moves.len()],
            root_moves,
            depth: 1,
            frames: Vec::new(),
            best: None,
            finished: false,
        };
        search.start_iteration();
        search
    }

    /// The deepest fully searched depth.
    pub(crate) fn completed_depth(&self) -> u32 {
        self.depth - 1
    }

    /// The last finished iteration's score, from the root seat's view.
    pub(crate) fn score(&self) -> Option<i32> {
        self.best.as_ref().map(|(_, score)| *score)
    }

    fn start_iteration(&mut self) {
        if self.root_moves.is_empty() {
            self.finished = true;
            return;
        }
        self.frames.push(Frame {
            position: self.root.clone(),
            moves: self.root_moves.clone(),
            next: 0,
            depth: self.depth,
            window: Window::root(WIN),
        });
    }

    fn finish_iteration(&mut self, root: Frame<G>) {
        let index = root.window.best_index.unwrap_or(0);
        self.best = Some((self.root_moves[index].clone(), root.window.best));
        // Best first for the next iteration; the best itself ahead of ties.
        let mut order: Vec<usize> = (0..self.root_moves.len()).collect();
        order.sort_by_key(|&i| (i != index, -self.root_scores[i]));
        self.root_moves = order.iter().map(|&i| self.root_moves[i].clone()).collect();
        self.root_scores = order.iter().map(|&i| self.root_scores[i]).collect();
        self.depth += 1;
        let forced = self.root_moves.len() == 1;
        if root.window.best.abs() > SURE || forced || self.depth > MAX_DEPTH {
            self.finished = true;
        } else {
            self.start_iteration();
        }
    }

    fn back_up(&mut self, value: i32) {
        let at_root = self.frames.len() == 1;
        let frame = self.frames.last_mut().expect("a frame is on the stack");
        let index = frame.next - 1;
        if at_root {
            self.root_scores[index] = value;
        }
        frame.window.take(index, value);
    }

    fn terminal(&self, outcome: Outcome, ply: i32) -> i32 {
        terminal_score(outcome, self.me, WIN, ply)
    }
}

impl<G: Strategy> OwnSearch<G::Move> for CentreSearch<G> {
    fn step(&mut self, work: u64) -> u64 {
        let mut used = 0;
        while used < work && !self.finished {
            let frame = self.frames.last_mut().expect("a frame is on the stack");
            if frame.next < frame.moves.len() && frame.window.is_open() {
                let index = frame.next;
                frame.next += 1;
                let mut child = frame.position.clone();
                child.play_unchecked(&frame.moves[index]);
                used += 1;
                let (depth, alpha, beta) = (frame.depth - 1, frame.window.alpha, frame.window.beta);
                let ply = self.frames.len() as i32;
                if let Some(outcome) = child.outcome() {
                    self.back_up(self.terminal(outcome, ply));
                } else if depth == 0 {
                    self.back_up(centre_proximity(&child, self.me).unwrap_or(0));
                } else {
                    let maximizing = child.to_move() == self.me;
                    let moves = child.moves();
                    used += generation_cost(moves.len());
                    self.frames.push(Frame {
                        position: child,
                        moves,
                        next: 0,
                        depth,
                        window: Window::new(alpha, beta, maximizing, WIN),
                    });
                }
            } else {
                let done = self.frames.pop().expect("a frame is on the stack");
                if self.frames.is_empty() {
                    self.finish_iteration(done);
                } else {
                    self.back_up(done.window.best);
                }
            }
        }
        used.max(1)
    }

    fn is_done(&self) -> bool {
        self.finished
    }

    /// The running iteration's best once it has searched a move (the last
    /// iteration's best comes first), else the last finished iteration's.
    fn best(&self) -> Option<G::Move> {
        let running = self.frames.first().and_then(|root| root.window.best_index);
        best_so_far(running, &self.root_moves, self.best.as_ref())
    }

    fn summary(&self) -> String {
        match self.score() {
            Some(score) => format!("ab-centre depth {} score {score}", self.completed_depth()),
            None => "ab-centre depth 0".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{centre_proximity, closeness, CentreSearch, SURE};
    use crate::ai::{new_thinker, position, randomly_played, Level, OwnSearch, Strength};
    use crate::game::{Game, Outcome};
    use crate::games::loa::{Loa, LoaOptions, BLACK, WHITE};
    use crate::rng::Rng;

    #[test]
    fn closeness_runs_from_the_edge_to_the_middle_four() {
        let board: Vec<i32> = (0..64).map(closeness).collect();
        assert_eq!(&board[0..8], &[0; 8]);
        assert_eq!(&board[24..32], &[0, 1, 2, 3, 3, 2, 1, 0]);
        assert_eq!(board.iter().sum::<i32>(), 4 * 3 + 12 * 2 + 20);
    }

    /// Negated for the other seat, and for the same seat once the colours
    /// are swapped on the board; the start is level.
    #[test]
    fn the_evaluation_is_symmetric() {
        let start = Loa::new(&LoaOptions::default());
        assert_eq!(centre_proximity(&start, BLACK), Some(0));
        let text = "8/6w1/2b5/3bw3/8/2b5/8/b3w3 b";
        let swapped: String = text
            .chars()
            .map(|c| match c {
                'b' => 'w',
                'w' => 'b',
                c => c,
            })
            .collect();
        let (position, flipped) = (
            position::<Loa>(text),
            position::<Loa>(&swapped.replace(" w", " b")),
        );
        let black = centre_proximity(&position, BLACK).unwrap();
        assert_ne!(black, 0);
        assert_eq!(centre_proximity(&position, WHITE), Some(-black));
        assert_eq!(centre_proximity(&flipped, BLACK), Some(-black));
        assert_eq!(centre_proximity(&flipped, WHITE), Some(black));
    }

    /// Black a1 and a3 join only with a3-b2; a1-c3 and a3-c5 end nearer
    /// the centre, but a win outranks any estimate already at depth 1.
    #[test]
    fn it_finds_a_mate_in_one_at_depth_one() {
        let position = position::<Loa>("5w1w/8/8/8/8/b7/8/b7 b");
        let mut search = CentreSearch::new(&position);
        while search.completed_depth() < 1 {
            search.step(1);
        }
        assert!(search.is_done(), "a sure win ends the search");
        assert!(search.score().unwrap() > SURE);
        let mut after = position.clone();
        after.play_unchecked(&search.best().unwrap());
        assert_eq!(after.outcome(), Some(Outcome::Win(BLACK)));
    }

    /// From random positions and after any amount of work, a legal move.
    #[test]
    fn it_always_answers_a_legal_move() {
        let mut rng = Rng::new(44);
        for game in 0..12u64 {
            let plies = rng.below(40);
            let Some(position) = randomly_played::<Loa>(&mut rng, plies) else {
                continue;
            };
            let legal: Vec<String> = position
                .moves()
                .iter()
                .map(|m| position.move_to_string(m))
                .collect();
            let level = Level::new(Strength::AbCentre);
            let mut thinker = new_thinker(&position, level, game);
            for work in [0, 1, 50, 3_000] {
                thinker.step(work);
                let mv = thinker.best_move().expect("a live game has a move");
                assert!(legal.contains(&mv), "{mv} in {}", position.to_text());
            }
            assert!(thinker.summary().starts_with("ab-centre depth"));
        }
    }
}
