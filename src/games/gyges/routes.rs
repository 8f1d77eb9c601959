//! The route search of RULES.md 9.3: one depth-first search over fixed
//! arrays from one start, reporting every route's end with its path. It
//! serves notation, clicks, `reach` and animation, which pick one canonical
//! route of a move (fewest clicks, then the smallest click list), and it is
//! the reference the tests hold the fast generator (`generate.rs`) to.

use super::board::{
    cell_from, cell_of, coord, last_row, occupancy, rank_of, rows_from_shore, value, with, GOAL,
    NEIGHBOURS, NONE, SIZE,
};
use super::options::{Profile, Replacement};
use super::position::{End, Gyges, GygesMove, Route};
use crate::game::{Seat, Target};
use crate::geometry::Coord;

/// The depth-first search of RULES.md 9.3 from one start, reporting every
/// route's end to `sink` with the path so far in fixed arrays.
pub(super) struct Search {
    board: u128,
    /// Occupied cells, the start excluded (it is empty once the piece left).
    occ: u64,
    start: u8,
    edge_rule: bool,
    replace: bool,
    goal_row: u8,
    hops: [u8; 72],
    hop_len: usize,
    chain: [u8; 16],
    chain_len: usize,
    /// Set once a sink asked to stop (it found what it was looking for).
    stop: bool,
}

impl Search {
    /// Every cell the travelling piece has stood on so far, the start first.
    pub(super) fn hops(&self) -> &[u8] {
        &self.hops[..self.hop_len]
    }

    /// The start, then each cell bounced on so far.
    pub(super) fn chain(&self) -> &[u8] {
        &self.chain[..self.chain_len]
    }

    fn segment<F: FnMut(&Search, End) -> bool>(
        &mut self,
        sink: &mut F,
        cur: u8,
        left: u8,
        visited: u64,
        edges: u64,
        bounced: u64,
    ) {
        if left == 1 && rank_of(cur) == self.goal_row {
            self.hops[self.hop_len] = GOAL;
            self.hop_len += 1;
            self.stop |= sink(self, End::Goal);
            self.hop_len -= 1;
        }
        for &(n, e) in &NEIGHBOURS[cur as usize] {
            if n == NONE || self.stop {
                continue;
            }
            let (nbit, ebit) = (1u64 << n, 1u64 << e);
            if self.edge_rule {
                if edges & ebit != 0 {
                    continue;
                }
            } else if visited & nbit != 0 {
                continue;
            }
            let occupied = self.occ & nbit != 0;
            self.hops[self.hop_len] = n;
            self.hop_len += 1;
            if left > 1 {
                if !occupied {
                    self.segment(sink, n, left - 1, visited | nbit, edges | ebit, bounced);
                }
            } else if !occupied {
                // Boardspace: no null move back onto the start.
                if !(self.edge_rule && n == self.start) {
                    self.stop |= sink(self, End::Empty(n));
                }
            } else {
                if self.replace {
                    self.stop |= sink(self, End::Replace { landing: n, to: n });
                }
                // Boardspace: no second bounce on the same cell.
                if !(self.edge_rule && bounced & nbit != 0) {
                    self.chain[self.chain_len] = n;
                    self.chain_len += 1;
                    let v = value(self.board, n);
                    self.segment(sink, n, v, visited | nbit, edges | ebit, bounced | nbit);
                    self.chain_len -= 1;
                }
            }
            self.hop_len -= 1;
        }
    }
}

/// The best route to one board so far, with its clicks for comparing.
pub(super) type Best = Option<(Vec<Target>, Route)>;

/// Keeps `route` if it has fewer clicks, then smaller clicks, than the best
/// so far, the first found winning a tie: the one rule that picks the route
/// drawn for a move, here and in `canonical_route`. Only a kept route is
/// copied: routes far outnumber moves.
pub(super) fn offer(best: &mut Best, clicks: &[Target], route: impl FnOnce() -> Route) {
    let better = best
        .as_ref()
        .is_none_or(|(c, _)| (clicks.len(), clicks) < (c.len(), c.as_slice()));
    if better {
        *best = Some((clicks.to_vec(), route()));
    }
}

impl Gyges {
    /// Runs the route search from `start` for the mover, calling `sink` at
    /// each route end (for `End::Replace`, `to` is still unset).
    pub(super) fn search<F: FnMut(&Search, End) -> bool>(&self, start: u8, sink: &mut F) {
        let value_a = value(self.board, start);
        if value_a == 0 {
            return;
        }
        let occ = occupancy(self.board) & !(1u64 << start);
        let mut s = Search {
            board: self.board,
            occ,
            start,
            edge_rule: !self.push_model(),
            replace: self.options.replacement != Replacement::Off,
            goal_row: last_row(self.side),
            hops: [0; 72],
            hop_len: 1,
            chain: [0; 16],
            chain_len: 1,
            stop: false,
        };
        s.hops[0] = start;
        s.chain[0] = start;
        s.segment(sink, start, value_a, 1u64 << start, 0, 0);
    }

    /// The board once the pieces have travelled along `chain` to `end`
    /// (RULES.md 9.3's final placement), before any replaced piece is put
    /// back: the replaced piece is lifted. Also returns its value.
    fn arrive(&self, chain: &[u8], end: End) -> (u128, u8) {
        let old = self.board;
        let mut b = with(old, chain[0], 0);
        let carried = if self.push_model() {
            for pair in chain.windows(2) {
                b = with(b, pair[1], value(old, pair[0]));
            }
            value(old, chain[chain.len() - 1])
        } else {
            value(old, chain[0])
        };
        match end {
            End::Empty(f) => (with(b, f, carried), 0),
            End::Goal => (b, 0),
            End::Replace { landing, .. } => (with(b, landing, carried), value(old, landing)),
        }
    }

