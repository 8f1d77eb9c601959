//! Generic drivers over any `Game`: perft and random playouts.
//!
//! They are the yardsticks of speed and the cross-checks against other
//! implementations, so they live in the library (the command line, the
//! benchmarks and the tests share them) and are monomorphised per game.

use crate::game::{Game, Outcome};
use crate::rng::Rng;

/// Counts move sequences of length `depth`. A finished game has no legal
/// moves, so it ends its branch and contributes no leaves below its depth
/// (the chess convention, so figures compare with other engines').
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize];
    perft_with(position, depth, &mut buffers)
}

fn perft_with<G: Game>(position: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_moves() as u64,
        _ => {
            let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
            position.legal_moves(moves);
            let mut leaves = 0;
            for mv in moves.iter() {
                let mut child = position.clone();
                child.play_unchecked(mv);
                leaves += perft_with(&child, depth - 1, deeper);
            }
            leaves
        }
    }
}

/// How one random playout ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlayoutEnd {
    /// The result, or `None` if the ply cap stopped the game first.
    pub outcome: Option<Outcome>,
    /// Plies played.
    pub plies: u32,
}

/// Plays uniformly random legal moves from `start` until the game ends or
/// `max_plies` plies have been played (0 = no cap).
pub fn random_playout<G: Game>(start: &G, rng: &mut Rng, max_plies: u32) -> PlayoutEnd {
    let mut position = start.clone();
    let mut moves = Vec::new();
    let mut plies = 0;
    loop {
        if max_plies > 0 && plies >= max_plies {
            break;
        }
        let Some(mv) = position.random_move(rng, &mut moves) else {
            break;
        };
        position.play_unchecked(&mv);
        plies += 1;
    }
    PlayoutEnd {
        outcome: position.outcome(),
        plies,
    }
}

/// Totals over many playouts, as the command line reports them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayoutTally {
    /// Games played.
    pub games: u64,
    /// Plies over all games.
    pub plies: u64,
    /// Wins by seat index.
    pub wins: Vec<u64>,
    /// Draws.
    pub draws: u64,
    /// Cooperative wins.
    pub solved: u64,
    /// Cooperative losses.
    pub collapsed: u64,
    /// Games stopped by the ply cap.
    pub unfinished: u64,
}

impl PlayoutTally {
    /// An empty tally for a game with `seats` seats.
    pub fn new(seats: usize) -> PlayoutTally {
        PlayoutTally {
            wins: vec![0; seats],
            ..PlayoutTally::default()
        }
    }

    /// Adds one playout's end.
    pub fn add(&mut self, end: PlayoutEnd) {
        self.games += 1;
        self.plies += end.plies as u64;
        match end.outcome {
            Some(Outcome::Win(seat)) => {
                if let Some(w) = self.wins.get_mut(seat.index()) {
                    *w += 1;
                }
            }
            Some(Outcome::Draw) => self.draws += 1,
            Some(Outcome::Solved) => self.solved += 1,
            Some(Outcome::Collapsed) => self.collapsed += 1,
            None => self.unfinished += 1,
        }
    }
}
