//! Animation planned from the position before a move and its motion steps.
//!
//! The game describes what happens (`Game::motion`); this module turns it
//! into sprites at any instant: sliding pieces eased along their paths,
//! captured ones fading, placed ones appearing. When the plan ends the
//! renderer simply draws the position after the move.

use crate::game::Seat;
use crate::geometry::Coord;
use crate::ui::scene::{animated, Change, PieceLook, Scene, Step};
use crate::ui::view::BUILT_SHAPES;

/// Milliseconds per beat of a move.
pub const BEAT_MS: f64 = 260.0;

/// A piece to draw at a fractional board position.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sprite {
    /// What it looks like.
    pub look: PieceLook,
    /// File, fractional while moving.
    pub file: f64,
    /// Rank, fractional while moving.
    pub rank: f64,
    /// Opacity, 0 to 1.
    pub alpha: f64,
    /// Whether it is the piece in motion (drawn on top, highlighted).
    pub moving: bool,
    /// Extra height in stack levels while a lifted checker travels (0 at rest).
    pub rise: f64,
    /// Whether to ring it: a bouncing piece and the one it bounces on.
    pub marked: bool,
}

/// A lit line at one instant.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Glow {
    /// Start cell.
    pub from: Coord,
    /// End cell.
    pub to: Coord,
    /// Brightness, 0 to 1.
    pub alpha: f64,
}

/// What to draw at one instant of a move's animation.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    /// The pieces, moving ones last.
    pub sprites: Vec<Sprite>,
    /// Lines lit during this beat.
    pub glows: Vec<Glow>,
    /// A goal lit as a piece enters it: whose goal, and how brightly (0 to 1).
    pub lit_goal: Option<(Seat, f64)>,
}

/// A piece tracked through the beats of a move.
#[derive(Clone, Copy, Debug)]
struct Tracked {
    look: PieceLook,
    file: f64,
    rank: f64,
    gone: bool,
    /// 1 + the beat it last moved in; 0 if it has not moved.
    moved_at: usize,
}

/// One beat: the pieces at its start, its changes, and which pieces (by
/// index) slide or vanish in it. Pieces are named by index, not by cell,
/// because two can share a cell (a Gyges piece resting on the one it
/// bounced on) and only one of them moves on.
#[derive(Clone, Debug)]
struct Beat {
    pieces: Vec<Tracked>,
    step: Step,
    slides: Vec<(usize, Coord, Coord)>,
    vanishing: Vec<usize>,
    /// Pieces bounced on in this beat (resting on a `Change::Bounce` cell).
    bounced: Vec<usize>,
    /// Pieces lifted off a cell and set down on another.
    relocations: Vec<(usize, Coord, Coord)>,
    /// Pieces travelling into a goal.
    entering: Vec<(usize, Coord, Seat)>,
}

/// A move's animation, beat by beat.
#[derive(Clone, Debug)]
pub struct Plan {
    beats: Vec<Beat>,
    appearing: Vec<(usize, Sprite)>,
    /// Ranks of the board: the goal beyond the last one is at this rank.
    height: u8,
}

/// The piece on `c` that a change there means: the one that arrived last,
/// as the one on top of a shared cell is the one that just came.
fn pick(pieces: &[Tracked], c: Coord) -> Option<usize> {
    pieces
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.gone && p.file == c.file as f64 && p.rank == c.rank as f64)
        .max_by_key(|(i, p)| (p.moved_at, *i))
        .map(|(i, _)| i)
}

fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

