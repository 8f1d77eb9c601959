//! How Quoridor looks: the picture of a position and the motion of a move,
//! built from the rules (`super`) for the board, which knows no rules.

use super::board::{coord, Wall, SIZE};
use super::options::Variant;
use super::position::{Quoridor, QuoridorMove, Token};
use crate::game::{Game, Seat, Target};
use crate::ui::scene::{
    Change, Ink, PieceLook, PieceView, Scene, Shading, Step, TokenKind, TokenView, WallScene,
    WallView,
};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

impl View for Quoridor {
    const SHAPES: Shapes = Shapes {
        walls: true,
        pawns: true,
        ..Shapes::NONE
    };
    /// A wall is shown where it would go before it is placed: it follows
    /// the mouse, and on a phone the first tap shows it, the second places it.
    const PREVIEW: bool = true;
    /// On a phone a wall is placed by tap and confirm; a pawn moves at once.
    fn confirm_on_touch(&self, mv: &QuoridorMove) -> bool {
        matches!(mv, QuoridorMove::Wall(_) | QuoridorMove::Reposition { .. })
    }
    /// South dark, North light; East red and West blue with four.
    fn ink(&self, seat: Seat) -> Ink {
        match (self.options.four_players, seat.0) {
            (_, 0) => Ink::Dark,
            (false, _) | (true, 2) => Ink::Light,
            (true, 1) => Ink::Red,
            _ => Ink::Blue,
        }
    }
    fn notes(&self) -> Vec<String> {
        let mut notes = vec![format!(
            "Walls left: {}",
            (0..self.seats())
                .map(|s| format!("{} {}", self.seat_name(Seat(s as u8)), self.walls_left[s]))
                .collect::<Vec<_>>()
                .join(", ")
        )];
        if self.has_token() {
            let name = self.token_name();
            let face = if self.options.variant == Variant::Die {
                format!(" showing {}", self.die_face)
            } else {
                String::new()
            };
            notes.push(match self.token {
                Token::Middle => format!("The {name}{face} is in the middle"),
                Token::With(s) => format!("The {name}{face} is with {}", self.seat_name(s)),
                Token::Retired => format!("The {name} is retired"),
            });
        }
        if self.die_left > 0 {
            notes.push(format!(
                "{} may reposition {} more wall(s), or end",
                self.seat_name(Seat(self.side)),
                self.die_left
            ));
        }
        if self.options.variant == Variant::Movable {
            for s in 0..2 {
                if !self.moved_wall[s] {
                    notes.push(format!(
                        "{} may still move one wall",
                        self.seat_name(Seat(s as u8))
                    ));
                }
            }
        }
        notes
    }
    fn motion(&self, mv: &QuoridorMove) -> Vec<Step> {
        match *mv {
            QuoridorMove::Step { from, to } | QuoridorMove::WallJump { from, to } => vec![Step {
                changes: vec![Change::Slide {
                    from: coord(from),
                    to: coord(to),
                }],
            }],
            // The wall is there at once; the board marks its groove (and
            // the one it left) as the last move's.
            QuoridorMove::Wall(wall) => vec![Step {
                changes: vec![groove(wall)],
            }],
            QuoridorMove::Reposition { from, to } => vec![Step {
                changes: vec![groove(from), groove(to)],
            }],
            QuoridorMove::EndRepositioning | QuoridorMove::Pass => Vec::new(),
        }
    }
    fn scene(&self) -> Scene {
        let pieces = (0..self.pawn_count())
            .map(|p| PieceView {
                at: coord(self.pawns[p]),
                look: PieceLook::Pawn(self.owner(p)),
            })
            .collect();
        let kind = match self.options.variant {
            Variant::Coin => TokenKind::Coin,
            Variant::Die => TokenKind::Die(self.die_face),
            _ => TokenKind::Marker,
        };
        let token = match self.token {
            _ if !self.has_token() => None,
            Token::Retired => None,
            Token::Middle => Some(TokenView { kind, holder: None }),
            Token::With(s) => Some(TokenView {
                kind,
                holder: Some(s),
            }),
        };
        let walls = WallScene {
            walls: self
                .walls
                .iter()
                .map(|w| WallView {
                    at: w.coord(),
                    horizontal: w.horizontal,
                    marked: self.walls.is_marked(w),
                })
                .collect(),
            left: (0..self.seats()).map(|s| self.walls_left[s]).collect(),
            token,
        };
        Scene {
            pieces,
            walls: Some(walls),
            ..Scene::grid(SIZE, SIZE, Shading::Plain)
        }
    }
}

impl Quoridor {
    /// The seat a pawn belongs to.
    fn owner(&self, pawn: usize) -> Seat {
        if self.moving_goal() {
            Seat(pawn as u8 / 2)
        } else {
            Seat(pawn as u8)
        }
    }
}

/// A wall's groove, as the board marks it (`Change::Fixture`).
fn groove(wall: Wall) -> Change {
    Change::Fixture(Target::Groove {
        at: wall.coord(),
        horizontal: wall.horizontal,
    })
}
