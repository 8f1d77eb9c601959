//! How Gyges looks: the picture of a position and the motion of a move,
//! built from the rules for the board, which knows no rules.

use super::board::{cell_from, cell_of, coord, for_bits, rank_of, shore, value, CELLS, GOAL, SIZE};
use super::options::Profile;
use super::position::{End, Gyges, GygesMove, Route};
use super::routes::Search;
use crate::game::{Seat, Target};
use crate::ui::scene::{Change, Highlight, PieceLook, PieceView, Scene, Shading, Step, Tone};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Gyges {
    const SHAPES: Shapes = Shapes {
        goals: true,
        rings: true,
        bounces: true,
        ..Shapes::NONE
    };
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

impl Gyges {
    /// The animation of a route: one beat per hop, a bounce marked in the
    /// beat the piece lands on the one it bounces off; in the push model
    /// the pushed piece leaves in that same beat. A replacement lifts the
    /// piece landed on and sets it down in a beat of its own; a win ends
    /// with the piece travelling into the goal.
    fn route_motion(&self, route: &Route) -> Vec<Step> {
        let mut steps: Vec<Step> = Vec::new();
        let landings = &route.chain[1..];
        let mut next_landing = 0;
        let mut merge_next = false;
        for pair in route.hops.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let change = if to == GOAL {
                Change::Enter {
                    from: coord(from),
                    goal: Seat(1 - self.side),
                }
            } else {
                Change::Slide {
                    from: coord(from),
                    to: coord(to),
                }
            };
            match steps.last_mut() {
                Some(last) if merge_next => {
                    last.changes.insert(0, change);
                    merge_next = false;
                }
                _ => steps.push(Step {
                    changes: vec![change],
                }),
            }
            if landings.get(next_landing) == Some(&to) {
                next_landing += 1;
                if let Some(last) = steps.last_mut() {
                    last.changes.push(Change::Bounce { at: coord(to) });
                }
                merge_next = self.push_model();
            }
        }
        if let End::Replace { landing, to } = route.end {
            steps.push(Step {
                changes: vec![Change::Relocate {
                    from: coord(landing),
                    to: coord(to),
                }],
            });
        }
        steps
    }

    /// The start and the cells bounced on, from clicks that pick a piece of
    /// the movable row and go through whole bounces (`cell`, `bounce`);
    /// `None` for anything else (a landing still waiting for its choice).
    fn clicked_chain(&self, clicks: &[Target]) -> Option<Vec<u8>> {
        let Some(Target::Cell(c)) = clicks.first() else {
            return None;
        };
        let start = cell_from(*c)?;
        if value(self.board, start) == 0 || self.movable_row() != Some(rank_of(start)) {
            return None;
        }
        let mut chain = vec![start];
        let rest = &clicks[1..];
        if !rest.len().is_multiple_of(2) {
            return None;
        }
        for pair in rest.chunks(2) {
            match pair {
                [Target::Cell(b), Target::Choice("bounce")] => chain.push(cell_from(*b)?),
                _ => return None,
            }
        }
        Some(chain)
    }
}
