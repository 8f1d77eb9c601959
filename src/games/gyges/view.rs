//! How Gyges looks: the picture of a position and the motion of a move,
//! built from the rules (`super`) for the board, which knows no rules.

use super::*;
use crate::ui::view::View;

impl View for Gyges {
    fn notes(&self) -> Vec<String> {
        let who = Self::seat_word(self.side);
        let profile = match self.options.profile {
            Profile::Official => "Rules: official",
            Profile::Fogliaccio => "Rules: fogliaccio (the seed)",
        };
        if self.in_setup() {
            return vec![
                format!("Setup: {who} places: {} left", self.hand_list(self.side)),
                profile.into(),
            ];
        }
        let mut notes = Vec::new();
        if self.outcome.is_none() {
            if let Some(s) = shore(self.board, self.side) {
                notes.push(format!("{who}'s shore row: row {}", s + 1));
            }
            match self.movable_row() {
                Some(r) if Some(r) != shore(self.board, self.side) => {
                    notes.push(format!("The shore row is stuck: row {} moves", r + 1))
                }
                None => notes.push(format!("{who} cannot move and passes")),
                _ => {}
            }
        }
        notes.push(profile.into());
        notes
    }
    /// Every cell the chosen piece can still end on (a landing, or the
    /// piece it lands on to replace) and every piece it can bounce on,
    /// over all legal routes that follow the bounces clicked so far.
    fn reach(&self, clicks: &[Target]) -> Vec<Highlight> {
        if self.outcome.is_some() || self.in_setup() {
            return Vec::new();
        }
        let Some(prefix) = self.clicked_chain(clicks) else {
            return Vec::new();
        };
        let (mut ends, mut via) = (0u64, 0u64);
        self.search(prefix[0], &mut |s: &Search, end| {
            let chain = s.chain();
            if !chain.starts_with(&prefix) {
                return false;
            }
            let mut legal = false;
            self.results(chain, end, |_, after| legal |= !self.repeats(after));
            if legal {
                for &b in &chain[prefix.len()..] {
                    via |= 1u64 << b;
                }
                match end {
                    End::Empty(f) => ends |= 1u64 << f,
                    End::Replace { landing, .. } => ends |= 1u64 << landing,
                    End::Goal => {}
                }
            }
            false
        });
        let mut cells = Vec::new();
        for_bits(ends, |c| {
            cells.push(Highlight {
                at: coord(c),
                tone: Tone::Reach,
            })
        });
        for_bits(via & !ends, |c| {
            cells.push(Highlight {
                at: coord(c),
                tone: Tone::Via,
            })
        });
        cells
    }
    fn motion(&self, mv: &GygesMove) -> Vec<Step> {
        match *mv {
            GygesMove::Place { cell, .. } => vec![Step {
                changes: vec![Change::Appear { at: coord(cell) }],
            }],
            GygesMove::Play { after } => self
                .canonical_route(after)
                .map(|r| self.route_motion(&r))
                .unwrap_or_default(),
            GygesMove::Pass => Vec::new(),
        }
    }
    fn scene(&self) -> Scene {
        let pieces = (0..CELLS)
            .filter(|&c| value(self.board, c) != 0)
            .map(|c| PieceView {
                at: coord(c),
                look: PieceLook::Ring(value(self.board, c)),
            })
            .collect();
        let mut highlights = Vec::new();
        let line_row = if self.outcome.is_some() {
            None
        } else if self.in_setup() {
            Some(*self.setup_rows(self.side).start())
        } else {
            self.movable_row()
        };
        if let Some(rank) = line_row {
            for file in 0..SIZE {
                highlights.push(Highlight {
                    at: coord(cell_of(file, rank)),
                    tone: Tone::Line,
                });
            }
        }
        if !self.in_setup() {
            for c in (0..CELLS).filter(|&c| value(self.board, c) != value(self.before, c)) {
                highlights.push(Highlight {
                    at: coord(c),
                    tone: Tone::Focus,
                });
            }
        }
        Scene {
            pieces,
            highlights,
            goals: true,
            ..Scene::grid(SIZE, SIZE, Shading::Ruled)
        }
    }
}
