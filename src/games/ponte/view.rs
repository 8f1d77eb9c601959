//! How Ponte (Bridge) looks: the picture of a position and the motion of a move,
//! built from the rules (`rules.rs`, `bridges.rs`) for the board, which
//! knows no rules.

use std::collections::BTreeSet;

use super::position::{direction, Ponte, PonteMove};
use crate::game::{Game, Seat};
use crate::games::board8::{bit, coord, squares, Sq};
use crate::ui::scene::{Band, Change, PieceLook, PieceView, Scene, Shading, Step};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Ponte {
    const SHAPES: Shapes = Shapes {
        bands: true,
        kings: true,
        ..Shapes::NONE
    };
    fn notes(&self) -> Vec<String> {
        let mut notes: Vec<String> = (0..2)
            .map(|s| {
                format!(
                    "{}: {} men, {} kings",
                    Self::name(s),
                    self.men[s].count_ones(),
                    self.kings[s].count_ones()
                )
            })
            .collect();
        let moves = self.moves();
        if let Some(first) = moves.iter().find(|m| m.captured != 0) {
            let n = first.captured.count_ones();
            let seat = self.side as usize;
            let by_king = self.kings[seat] & bit(first.from) != 0;
            let mut why = if n == 1 {
                "capture is compulsory".to_string()
            } else {
                format!("capture is compulsory: only captures of {n} pieces (the most) are offered")
            };
            if by_king && moves.iter().any(|m| m.captured != 0) && self.men[seat] != 0 {
                why.push_str("; a king must capture before a man");
            }
            notes.push(why);
        }
        notes
    }
    fn motion(&self, mv: &PonteMove) -> Vec<Step> {
        let slide = |from: Sq, to: Sq| Change::Slide {
            from: coord(from),
            to: coord(to),
        };
        let mut steps = Vec::new();
        let mut at = mv.from;
        for &cell in mv.route.as_slice() {
            steps.push(Step {
                changes: vec![slide(at, cell)],
            });
            at = cell;
        }
        for &land in mv.landings.as_slice() {
            let mut changes = vec![slide(at, land)];
            let over = ((at as u16 + land as u16) / 2) as Sq;
            let jumped = direction(at, land).is_none() && mv.captured & bit(over) != 0;
            if jumped {
                changes.push(Change::Vanish { at: coord(over) });
            }
            steps.push(Step { changes });
            at = land;
        }
        steps
    }
    fn scene(&self) -> Scene {
        let mut pieces = Vec::with_capacity(24);
        for seat in 0..2 {
            let s = Seat(seat as u8);
            pieces.extend(squares(self.men[seat]).map(|sq| PieceView {
                at: coord(sq),
                look: PieceLook::Man(s),
            }));
            pieces.extend(squares(self.kings[seat]).map(|sq| PieceView {
                at: coord(sq),
                look: PieceLook::King(s),
            }));
        }
        let bridges = self.bridges();
        let mut links = BTreeSet::new();
        for (seat, chains) in bridges.chains.iter().enumerate() {
            for chain in chains {
                for pair in chain.as_slice().windows(2) {
                    links.insert((seat, pair[0].min(pair[1]), pair[0].max(pair[1])));
                }
            }
        }
        Scene {
            pieces,
            highlights: Vec::new(),
            bands: links
                .into_iter()
                .map(|(seat, a, b)| Band {
                    from: coord(a),
                    to: coord(b),
                    seat: Seat(seat as u8),
                })
                .collect(),
            ..Scene::grid(8, 8, Shading::Checkered)
        }
    }
}