impl Plan {
    /// Plans the animation of `steps` from the `before` scene (but beats of
    /// fixtures alone); pieces that appear take their look from `after`.
    pub fn new(before: &Scene, steps: &[Step], after: &Scene) -> Plan {
        let mut pieces: Vec<Tracked> = before
            .pieces
            .iter()
            .map(|p| Tracked {
                look: p.look,
                file: p.at.file as f64,
                rank: p.at.rank as f64,
                gone: false,
                moved_at: 0,
            })
            .collect();
        let mut beats = Vec::with_capacity(steps.len());
        let mut appearing = Vec::new();
        for (i, step) in steps.iter().filter(|s| animated(s)).enumerate() {
            let snapshot = pieces.clone();
            let mut slides = Vec::new();
            let mut vanishing = Vec::new();
            let mut relocations = Vec::new();
            let mut entering = Vec::new();
            let at = |p: &Tracked, c: Coord| {
                !p.gone && p.file == c.file as f64 && p.rank == c.rank as f64
            };
            let bounced: Vec<usize> = step
                .changes
                .iter()
                .filter(|_| BUILT_SHAPES.bounces)
                .filter_map(|c| match c {
                    Change::Bounce { at: cell } => Some(*cell),
                    _ => None,
                })
                .flat_map(|cell| {
                    let pieces = &pieces;
                    (0..pieces.len()).filter(move |&k| at(&pieces[k], cell))
                })
                .collect();
            // Vanishings first, so a capture's victim is not mistaken for the mover.
            for change in &step.changes {
                if let Change::Vanish { at: c } = change {
                    if let Some(k) = pick(&pieces, *c) {
                        pieces[k].gone = true;
                        vanishing.push(k);
                    }
                }
            }
            // Every slide of the beat starts from the cells as they were at
            // its start (simultaneous moves may pass through each other).
            let movers: Vec<(usize, Coord, Coord)> = step
                .changes
                .iter()
                .filter_map(|change| match change {
                    Change::Slide { from, to } => Some((pick(&pieces, *from)?, *from, *to)),
                    _ => None,
                })
                .collect();
            for &(k, _, to) in &movers {
                pieces[k].file = to.file as f64;
                pieces[k].rank = to.rank as f64;
                pieces[k].moved_at = i + 1;
            }
            slides.extend(movers);
            for change in &step.changes {
                match change {
                    Change::Slide { .. } => {}
                    Change::Appear { at: c } => {
                        if let Some(view) = after.pieces.iter().find(|p| p.at == *c) {
                            let tracked = Tracked {
                                look: view.look,
                                file: c.file as f64,
                                rank: c.rank as f64,
                                gone: false,
                                moved_at: i + 1,
                            };
                            appearing.push((
                                i,
                                Sprite {
                                    look: view.look,
                                    file: tracked.file,
                                    rank: tracked.rank,
                                    alpha: 1.0,
                                    moving: true,
                                    rise: 0.0,
                                    marked: false,
                                },
                            ));
                            pieces.push(tracked);
                        }
                    }
                    Change::Lift { from, level, to } if BUILT_SHAPES.stacks => {
                        let base = pieces.iter().filter(|p| at(p, *to)).count() as u8;
                        for p in pieces.iter_mut().filter(|p| at(p, *from)) {
                            if let PieceLook::Checker { owner, level: l } = p.look {
                                if l >= *level {
                                    p.look = PieceLook::Checker {
                                        owner,
                                        level: base + (l - level),
                                    };
                                    p.file = to.file as f64;
                                    p.rank = to.rank as f64;
                                }
                            }
                        }
                    }
                    Change::Relocate { from, to } if BUILT_SHAPES.bounces => {
                        // The piece that was there first, under the arrival.
                        let resting = (0..pieces.len())
                            .filter(|&k| at(&pieces[k], *from))
                            .min_by_key(|&k| (pieces[k].moved_at, k));
                        if let Some(k) = resting {
                            pieces[k].file = to.file as f64;
                            pieces[k].rank = to.rank as f64;
                            pieces[k].moved_at = i + 1;
                            relocations.push((k, *from, *to));
                        }
                    }
                    Change::Enter { from, goal } if BUILT_SHAPES.goals => {
                        if let Some(k) = pick(&pieces, *from) {
                            pieces[k].gone = true;
                            entering.push((k, *from, *goal));
                        }
                    }
                    // The rest, and shapes none of the build's games has (`ui::shapes`).
                    _ => {}
                }
            }
            beats.push(Beat {
                pieces: snapshot,
                step: step.clone(),
                slides,
                vanishing,
                bounced,
                relocations,
                entering,
            });
        }
        Plan {
            beats,
            appearing,
            height: before.height,
        }
    }

    /// Total length in milliseconds.
    pub fn duration(&self) -> f64 {
        self.beats.len() as f64 * BEAT_MS
    }

