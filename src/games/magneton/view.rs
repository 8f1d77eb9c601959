//! How Magneton looks: the picture of a position and the motion of a move,
//! built from the rules for the board, which knows no rules.

use super::position::{Magneton, MagnetonMove};
use crate::games::board8::view::men_views;
use crate::games::board8::{coord, squares};
use crate::ui::scene::{Change, Highlight, Scene, Shading, Step, Tone};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;
impl View for Magneton {
    const SHAPES: Shapes = Shapes {
        rays: true,
        ..Shapes::NONE
    };
    const PREVIEW: bool = true;
    fn notes(&self) -> Vec<String> {
        let (black, white) = (self.in_hand(0), self.in_hand(1));
        if black + white > 0 {
            vec![format!(
                "Placing: Black has {black} and White {white} pieces in hand"
            )]
        } else {
            vec!["Moving: slide a piece in a straight line".into()]
        }
    }
    fn motion(&self, mv: &MagnetonMove) -> Vec<Step> {
        let Some(origin) = Self::acting_square(mv) else {
            return Vec::new();
        };
        let arrive = match *mv {
            MagnetonMove::Slide { from, to } => Change::Slide {
                from: coord(from),
                to: coord(to),
            },
            _ => Change::Appear { at: coord(origin) },
        };
        let effect = self.with_action(mv).effect(origin, self.side as usize);
        let mut magnets: Vec<Change> = effect
            .rays
            .iter()
            .map(|&end| Change::Ray {
                from: coord(origin),
                to: coord(end),
            })
            .collect();
        magnets.extend(effect.moves.iter().map(|&(from, to)| Change::Slide {
            from: coord(from),
            to: coord(to),
        }));
        vec![
            Step {
                changes: vec![arrive],
            },
            Step { changes: magnets },
        ]
    }
    fn scene(&self) -> Scene {
        let pieces = men_views(&self.pieces);
        let mut highlights: Vec<Highlight> = squares(self.winning_cells)
            .map(|sq| Highlight {
                at: coord(sq),
                tone: Tone::Line,
            })
            .collect();
        highlights.extend(squares(self.magnet_moved).map(|sq| Highlight {
            at: coord(sq),
            tone: Tone::Focus,
        }));
        Scene {
            pieces,
            highlights,
            ..Scene::grid(8, 8, Shading::Ruled)
        }
    }
}
