//! How Byte looks: the picture of a position and the motion of a move,
//! built from the rules (`rules.rs`) for the board, which knows no rules.

use super::board::{bits, FULL};
use super::position::{Byte, ByteMove};
use crate::game::{Game, Seat};
use crate::ui::scene::{Change, PieceLook, PieceView, Scene, Shading, Step};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Byte {
    const SHAPES: Shapes = Shapes {
        stacks: true,
        ..Shapes::NONE
    };
    fn notes(&self) -> Vec<String> {
        let mut notes = vec![format!(
            "Won stacks: Black {}, White {} ({} win)",
            self.won[0],
            self.won[1],
            self.geometry().stacks_to_win()
        )];
        if self.outcome.is_none() {
            let mut steppers: Vec<String> = Vec::new();
            self.generate_steps(&mut |mv| {
                if let ByteMove::Step { from, .. } = mv {
                    let name = self.square_name(from);
                    if !steppers.contains(&name) {
                        steppers.push(name);
                    }
                }
            });
            if !steppers.is_empty() {
                notes.push(format!(
                    "{} can step: {}",
                    self.seat_name(self.to_move()),
                    steppers.join(", ")
                ));
            }
        }
        notes
    }
    fn motion(&self, mv: &ByteMove) -> Vec<Step> {
        let geometry = self.geometry();
        let (from, level, to) = match *mv {
            ByteMove::Step { from, to } => (from, 0, to),
            ByteMove::Merge { from, onto, level } => (from, level, onto),
            ByteMove::Pass => return Vec::new(),
        };
        let at = geometry.coord(to);
        let mut steps = vec![Step {
            changes: vec![Change::Lift {
                from: geometry.coord(from),
                level,
                to: at,
            }],
        }];
        let height = self.heights[from as usize] - level + self.heights[to as usize];
        if height == FULL {
            steps.push(Step {
                changes: vec![Change::Vanish { at }; FULL as usize],
            });
        }
        steps
    }
    fn scene(&self) -> Scene {
        let geometry = self.geometry();
        let mut pieces = Vec::with_capacity(geometry.total_checkers() as usize);
        for s in bits(self.occupied) {
            for level in 0..self.heights[s as usize] {
                pieces.push(PieceView {
                    at: geometry.coord(s),
                    look: PieceLook::Checker {
                        owner: Seat(self.owner(s, level)),
                        level,
                    },
                });
            }
        }
        Scene {
            pieces,
            highlights: Vec::new(),
            ..Scene::grid(geometry.size, geometry.size, Shading::Checkered)
        }
    }
}
