//! Which kinds of shape a game's boards use beyond men on cells, so that a
//! bundle built for one game links only the drawing code that game needs.
//!
//! The renderer draws whatever a scene holds, so the compiler cannot tell
//! that a Lines of Action board never has a wall or a stack: every bundle
//! carried every game's walls, tiles, stacks, bridges and bounces (about
//! 6 KB gzip of each embedded board, docs/SIZE.md). Each game's view names
//! the shapes it uses (`View::SHAPES`), `ui::view::BUILT_SHAPES` is their
//! union over the games of the build, and the renderer skips a shape no game
//! of the build has (`if BUILT_SHAPES.walls { ... }`), which the compiler
//! then removes. The test
//! battery checks every scene, animation and click of every game against
//! the game's own list, so a shape left off it fails a test, not a board.

use crate::game::Target;
use crate::ui::scene::{Change, PieceLook, Scene, Step, Tone};

/// Shapes a board may use beyond plain men on cells, lines and marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shapes {
    /// Goals beyond the first and last rank, and pieces entering them (Gyges).
    pub goals: bool,
    /// A board of removable tiles (Cancelletto).
    pub tiles: bool,
    /// Wall grooves, walls, walls in hand and the token (Quoridor).
    pub walls: bool,
    /// Bands joining cells in a seat's colour (Ponte's bridges).
    pub bands: bool,
    /// Stacked checkers and whole stacks lifted onto others (Byte).
    pub stacks: bool,
    /// Neutral pieces drawn as rings by value (Gyges).
    pub rings: bool,
    /// Crowned men (Ponte).
    pub kings: bool,
    /// Race pawns with their seat's mark (Quoridor).
    pub pawns: bool,
    /// Harbour cells (`Tone::Home`: Archimede's ports).
    pub harbours: bool,
    /// Gaps the other side may not enter (`Tone::Gate`: Porta).
    pub gates: bool,
    /// Lines of reach or of fire lighting up (`Change::Ray`: Magneton, Archimede).
    pub rays: bool,
    /// Pieces bounced on, and pieces carried elsewhere (Gyges).
    pub bounces: bool,
}

impl Shapes {
    /// Men on cells only (Lines of Action).
    pub const NONE: Shapes = Shapes {
        goals: false,
        tiles: false,
        walls: false,
        bands: false,
        stacks: false,
        rings: false,
        kings: false,
        pawns: false,
        harbours: false,
        gates: false,
        rays: false,
        bounces: false,
    };

    /// Every shape either uses: for the union over a build's games, in a `const`.
    pub const fn with(self, other: Shapes) -> Shapes {
        Shapes {
            goals: self.goals || other.goals,
            tiles: self.tiles || other.tiles,
            walls: self.walls || other.walls,
            bands: self.bands || other.bands,
            stacks: self.stacks || other.stacks,
            rings: self.rings || other.rings,
            kings: self.kings || other.kings,
            pawns: self.pawns || other.pawns,
            harbours: self.harbours || other.harbours,
            gates: self.gates || other.gates,
            rays: self.rays || other.rays,
            bounces: self.bounces || other.bounces,
        }
    }

    /// Whether every shape used here is one of `allowed`'s.
    pub fn within(self, allowed: Shapes) -> bool {
        self.with(allowed) == allowed
    }

    /// The shapes a position's picture uses.
    pub fn of_scene(scene: &Scene) -> Shapes {
        let look = |f: fn(&PieceLook) -> bool| scene.pieces.iter().any(|p| f(&p.look));
        let tone = |t: Tone| scene.highlights.iter().any(|h| h.tone == t);
        Shapes {
            goals: scene.goals,
            tiles: scene.tiles.is_some(),
            walls: scene.walls.is_some(),
            bands: !scene.bands.is_empty(),
            stacks: look(|l| matches!(l, PieceLook::Checker { .. })),
            rings: look(|l| matches!(l, PieceLook::Ring(_))),
            kings: look(|l| matches!(l, PieceLook::King(_))),
            pawns: look(|l| matches!(l, PieceLook::Pawn(_))),
            harbours: tone(Tone::Home),
            gates: tone(Tone::Gate),
            ..Shapes::NONE
        }
    }

    /// The shapes a move's animation uses, and the walls and tiles its
    /// last-move marks draw (`Change::Fixture`).
    pub fn of_steps(steps: &[Step]) -> Shapes {
        let change = |f: fn(&Change) -> bool| steps.iter().flat_map(|s| &s.changes).any(f);
        let fixture = |f: fn(&Target) -> bool| {
            steps
                .iter()
                .flat_map(|s| &s.changes)
                .any(|c| matches!(c, Change::Fixture(t) if f(t)))
        };
        Shapes {
            walls: fixture(|t| matches!(t, Target::Groove { .. })),
            tiles: fixture(|t| matches!(t, Target::Tile(_) | Target::Side { .. })),
            goals: change(|c| matches!(c, Change::Enter { .. })),
            stacks: change(|c| matches!(c, Change::Lift { .. })),
            rays: change(|c| matches!(c, Change::Ray { .. })),
            bounces: change(|c| matches!(c, Change::Bounce { .. } | Change::Relocate { .. })),
            ..Shapes::NONE
        }
    }

    /// The shapes that clicking these targets draws (a picked checker, a
    /// wall under the pointer).
    pub fn of_targets(targets: &[Target]) -> Shapes {
        let any = |f: fn(&Target) -> bool| targets.iter().any(f);
        Shapes {
            goals: any(|t| matches!(t, Target::Goal(_))),
            tiles: any(|t| matches!(t, Target::Tile(_))),
            walls: any(|t| matches!(t, Target::Groove { .. })),
            stacks: any(|t| matches!(t, Target::Level { .. })),
            ..Shapes::NONE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_union_holds_both_and_each_is_within_it() {
        let walls = Shapes {
            walls: true,
            ..Shapes::NONE
        };
        let stacks = Shapes {
            stacks: true,
            ..Shapes::NONE
        };
        let both = walls.with(stacks);
        assert!(both.walls && both.stacks && !both.tiles);
        assert!(walls.within(both) && stacks.within(both));
        assert!(!both.within(walls));
        assert!(Shapes::NONE.within(Shapes::NONE));
    }

    #[cfg(feature = "all-games")]
    #[test]
    fn a_build_of_every_game_draws_every_shape() {
        use crate::ui::view::BUILT_SHAPES;
        let every = Shapes {
            goals: true,
            tiles: true,
            walls: true,
            bands: true,
            stacks: true,
            rings: true,
            kings: true,
            pawns: true,
            harbours: true,
            gates: true,
            rays: true,
            bounces: true,
        };
        assert_eq!(BUILT_SHAPES, every);
    }
}
