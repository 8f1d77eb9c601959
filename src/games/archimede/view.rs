//! How Archimedes looks: the picture of a position and the motion of a move,
//! built from the rules (`super`) for the board, which knows no rules.

use super::*;
use crate::ui::view::View;

impl View for Archimede {
    const PREVIEW: bool = true;
    fn notes(&self) -> Vec<String> {
        let mut notes = vec![format!(
            "Sunk: Black {}, White {} (a sunk ship can be rebuilt on an empty home port)",
            self.sunk(0),
            self.sunk(1)
        )];
        self.port_notes(&mut notes);
        self.danger_notes(&mut notes);
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
