//! The page's move list: every legal move's notation and clicks from one
//! route search per start of the movable row.
//!
//! A move's notation and clicks come from its canonical route, and finding
//! that route alone means searching the routes of its start again; the page
//! needs it for every legal move after every move, which cost up to a tenth
//! of a second on long lists. Here each start is searched once and the
//! canonical route of every wanted board is kept, chosen by the same
//! `offer` that `canonical_route` uses.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::board::{cell_of, value, SIZE};
use super::board_set::board_hash;
use super::position::{Gyges, GygesMove, Route};
use super::routes::{offer, Best};
use crate::game::{Game, LegalMove};

/// The best routes to one board: among starts whose cell the move changes
/// (where `canonical_route` looks first), and among every start.
#[derive(Default)]
struct Candidates {
    from_changed_start: Best,
    from_any_start: Best,
}

/// A hasher for packed boards: the search looks a board up once per route,
/// and SipHash's protection against chosen keys buys nothing here.
#[derive(Default)]
struct BoardHasher(u64);

impl Hasher for BoardHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(byte)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, board: u128) {
        self.0 = board_hash(board);
    }
}

/// Boards to what was found for them.
type ByBoard<T> = HashMap<u128, T, BuildHasherDefault<BoardHasher>>;

impl Gyges {
    /// Every move's notation and clicks, as `Game::legal_move_views` promises:
    /// the same as asking `move_to_string` and `clicks` move by move.
    pub(super) fn move_views(&self, moves: &[GygesMove]) -> Vec<LegalMove> {
        let afters: Vec<u128> = moves
            .iter()
            .filter_map(|mv| match *mv {
                GygesMove::Play { after } => Some(after),
                _ => None,
            })
            .collect();
        let routes = self.canonical_routes(&afters);
        moves
            .iter()
            .map(|mv| match mv {
                GygesMove::Play { after } if routes.contains_key(after) => {
                    let route = &routes[after];
                    LegalMove {
                        text: self.route_text(route),
                        clicks: self.route_clicks(route),
                    }
                }
                _ => LegalMove {
                    text: self.move_to_string(mv),
                    clicks: self.clicks(mv),
                },
            })
            .collect()
    }

    /// The canonical route (`canonical_route`) of every board in `afters`
    /// that the movable row reaches.
    fn canonical_routes(&self, afters: &[u128]) -> ByBoard<Route> {
        // No route to find during the setup (placements only), where the
        // movable row means nothing and its search is not to be asked.
        if afters.is_empty() {
            return ByBoard::default();
        }
        let mut found: ByBoard<Candidates> = afters
            .iter()
            .map(|&after| (after, Candidates::default()))
            .collect();
        let Some(rank) = self.movable_row() else {
            return ByBoard::default();
        };
        let mut clicks = Vec::new();
        for file in 0..SIZE {
            let start = cell_of(file, rank);
            self.search(start, &mut |s, end| {
                self.results(s.chain(), end, |end, after| {
                    let Some(candidates) = found.get_mut(&after) else {
                        return;
                    };
                    let route = || Route {
                        hops: s.hops().to_vec(),
                        chain: s.chain().to_vec(),
                        end,
                        after,
                    };
                    clicks.clear();
                    self.push_chain_clicks(s.chain(), end, &mut clicks);
                    if value(self.board, start) != value(after, start) {
                        offer(&mut candidates.from_changed_start, &clicks, route);
                    }
                    offer(&mut candidates.from_any_start, &clicks, route);
                });
                false
            });
        }
        found
            .into_iter()
            .filter_map(|(after, c)| {
                let best = c.from_changed_start.or(c.from_any_start)?;
                Some((after, best.1))
            })
            .collect()
    }
}
