//! How Lines of Action looks: the picture of a position and the motion of a move,
//! built from the rules for the board, which knows no rules.

use super::position::{Loa, LoaMove};
use crate::games::board8::view::men_views;
use crate::games::board8::{bit, coord};
use crate::ui::scene::{Change, Scene, Shading, Step};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Loa {
    const SHAPES: Shapes = Shapes::NONE;
    fn motion(&self, mv: &LoaMove) -> Vec<Step> {
        match *mv {
            LoaMove::Slide { from, to } => {
                let mut changes = Vec::with_capacity(2);
                let (_, opp) = self.mover_and_opponent();
                if opp & bit(to) != 0 {
                    changes.push(Change::Vanish { at: coord(to) });
                }
                changes.push(Change::Slide {
                    from: coord(from),
                    to: coord(to),
                });
                vec![Step { changes }]
            }
            LoaMove::Pass => Vec::new(),
        }
    }
    fn scene(&self) -> Scene {
        let pieces = men_views(&self.pieces);
        Scene {
            pieces,
            highlights: Vec::new(),
            ..Scene::grid(8, 8, Shading::Checkered)
        }
    }
}