    /// What to draw `ms` milliseconds into the animation, or `None` once it
    /// is over (draw the position after the move then).
    pub fn frame(&self, ms: f64) -> Option<Frame> {
        if ms >= self.duration() || self.beats.is_empty() {
            return None;
        }
        let index = ((ms / BEAT_MS) as usize).min(self.beats.len() - 1);
        let t = ease((ms - index as f64 * BEAT_MS) / BEAT_MS);
        let beat = &self.beats[index];
        let (pieces, step) = (&beat.pieces, &beat.step);
        let mut sprites: Vec<Sprite> = Vec::with_capacity(pieces.len());
        for (k, p) in pieces.iter().enumerate().filter(|(_, p)| !p.gone) {
            let mut sprite = Sprite {
                look: p.look,
                file: p.file,
                rank: p.rank,
                alpha: 1.0,
                moving: false,
                rise: 0.0,
                marked: beat.bounced.contains(&k),
            };
            let here =
                |c: &crate::geometry::Coord| p.file == c.file as f64 && p.rank == c.rank as f64;
            let vanishing = beat.vanishing.contains(&k);
            let lifted = step
                .changes
                .iter()
                .filter(|_| BUILT_SHAPES.stacks)
                .find_map(|c| match (c, p.look) {
                    (Change::Lift { from, level, to }, PieceLook::Checker { level: l, .. })
                        if here(from) && l >= *level =>
                    {
                        Some((from, to, l, *level))
                    }
                    _ => None,
                });
            let relocated = beat.relocations.iter().find(|(j, ..)| *j == k);
            let entering = beat.entering.iter().find(|(j, ..)| *j == k);
            if let Some(&(_, from, goal)) = entering {
                // Off the edge into the goal area, fading as it arrives.
                let beyond = if goal.0 == 0 {
                    -1.0
                } else {
                    self.height as f64
                };
                sprite.rank = from.rank as f64 + (beyond - from.rank as f64) * t;
                sprite.alpha = (1.0 - (t - 0.55) / 0.45).clamp(0.0, 1.0);
                sprite.moving = true;
                sprite.marked = true;
            } else if let Some(&(_, from, to)) = relocated {
                // Up, across and down: the piece is carried, not slid.
                sprite.file = from.file as f64 + (to.file as f64 - from.file as f64) * t;
                sprite.rank = from.rank as f64 + (to.rank as f64 - from.rank as f64) * t;
                sprite.rise = arch(t);
                sprite.moving = true;
            } else if vanishing {
                sprite.alpha = 1.0 - t;
            } else if let Some((from, to, l, level)) = lifted {
                let base = pieces
                    .iter()
                    .filter(|q| !q.gone && q.file == to.file as f64 && q.rank == to.rank as f64)
                    .count() as f64;
                let landing = base + (l - level) as f64;
                sprite.file = from.file as f64 + (to.file as f64 - from.file as f64) * t;
                sprite.rank = from.rank as f64 + (to.rank as f64 - from.rank as f64) * t;
                // Up and over: the stack's top part rises, crosses and settles.
                sprite.rise = (landing - l as f64) * t + 1.5 * arch(t);
                sprite.moving = true;
            } else if let Some((_, from, to)) = beat.slides.iter().find(|(j, ..)| *j == k) {
                sprite.file = from.file as f64 + (to.file as f64 - from.file as f64) * t;
                sprite.rank = from.rank as f64 + (to.rank as f64 - from.rank as f64) * t;
                sprite.moving = true;
                sprite.marked |= step
                    .changes
                    .iter()
                    .any(|c| matches!(c, Change::Bounce { at } if at == to));
            }
            sprites.push(sprite);
        }
        for (beat, sprite) in &self.appearing {
            if *beat == index {
                sprites.push(Sprite {
                    alpha: t,
                    ..*sprite
                });
            }
        }
        // Moving pieces are drawn last, on top, each group in its order (a
        // stable partition rather than a sort: a sort's code weighs kilobytes
        // in the browser's bundle).
        let (still, moving): (Vec<Sprite>, Vec<Sprite>) =
            sprites.into_iter().partition(|s| !s.moving);
        let mut sprites = still;
        sprites.extend(moving);
        // A lit line flares up and fades within its beat.
        let flare = arch(t);
        let glows = step
            .changes
            .iter()
            .filter_map(|c| match c {
                Change::Ray { from, to } => Some(Glow {
                    from: *from,
                    to: *to,
                    alpha: flare,
                }),
                _ => None,
            })
            .collect();
        let lit_goal = beat.entering.first().map(|&(_, _, goal)| (goal, t));
        Some(Frame {
            sprites,
            glows,
            lit_goal,
        })
    }
}

