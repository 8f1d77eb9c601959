//! Ponte's move generation: Dama captures with the FID precedence (2.2),
//! bridge traversals and their exit captures (2.4 A, 2.7.8), leaps over
//! protected pieces (2.4 B) and steps; `may_take` is the one capture
//! predicate that generation and `explain` share.

use super::bridges::Bridges;
use super::position::{direction, Path, Ponte, PonteMove, CROWN_RANK, MAX_PATH};
use crate::games::board8::{bit, squares, step, Sq};

/// A capture sequence being built, with the FID precedence facts.
#[derive(Clone, Copy)]
struct Capture {
    mv: PonteMove,
    kings_taken: u8,
    first_king: u8,
}

impl Ponte {
    /// Whether a piece of `seat` (a king or not) may take the piece on
    /// `victim`: an enemy, not protected by a bridge, and no king taken by
    /// a man. The one predicate every capture and `explain` use.
    pub(super) fn may_take(
        &self,
        seat: usize,
        king: bool,
        victim: Sq,
        protected: u64,
    ) -> Result<(), String> {
        let enemy = 1 - seat;
        if self.pieces(enemy) & bit(victim) == 0 {
            return Err(format!(
                "{} holds no piece of {}",
                self.label(victim),
                Self::name(enemy)
            ));
        }
        if protected & bit(victim) != 0 {
            return Err(format!(
                "{} is protected by {}'s bridge",
                self.label(victim),
                Self::name(enemy)
            ));
        }
        if !king && self.kings[enemy] & bit(victim) != 0 {
            return Err("men cannot take kings".into());
        }
        Ok(())
    }

    /// Extends a capture sequence from `at` as far as it goes, recording
    /// each complete one. `empty` is the board's empty squares with the
    /// mover's origin vacated; taken pieces stay until the move ends.
    #[allow(clippy::too_many_arguments)]
    fn continue_capture(
        &self,
        seat: usize,
        king: bool,
        at: Sq,
        empty: u64,
        protected: u64,
        seq: &mut Capture,
        out: &mut Vec<Capture>,
    ) {
        let crowned = !king && CROWN_RANK[seat] & bit(at) != 0;
        let mut extended = false;
        if !crowned && (seq.mv.landings.len as usize) < MAX_PATH {
            for &d in Self::directions(seat, king) {
                let Some(victim) = step(at, d) else { continue };
                let Some(land) = step(victim, d) else {
                    continue;
                };
                if seq.mv.captured & bit(victim) != 0 || empty & bit(land) == 0 {
                    continue;
                }
                if self.may_take(seat, king, victim, protected).is_err() {
                    continue;
                }
                let saved = *seq;
                self.record_jump(seat, victim, land, seq);
                self.continue_capture(seat, king, land, empty, protected, seq, out);
                *seq = saved;
                extended = true;
            }
        }
        if !extended && seq.mv.captured != 0 {
            out.push(*seq);
        }
    }

    fn record_jump(&self, seat: usize, victim: Sq, land: Sq, seq: &mut Capture) {
        if self.kings[1 - seat] & bit(victim) != 0 {
            if seq.kings_taken == 0 {
                seq.first_king = seq.mv.captured.count_ones() as u8;
            }
            seq.kings_taken += 1;
        }
        seq.mv.captured |= bit(victim);
        seq.mv.landings.push(land);
    }

    /// The FID precedence key (2.2): most pieces, then a king capturing,
    /// then most kings taken, then a king taken earliest. Higher is better.
    fn precedence(&self, c: &Capture) -> (u32, bool, u8, u8) {
        let by_king = self.kings[self.side as usize] & bit(c.mv.from) != 0;
        let earliest = if c.kings_taken > 0 {
            u8::MAX - c.first_king
        } else {
            0
        };
        (c.mv.captured.count_ones(), by_king, c.kings_taken, earliest)
    }

    // ----- bridge traversals -----------------------------------------------

    /// Every traversal of the piece on `from` along own bridges (2.4 A):
    /// plain exits into `steps`, exit captures (continued as Dama captures)
    /// into `captures`.
    fn traversals(
        &self,
        from: Sq,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let king = self.kings[seat] & bit(from) != 0;
        let dirs = Self::directions(seat, king);
        for chain in &bridges.chains[seat] {
            let cells = chain.as_slice();
            for (j, &s) in cells.iter().enumerate() {
                let member = s == from;
                let arriving = !member && direction(from, s).is_some_and(|d| dirs.contains(&d));
                if member || arriving {
                    for forward in [true, false] {
                        self.walk(
                            from, king, cells, j, forward, arriving, bridges, steps, captures,
                        );
                    }
                }
            }
        }
    }

