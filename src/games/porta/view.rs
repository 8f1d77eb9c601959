//! How Porta (Gate) looks: the picture of a position and the motion of a move,
//! built from the rules (`super`) for the board, which knows no rules.

use super::options::Variant;
use super::position::{Porta, PortaMove};
use crate::game::Seat;
use crate::games::board8::view::men_views;
use crate::games::board8::{coord, squares};
use crate::ui::scene::{Change, Highlight, Ink, Scene, Shading, Step, Tone};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Porta {
    const SHAPES: Shapes = Shapes {
        gates: true,
        ..Shapes::NONE
    };
    /// White (seat 0, first to place) has the light men.
    fn ink(&self, seat: Seat) -> Ink {
        if seat.0 == 0 {
            Ink::Light
        } else {
            Ink::Dark
        }
    }
    fn notes(&self) -> Vec<String> {
        let mut notes = vec![format!(
            "Score: White {} · Black {} · target {}",
            self.scores[0],
            self.scores[1],
            self.options.target_score()
        )];
        if self.outcome.is_some() {
            return notes;
        }
        let side = self.side as usize;
        notes.push(if self.relocating() {
            let n = self.pending.remaining;
            format!(
                "{} relocates {n} {} {} of the closed {}: pick one, then any empty square",
                Self::name(side),
                Self::name(1 - side),
                if n == 1 { "man" } else { "men" },
                self.closed_name()
            )
        } else if self.placing() {
            format!(
                "Placing: {} has {} men in hand, {} {}",
                Self::name(side),
                self.in_hand(side),
                Self::name(1 - side),
                self.in_hand(1 - side)
            )
        } else {
            "Moving: step a man one square up, down, left or right".into()
        });
        notes
    }
    fn motion(&self, mv: &PortaMove) -> Vec<Step> {
        let change = match *mv {
            PortaMove::Place(sq) => Change::Appear { at: coord(sq) },
            PortaMove::Step { from, to } | PortaMove::Relocate { from, to } => Change::Slide {
                from: coord(from),
                to: coord(to),
            },
            PortaMove::Pass => return Vec::new(),
        };
        vec![Step {
            changes: vec![change],
        }]
    }
    fn scene(&self) -> Scene {
        let pieces = men_views(&self.men);
        let closed = self.pending.eligible | self.pending.done | self.winning_cells;
        let mut highlights: Vec<Highlight> = squares(closed)
            .map(|sq| Highlight {
                at: coord(sq),
                tone: Tone::Line,
            })
            .collect();
        // Every open formation of both players, so the ban is seen before a
        // player bumps into it (Finestra has no ban, so no gates).
        if self.outcome.is_none() && self.options.variant != Variant::Finestra {
            let gates = self.gates(0) | self.gates(1);
            highlights.extend(squares(gates).map(|sq| Highlight {
                at: coord(sq),
                tone: Tone::Gate,
            }));
        }
        Scene {
            pieces,
            highlights,
            ..Scene::grid(8, 8, Shading::Ruled)
        }
    }
}

impl Porta {
    /// Name of what was closed, for the relocation note: one formation of
    /// the variant's kind unless more cells than one holds.
    fn closed_name(&self) -> &'static str {
        let cells = (self.pending.eligible | self.pending.done).count_ones();
        match (self.options.variant, cells) {
            (Variant::Porta, _) | (Variant::DoppiaAnta, 3) => "Porta",
            (Variant::DoppiaAnta, 4) => "Doppia Anta",
            (Variant::DoppiaAnta, _) => "Doppie Ante",
            (Variant::Finestra, 3) => "Finestra",
            (Variant::Finestra, _) => "Finestre",
        }
    }
}