/// A rise and fall over a beat, 0 at both ends and 1 in the middle: sin(πt)
/// by Bhaskara's formula (within 0.002 of it), so no trigonometry is linked
/// into the browser's bundles (docs/SIZE.md).
fn arch(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    let p = t * (1.0 - t);
    16.0 * p / (5.0 - 4.0 * p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seat;
    use crate::ui::scene::{PieceView, Shading};

    fn scene(pieces: &[(u8, u8, u8)]) -> Scene {
        Scene {
            width: 8,
            height: 8,
            shading: Shading::Plain,
            highlights: Vec::new(),
            goals: false,
            bands: Vec::new(),
            walls: None,
            tiles: None,
            pieces: pieces
                .iter()
                .map(|&(f, r, s)| PieceView {
                    at: Coord::new(f, r),
                    look: PieceLook::Man(Seat(s)),
                })
                .collect(),
        }
    }

    #[test]
    fn a_capture_slides_the_mover_and_fades_the_victim() {
        let before = scene(&[(0, 0, 0), (2, 2, 1)]);
        let after = scene(&[(2, 2, 0)]);
        let steps = vec![Step {
            changes: vec![
                Change::Vanish {
                    at: Coord::new(2, 2),
                },
                Change::Slide {
                    from: Coord::new(0, 0),
                    to: Coord::new(2, 2),
                },
            ],
        }];
        let plan = Plan::new(&before, &steps, &after);
        let mid = plan.frame(BEAT_MS / 2.0).unwrap().sprites;
        let mover = mid.iter().find(|s| s.moving).unwrap();
        assert!((mover.file - 1.0).abs() < 1e-9 && (mover.rank - 1.0).abs() < 1e-9);
        let victim = mid.iter().find(|s| !s.moving).unwrap();
        assert_eq!(victim.look, PieceLook::Man(Seat(1)));
        assert!(victim.alpha > 0.0 && victim.alpha < 1.0);
        assert!(plan.frame(plan.duration()).is_none());
    }

    #[test]
    fn beats_follow_each_other() {
        let before = scene(&[(0, 0, 0)]);
        let after = scene(&[(0, 2, 0)]);
        let hop = |a: u8, b: u8| Step {
            changes: vec![Change::Slide {
                from: Coord::new(0, a),
                to: Coord::new(0, b),
            }],
        };
        let plan = Plan::new(&before, &[hop(0, 1), hop(1, 2)], &after);
        assert_eq!(plan.duration(), 2.0 * BEAT_MS);
        let second = plan.frame(BEAT_MS * 1.5).unwrap().sprites;
        assert!((second[0].rank - 1.5).abs() < 1e-9);
    }
}

#[cfg(test)]
mod ray_tests {
    use super::*;
    use crate::game::Seat;
    use crate::ui::scene::{PieceView, Shading};

    #[test]
    fn rays_flare_during_their_beat_only() {
        let piece = PieceView {
            at: Coord::new(3, 3),
            look: PieceLook::Man(Seat(0)),
        };
        let scene = Scene {
            width: 8,
            height: 8,
            shading: Shading::Plain,
            pieces: vec![piece],
            highlights: Vec::new(),
            goals: false,
            bands: Vec::new(),
            walls: None,
            tiles: None,
        };
        let steps = vec![
            Step {
                changes: vec![Change::Appear { at: piece.at }],
            },
            Step {
                changes: vec![Change::Ray {
                    from: piece.at,
                    to: Coord::new(3, 7),
                }],
            },
        ];
        let plan = Plan::new(
            &Scene {
                pieces: vec![],
                ..scene.clone()
            },
            &steps,
            &scene,
        );
        assert!(plan.frame(BEAT_MS / 2.0).unwrap().glows.is_empty());
        let lit = plan.frame(BEAT_MS * 1.5).unwrap().glows;
        assert_eq!(lit.len(), 1);
        assert!((lit[0].alpha - 1.0).abs() < 1e-9);
        let appearing = plan.frame(BEAT_MS / 2.0).unwrap().sprites;
        assert_eq!(appearing.len(), 1);
        assert!(appearing[0].alpha > 0.0 && appearing[0].alpha < 1.0);
    }
}

#[cfg(test)]
mod lift_tests {
    use super::*;
    use crate::game::Seat;
    use crate::ui::scene::{PieceView, Shading};

    fn checker(file: u8, owner: u8, level: u8) -> PieceView {
        PieceView {
            at: Coord::new(file, 0),
            look: PieceLook::Checker {
                owner: Seat(owner),
                level,
            },
        }
    }

    #[test]
    fn a_lift_carries_the_upper_checkers_onto_the_other_stack() {
        // a1 holds three checkers, b1 two; the top two of a1 lift onto b1.
        let before = Scene {
            width: 8,
            height: 8,
            shading: Shading::Plain,
            pieces: vec![
                checker(0, 0, 0),
                checker(0, 1, 1),
                checker(0, 0, 2),
                checker(1, 1, 0),
                checker(1, 0, 1),
            ],
            highlights: Vec::new(),
            goals: false,
            bands: Vec::new(),
            walls: None,
            tiles: None,
        };
        let steps = vec![Step {
            changes: vec![Change::Lift {
                from: Coord::new(0, 0),
                level: 1,
                to: Coord::new(1, 0),
            }],
        }];
        let plan = Plan::new(&before, &steps, &before);
        let end = plan.frame(BEAT_MS * 0.999).unwrap().sprites;
        let moving: Vec<&Sprite> = end.iter().filter(|s| s.moving).collect();
        assert_eq!(moving.len(), 2);
        for s in &moving {
            assert!((s.file - 1.0).abs() < 0.01, "they arrive on b1");
            let PieceLook::Checker { level, .. } = s.look else {
                panic!()
            };
            // Levels 1 and 2 land on levels 2 and 3: one level up, less the arc.
            assert!((level as f64 + s.rise - (level as f64 + 1.0)).abs() < 0.05);
        }
        let staying = end.iter().filter(|s| !s.moving && s.file == 0.0).count();
        assert_eq!(staying, 1, "the bottom checker stays");
    }
}

#[cfg(test)]
mod shared_cell_tests {
    use super::*;
    use crate::ui::scene::{PieceView, Shading};

    #[test]
    fn after_a_bounce_only_the_arriving_piece_moves_on() {
        // A ring on a1 travels to b1, where another ring rests, and bounces
        // on to b2: the resting ring stays on b1 throughout.
        let ring = |f: u8, value: u8| PieceView {
            at: Coord::new(f, 0),
            look: PieceLook::Ring(value),
        };
        let before = Scene {
            width: 6,
            height: 6,
            shading: Shading::Plain,
            pieces: vec![ring(0, 1), ring(1, 2)],
            highlights: Vec::new(),
            goals: true,
            bands: Vec::new(),
            walls: None,
            tiles: None,
        };
        let hop = |a: Coord, b: Coord| Step {
            changes: vec![Change::Slide { from: a, to: b }],
        };
        let steps = vec![
            hop(Coord::new(0, 0), Coord::new(1, 0)),
            hop(Coord::new(1, 0), Coord::new(1, 1)),
        ];
        let plan = Plan::new(&before, &steps, &before);
        let second = plan.frame(BEAT_MS * 1.5).unwrap().sprites;
        let moving: Vec<&Sprite> = second.iter().filter(|s| s.moving).collect();
        assert_eq!(moving.len(), 1, "one piece moves on");
        assert_eq!(moving[0].look, PieceLook::Ring(1), "the one that arrived");
        let resting = second.iter().find(|s| !s.moving).unwrap();
        assert_eq!(resting.look, PieceLook::Ring(2));
        assert_eq!((resting.file, resting.rank), (1.0, 0.0));
    }
}

#[cfg(test)]
mod chain_tests {
    use super::*;
    use crate::ui::scene::{PieceView, Shading};

    fn rings(pieces: &[(u8, u8, u8)]) -> Scene {
        Scene {
            pieces: pieces
                .iter()
                .map(|&(f, r, v)| PieceView {
                    at: Coord::new(f, r),
                    look: PieceLook::Ring(v),
                })
                .collect(),
            goals: true,
            ..Scene::grid(6, 6, Shading::Plain)
        }
    }

    fn slide(a: (u8, u8), b: (u8, u8)) -> Change {
        Change::Slide {
            from: Coord::new(a.0, a.1),
            to: Coord::new(b.0, b.1),
        }
    }

    #[test]
    fn a_bounce_marks_the_arriving_piece_and_the_one_it_bounces_on() {
        // A single on a1 hops onto the double on b1 and bounces on to b2.
        let before = rings(&[(0, 0, 1), (1, 0, 2), (5, 5, 3)]);
        let steps = vec![
            Step {
                changes: vec![
                    slide((0, 0), (1, 0)),
                    Change::Bounce {
                        at: Coord::new(1, 0),
                    },
                ],
            },
            Step {
                changes: vec![slide((1, 0), (1, 1))],
            },
        ];
        let plan = Plan::new(&before, &steps, &before);
        let first = plan.frame(BEAT_MS / 2.0).unwrap().sprites;
        let marked: Vec<PieceLook> = first.iter().filter(|s| s.marked).map(|s| s.look).collect();
        assert_eq!(marked.len(), 2, "{first:?}");
        assert!(marked.contains(&PieceLook::Ring(1)) && marked.contains(&PieceLook::Ring(2)));
        let bystander = first.iter().find(|s| s.look == PieceLook::Ring(3)).unwrap();
        assert!(!bystander.marked);
        // The next hop is no bounce: nothing is marked.
        let second = plan.frame(BEAT_MS * 1.5).unwrap().sprites;
        assert!(second.iter().all(|s| !s.marked), "{second:?}");
    }

    #[test]
    fn a_relocation_lifts_the_resting_piece_and_sets_it_down() {
        // The single arrived on b1 (where a triple rests), which is put on e4.
        let before = rings(&[(0, 0, 1), (1, 0, 3)]);
        let steps = vec![
            Step {
                changes: vec![slide((0, 0), (1, 0))],
            },
            Step {
                changes: vec![Change::Relocate {
                    from: Coord::new(1, 0),
                    to: Coord::new(4, 3),
                }],
            },
        ];
        let plan = Plan::new(&before, &steps, &before);
        let mid = plan.frame(BEAT_MS * 1.5).unwrap().sprites;
        let carried = mid.iter().find(|s| s.look == PieceLook::Ring(3)).unwrap();
        assert!(carried.moving && carried.rise > 0.9, "lifted: {carried:?}");
        assert!((carried.file - 2.5).abs() < 1e-9 && (carried.rank - 1.5).abs() < 1e-9);
        let stays = mid.iter().find(|s| s.look == PieceLook::Ring(1)).unwrap();
        assert_eq!((stays.file, stays.rank, stays.moving), (1.0, 0.0, false));
        let end = plan.frame(BEAT_MS * 1.999).unwrap().sprites;
        let set_down = end.iter().find(|s| s.look == PieceLook::Ring(3)).unwrap();
        assert!(set_down.rise < 0.01 && (set_down.file - 4.0).abs() < 0.01);
    }

    #[test]
    fn a_piece_entering_the_goal_travels_off_the_board_and_lights_it() {
        let before = rings(&[(2, 5, 1)]);
        let steps = vec![Step {
            changes: vec![Change::Enter {
                from: Coord::new(2, 5),
                goal: Seat(1),
            }],
        }];
        let plan = Plan::new(&before, &steps, &rings(&[]));
        let mid = plan.frame(BEAT_MS / 2.0).unwrap();
        assert!((mid.sprites[0].rank - 5.5).abs() < 1e-9, "half way out");
        assert_eq!(mid.lit_goal.map(|(s, _)| s), Some(Seat(1)));
        let late = plan.frame(BEAT_MS * 0.99).unwrap();
        assert!(late.sprites[0].rank > 5.9 && late.sprites[0].alpha < 0.1);
        assert!(
            late.lit_goal.unwrap().1 > 0.9,
            "the goal is lit as it arrives"
        );
        // South's goal lies below the first rank.
        let south = Plan::new(
            &rings(&[(0, 0, 2)]),
            &[Step {
                changes: vec![Change::Enter {
                    from: Coord::new(0, 0),
                    goal: Seat(0),
                }],
            }],
            &rings(&[]),
        );
        assert!(south.frame(BEAT_MS * 0.99).unwrap().sprites[0].rank < -0.9);
    }
}