    /// Walks a bridge from index `j` one way, offering the exits of every
    /// cell reached once enough bridge pieces have been crossed.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        from: Sq,
        king: bool,
        cells: &[Sq],
        j: usize,
        forward: bool,
        arriving: bool,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let dirs = Self::directions(seat, king);
        let mut route = Path::default();
        if arriving {
            route.push(cells[j]);
        }
        let mut m = j;
        loop {
            let needed = self.options.traversal_min_pieces.max(1);
            if route.len >= needed {
                self.exits(from, king, cells[m], &route, bridges, steps, captures);
            }
            let next = if forward { m + 1 } else { m.wrapping_sub(1) };
            let Some(&cell) = cells.get(next) else { break };
            if !direction(cells[m], cell).is_some_and(|d| dirs.contains(&d)) {
                break;
            }
            m = next;
            route.push(cell);
        }
    }

    /// The exits from bridge cell `at`: onto an empty square, or taking an
    /// enemy with the square beyond empty (then capturing on as in Dama).
    #[allow(clippy::too_many_arguments)]
    fn exits(
        &self,
        from: Sq,
        king: bool,
        at: Sq,
        route: &Path,
        bridges: &Bridges,
        steps: &mut Vec<PonteMove>,
        captures: &mut Vec<Capture>,
    ) {
        let seat = self.side as usize;
        let empty = !self.occupied();
        let vacated = empty | bit(from);
        for &d in Self::directions(seat, king) {
            let Some(exit) = step(at, d) else { continue };
            if exit == from {
                continue;
            }
            if empty & bit(exit) != 0 {
                steps.push(self.simple(from, exit, *route));
                continue;
            }
            let Some(land) = step(exit, d) else { continue };
            if vacated & bit(land) == 0 {
                continue;
            }
            if self
                .may_take(seat, king, exit, bridges.protected[1 - seat])
                .is_err()
            {
                continue;
            }
            let mut seq = Capture {
                mv: PonteMove {
                    from,
                    landings: Path::default(),
                    captured: 0,
                    route: *route,
                },
                kings_taken: 0,
                first_king: 0,
            };
            self.record_jump(seat, exit, land, &mut seq);
            let protected = bridges.protected[1 - seat];
            self.continue_capture(seat, king, land, vacated, protected, &mut seq, captures);
        }
    }

    fn simple(&self, from: Sq, to: Sq, route: Path) -> PonteMove {
        let mut landings = Path::default();
        landings.push(to);
        PonteMove {
            from,
            landings,
            captured: 0,
            route,
        }
    }

    /// Leaps of the piece on `from` over a protected enemy piece (2.4 B):
    /// nothing is taken, the move ends there.
    fn leaps(&self, from: Sq, bridges: &Bridges, out: &mut Vec<PonteMove>) {
        let seat = self.side as usize;
        let king = self.kings[seat] & bit(from) != 0;
        let empty = !self.occupied();
        for &d in Self::directions(seat, king) {
            let Some(over) = step(from, d) else { continue };
            let Some(land) = step(over, d) else { continue };
            if bridges.protected[1 - seat] & bit(over) != 0 && empty & bit(land) != 0 {
                out.push(self.simple(from, land, Path::default()));
            }
        }
    }

    // ----- generation --------------------------------------------------------

    /// Every capture sequence allowed by the FID precedence (2.2), bridge
    /// exit captures included (2.7.8).
    fn best_captures(&self, bridges: &Bridges, traversals: &mut Vec<PonteMove>) -> Vec<PonteMove> {
        let seat = self.side as usize;
        let protected = bridges.protected[1 - seat];
        let mut all = Vec::new();
        for from in squares(self.pieces(seat)) {
            let king = self.kings[seat] & bit(from) != 0;
            let mut seq = Capture {
                mv: PonteMove {
                    from,
                    landings: Path::default(),
                    captured: 0,
                    route: Path::default(),
                },
                kings_taken: 0,
                first_king: 0,
            };
            let empty = !self.occupied() | bit(from);
            self.continue_capture(seat, king, from, empty, protected, &mut seq, &mut all);
            if self.options.bridges {
                self.traversals(from, bridges, traversals, &mut all);
            }
        }
        let best = all.iter().map(|c| self.precedence(c)).max();
        all.into_iter()
            .filter(|c| Some(self.precedence(c)) == best)
            .map(|c| c.mv)
            .collect()
    }

    /// Steps of every piece to an empty diagonal neighbour.
    fn steps(&self, out: &mut Vec<PonteMove>) {
        let seat = self.side as usize;
        let empty = !self.occupied();
        for from in squares(self.pieces(seat)) {
            let king = self.kings[seat] & bit(from) != 0;
            for &d in Self::directions(seat, king) {
                if let Some(to) = step(from, d).filter(|&t| empty & bit(t) != 0) {
                    out.push(self.simple(from, to, Path::default()));
                }
            }
        }
    }

    /// The legal moves, before the end of the game is considered.
    pub(super) fn generate(&self, moves: &mut Vec<PonteMove>) {
        moves.clear();
        let bridges = self.bridges();
        let mut traversals = Vec::new();
        let captures = self.best_captures(&bridges, &mut traversals);
        if captures.is_empty() {
            self.steps(moves);
            moves.append(&mut traversals);
            if self.options.bridges {
                for from in squares(self.pieces(self.side as usize)) {
                    self.leaps(from, &bridges, moves);
                }
            }
        } else {
            moves.extend(captures);
            if self.options.ponte_exit_capture_optional {
                moves.append(&mut traversals);
            }
        }
        moves.sort_unstable();
        moves.dedup_by(|a, b| a.same_result(b));
    }

    /// Whether the side to move has any move: a free step settles it fast.
    pub(super) fn can_move(&self) -> bool {
        let seat = self.side as usize;
        let empty = !self.occupied();
        let stepper = squares(self.pieces(seat)).any(|from| {
            let king = self.kings[seat] & bit(from) != 0;
            Self::directions(seat, king)
                .iter()
                .any(|&d| step(from, d).is_some_and(|t| empty & bit(t) != 0))
        });
        if stepper {
            return true;
        }
        let mut moves = Vec::new();
        self.generate(&mut moves);
        !moves.is_empty()
    }
}
