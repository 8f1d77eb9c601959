//! How Archimedes looks: the picture of a position and the motion of a move,
//! built from the rules (`rules.rs`, `attacks.rs`) for the board, which
//! knows no rules.

use super::attacks::{attacked_along, sink, vulnerable};
use super::position::{Archimede, ArchimedeMove, PortWin, PORTS};
use crate::games::board8::view::men_views;
use crate::games::board8::RAYS;
use crate::games::board8::{bit, coord, squares, Sq};
use crate::ui::scene::{Change, Highlight, Scene, Shading, Step, Tone};
use crate::ui::shapes::Shapes;
use crate::ui::view::View;

/// Directions 0 to 3 of `DIRS` raise the square index, 4 to 7 lower it.
const fn rises(d: usize) -> bool {
    d < 4
}

/// The first ship met going from `sq` in direction `d`, if any.
fn first_ship(sq: Sq, d: usize, occupied: u64) -> Option<Sq> {
    let blockers = RAYS[d][sq as usize] & occupied;
    (blockers != 0).then(|| {
        if rises(d) {
            blockers.trailing_zeros() as Sq
        } else {
            63 - blockers.leading_zeros() as Sq
        }
    })
}

/// The ships of `mover` whose lines of fire reach `target`: the first ship
/// on each ray from it, when it is the mover's.
fn attackers_of(target: Sq, ships: &[u64; 2], mover: usize) -> impl Iterator<Item = Sq> + '_ {
    let occupied = ships[0] | ships[1];
    (0..8)
        .filter(move |&d| attacked_along(d, ships[mover], occupied) & bit(target) != 0)
        .filter_map(move |d| first_ship(target, d, occupied))
}

impl Archimede {
    /// A note on each invaded port: what happens next.
    fn port_notes(&self, notes: &mut Vec<String>) {
        for colour in 0..2 {
            if !self.on_enemy_port(colour) {
                continue;
            }
            let (name, enemy) = (Self::colour_name(colour), Self::colour_name(1 - colour));
            let port = coord(PORTS[1 - colour]);
            notes.push(match self.options.port_win {
                PortWin::TurnStart => format!(
                    "{name} has a ship on {enemy}'s port {port}: it wins at the start of {name}'s turn unless {enemy} sinks it"
                ),
                PortWin::Immediate => format!(
                    "{name} has a ship on {enemy}'s port {port}: it wins after a move of {name} that {enemy} cannot answer by sinking it"
                ),
            });
        }
    }

    /// A note listing the ships attacked by three or more, per colour.
    fn danger_notes(&self, notes: &mut Vec<String>) {
        for colour in 0..2 {
            let danger = vulnerable(self.ships[colour], self.ships[1 - colour]);
            if danger == 0 {
                continue;
            }
            let cells: Vec<String> = squares(danger).map(|sq| coord(sq).to_string()).collect();
            notes.push(format!(
                "{} ships attacked by three or more (sunk after {}'s next move if still so): {}",
                Self::colour_name(colour),
                Self::colour_name(1 - colour),
                cells.join(", ")
            ));
        }
    }
}

impl View for Archimede {
    const SHAPES: Shapes = Shapes {
        harbours: true,
        rays: true,
        ..Shapes::NONE
    };
    const PREVIEW: bool = true;
    fn notes(&self) -> Vec<String> {
        let mut notes = vec![format!(
            "Sunk: Black {}, White {} (a sunk ship can be rebuilt on an empty home port)",
            self.sunk(0),
            self.sunk(1)
        )];
        // Threats mean nothing once the game is over.
        if self.outcome.is_none() {
            self.port_notes(&mut notes);
            self.danger_notes(&mut notes);
        }
        notes
    }
    fn motion(&self, mv: &ArchimedeMove) -> Vec<Step> {
        let mover = self.side as usize;
        let mut steps = Vec::new();
        let from = match *mv {
            ArchimedeMove::Slide { from, .. } => from,
            ArchimedeMove::Rebuild { .. } => {
                let port = PORTS[mover];
                steps.push(Step {
                    changes: vec![Change::Appear { at: coord(port) }],
                });
                port
            }
        };
        let to = match *mv {
            ArchimedeMove::Slide { to, .. } | ArchimedeMove::Rebuild { to } => to,
        };
        steps.push(Step {
            changes: vec![Change::Slide {
                from: coord(from),
                to: coord(to),
            }],
        });
        let mut ships = self.moved(mv, mover);
        sink(&mut ships, mover, |wave, before| {
            let mut changes = Vec::new();
            for target in squares(wave) {
                changes.extend(
                    attackers_of(target, before, mover).map(|attacker| Change::Ray {
                        from: coord(attacker),
                        to: coord(target),
                    }),
                );
            }
            changes.extend(squares(wave).map(|at| Change::Vanish { at: coord(at) }));
            steps.push(Step { changes });
        });
        steps
    }
    fn scene(&self) -> Scene {
        let pieces = men_views(&self.ships);
        let mut highlights: Vec<Highlight> = PORTS
            .iter()
            .map(|&port| Highlight {
                at: coord(port),
                tone: Tone::Home,
            })
            .collect();
        let danger =
            vulnerable(self.ships[0], self.ships[1]) | vulnerable(self.ships[1], self.ships[0]);
        highlights.extend(squares(danger).map(|sq| Highlight {
            at: coord(sq),
            tone: Tone::Danger,
        }));
        Scene {
            pieces,
            highlights,
            ..Scene::grid(8, 8, Shading::Checkered)
        }
    }
}