    /// Empty cells where a replaced piece may go on `b` (RULES.md 9.7.6):
    /// rows from the mover's side up to the opponent's shore, or only the
    /// row before that shore.
    fn replacement_cells(&self, b: u128) -> impl Iterator<Item = u8> {
        let mut mask = self.replacement_zone(occupancy(b));
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let c = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                c
            })
        })
    }

    /// Calls `each` with every board a route end leads to (one per
    /// replacement cell for a replacement).
    pub(super) fn results(&self, chain: &[u8], end: End, mut each: impl FnMut(End, u128)) {
        let (b, lifted) = self.arrive(chain, end);
        match end {
            End::Replace { landing, .. } => {
                for to in self.replacement_cells(b) {
                    each(End::Replace { landing, to }, with(b, to, lifted));
                }
            }
            _ => each(end, b),
        }
    }

    /// Every legal result board of the pieces on row `rank` by the route
    /// search, sorted, distinct: the reference `each_row_result` is tested
    /// against.
    fn row_results(&self, rank: u8, out: &mut Vec<u128>) {
        out.clear();
        for file in 0..SIZE {
            let start = cell_of(file, rank);
            self.search(start, &mut |s: &Search, end| {
                self.results(s.chain(), end, |_, after| {
                    if !self.repeats(after) {
                        out.push(after);
                    }
                });
                false
            });
        }
        out.sort_unstable();
        out.dedup();
    }

    /// The legal moves by the route search, enumerating every route: slow,
    /// kept so tests can check the fast generator against it.
    #[doc(hidden)]
    pub fn moves_by_routes(&self) -> Vec<GygesMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        if self.in_setup() {
            let mut moves = Vec::new();
            self.placements(&mut moves);
            return moves;
        }
        let rows = rows_from_shore(self.board, self.side);
        let tried = match self.options.profile {
            Profile::Official => &rows[..],
            Profile::Fogliaccio => &rows[..rows.len().min(1)],
        };
        let mut out = Vec::new();
        for &rank in tried {
            self.row_results(rank, &mut out);
            if !out.is_empty() {
                return out
                    .into_iter()
                    .map(|after| GygesMove::Play { after })
                    .collect();
            }
        }
        vec![GygesMove::Pass]
    }

    /// Every route from `start` (whatever its row), with the board it leaves.
    pub fn routes(&self, start: Coord) -> Vec<Route> {
        let mut routes = Vec::new();
        let Some(start) = cell_from(start) else {
            return routes;
        };
        self.search(start, &mut |s: &Search, end| {
            self.results(s.chain(), end, |end, after| {
                routes.push(Route {
                    hops: s.hops().to_vec(),
                    chain: s.chain().to_vec(),
                    end,
                    after,
                })
            });
            false
        });
        routes
    }

    /// The route drawn for a move: among the movable row's routes leaving
    /// its board, the one with the fewest clicks, then the smallest clicks.
    pub(super) fn canonical_route(&self, after: u128) -> Option<Route> {
        let rank = self.movable_row()?;
        let row: Vec<u8> = (0..SIZE).map(|f| cell_of(f, rank)).collect();
        // A legal move changes its start's cell except in rare push-model
        // cases, so look there first; the choice is still deterministic.
        let changed: Vec<u8> = row
            .iter()
            .copied()
            .filter(|&c| value(self.board, c) != value(after, c))
            .collect();
        self.best_route(&changed, after)
            .or_else(|| self.best_route(&row, after))
    }

    fn best_route(&self, starts: &[u8], after: u128) -> Option<Route> {
        let mut best = None;
        let mut clicks = Vec::new();
        for &start in starts {
            self.search(start, &mut |s: &Search, end| {
                self.results(s.chain(), end, |end, result| {
                    if result != after {
                        return;
                    }
                    clicks.clear();
                    self.push_chain_clicks(s.chain(), end, &mut clicks);
                    offer(&mut best, &clicks, || Route {
                        hops: s.hops().to_vec(),
                        chain: s.chain().to_vec(),
                        end,
                        after,
                    });
                });
                false
            });
        }
        best.map(|(_, r)| r)
    }

    /// Clicks of a route: start, each bounce cell and `bounce`, then the end.
    pub(super) fn route_clicks(&self, route: &Route) -> Vec<Target> {
        let mut clicks = Vec::new();
        self.push_chain_clicks(&route.chain, route.end, &mut clicks);
        clicks
    }

    /// Adds the clicks of a route given by its chain (start, then each cell
    /// bounced on) and its end, so routes can be compared in one reused
    /// buffer before one is kept.
    pub(super) fn push_chain_clicks(&self, chain: &[u8], end: End, clicks: &mut Vec<Target>) {
        clicks.push(Target::Cell(coord(chain[0])));
        for &b in &chain[1..] {
            clicks.push(Target::Cell(coord(b)));
            clicks.push(Target::Choice("bounce"));
        }
        match end {
            End::Empty(f) => clicks.push(Target::Cell(coord(f))),
            End::Goal => clicks.push(Target::Goal(Seat(1 - self.side))),
            End::Replace { landing, to } => {
                clicks.push(Target::Cell(coord(landing)));
                clicks.push(Target::Choice("replace"));
                clicks.push(Target::Cell(coord(to)));
            }
        }
    }
}
